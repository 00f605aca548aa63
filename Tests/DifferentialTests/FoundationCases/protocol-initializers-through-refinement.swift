// A protocol's initializer makes the conforming type, also through a refining protocol
// (`E(rawValue:)` is an `E?`), and a parameter of an associated type takes its type from the
// context's (`let t: Tab? = make(0)`).
protocol ButtonsEnum: CaseIterable, RawRepresentable where RawValue == Int {
    var string: String { get }
}

extension ButtonsEnum {
    var string: String { "\(self)".capitalized }
}

enum Tab: Int, ButtonsEnum { case home, settings }

func pick<E: ButtonsEnum>(_ i: Int, into value: inout E) {
    if let tab = E(rawValue: i) { value = tab }
}

func make<E: RawRepresentable>(_ raw: E.RawValue) -> E? { E(rawValue: raw) }

protocol Named { init(name: String); var name: String { get } }
protocol Titled: Named {}
struct Chapter: Titled { var name: String }
func titled<T: Titled>(_ s: String) -> T { T(name: s.uppercased()) }

func run() {
    var t = Tab.home
    pick(1, into: &t)
    print(t.string, Tab.allCases.count)
    let made: Tab? = make(0)
    print(made as Any, type(of: made))
    print(type(of: Tab(rawValue: 5)), make(7) as Tab? as Any)
    let chapter: Chapter = titled("one")
    print(chapter.name, type(of: chapter))
}
