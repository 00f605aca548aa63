// Implicit members whose type the context gives late: an initializer's argument when the
// result's type is known (`Box(wrappedValue: .empty)` as a `Box<Phase>`), an array literal
// searched for a value (`[.a, .b].contains(self)`); an enum payload with an `_` label.
enum Phase { case empty, full }
struct Box<T> { var value: T; init(wrappedValue: T) { value = wrappedValue } }
struct S { var _p: Box<Phase>; init() { self._p = Box(wrappedValue: .empty) } }
enum Pos { case a, b, c; var isAB: Bool { [.a, .b].contains(self) } }
enum P { case bottom(_ topPadding: Double) }
func run() {
    print(S()._p.value, Pos.a.isAB, Pos.c.isAB)
    let p: P = .bottom(70)
    var f: ((Int) -> String)? = nil
    f = { "\($0)" }
    print(p, f!(3))
    print(true ? f!(4) : "")
}
