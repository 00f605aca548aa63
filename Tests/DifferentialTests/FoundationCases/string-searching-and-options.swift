// Foundation's searching of strings: `range(of:options:)` with case, diacritic, backwards,
// anchored and pattern searches, replacing with options and a pattern's groups, and
// `String` appending a `Character`.
func run() {
    let title = "Café | Menu | Drinks"
    if let range = title.range(of: "|") {
        print(title[..<range.lowerBound], title[range.upperBound...])
    }
    print(title.range(of: "CAFE", options: [.caseInsensitive, .diacriticInsensitive]) != nil)
    print(title.range(of: "menu") == nil, title.range(of: "menu", options: .caseInsensitive) != nil)
    if let last = title.range(of: "|", options: .backwards) { print(title[last.upperBound...]) }
    print(title.range(of: "Caf", options: .anchored) != nil, title.range(of: "Menu", options: .anchored) == nil)
    print("[::1]:8080".range(of: "\\[[0-9a-fA-F:]+\\]", options: .regularExpression) != nil)
    print("a1b22c333".replacingOccurrences(of: "[0-9]+", with: "#", options: .regularExpression))
    print("2024-05-06".replacingOccurrences(of: "(\\d+)-(\\d+)-(\\d+)", with: "$3/$2/$1", options: .regularExpression))
    print("Hello hello HELLO".replacingOccurrences(of: "hello", with: "bye", options: .caseInsensitive))
    more()
    flagsAndAnchors()
}
func more() {
    var s = "ab"
    s.append("cd")
    let c: Character = "e"
    s.append(c)
    for ch in "fg" { s.append(ch) }
    print(s, NSString(string: "plain"), "x" as NSString, ("y" as NSString) as String)
    let name: NSString = "literal"
    print(name.length, name.uppercased)
}
func flagsAndAnchors() {
    print("Øre".range(of: "ore", options: .diacriticInsensitive) == nil, "Crème brûlée".range(of: "creme brulee", options: [.diacriticInsensitive, .caseInsensitive]) != nil)
    print("Ñandú".replacingOccurrences(of: "nandu", with: "x", options: [.diacriticInsensitive, .caseInsensitive]), "Zoë".range(of: "OE", options: [.diacriticInsensitive, .caseInsensitive]) != nil)
    print(["yes", "NO", " true", "0", "007", "-1", "+0", "t", "", "x1"].map { NSString(string: $0).boolValue })
    print("line one\nline two".range(of: "line", options: [.anchored, .regularExpression, .backwards]) == nil)
    print("ab\ncd".range(of: "c", options: [.anchored, .regularExpression]) == nil, "abc".range(of: "a.", options: [.anchored, .regularExpression]) != nil)
}
