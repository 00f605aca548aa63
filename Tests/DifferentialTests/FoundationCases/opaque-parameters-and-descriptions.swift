// `some P` parameters of initializers (each its own generic parameter), the standard library's
// primary associated types (`some Sequence<Int>`), and the standard
// types' `description` through `CustomStringConvertible` (integers through `BinaryInteger`),
// any sequence's `sorted()`, `sorted(by:)` and `joined(separator:)`.
struct Box {
    var text: String
    init(id: some Hashable, value: some CustomStringConvertible) { text = "\(id):\(value)" }
    init(_ values: some Sequence<Int>) { text = values.map(String.init).joined(separator: ",") }
}

func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
func joined(_ words: some Collection<String>) -> String { words.sorted().joined(separator: "+") }
func total(_ numbers: some Sequence<Int>) -> Int { numbers.reduce(0, +) }

func show<T: CustomStringConvertible>(_ x: T) -> String { "[\(x.description)]" }

func run() {
    print(Box(id: 1, value: 2.5).text, Box(id: "k", value: true).text)
    print(Box([3, 1, 2]).text, Box(1...3).text)
    print(5.description, 2.5.description, true.description, Float(1.5).description)
    print(show(5), show("s"), show(false), show(0.25))
    let s: Set<Int> = [3, 1, 2]
    print(s.sorted(), s.sorted(by: >), ["b": 1, "a": 2].keys.sorted(), Set(["x", "y"]).sorted().joined(separator: "-"))
    print(Array(evens(upTo: 6)), joined(["b", "a"]), total([1, 2, 3]), total(evens(upTo: 4)))
}
