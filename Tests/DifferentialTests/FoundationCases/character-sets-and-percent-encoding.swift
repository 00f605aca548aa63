// Character sets as membership tests: trimming, splitting, percent-encoding (beyond ASCII
// always encoded), sets combined and edited; Character's classifying properties (a typed
// loop variable types the literal); a scanner skipping a set of its own.
func run() {
    let raw = "  \n Hello, World! 42 \t"
    print("[" + raw.trimmingCharacters(in: .whitespacesAndNewlines) + "]", "[" + raw.trimmingCharacters(in: .whitespaces) + "]")
    print("a,b;;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
    print("one two  three".components(separatedBy: .whitespaces))
    let query = "name=Crème brûlée & co/?#"
    print(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? "nil")
    print(query.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "nil")
    print(query.addingPercentEncoding(withAllowedCharacters: .urlHostAllowed) ?? "nil")
    print(query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "nil")
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-_")
    allowed.remove(charactersIn: "0123456789")
    print("ab-c_1 2é".addingPercentEncoding(withAllowedCharacters: allowed) ?? "nil")
    let vowels = CharacterSet(charactersIn: "aeiou")
    print("education".trimmingCharacters(in: vowels), "xyz".trimmingCharacters(in: vowels.inverted), "abc".trimmingCharacters(in: vowels.union(CharacterSet(charactersIn: "c"))))
    print("###x#".trimmingCharacters(in: CharacterSet.letters.inverted.subtracting(CharacterSet(charactersIn: "x"))), "a1b".trimmingCharacters(in: CharacterSet.decimalDigits.intersection(.alphanumerics)))
    for c: Character in ["a", "Z", "7", "٣", " ", "\n", "!", "+", "$", "é", "f", "😀"] {
        print(c, c.isLetter, c.isNumber, c.isWholeNumber, c.isHexDigit, c.isWhitespace, c.isNewline, c.isPunctuation, c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isUppercase, c.isLowercase, c.isCased, c.isASCII, c.wholeNumberValue ?? -1, c.hexDigitValue ?? -1)
    }
    let scanner = Scanner(string: "--12")
    scanner.charactersToBeSkipped = CharacterSet(charactersIn: "-")
    print(scanner.scanInt() ?? -1)
}
