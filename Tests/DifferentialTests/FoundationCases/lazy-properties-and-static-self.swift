// `lazy` properties (computed with `self` at their first read, in the memberwise initializer
// as optionals) and `self` in static members (the type: `self.init(…)`, `String(describing: self)`).
final class SearchState {
    var selection = 0
    var searchTag = 2
    lazy var isSearching: Bool = { self.selection == self.searchTag }()
    lazy var doubledTag = searchTag * 2
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "y"
        return formatter
    }()
}
struct Measure {
    var base = 1
    lazy var scaled = base * 10
}
struct Pixel {
    var name: String
    static func make(_ name: String) -> Pixel { self.init(name: name) }
    static func fire(_ name: String) -> String { self.describe(name) }
    static func describe(_ name: String) -> String { "fired \(name) from \(self)" }
    static var typeName: String { String(describing: self) }
}
protocol Named {}
extension Named {
    static var typeName: String { String(describing: self) }
    static func named() -> String { "\(Self.self)" }
}
struct Thing: Named {}
func run() {
    let state = SearchState()
    state.selection = 2
    print(state.isSearching, state.doubledTag, state.formatter.dateFormat ?? "none")
    state.searchTag = 5
    print(state.isSearching, state.doubledTag)
    var given = Measure(base: 2, scaled: 7)
    var computed = Measure(base: 3)
    print(given.scaled, computed.scaled)
    print(Pixel.make("a").name, Pixel.fire("b"), Pixel.typeName, Thing.typeName, Thing.named())
}
