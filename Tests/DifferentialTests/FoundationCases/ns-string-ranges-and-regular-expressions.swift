// `NSString` (bridged with `as`, a literal, its path and number members), `NSRange` in UTF-16
// units beside `Range<String.Index>`, and `NSRegularExpression`: matches, groups, a group
// that took no part, templates, an invalid pattern's Cocoa error.
func run() {
    let path = "/Users/anna/Documents/report.final.pdf"
    let ns = path as NSString
    print(ns.lastPathComponent, ns.pathExtension, ns.deletingPathExtension)
    print(ns.deletingLastPathComponent, (ns.deletingLastPathComponent as NSString).appendingPathComponent("notes.txt"))
    print(NSString(string: "folder/").appendingPathComponent("a"), NSString(string: "").appendingPathComponent("b"))
    print(("3.25kg" as NSString).doubleValue, NSString(string: " 42 apples").integerValue, NSString(string: "yes").boolValue)
    let text = "Dates: 2024-05-06 and 2023-12-31, café ☕️ 1999-01-02"
    let regex = try! NSRegularExpression(pattern: "(\\d{4})-(\\d{2})-(\\d{2})")
    let whole = NSRange(text.startIndex..., in: text)
    print(whole, regex.numberOfMatches(in: text, range: whole))
    for match in regex.matches(in: text, range: whole) {
        print(match.range, match.numberOfRanges, (text as NSString).substring(with: match.range(at: 1)))
        if let r = Range(match.range(at: 2), in: text) { print(text[r]) }
    }
    print(regex.stringByReplacingMatches(in: text, range: whole, withTemplate: "$3.$2.$1"))
    if let first = regex.firstMatch(in: text, options: [], range: NSRange(location: 0, length: (text as NSString).length)) {
        print(first.range.location, first.range.length, NSMakeRange(1, 2))
    }
    let optional = try! NSRegularExpression(pattern: "a(b)?c", options: [.caseInsensitive])
    let m = optional.firstMatch(in: "xAC", range: NSRange(location: 0, length: 3))!
    print(m.range(at: 1).location == NSNotFound, m.range)
    do {
        _ = try NSRegularExpression(pattern: "(unclosed")
    } catch {
        print("invalid:", (error as NSError).code)
    }
    print(NSRegularExpression.escapedPattern(for: "a.b*c"), ns.range(of: "report").location, ns.range(of: "zzz").location == NSNotFound, ns.length)
    patternOptions()
}
// A pattern taken literally, and one in extended syntax whose comment runs to its end.
func patternOptions() {
    let literal = try! NSRegularExpression(pattern: "a.b(", options: .ignoreMetacharacters)
    print(literal.numberOfMatches(in: "xa.b(a-b(", range: NSRange(location: 0, length: 9)), literal.numberOfCaptureGroups)
    let spaced = try! NSRegularExpression(pattern: "(\\d+) - (\\d+)  # a range", options: .allowCommentsAndWhitespace)
    let m = spaced.firstMatch(in: "12-34", range: NSRange(location: 0, length: 5))
    print(m?.range ?? NSRange(), spaced.numberOfCaptureGroups, spaced.numberOfMatches(in: "1-2 3-4", options: .anchored, range: NSRange(location: 0, length: 7)))
}
