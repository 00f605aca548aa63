import Foundation
import Testing
@testable import PlaygroundSession

@Suite("TranscriptParser")
struct TranscriptParserTests {
    let parser = TranscriptParser()

    func parse(_ text: String) throws(TranscriptError) -> Transcript {
        try parser.parse(text, fileName: "t.transcript")
    }

    /// The error parsing `text` throws.
    func failure(_ text: String) -> TranscriptError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func emptyFileHasNoItems() throws {
        #expect(try parse("").items.isEmpty)
    }

    @Test func entryWithOutputKeepsItsLines() throws {
        let transcript = try parse("# intro\n\nvb> :help\nline one\nline two\n")
        #expect(transcript.items.count == 2)
        #expect(transcript.items[0] == .prose(["# intro", ""], line: 1))
        let entry = try #require(transcript.entries.first)
        #expect(entry.input == ":help")
        #expect(entry.line == 3)
        #expect(entry.outputLine == 4)
        #expect(entry.expected == ExpectedOutput(literal: "line one\nline two\n"))
    }

    @Test func multiLineInputUsesTheContinuationPrompt() throws {
        let text = "vb> VStack {\n...     Text(\"a\")\n...\n... }\nVStack<Text>\n"
        let entry = try #require(try parse(text).entries.first)
        #expect(entry.input == "VStack {\n    Text(\"a\")\n\n}")
        #expect(entry.inputLines.count == 4)
        #expect(entry.outputLine == 5)
        #expect(entry.expected.lines == [.literal("VStack<Text>")])
    }

    @Test func barePromptIsAnEmptyInput() throws {
        let entry = try #require(try parse("vb>\n").entries.first)
        #expect(entry.input == "")
        #expect(entry.expected.isEmpty)
    }

    @Test func continuationPromptAfterOutputIsOutput() throws {
        let entry = try #require(try parse("vb> :x\nfirst\n... more\n").entries.first)
        #expect(entry.input == ":x")
        #expect(entry.expected.lines.map(\.text) == ["first", "... more"])
    }

    @Test func blankLinesInsideOutputAreOutputAndAtItsEndSeparate() throws {
        let transcript = try parse("vb> :a\none\n\n\ntwo\n\n\nvb> :b\n")
        let entries = transcript.entries
        #expect(entries[0].expected.lines.map(\.text) == ["one", "", "", "two"])
        #expect(transcript.items[1] == .prose(["", ""], line: 6))
        #expect(entries[1].line == 8)
    }

    @Test func blankLineMarkerIsAnEmptyLineAnywhere() throws {
        let entry = try #require(try parse("vb> :a\n<BLANKLINE>\nx\n<BLANKLINE>\n\n").entries.first)
        #expect(entry.expected == ExpectedOutput(literal: "\nx\n\n"))
    }

    @Test func entriesMayFollowEachOtherDirectly() throws {
        let entries = try parse("vb> :a\nA\nvb> :b\nvb> :c\nC\n").entries
        #expect(entries.map(\.input) == [":a", ":b", ":c"])
        #expect(entries.map(\.line) == [1, 3, 4])
        #expect(entries[1].expected.isEmpty)
    }

    @Test func proseEndsAnOutput() throws {
        let transcript = try parse("vb> :a\nA\n# note\nvb> :b\n")
        #expect(transcript.entries[0].expected.lines == [.literal("A")])
        #expect(transcript.items[1] == .prose(["# note"], line: 3))
    }

    @Test func escapedLinesDecode() throws {
        let text = "vb> :a\n\\x23 title (esc)\ntab\\there (esc)\n\\x1B[1mbold\\x1B[0m (esc)\nsep\\u{2028} \\\\ (esc)\nend\\x20 (esc)\n"
        let lines = try #require(try parse(text).entries.first).expected.lines
        #expect(lines.map(\.text) == ["# title", "tab\there", "\u{1B}[1mbold\u{1B}[0m", "sep\u{2028} \\", "end "])
        #expect(lines.allSatisfy { $0.kind == .literal })
    }

    @Test func wildcardLinesKeepTheirKind() throws {
        let lines = try #require(try parse("vb> :a\nv[0-9]+ (re)\nat /tmp/* (glob)\nplain (re) text\n").entries.first).expected.lines
        #expect(lines == [ExpectedLine(.regex, "v[0-9]+"), ExpectedLine(.glob, "at /tmp/*"), .literal("plain (re) text")])
    }

    @Test func noEOLMarksTheLastLine() throws {
        let expected = try #require(try parse("vb> :a\none\ntwo (no-eol)\n\n").entries.first).expected
        #expect(expected.lines.map(\.text) == ["one", "two"])
        #expect(!expected.endsWithNewline)
        #expect(expected.matches("one\ntwo"))
        #expect(!expected.matches("one\ntwo\n"))
        let pattern = try #require(try parse("vb> :a\nv.* (re) (no-eol)\n").entries.first).expected
        #expect(pattern.lines == [ExpectedLine(.regex, "v.*")] && !pattern.endsWithNewline)
    }

