// A user's own sequences: one that is its own iterator, one with a nested iterator (endless,
// left by `break`), a random-access collection without an iterator; an array's iterator.
struct Countdown: Sequence, IteratorProtocol {
    var count: Int
    mutating func next() -> Int? {
        if count == 0 { return nil }
        defer { count -= 1 }
        return count
    }
}
struct Fibonacci: Sequence {
    func makeIterator() -> Iterator { Iterator() }
    struct Iterator: IteratorProtocol {
        var state = (0, 1)
        mutating func next() -> Int? {
            let value = state.0
            state = (state.1, state.0 + state.1)
            return value
        }
    }
}
struct Pair: RandomAccessCollection {
    var first: String, second: String
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    subscript(position: Int) -> String { position == 0 ? first : second }
}
func run() {
    print(Array(Countdown(count: 3)), Countdown(count: 2).map { $0 * 10 })
    var found: [Int] = []
    for n in Fibonacci() {
        if n > 20 { break }
        found.append(n)
    }
    print(found, Pair(first: "a", second: "b").map { $0.uppercased() })
    var it = [1, 2].makeIterator()
    print(it.next() as Any, it.next() as Any, it.next() as Any, Array(Pair(first: "x", second: "y")))
    for s in Pair(first: "p", second: "q") { print(s) }
}
