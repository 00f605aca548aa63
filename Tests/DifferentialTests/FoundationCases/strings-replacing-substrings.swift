// `replacingOccurrences(of:with:)` with a substring to find or to put in: a range of the string
// itself cut out (EhPanda's title cleaning), a prefix, and plain strings.
func run() {
    var title = "[Group] Title (Translated) [Tag]"
    if let open = title.range(of: "("), let close = title.range(of: ")"), open.lowerBound < close.upperBound {
        let unwanted = title[open.lowerBound..<close.upperBound]
        title = title.replacingOccurrences(of: unwanted, with: "")
    }
    print(title)
    let word = "banana"
    print(word.replacingOccurrences(of: word.prefix(3), with: "BAN"), word.replacingOccurrences(of: "a", with: word.suffix(1)))
    print("a-b-c".replacingOccurrences(of: "-", with: "+"))
}
