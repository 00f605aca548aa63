/// The output an entry must produce: its lines, some possibly wildcards, and whether the
/// last one ends with a newline.
public struct ExpectedOutput: Equatable, Sendable {
    /// One per output line, without newlines.
    public var lines: [ExpectedLine]
    /// The output ends with a newline (false only for ` (no-eol)`); true when there are no lines.
    public var endsWithNewline: Bool

    public init(lines: [ExpectedLine] = [], endsWithNewline: Bool = true) {
        self.lines = lines
        self.endsWithNewline = lines.isEmpty ? true : endsWithNewline
    }

    /// Exactly `text`, every line literal.
    public init(literal text: String) {
        let split = ExpectedOutput.split(text)
        self.init(lines: split.lines.map(ExpectedLine.literal), endsWithNewline: split.endsWithNewline)
    }

    /// The output is empty.
    public var isEmpty: Bool { lines.isEmpty }

    /// Some line is a `(re)` or `(glob)` pattern.
    public var hasWildcards: Bool { lines.contains { $0.kind != .literal } }

    /// The text this stands for when every line is literal.
    public var literalText: String {
        let body = lines.map(\.text).joined(separator: "\n")
        return lines.isEmpty ? "" : body + (endsWithNewline ? "\n" : "")
    }

    /// Whether `text` is this output: same line count, every line matching, same final newline.
    public func matches(_ text: String) -> Bool {
        let actual = ExpectedOutput.split(text)
        guard actual.lines.count == lines.count else { return false }
        guard lines.isEmpty || actual.endsWithNewline == endsWithNewline else { return false }
        return zip(lines, actual.lines).allSatisfy { $0.matches($1) }
    }

    /// Splits output text into lines; the final newline ends the last line rather than
    /// starting an empty one.
    public static func split(_ text: String) -> (lines: [String], endsWithNewline: Bool) {
        if text.isEmpty { return ([], true) }
        var lines = text.scalarLines()
        let endsWithNewline = text.unicodeScalars.last == "\n"
        if endsWithNewline { lines.removeLast() }
        return (lines, endsWithNewline)
    }
}
