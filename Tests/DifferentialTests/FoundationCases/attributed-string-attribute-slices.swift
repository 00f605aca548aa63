// `runs[\.link]`: the stretches of one attribute's values with their ranges, neighbouring runs
// of the same value (whatever their other attributes) as one stretch, nil where it is unset.
func run() {
    var text = AttributedString("see the docs and more docs")
    if let range = text.range(of: "docs") { text[range].link = URL(string: "https://a.example") }
    if let range = text.range(of: "docs", options: .backwards) { text[range].link = URL(string: "https://b.example") }
    if let range = text.range(of: "and more docs") { text[range].languageIdentifier = "en" }
    for (link, range) in text.runs[\.link] {
        print(link?.absoluteString ?? "-", "[" + String(text[range].characters) + "]")
    }
    for (language, range) in text.runs[\.languageIdentifier] {
        print(language ?? "-", "[" + String(text[range].characters) + "]")
    }
    print(text.runs.count, text.runs[\.link].count, text.runs[\.languageIdentifier].count)
    print(text.runs[\.link].map { (link, _) in link?.absoluteURL }.compactMap { $0 })
}
