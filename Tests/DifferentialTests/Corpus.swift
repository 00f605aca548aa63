import Foundation
import PlaygroundChecker

/// One corpus entry: a piece of playground input, and what is known about it.
///
/// The format is described in `Corpus/README.md`: snippets live in `Corpus/*.swift`, each
/// introduced by a `// MARK: - name` line, optionally followed by metadata lines
/// (`// expect:`, `// error:`, `// requires:`, `// standalone`), then its source.
struct Snippet: Sendable, Hashable, CustomStringConvertible {
    /// Unique across the corpus (`[A-Za-z0-9_.-]+`).
    let name: String
    /// The corpus file, relative to `Corpus/` (`02-conditionals.swift`).
    let file: String
    /// 1-based line of the `// MARK: -` line in `file`.
    let markLine: Int
    /// What the playground receives: the snippet's lines without the MARK and metadata lines.
    let source: String
    /// 1-based line in `file` of `source`'s first line.
    let sourceLine: Int
    /// `// expect: T`: the type semantics.md or a seed predicts (checked against swiftc).
    let expected: String?
    /// `// error: message`: the snippet must be rejected, with this text in swiftc's errors.
    let errors: [String]
    /// `// only these errors`: swiftc's errors are exactly `errors`, and so are the playground's
    /// (no error that only follows from another, as swiftc reports none).
    let onlyTheseErrors: Bool
    /// `// requires: Name`: a declaration the prelude must contain for the snippet to compile.
    let requires: [String]
    /// `// standalone`: compile in a program of its own, at file scope (also inferred, see `SnippetLayout`).
    let standaloneRequested: Bool
    /// `// builder: NAME`: the builder profile it is checked with and compiled against (default `swiftui`).
    let profile: String
    /// Problems with the entry itself (bad metadata, duplicate name…); reported by the corpus test.
    let problems: [String]

    var isRejected: Bool { !errors.isEmpty }
    var location: String { "Corpus/\(file):\(markLine)" }
    var description: String { name }
}

/// The corpus: every snippet of every `Corpus/*.swift` file, in file order.
struct Corpus: Sendable {
    var snippets: [Snippet]
    /// Problems that are not tied to one snippet (missing folder, unreadable file…).
    var problems: [String]

    var accepted: [Snippet] { snippets.filter { !$0.isRejected } }
    var rejected: [Snippet] { snippets.filter(\.isRejected) }

    /// The corpus bundled with the test target (`Corpus/` is copied as a resource).
    static let shared: Corpus = {
        guard let url = Bundle.module.url(forResource: "Corpus", withExtension: nil) else {
            return Corpus(snippets: [], problems: ["the Corpus resource folder is missing from the test bundle"])
        }
        return load(from: url)
    }()

    static func load(from folder: URL) -> Corpus {
        let fm = FileManager.default
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        } catch {
            return Corpus(snippets: [], problems: ["cannot list \(folder.path): \(error)"])
        }
        var corpus = Corpus(snippets: [], problems: [])
        for name in names {
            do {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                corpus.snippets += parse(text, file: name)
            } catch {
                corpus.problems.append("cannot read Corpus/\(name): \(error)")
            }
        }
        if corpus.snippets.isEmpty { corpus.problems.append("the corpus has no snippets") }
        // Names must be unique: they key swiftc's answers and name the test cases.
        var seen: [String: String] = [:]
        for snippet in corpus.snippets {
            if let first = seen[snippet.name] {
                corpus.problems.append("\(snippet.location): snippet name `\(snippet.name)` is already used at \(first)")
            } else {
                seen[snippet.name] = snippet.location
            }
        }
        return corpus
    }

    static let markPrefix = "// MARK: - "

    /// Splits one corpus file into snippets. Lines before the first MARK are the file's comment.
    static func parse(_ text: String, file: String) -> [Snippet] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
        var starts: [Int] = []
        for (index, line) in lines.enumerated() where line.hasPrefix(markPrefix) { starts.append(index) }
        var snippets: [Snippet] = []
        for (n, start) in starts.enumerated() {
            let end = n + 1 < starts.count ? starts[n + 1] : lines.count
            snippets.append(parseEntry(lines: Array(lines[start..<end]), file: file, markIndex: start))
        }
        return snippets
    }

    private static func parseEntry(lines: [String], file: String, markIndex: Int) -> Snippet {
        var problems: [String] = []
        let name = String(lines[0].dropFirst(markPrefix.count)).trimmingCharacters(in: .whitespaces)
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
        if name.isEmpty || name.unicodeScalars.contains(where: { !allowed.contains($0) }) {
            problems.append("snippet name `\(name)` must be non-empty and use only letters, digits, `_`, `.`, `-`")
        }
        var expected: String?
        var errors: [String] = []
        var requires: [String] = []
        var standalone = false
        var onlyTheseErrors = false
        var profile = "swiftui"
        var index = 1
        // Metadata: consecutive `// key: value` lines right after the MARK line.
        metadata: while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            func value(_ key: String) -> String? {
                guard line.hasPrefix("// \(key):") else { return nil }
                return String(line.dropFirst("// \(key):".count)).trimmingCharacters(in: .whitespaces)
            }
            if let v = value("expect") {
                if expected != nil { problems.append("more than one `// expect:` line") }
                expected = v
            } else if let v = value("error") {
                errors.append(v)
            } else if let v = value("requires") {
                requires += v.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            } else if let v = value("builder") {
                profile = v
            } else if line == "// standalone" || line.hasPrefix("// standalone:") {
                standalone = true
            } else if line == "// only these errors" {
                onlyTheseErrors = true
            } else {
                break metadata
            }
            index += 1
        }
        if expected != nil && !errors.isEmpty {
            problems.append("a snippet has either `// expect:` (accepted) or `// error:` (rejected), not both")
        }
        if errors.contains(where: \.isEmpty) { problems.append("an `// error:` line needs swiftc's message") }
        if onlyTheseErrors && errors.isEmpty { problems.append("`// only these errors` needs `// error:` lines") }
        if expected?.isEmpty == true { problems.append("an `// expect:` line needs a type") }
        if Profile.named(profile) == nil { problems.append("`// builder: \(profile)` names no profile") }
        var body = Array(lines[index...])
        var first = index
        while let l = body.first, l.trimmingCharacters(in: .whitespaces).isEmpty { body.removeFirst(); first += 1 }
        while let l = body.last, l.trimmingCharacters(in: .whitespaces).isEmpty { body.removeLast() }
        return Snippet(
            name: name, file: file, markLine: markIndex + 1,
            source: body.joined(separator: "\n"), sourceLine: markIndex + first + 1,
            expected: expected, errors: errors, onlyTheseErrors: onlyTheseErrors, requires: requires, standaloneRequested: standalone,
            profile: profile, problems: problems)
    }
}
