struct Countdown: Sequence, IteratorProtocol {
    var remaining: Int
    mutating func next() -> Int? {
        if remaining == 0 { return nil }
        defer { remaining -= 1 }
        return remaining
    }
}

func run() {
    let items = ["a", "b", "c"]
    print(type(of: items.reversed()), Array(items.reversed()))
    print(type(of: (1...3).reversed()), Array((1...3).reversed()))
    print(type(of: "abc".reversed()), String("stressed".reversed()))
    let back: [Int] = (0..<4).reversed()
    print(type(of: back), back)
    print(type(of: Countdown(remaining: 3).reversed()), Countdown(remaining: 3).reversed())
    print(type(of: items.reversed().reversed()), items.reversed().reversed())
    print(items.reversed().map { $0.uppercased() }, items.reversed().count, items.reversed().first ?? "-")
    print(type(of: items.enumerated()), type(of: Array(items.enumerated())))
    for (offset, item) in items.enumerated().reversed() { print(offset, item) }
    print(items.enumerated().map { "\($0.offset)=\($0.element)" }.joined(separator: ","))
    print(type(of: Countdown(remaining: 2).enumerated()), Countdown(remaining: 2).enumerated().map(\.offset))
    let characters: [Character] = ["h", "i"]
    print(String(characters), String("abc"), String("abc".dropFirst()))
}