    @Test func crlfLineEndsAndByteOrderMarkAreAccepted() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("# hi\r\nvb> :a\r\nA\r\n".utf8)
        let transcript = try parser.parse(bytes: bytes, fileName: "t.transcript")
        #expect(transcript.items[0] == .prose(["# hi"], line: 1))
        #expect(transcript.entries[0].expected.lines == [.literal("A")])
    }

    @Test func whitespaceOnlyLinesOutsideOutputAreSpacing() throws {
        let transcript = try parse("  \n# a\n\t\nvb> :a\nA\n   \n")
        #expect(transcript.entries[0].expected.lines == [.literal("A")])
        #expect(transcript.items.last == .prose(["   "], line: 6))
    }

    // MARK: Malformed transcripts

    @Test func outputBeforeAnyInput() {
        let error = failure("# intro\nstray\nvb> :a\n")
        #expect(error?.kind == .outputBeforeInput)
        #expect(error?.line == 2)
        #expect(error?.file == "t.transcript")
    }

    @Test func outputAfterProse() {
        let error = failure("vb> :a\nA\n# note\nstray\n")
        #expect(error?.kind == .outputAfterProse)
        #expect(error?.line == 4)
    }

    @Test func promptWithoutItsSpace() {
        let error = failure("vb> :a\nvb>:b\n")
        #expect(error?.kind == .badPrompt)
        #expect(error?.line == 2)
    }

    @Test func unterminatedMultiLineInputAtTheEnd() {
        let error = failure("# x\nvb> :a\nvb> VStack {\n...     Text(\"a\")\n\n")
        #expect(error?.kind == .unterminatedInput)
        #expect(error?.line == 3)
        #expect(error?.message.contains("'{' opened on line 3") == true)
        let string = failure("vb> let s = \"\"\"\n... text\n")
        #expect(string?.kind == .unterminatedInput)
        #expect(string?.line == 1)
    }

    @Test func openInputsThatAreNotUnterminated() throws {
        #expect(try parse("vb> VStack {\nerror: expected '}'\n").entries.count == 1)
        #expect(try parse("vb> :width (\n").entries.count == 1)
        #expect(try parse("vb> VStack {\n... }\n").entries.count == 1)
        #expect(try parse("vb> Text(\"{\")\n").entries.count == 1)
        #expect(try parse("vb> VStack { // }\n... }\n").entries.count == 1)
    }

    @Test func malformedEscape() {
        let error = failure("vb> :a\nok\nbad \\q (esc)\n")
        #expect(error?.kind == .badEscape)
        #expect(error?.line == 3)
        #expect(failure("vb> :a\n\\x4 (esc)\n")?.kind == .badEscape)
        #expect(failure("vb> :a\n\\u{110000} (esc)\n")?.kind == .badEscape)
        #expect(failure("vb> :a\ntrailing \\ (esc)\n")?.kind == .badEscape)
    }

    @Test func invalidRegularExpression() {
        let error = failure("vb> :a\nok\n(unclosed (re)\n")
        #expect(error?.kind == .badPattern)
        #expect(error?.line == 3)
    }

    @Test func noEOLOnlyOnTheLastNonEmptyLine() {
        let early = failure("vb> :a\none (no-eol)\ntwo\n")
        #expect(early?.kind == .misplacedNoEOL)
        #expect(early?.line == 2)
        #expect(failure("vb> :a\n<BLANKLINE> (no-eol)\n")?.kind == .misplacedNoEOL)
    }

    @Test func binaryFile() {
        let bytes: [UInt8] = Array("vb> :a\nA\n".utf8) + [0x00, 0x01]
        #expect(throws: TranscriptError(.binary, file: "b.transcript", line: 3, "binary file (a NUL byte), not a transcript")) {
            try parser.parse(bytes: bytes, fileName: "b.transcript")
        }
    }

    @Test func fileThatIsNotUTF8() {
        let bytes: [UInt8] = Array("vb> :a\nok\n".utf8) + [0x41, 0xFF, 0x0A]
        do {
            _ = try parser.parse(bytes: bytes, fileName: "u.transcript")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notUTF8)
            #expect(error.line == 3)
            #expect(error.description == "u.transcript:3: error: not valid UTF-8 text")
        }
    }

    @Test func missingFileAndFolder() throws {
        let folder = try TemporaryFolder()
        #expect(throws: TranscriptError.self) { try parser.parse(fileAt: folder.file("none.transcript")) }
        do {
            _ = try parser.parse(fileAt: folder.file("none.transcript"))
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.line == nil)
        }
        do {
            _ = try parser.parse(fileAt: folder.path)
        } catch {
            #expect(error.kind == .io)
        }
    }

    @Test func errorDescriptionNamesFileAndLine() {
        let error = TranscriptError(.badPrompt, file: "a/b.transcript", line: 7, "bad")
        #expect(error.description == "a/b.transcript:7: error: bad")
        #expect(TranscriptError(.io, file: "f", "gone").description == "f: error: gone")
    }
}
