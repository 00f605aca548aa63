import Foundation
import Testing
@testable import PlaygroundSession

@Suite("UnifiedDiff")
struct UnifiedDiffTests {
    /// An entry at line 10 with a two-line input, so its output starts at line 12.
    func entry(_ expected: ExpectedOutput) -> TranscriptEntry {
        TranscriptEntry(input: "VStack {\n}", expected: expected, line: 10)
    }

    @Test func headerNamesTheFileAndTheEntryLine() {
        let diff = UnifiedDiff(file: "x/a.transcript", entry: entry(ExpectedOutput(literal: "one\ntwo\nthree\n")), actual: "one\nTWO\nthree\n")
        #expect(diff.text == """
            --- x/a.transcript:10 (expected)
            +++ x/a.transcript:10 (actual)
            @@ -12,3 +12,3 @@ vb> VStack {
             one
            -two
            +TWO
             three

            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 2\n", with: "line II\n").replacingOccurrences(of: "line 19\n", with: "")
        let diff = UnifiedDiff(file: "f", entry: entry(ExpectedOutput(literal: old)), actual: new)
        let hunks = diff.text.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -12,5 +12,5 @@ vb> VStack {", "@@ -27,5 +27,4 @@ vb> VStack {"])
    }

    @Test func emptySidesStartAtTheLineBefore() {
        let added = UnifiedDiff(file: "f", entry: entry(ExpectedOutput()), actual: "new\n")
        #expect(added.text.contains("@@ -11,0 +12 @@"))
        #expect(added.text.hasSuffix("+new\n"))
        let removed = UnifiedDiff(file: "f", entry: entry(ExpectedOutput(literal: "old\n")), actual: "")
        #expect(removed.text.contains("@@ -12 +11,0 @@"))
    }

    @Test func linesAppearAsTheFileWritesThem() {
        let diff = UnifiedDiff(file: "f", entry: entry(ExpectedOutput(literal: "a\n")), actual: "a\n# b\n\n")
        #expect(diff.text.hasSuffix(" a\n+\\x23 b (esc)\n+<BLANKLINE>\n"))
    }

    @Test func missingFinalNewlineShowsAsAChange() {
        let diff = UnifiedDiff(file: "f", entry: entry(ExpectedOutput(literal: "a\n")), actual: "a")
        #expect(diff.text.hasSuffix("-a\n+a (no-eol)\n"))
    }

    @Test func matchingWildcardsAreContext() {
        let expected = ExpectedOutput(lines: [ExpectedLine(.regex, "v[0-9]+"), .literal("x")])
        let diff = UnifiedDiff(file: "f", entry: entry(expected), actual: "v42\ny\n")
        #expect(diff.text.hasSuffix(" v[0-9]+ (re)\n-x\n+y\n"))
    }

    @Test func longInputsAreShortenedInTheHunkHeading() {
        let long = TranscriptEntry(input: String(repeating: "Text(\"a\") ", count: 20), expected: ExpectedOutput(literal: "a\n"), line: 1)
        let heading = UnifiedDiff(file: "f", entry: long, actual: "b\n").text.split(separator: "\n")[2]
        #expect(heading.hasSuffix("…"))
        #expect(heading.count < 90)
    }
}
