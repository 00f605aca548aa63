import Testing
@testable import PlaygroundSession

@Suite("ExpectedOutput and ExpectedLine")
struct ExpectedOutputTests {
    @Test func literalOutputMatchesOnlyItself() {
        let expected = ExpectedOutput(literal: "a\nb\n")
        #expect(expected.matches("a\nb\n"))
        #expect(!expected.matches("a\nb"))
        #expect(!expected.matches("a\nb\n\n"))
        #expect(!expected.matches("a\nB\n"))
        #expect(!expected.matches("a\n"))
        #expect(expected.literalText == "a\nb\n")
    }

    @Test func emptyOutput() {
        #expect(ExpectedOutput().matches(""))
        #expect(!ExpectedOutput().matches("\n"))
        #expect(ExpectedOutput(literal: "\n").matches("\n"))
        #expect(ExpectedOutput(literal: "").lines.isEmpty)
    }

    @Test func splitKeepsCarriageReturnsInTheLine() {
        let split = ExpectedOutput.split("a\r\nb")
        #expect(split.lines == ["a\r", "b"])
        #expect(!split.endsWithNewline)
    }

    @Test func regexMustMatchTheWholeLine() {
        let line = ExpectedLine(.regex, "took [0-9]+ ms")
        #expect(line.matches("took 12 ms"))
        #expect(!line.matches("it took 12 ms"))
        #expect(!line.matches("took 12 ms!"))
        #expect(ExpectedLine(.regex, "(").patternError() != nil)
        #expect(ExpectedLine(.regex, "a+").patternError() == nil)
    }

    @Test func globStarsAndQuestionMarks() {
        let line = ExpectedLine(.glob, "/tmp/*/x?.transcript")
        #expect(line.matches("/tmp/abc/x1.transcript"))
        #expect(line.matches("/tmp//x1.transcript"))
        #expect(!line.matches("/tmp/abc/x.transcript"))
        #expect(ExpectedLine(.glob, "a\\*b\\?\\\\").matches("a*b?\\"))
        #expect(!ExpectedLine(.glob, "a\\*b").matches("axb"))
        #expect(ExpectedLine(.glob, "*").matches(""))
        #expect(ExpectedLine(.glob, "**a**").matches("xxaxx"))
        #expect(!ExpectedLine(.glob, "?").matches(""))
    }

    @Test func wildcardsAreOptIn() {
        #expect(ExpectedLine.literal("a.*").matches("a.*"))
        #expect(!ExpectedLine.literal("a.*").matches("abc"))
        #expect(!ExpectedOutput(literal: "a*\n").hasWildcards)
        #expect(ExpectedOutput(lines: [ExpectedLine(.glob, "a*")]).hasWildcards)
    }
}
