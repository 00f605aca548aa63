/// Writes a live session to a transcript file as it happens (`:record`). The transcript is
/// kept in memory and the whole file rewritten atomically after each entry, so a crash or
/// Ctrl-C never leaves it half-written, and it replays as written.
public final class TranscriptRecorder {
    /// The file being written.
    public let path: String
    /// What has been recorded so far.
    public private(set) var transcript: Transcript

    /// The width a replay of the transcript so far ends at.
    public private(set) var width = Transcript.defaultWidth

    /// Starts a transcript at `path` for a session at `width`, writing the file at once (so
    /// a bad path fails now). It opens with the `setup` entries, with what a fresh replay
    /// session answers them, then `:width` if `width` is not replay's default.
    public init(path: String, width: Int, setup: [(input: String, output: SessionOutput)] = []) throws(TranscriptError) {
        self.path = path
        transcript = Transcript(fileName: path)
        for entry in setup { append(entry.input, entry.output.combined, width: self.width) }
        if width != self.width { append(":width \(width)", "", width: width) }
        try save()
    }

    /// Entries recorded so far, `:width` lines included.
    public var entryCount: Int { transcript.entries.count }

    /// Appends an entry with what it printed (colour removed) and rewrites the file.
    ///
    /// `width` is the session's width after the entry: the width it ran at, unless it
    /// `setsWidth` (a `:width N` that succeeded). When it ran at a width the replay would not
    /// be at (the terminal was resized), a `:width` entry goes before it.
    public func record(_ input: String, _ output: SessionOutput, width: Int, setsWidth: Bool = false) throws(TranscriptError) {
        if !setsWidth, width != self.width { append(":width \(width)", "", width: width) }
        append(input, TranscriptRecorder.removingTerminalEscapes(output.combined), width: width)
        try save()
    }

    private func append(_ input: String, _ output: String, width: Int) {
        if let last = transcript.entries.last, !last.expected.isEmpty {
            transcript.items.append(.prose([""], line: 0))
        }
        transcript.items.append(.entry(TranscriptEntry(input: input, expected: ExpectedOutput(literal: output))))
        self.width = width
    }

    private func save() throws(TranscriptError) {
        try TranscriptWriter().write(transcript, toFile: path)
    }

    /// `text` without ANSI escape sequences (colours, cursor moves), which replay never prints.
    static func removingTerminalEscapes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "\u{1B}", i + 1 < scalars.count else {
                out.append(scalars[i])
                i += 1
                continue
            }
            switch scalars[i + 1] {
            case "[":
                // CSI: parameters and intermediates, then one final byte in @…~.
                i += 2
                while i < scalars.count, !(0x40...0x7E).contains(scalars[i].value) { i += 1 }
                i += 1
            case "]":
                // OSC: up to BEL or ESC \.
                i += 2
                while i < scalars.count, scalars[i] != "\u{07}", !(scalars[i] == "\u{1B}" && i + 1 < scalars.count && scalars[i + 1] == "\\") {
                    i += 1
                }
                i += i < scalars.count && scalars[i] == "\u{07}" ? 1 : 2
            case "(", ")":
                i += 3
            default:
                i += 2
            }
        }
        return String(out)
    }
}
