/// One input of a transcript and the output expected from it.
public struct TranscriptEntry: Equatable, Sendable {
    /// What was typed: the lines of a multi-line entry joined by newlines.
    public var input: String
    /// The output the entry must produce.
    public var expected: ExpectedOutput
    /// The 1-based line of its `vb>` line in the file (0 for an entry built in memory).
    public var line: Int

    public init(input: String, expected: ExpectedOutput = ExpectedOutput(), line: Int = 0) {
        self.input = input
        self.expected = expected
        self.line = line
    }

    /// The input's lines, as the prompts show them.
    public var inputLines: [String] {
        input.scalarLines()
    }

    /// The 1-based line where its output starts in the file.
    public var outputLine: Int { line + inputLines.count }

    /// The first input line, to name the entry in messages.
    public var title: String {
        let first = inputLines.first ?? ""
        return first.isEmpty ? Transcript.prompt : Transcript.prompt + " " + first
    }
}
