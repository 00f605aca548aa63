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
        guard EntryBalance.isComplete(entry) else { return nil }
        lines.removeAll()
        return entry
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
