// Foundation's character sets as strings use them: trimming, splitting, percent-encoding, sets
// combined and edited; Character's classifying properties; a scanner's modern `scanInt`.

// MARK: - character_sets_trim_split_and_encode
// expect: Text
let trimmed: String = "  x  ".trimmingCharacters(in: .whitespacesAndNewlines)
let parts: [String] = "a,b;c".components(separatedBy: CharacterSet(charactersIn: ",;"))
let query: String? = "a b".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
let others: [CharacterSet] = [.newlines, .urlPathAllowed, .urlHostAllowed, .urlFragmentAllowed, .urlUserAllowed, .urlPasswordAllowed, .symbols]
Text("\(trimmed) \(parts) \(query ?? "") \(others.count)")

// MARK: - character_sets_combined_and_edited
// expect: Text
func allowed() -> CharacterSet {
    var set = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
    set.insert(charactersIn: "~")
    set.remove(charactersIn: "0")
    set.formUnion(.punctuationCharacters)
    return set.subtracting(.decimalDigits).intersection(.letters.inverted)
}
Text("\("a-b".trimmingCharacters(in: allowed()))")

// MARK: - characters_classified_and_scanned
// expect: Text
let c: Character = "7"
let flags: [Bool] = [c.isLetter, c.isNumber, c.isWholeNumber, c.isHexDigit, c.isWhitespace, c.isNewline, c.isPunctuation, c.isSymbol, c.isMathSymbol, c.isCurrencySymbol, c.isUppercase, c.isLowercase, c.isCased, c.isASCII]
let digit: Int? = c.wholeNumberValue ?? c.hexDigitValue
let representation: Scanner.NumberRepresentation = .hexadecimal
let scanned: Int? = Scanner(string: "ff").scanInt(representation: representation)
Text("\(flags) \(digit ?? 0) \(scanned ?? 0)")
