// A string's last and first characters removed and returned (`removeLast()`, `removeFirst()`,
// `popLast()`), or several dropped at once.
func run() {
    var word = "swift"
    let last = word.removeLast()
    let first = word.removeFirst()
    print(word, last, first)
    word.removeLast(2)
    word.removeFirst(0)
    print(word, word.popLast() ?? "-", word.isEmpty)
    var empty = ""
    print(empty.popLast() == nil)
}
