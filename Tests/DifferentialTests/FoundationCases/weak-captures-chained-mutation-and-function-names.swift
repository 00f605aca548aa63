// `[weak store]` makes the captured name an optional inside the closure; a mutating method
// through `?` changes the value in place (`children?.append(x)`, `counts["a"]?.append(…)`,
// nested chains, nil left alone), and so does a compound assignment (`point?.x += 2`); a property and a method of one name (`theme.code = …` inside
// `func code`); `#function` everywhere it can be written, as a default argument the caller's.
final class Store { func value(for k: Int) -> Int { k * 2 } }

struct Theme {
    var code: String = ""
    func code(_ make: () -> String) -> Theme {
        var theme = self
        theme.code = make()
        return theme
    }
}

struct Node {
    var children: [Node]? = nil
    var name = ""
    mutating func rename(_ s: String) { name = s }
}

final class Box { var node: Node? = Node() }

struct Point { var x = 0; var y = 0.5 }
final class Ref { var n = 1 }

func log(_ f: String = #function) -> String { f }

struct S {
    var name: String { #function }
    init(x: Int) { print(#function) }
    func go(_ a: Int, label b: Int) -> String { #function }
    subscript(i: Int) -> String { #function }
    func viaDefault() -> String { log() }
    func inClosure() -> String { let c = { #function }; return c() }
}

func run() {
    let store = Store()
    let get: (Int) -> Int? = { [weak store] in store?.value(for: $0) }
    let strong: () -> Int = { [unowned store] in store.value(for: 5) }
    print(get(3) as Any, strong(), Theme().code { "x" }.code)
    var tree: Node? = Node()
    tree?.children = []
    tree?.children?.append(Node(name: "a"))
    tree?.children?[0].rename("b")
    print(tree?.children?.map(\.name) as Any)
    let box = Box()
    box.node?.rename("boxed")
    var missing: [Int]? = nil
    missing?.append(1)
    var counts: [String: [Int]] = ["a": []]
    counts["a"]?.append(contentsOf: [1, 2])
    counts["b"]?.append(3)
    var tags: [String: Set<Int>] = ["a": [1]]
    tags["a"]?.insert(2)
    print(box.node?.name as Any, missing as Any, counts, tags["a"]?.sorted() as Any)
    var point: Point? = Point()
    point?.x += 2
    point?.y *= 4
    var none: Point? = nil
    none?.x += 1
    let ref: Ref? = Ref()
    ref?.n -= 3
    print(point as Any, none as Any, ref?.n as Any)
    let s = S(x: 1)
    print(s.name, s.go(1, label: 2), s[0], s.viaDefault(), s.inClosure(), #function)
}
