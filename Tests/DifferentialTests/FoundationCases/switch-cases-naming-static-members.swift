// A switch over a struct matches `.name` by `~=` against the type's static members (Backyard Birds'
// `BirdSpeciesInfo`, a RawRepresentable struct with `static let swallow`), and Int's `.zero` and `.max`.
struct Species: RawRepresentable, Hashable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    static let swallow = Self(rawValue: "Bird 1")
    static let dove = Self(rawValue: "Bird 2")
    var name: String {
        switch self {
        case .swallow: "Swallow"
        case .dove: "Dove"
        default: "Unknown"
        }
    }
}
func describe(_ value: Int) -> String {
    switch value {
    case .zero: "zero"
    case .max: "max"
    default: "\(value)"
    }
}
func run() {
    print(Species.swallow.name, Species.dove.name, Species(rawValue: "x").name)
    print(describe(0), describe(Int.max), describe(3))
    print([Species.dove, .swallow].map(\.name))
}
