struct Sales {
    let name: String
    let count: Int
}

func run() {
    let items = [1, 2, 3, 4, 5]
    let top = items.reversed().prefix(3)
    print(type(of: top), Array(top), top.count, top.first ?? 0)
    print(Array(items.reversed().dropFirst(2)), Array(items.reversed().suffix(2)), Array(items.reversed().dropLast()))
    print(type(of: (0..<10).prefix(3)), (0..<10).prefix(3), (0..<10).dropFirst(8), (0..<5).suffix(2), (0..<5).dropLast(4), (0..<3).prefix(10))
    print(type(of: (1...10).prefix(3)), Array((1...10).prefix(3)), Array((1...4).dropFirst()))
    let sales = [Sales(name: "a", count: 3), Sales(name: "b", count: 9), Sales(name: "c", count: 5)]
    let best = sales.sorted { $0.count < $1.count }.reversed().prefix(2)
    print(best.map(\.name), type(of: best))
    for (offset, sale) in sales.enumerated().prefix(2) { print(offset, sale.name) }
    print(String("hello".reversed().prefix(3)), "hello".reversed().dropFirst().count)
}
