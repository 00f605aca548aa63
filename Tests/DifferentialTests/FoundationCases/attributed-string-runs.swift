// An attributed string's runs: attributes set through a found range split the string into
// runs, equal neighbours are one run again, and the description lists each run's text and
// attributes (one attribute per run here: Foundation's order of several is its dictionary's).
func run() {
    var text = AttributedString("Read the docs, then the docs again")
    if let range = text.range(of: "docs") {
        text[range].link = URL(string: "https://example.com/docs")
    }
    print(text)
    print(text.runs.count, String(text.characters), text.characters.count)
    for run in text.runs {
        print(String(text[run.range].characters), run.link?.absoluteString ?? "-")
    }
    if let last = text.range(of: "docs", options: .backwards) {
        text[last].link = URL(string: "https://example.com/docs")
        print(text.runs.count, text[last].link?.absoluteString ?? "-")
    }
    text.append(AttributedString("!", attributes: AttributeContainer().languageIdentifier("en")))
    print(text.runs.count, text.link == nil, text.runs.last?.languageIdentifier ?? "-")
    var whole = AttributedString("same")
    whole.link = URL(string: "https://example.com")
    whole += AttributedString(" link", attributes: AttributeContainer().link(URL(string: "https://example.com")!))
    print(whole.runs.count, whole.link?.absoluteString ?? "-", whole == AttributedString("same link").settingAttributes(AttributeContainer().link(URL(string: "https://example.com")!)))
    print(whole)
    let found = whole.range(of: "LINK", options: .caseInsensitive)
    print(found.map { String(whole[$0].characters) } ?? "none", whole.range(of: "absent") == nil)
    if let range = whole.range(of: "same ") { whole.removeSubrange(range) }
    whole.insert(AttributedString("a "), at: whole.startIndex)
    print(whole)
    var container = AttributeContainer()
    container.languageIdentifier = "fr"
    print(container, container == AttributeContainer().languageIdentifier("fr"))
}
