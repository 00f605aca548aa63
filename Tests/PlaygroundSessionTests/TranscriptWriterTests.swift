import Foundation
import Testing
@testable import PlaygroundSession

@Suite("TranscriptWriter")
struct TranscriptWriterTests {
    let writer = TranscriptWriter()
    let parser = TranscriptParser()

    /// Outputs that need every rule of the writer to come back as themselves.
    static let awkwardOutputs: [String] = [
        "", "\n", "\n\n", "a", "a\n", "a\n\n", "\na\n", "a\n\nb\n", "a\n\n\nb", "  \n", " leading\n",
        "trailing \n", "tab\there\n", "\u{1B}[31mred\u{1B}[0m\n", "cr\r\n", "# heading\n", "#\n",
        "vb> looks like input\n", "vb>\n", "... first\n", "ok\n... later\n", "...\n", "<BLANKLINE>\n",
        "x (esc)\n", "x (re)\n", "x (glob)\n", "x (no-eol)\n", "x (esc)", "x (no-eol)",
        "back\\slash\n", "back\\slash \n", "\\x41 (esc)\n", "nbsp\u{00A0}\n", "ideographic\u{3000}\n",
        "zero\u{200B}width\n", "bom\u{FEFF}\n", "line\u{2028}sep\n", "emoji 👩‍💻\n", "#\u{20E3} keycap\n",
        "é combining e\u{301}\n", "┌──┐\n│hi│\n└──┘\n", "\u{7F}\u{85}\n", "(re)\n", " (esc)\n",
    ]

    @Test(arguments: awkwardOutputs)
    func everyOutputComesBackAsItself(output: String) throws {
        let entry = TranscriptEntry(input: ":x", expected: ExpectedOutput(literal: output))
        let text = writer.write(Transcript(fileName: "w.transcript", items: [.entry(entry), .prose(["# end"], line: 0)]))
        let parsed = try parser.parse(text, fileName: "w.transcript")
        let back = try #require(parsed.entries.first)
        #expect(back.expected == entry.expected, "written as:\n\(text)")
        #expect(back.expected.matches(output))
        #expect(parsed.items.count == 2)
        #expect(writer.write(parsed) == text)
    }

    @Test func canonicalTextRoundTripsByteForByte() throws {
        let text = """
            # A transcript with every construct.

            vb> :help
            Type code:

              :help  list
            <BLANKLINE>
            vb> VStack {
            ...
            ...     Text("a")
            ... }
            VStack<Text>
            v[0-9]+ (re)
            at /tmp/* (glob)
            \\x23 not prose (esc)
            last (no-eol)

            # between

            vb>
            vb> :width 80
            # done

            """
        let transcript = try parser.parse(text, fileName: "r.transcript")
        #expect(transcript.entries.count == 4)
        #expect(writer.write(transcript) == text)
    }

    @Test func repositoryTranscriptsAreCanonical() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let files = TranscriptFiles.search(root.appendingPathComponent("Transcripts").path)
        #expect(!files.isEmpty)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(writer.write(try parser.parse(text, fileName: file)) == text, "\(file)")
        }
    }

    @Test func inputLinesUseBarePromptsForEmptyLines() {
        #expect(writer.inputLines("a\n\n  b") == ["vb> a", "...", "...   b"])
        #expect(writer.inputLines("") == ["vb>"])
    }

    @Test func outputLinesMarkWhatNeedsIt() {
        #expect(writer.outputLines(literal: "a\n\nb\n\n") == ["a", "", "b", "<BLANKLINE>"])
        #expect(writer.outputLines(literal: "# h\n#2\n") == ["\\x23 h (esc)", "\\x232 (esc)"])
        #expect(writer.outputLines(literal: "... a\n... b\n") == ["\\x2E.. a (esc)", "... b"])
        #expect(writer.outputLines(literal: "end  \n") == ["end\\x20\\x20 (esc)"])
        #expect(writer.outputLines(literal: "done") == ["done (no-eol)"])
        #expect(writer.outputLines(literal: "t\t\\\n") == ["t\\t\\\\ (esc)"])
        #expect(writer.outputLines(literal: "plain \\ back\n") == ["plain \\ back"])
    }

    @Test func wildcardsAreWrittenWithTheirMarkers() {
        let expected = ExpectedOutput(lines: [ExpectedLine(.regex, "a.*"), ExpectedLine(.glob, "b?")], endsWithNewline: false)
        #expect(writer.outputLines(expected) == ["a.* (re)", "b? (glob) (no-eol)"])
    }

    @Test func proseLinesWithoutAMarkerGetOne() throws {
        let text = writer.write(Transcript(items: [.prose(["loose words", "", "# kept"], line: 0)]))
        #expect(text == "# loose words\n\n# kept\n")
        #expect(try parser.parse(text).items.count == 1)
    }

    @Test func writesFilesAtomically() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("a.transcript")
        let transcript = Transcript(items: [.entry(TranscriptEntry(input: ":a", expected: ExpectedOutput(literal: "A\n")))])
        try writer.write(transcript, toFile: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try writer.write(transcript, toFile: path)
        #expect(try folder.read("a.transcript") == "vb> :a\nA\n")
        #expect(try folder.names() == ["a.transcript"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
    }

    @Test func writingIntoAMissingFolderFails() throws {
        let folder = try TemporaryFolder()
        #expect(throws: TranscriptError.self) {
            try writer.write(Transcript(), toFile: folder.file("missing/a.transcript"))
        }
    }
}
