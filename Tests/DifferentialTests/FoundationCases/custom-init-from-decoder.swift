// A custom init(from:) reading keyed and single-value containers.
struct Movie: Decodable {
    var id: Int
    var title: String
    var rating: Double
    var tags: [String]
    var kind: Kind
    enum Kind: String, Decodable { case film, series }
    enum CodingKeys: String, CodingKey { case id, title = "original_title", rating = "vote_average", tags, kind }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        rating = try container.decodeIfPresent(Double.self, forKey: .rating) ?? 0
        tags = container.contains(.tags) ? try container.decode([String].self, forKey: .tags) : []
        kind = try container.decodeIfPresent(Kind.self, forKey: .kind) ?? .film
    }
}
struct Celsius: Decodable {
    var degrees: Double
    init(from decoder: Decoder) throws {
        let single = try decoder.singleValueContainer()
        degrees = try single.decode(Double.self)
    }
}
func decoded(_ json: String) -> String {
    do { return "\(try JSONDecoder().decode([Movie].self, from: json.data(using: .utf8)!))" } catch { return "\(error)" }
}
func run() {
    print(decoded(#"[{"id": 1, "original_title": "Alien", "vote_average": 8.5, "tags": ["sf"], "kind": "film"}, {"id": 2, "original_title": "Dark"}]"#))
    print(decoded(#"[{"id": 1}]"#))
    print(decoded(#"[{"id": 1, "original_title": 3}]"#))
    print(decoded(#"[{"id": 1, "original_title": "x", "kind": "show"}]"#))
    print(decoded(#"{"id": 1}"#))
    print((try? JSONDecoder().decode([Celsius].self, from: "[21.5, 3]".data(using: .utf8)!).map { $0.degrees }) ?? [])

}
