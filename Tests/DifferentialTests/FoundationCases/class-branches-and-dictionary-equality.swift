// Branches of an `if` or `switch` value and of `? :` that are instances of different classes:
// the value's type is their nearest common superclass (a hosting controller or its subclass,
// as PopupView picks by OS version), and each keeps its own overrides. Dictionaries compare
// with `==` when their values are equatable (a preference key's `[Int: Double]`).
class Node {
    func name() -> String { "node" }
}
class Leaf: Node {
    override func name() -> String { "leaf" }
}
class Branch: Node {
    override func name() -> String { "branch" }
}
final class Bud: Branch {
    override func name() -> String { "bud" }
}
func pick(_ n: Int) -> String {
    let a = if n > 0 { Leaf() } else { Branch() }
    let b = n > 0 ? Bud() : Leaf()
    let c = switch n {
    case 0: Node()
    case 1: Bud()
    default: Branch()
    }
    let d = if n > 1 { Bud() } else { Branch() }
    let shapes: [Node] = [a, b, c, d]
    return shapes.map { $0.name() }.joined(separator: " ")
}
func widths() -> String {
    let first: [Int: Double] = [1: 20, 2: 35.5]
    var second: [Int: Double] = [2: 35.5]
    second[1] = 20
    let names: [String: [String]] = ["a": ["x"]]
    return "\(first == second) \(first == [1: 20]) \(names == ["a": ["x"]]) \(names != ["a": []])"
}
func run() {
    for n in 0...2 { print(pick(n)) }
    print(widths())
}
