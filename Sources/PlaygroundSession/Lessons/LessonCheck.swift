/// What a step expects of the learner's entry: a part of its output, compared with the
/// transcript matcher (literal lines, ` (re)`, ` (glob)`, ` (esc)`).
public struct LessonCheck: Equatable, Sendable {
    /// Which part of the entry's output is compared.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// The static type line of the view the entry produced.
        case type
        /// The type tree of that view.
        case tree
        /// The preview of that view, drawn at the transcript width (60).
        case preview
        /// The `_printChanges` lines the entry printed (`ViewBuilderDemo: _count changed.`).
        case changes
        /// Everything the entry printed (output and diagnostics), as shown.
        case output
    }

    /// The `_printChanges` lines of an entry's output: `Type: … changed.` or `Type: unchanged.`
    public static func changeLines(in output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard let colon = line.firstIndex(of: ":"), colon > line.startIndex else { return false }
            let name = line[..<colon]
            let rest = line[colon...]
            return name.allSatisfy { $0.isLetter || $0.isNumber || "_<>, .".contains($0) }
                && (rest.hasSuffix(" changed.") || rest == ": unchanged.")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    public var kind: Kind
    /// The expected lines.
    public var expected: ExpectedOutput
    /// The line of the check block's opening fence.
    public var line: Int

    public init(kind: Kind, expected: ExpectedOutput, line: Int = 0) {
        self.kind = kind
        self.expected = expected
        self.line = line
    }

    /// Whether `actual` (the compared part of an entry's output) passes.
    public func accepts(_ actual: String) -> Bool {
        expected.matches(actual)
    }

    /// The expected lines as the author wrote them (patterns with their markers).
    public var expectedText: String {
        expected.lines.map { line in
            switch line.kind {
            case .literal: line.text
            case .regex: line.text + " (re)"
            case .glob: line.text + " (glob)"
            }
        }.joined(separator: "\n")
    }
}
