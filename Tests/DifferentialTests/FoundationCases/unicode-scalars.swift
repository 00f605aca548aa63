// A string's Unicode scalars: their count, code points, text, ordering; a scalar made from a
// number (nil for a surrogate); `print` writes scalars and a string's views as their text.
func run() {
    let text = "⌘⇧é👍a"
    print(text.unicodeScalars.count, text.unicodeScalars.map(\.value), Array(text.unicodeScalars).map { String($0) })
    print(text.unicodeScalars.filter(\.isASCII).map(\.description), Unicode.Scalar(0x1F600).map { String($0) } ?? "-", Unicode.Scalar(UInt32(0xD800)) == nil)
    let scalars = text.unicodeScalars.sorted()
    print(scalars.map { Character($0) }, text.unicodeScalars.first!.value, Unicode.Scalar(UInt8(65)))
    more()
}
func more() {
    print("héllo".utf8, "ab".unicodeScalars, [Unicode.Scalar(UInt8(66))], "x".utf8.count)
}
