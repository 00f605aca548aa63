// An array literal of plain literals searched for a value takes its element type from the value
// (`["\"", "$"].contains(word.last)` is an array of `Character?`), as Swift infers it.
func run() {
    let words = ["a\"", "b$", "c"]
    let last = words.lastIndex(where: { ["\"", "$"].contains($0.last) })
    let n: Double = 2
    let names = ["x", "y"]
    let name = names[0]
    print(last ?? -1, [1, 2].contains(n), ["x"].contains(name), [true].contains(n > 1))
    print(words.filter { ["a", "c"].contains($0.first) }, [1.5, 2].firstIndex(of: n) ?? -1)
    print(words.map { ["$"].contains($0.last) }, [nil, "c"].contains(words.last?.last))
}
