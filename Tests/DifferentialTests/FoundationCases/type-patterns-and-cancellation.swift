// `is T` patterns in a switch and in catch clauses, `CancellationError`, and `as` bindings.
enum E: Error { case a }
struct F: Error {}
func f(_ n: Int) throws { if n == 0 { throw E.a }; if n == 1 { throw F() }; if n == 2 { throw CancellationError() } }
func g(_ n: Int) -> String {
    do { try f(n); return "ok" } catch is E { return "E" } catch is CancellationError { return "cancelled" } catch { return "other" }
}
func h(_ x: Any) -> String {
    switch x {
    case is Int: return "int"
    case let s as String: return "string \(s)"
    default: return "?"
    }
}
func run() {
    print(g(0), g(1))
    print(g(2), g(3))
    print(h(1), h("a"), h(2.0))
}
