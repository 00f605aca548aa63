/// Writes a `Transcript` as `*.transcript` text that `TranscriptParser` reads back to the
/// same transcript; text in the canonical form comes back byte for byte.
public struct TranscriptWriter: Sendable {
    public init() {}

    /// The whole file.
    public func write(_ transcript: Transcript) -> String {
        var lines: [String] = []
        for item in transcript.items {
            switch item {
            case .prose(let prose, _):
                lines += prose.map { $0.isBlank || $0.hasScalarPrefix("#") ? $0 : "# " + $0 }
            case .entry(let entry):
                lines += self.lines(for: entry)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Writes the transcript to `path` atomically: a temporary file renamed over it.
    public func write(_ transcript: Transcript, toFile path: String) throws(TranscriptError) {
        try AtomicFile.write(write(transcript), to: path)
    }

    /// An entry's input and output lines.
    public func lines(for entry: TranscriptEntry) -> [String] {
        inputLines(entry.input) + outputLines(entry.expected)
    }

    /// The input behind its prompts: `vb> ` for the first line, `... ` for the others.
    public func inputLines(_ input: String) -> [String] {
        input.scalarLines().enumerated().map { index, line in
            let prompt = index == 0 ? Transcript.prompt : Transcript.continuationPrompt
            return line.isEmpty ? prompt : prompt + " " + line
        }
    }

    /// Output lines with their markers; blank lines it ends with become `<BLANKLINE>`.
    public func outputLines(_ expected: ExpectedOutput) -> [String] {
        let lastContent = expected.lines.lastIndex { !($0.kind == .literal && $0.text.isEmpty) } ?? -1
        return expected.lines.enumerated().map { index, line in
            var text: String
            switch line.kind {
            case .regex:
                text = line.text + " (re)"
            case .glob:
                text = line.text + " (glob)"
            case .literal where line.text.isEmpty && index > lastContent:
                text = Transcript.blankLineMarker
            case .literal:
                text = line.text
                if LineEscaping.needsEscaping(text, isFirst: index == 0) {
                    text = LineEscaping.escape(text, isFirst: index == 0) + " (esc)"
                }
            }
            if index == expected.lines.count - 1, !expected.endsWithNewline { text += " (no-eol)" }
            return text
        }
    }

    /// The lines actual output text is written as.
    public func outputLines(literal text: String) -> [String] {
        outputLines(ExpectedOutput(literal: text))
    }
}
