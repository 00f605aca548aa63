// The standard library's string members view files' helpers use: `split` with a limit, empty pieces kept
// or a predicate, `starts(with:)`, substrings beside strings, `index(_:offsetBy:limitedBy:)`,
// `utf16.count`, `min`/`max` of three or more, `remainder(dividingBy:)`.
func run() {
    print(min(3, 1, 2), max(3, 1, 2), min(4.5, 2.5, 3.5, 0.5), max("b", "a", "c", "d"))
    print("swift".starts(with: "sw"), "swift".starts(with: ""), [1, 2, 3].starts(with: [1, 2]), [1].starts(with: [1, 2]))
    let s: Substring = "ab"
    print(s == "ab", "ab" == s, s != "b", s.count)
    let tail = "10:30pm".suffix(2)
    let code = "pm"
    print(tail == "pm", tail == code, code == tail, tail != code)
    print("a,b,,c".split(separator: ","), "a,b,,c".split(separator: ",", omittingEmptySubsequences: false))
    print("a,b,,c".split(separator: ",", maxSplits: 1), "a b\tc".split { $0 == " " || $0 == "\t" })
    print(",a,".split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false), "".split(separator: ","), "".split(separator: ",", omittingEmptySubsequences: false))
    let path = "user@host@x"
    let parts = path.split(separator: "@", maxSplits: 1)
    print(parts, parts.first?.split(separator: "s") ?? [], parts.last?.split(whereSeparator: { $0 == "@" }) ?? [])
    let word = "héllo"
    print(word.index(word.startIndex, offsetBy: 3, limitedBy: word.endIndex).map { word[$0] } as Any)
    print(word.index(word.startIndex, offsetBy: 9, limitedBy: word.endIndex) as Any, word.utf16.count, "👍🏽".utf16.count)
    print((7.5).remainder(dividingBy: 2), (8.0).remainder(dividingBy: 3), Float(5).remainder(dividingBy: 2), (-7.0).remainder(dividingBy: 4))
    print(s.first as Any, s.last as Any, s.prefix(1), s.dropFirst(), s.starts(with: "a"), s.contains("b"))
}
