import Testing
@testable import PlaygroundSession

/// `(re)` lines that could backtrack without bound are refused when the transcript is read.
@Suite("Backtracking patterns")
struct BacktrackingPatternTests {
    @Test(arguments: ["(a*)*b", "(a|aa)+$", "(x+x+)+y", #"(\w+\s?)*:"#, #"(a)\1"#, "((ab)*c)*"])
    func refused(_ pattern: String) {
        let text = "vb> :width\nwidth 60\n\(pattern) (re)\n"
        #expect(throws: TranscriptError.self) { try TranscriptParser().parse(text) }
    }

    @Test(arguments: ["width [0-9]+", "(ab)?c*", "a(b|c)d", "[(*]+x", #"\(a*\)*"#, "(?:ab)+"])
    func accepted(_ pattern: String) {
        #expect(ExpectedLine.backtrackingProblem(in: pattern) == nil)
    }
}
