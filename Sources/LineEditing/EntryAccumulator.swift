import PlaygroundSyntax
/// Gathers typed or piped lines into entries: lines join until `EntryBalance` says the
/// entry is complete, then the whole entry is handed out at once.
public struct EntryAccumulator: Equatable, Sendable {
    /// Lines of the entry so far.
    public private(set) var lines: [String] = []

    public init() {}

    /// No line is waiting: the next prompt is the primary one.
    public var isEmpty: Bool { lines.isEmpty }

    /// Adds one line (it may itself hold newlines, as a recalled entry does); returns the
    /// entry when it is complete. Blank lines before an entry are skipped.
    public mutating func add(_ line: String) -> String? {
        if lines.isEmpty, line.allSatisfy(\.isWhitespace) { return nil }
        lines.append(line)
        let entry = lines.joined(separator: "\n")
        guard EntryBalance.isComplete(entry), !Self.isAttributesOnly(line) else { return nil }
        lines.removeAll()
        return entry
    }

    /// Whether a line holds attributes and nothing else (`@propertyWrapper`, `@MainActor`,
    /// `@available(*, deprecated)`): the declaration they belong to is on the next line.
    static func isAttributesOnly(_ line: String) -> Bool {
        var rest = line.drop(while: \.isWhitespace)
        guard rest.first == "@" else { return false }
        while let first = rest.first {
            if rest.hasPrefix("//") { return true }
            guard first == "@" else { return false }
            rest = rest.dropFirst()
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            guard !name.isEmpty else { return false }
            rest = rest.dropFirst(name.count)
            if rest.first == "(" {
                var depth = 0
                while let c = rest.first {
                    rest = rest.dropFirst()
                    if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
                    if depth == 0 { break }
                }
                guard depth == 0 else { return false }
            }
            rest = rest.drop(while: \.isWhitespace)
        }
        return true
    }

    /// Hands out whatever is pending, complete or not (at the end of input), and empties.
    public mutating func flush() -> String? {
        defer { lines.removeAll() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// Drops the pending lines (Ctrl-C).
    public mutating func reset() {
        lines.removeAll()
    }
}
