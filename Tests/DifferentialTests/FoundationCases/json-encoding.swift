// JSONEncoder: synthesized and custom conformances, output formats, strategies and
// EncodingError messages. Keys are sorted: Foundation's own order is unspecified.
struct Coord: Codable { var latitude: Double; var longitude: Double }
enum Kind: String, Codable { case lake = "Lake", river }
enum Outline: Codable { case circle(radius: Double), square(Double), none }
struct Place: Codable {
    var id: Int; var name: String; var kind: Kind; var coords: Coord; var tags: [String]; var note: String?
    var outlines: [Outline]; var counts: [String: Int]; var byNumber: [Int: String]; var when: Date; var url: URL; var myURLKey: Int
}
struct Renamed: Codable {
    var b: Int; var a: Double; var c: String?; let f = 3
    enum CodingKeys: String, CodingKey { case a, b = "bee", c, f }
}
struct Custom: Encodable {
    var a: Int; var b: String?
    enum Keys: String, CodingKey { case x = "ex", y, z }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(a, forKey: .x)
        try container.encodeIfPresent(b, forKey: .y)
        try container.encodeNil(forKey: .z)
    }
}
struct Wrapped: Encodable {
    var v: Int
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("w\(v)")
    }
}
struct Silent: Encodable { func encode(to encoder: Encoder) throws {} }
struct Words: Encodable { var myURLKey = 1; var aB = 2; var _hidden = 3; var already_snake = 4; var dict = ["someKey": 1]; var x2Y = 5; var ABC = 7 }

func show<T: Encodable>(_ value: T, _ configure: (JSONEncoder) -> Void = { _ in }) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    configure(encoder)
    do { print(String(decoding: try encoder.encode(value), as: UTF8.self)) } catch { print(error); print(error.localizedDescription) }
}

func run() {
    let place = Place(id: 1, name: "a/b", kind: .lake, coords: Coord(latitude: 1.5, longitude: 2), tags: ["x"], note: nil,
                      outlines: [.circle(radius: 2), .square(3), .none], counts: ["z": 1, "a": 2], byNumber: [3: "x"],
                      when: Date(timeIntervalSinceReferenceDate: 10.5), url: URL(string: "https://a.b/c?d=e")!, myURLKey: 4)
    show(place)
    show(place) { $0.outputFormatting = [.prettyPrinted, .sortedKeys]; $0.keyEncodingStrategy = .convertToSnakeCase; $0.dateEncodingStrategy = .iso8601 }
    show(place) { $0.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]; $0.dateEncodingStrategy = .secondsSince1970 }
    show(place.when) { $0.dateEncodingStrategy = .millisecondsSince1970 }
    show(Renamed(b: 1, a: 1.0, c: nil))
    show([0.1, 2, 1e20, 1.5e-7, -0.0])
    show([Float(1) / 3, 0.1])
    show([Custom(a: 1, b: nil), Custom(a: 2, b: "y")])
    show(["k": Wrapped(v: 2)])
    show(Data("hi!".utf8))
    show(Data("hi".utf8)) { $0.dataEncodingStrategy = .deferredToData }
    show([1.5: "a"])
    show(1..<3)
    show(Optional<Int>.none)
    show(["a": Double.infinity])
    show(Silent())
    show([Silent()])
    show(Words()) { $0.keyEncodingStrategy = .convertToSnakeCase }
    show(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
}
