import Testing
@testable import PlaygroundSession

/// Random files made of transcript fragments: parsing never crashes, and whatever parses
/// is written back to text that parses to the same transcript.
@Suite("Transcript fuzzing")
struct TranscriptFuzzTests {
    static let fragments = [
        "vb> ", "vb>", "... ", "...", "#", "# note", "", " ", "\t", "<BLANKLINE>", " (esc)", " (re)",
        " (glob)", " (no-eol)", "\\", "\\x1B", "\\u{41}", "\\q", "{", "}", "(", ")", "\"", "\"\"\"",
        "/*", "*/", "//", "a", "Text(\"x\")", ":help", "*", "?", "[", "\r", "\u{1B}", "é", "👩‍💻", "\u{2028}",
    ]

    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test func randomFilesNeverCrashAndRoundTrip() throws {
        var random = Generator(state: 2294113)
        var parsedCount = 0
        for _ in 0..<2000 {
            var lines: [String] = []
            for _ in 0..<random.next(8) {
                var line = ""
                for _ in 0..<random.next(4) { line += TranscriptFuzzTests.fragments[random.next(TranscriptFuzzTests.fragments.count)] }
                lines.append(line)
            }
            let text = lines.joined(separator: "\n") + (random.next(2) == 0 ? "\n" : "")
            guard let transcript = try? TranscriptParser().parse(text, fileName: "fuzz") else { continue }
            parsedCount += 1
            let written = TranscriptWriter().write(transcript)
            let again = try TranscriptParser().parse(written, fileName: "fuzz")
            #expect(again.entries.map(\.input) == transcript.entries.map(\.input), "\(text.debugDescription)")
            #expect(again.entries.map(\.expected) == transcript.entries.map(\.expected), "\(text.debugDescription)")
            #expect(TranscriptWriter().write(again) == written)
        }
        #expect(parsedCount > 200)
    }

    @Test func randomOutputsRoundTrip() throws {
        var random = Generator(state: 42)
        for _ in 0..<2000 {
            var output = ""
            for _ in 0..<random.next(10) {
                output += random.next(4) == 0 ? "\n" : TranscriptFuzzTests.fragments[random.next(TranscriptFuzzTests.fragments.count)]
            }
            let entry = TranscriptEntry(input: ":x", expected: ExpectedOutput(literal: output))
            let text = TranscriptWriter().write(Transcript(items: [.entry(entry)]))
            let back = try TranscriptParser().parse(text).entries
            #expect(back.count == 1)
            #expect(back.first?.expected.matches(output) == true, "\(output.debugDescription) → \(text.debugDescription)")
        }
    }
}
