// Collections' positions: `Collection.Index` in generic extensions (the `safe` subscript real
// apps write), index walking on arrays and strings, and string slicing by index.
extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
    func secondIndex() -> Index? {
        guard !isEmpty else { return nil }
        let next = index(after: startIndex)
        return next < endIndex ? next : nil
    }
}
extension Sequence where Iterator.Element: Hashable {
    func unique() -> [Iterator.Element] {
        var seen: Set<Iterator.Element> = []
        return filter { seen.insert($0).inserted }
    }
}
func run() {
    let xs = [10, 20, 30]
    print(xs[safe: 1] as Any, xs[safe: 3] as Any, xs.secondIndex() as Any, [Int]().secondIndex() as Any)
    print(xs.firstIndex(of: 30) as Any, xs.index(after: 0), xs.indices, (0..<5)[safe: 2] as Any)
    let word = "héllo, wörld"
    if let comma = word.firstIndex(of: ",") {
        print(word[word.startIndex..<comma], word[word.index(after: comma)...].count, word.distance(from: word.startIndex, to: comma))
    }
    print(word[safe: word.startIndex] as Any, word[word.index(word.startIndex, offsetBy: 4)], word.firstIndex(where: { $0 == "z" }) == nil)
    print(word.secondIndex().map { word[$0] } as Any, [3, 1, 3, 2, 1].unique())
}
