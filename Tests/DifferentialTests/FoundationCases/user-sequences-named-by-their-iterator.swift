// A sequence's element is what its own iterator's `next()` returns, even when the type has a
// generic parameter named `Element` (a linked list iterating its nodes); a type's own
// `reversed()` is preferred to `Sequence`'s. A generic type whose method returns
// `Elements.Element?` of a sequence parameter checks (it once recursed without end).
struct LinkedList<Element>: Sequence {
    final class Node {
        var element: Element
        var next: Node?
        init(_ element: Element) { self.element = element }
    }
    var first: Node?
    init(first: Node? = nil) { self.first = first }
    func reversed() -> [Node] {
        var out: [Node] = []
        var n = first
        while let node = n { out.insert(node, at: 0); n = node.next }
        return out
    }
    func makeIterator() -> Iterator { Iterator(nextNode: first) }
    struct Iterator: IteratorProtocol {
        var nextNode: Node?
        mutating func next() -> Node? {
            let node = nextNode
            nextNode = node?.next
            return node
        }
    }
}
enum Wrappers {
    struct Sequence<Elements: Swift.Sequence> {
        let elements: Elements
        func head() -> Elements.Element? { elements.first(where: { _ in true }) }
    }
}
func run() {
    let a = LinkedList<String>.Node("a")
    a.next = LinkedList<String>.Node("b")
    let list = LinkedList(first: a)
    for record in list.reversed() { print(record.element) }
    for record in list { print(record.element, terminator: " ") }
    print()
    print(Wrappers.Sequence(elements: [3, 4]).head() ?? 0, Wrappers.Sequence(elements: "xy").head() ?? "-")
}
