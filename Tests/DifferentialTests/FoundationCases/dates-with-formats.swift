// Dates read with a `dateFormat` (`date(from:)`, `.formatted(formatter)` decoding), a custom
// `init(from:)` with the `CodingKeys` Swift synthesizes, and `Data(string.utf8)`.
func formatter(_ format: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)!
    formatter.dateFormat = format
    return formatter
}
struct Mission: Codable {
    let id: Int
    let launchDate: Date?
}
struct Settings: Codable {
    var name: String
    var count: Int
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "none"
        count = try container.decode(Int.self, forKey: .count)
    }
}
func decoded(_ json: String) -> String {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter("y-MM-dd"))
    do {
        let missions = try decoder.decode([Mission].self, from: Data(json.utf8))
        return missions.map { mission in mission.launchDate.map { formatter("MMMM d, yyyy").string(from: $0) } ?? "none" }.joined(separator: ", ")
    } catch {
        return "\(error)"
    }
}
func run() {
    print(decoded(#"[{"id": 1, "launchDate": "1968-10-11"}, {"id": 2}]"#))
    print(decoded(#"[{"id": 1, "launchDate": "11/10/1968"}]"#))
    let printed = formatter("yyyy-MM-dd HH:mm:ss")
    for (format, text) in [("yyyy-MM-dd'T'HH:mm:ssZ", "2024-05-01T12:30:15Z"), ("yyyy-MM-dd'T'HH:mm:ss.SSSZ", "2024-05-01T12:30:15.250+0200"),
                           ("dd MMM yyyy", "07 Mar 2021"), ("EEEE, MMMM d, y h:mm a", "Friday, March 5, 2021 4:05 PM"), ("y-MM-dd", "2021-13-01")] {
        print(formatter(format).date(from: text).map { printed.string(from: $0) } ?? "nil")
    }
    let settings = try? JSONDecoder().decode(Settings.self, from: Data(#"{"count": 2}"#.utf8))
    print(settings.map { "\($0.name) \($0.count)" } ?? "failed", "héllo".utf8.count)
}
