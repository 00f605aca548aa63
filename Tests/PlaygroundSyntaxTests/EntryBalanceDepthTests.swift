import PlaygroundSyntax
import Testing

/// The `[` nesting guard (`Limits.squareBracketNesting`) finds the bracket past the limit
/// wherever it is, in bytes, and ignores brackets in strings and comments.
@Suite("Square bracket depth")
struct EntryBalanceDepthTests {
    static let deep = String(repeating: "[", count: Limits.squareBracketNesting + 1)

    @Test func findsTheFirstBracketPastTheLimit() {
        #expect(EntryBalance.firstTooDeepSquareBracket(in: "let a = " + Self.deep) == 8 + Limits.squareBracketNesting)
        #expect(EntryBalance.firstTooDeepSquareBracket(in: "é" + Self.deep) == 2 + Limits.squareBracketNesting)
    }

    @Test func closedBracketsDoNotCount() {
        let text = String(repeating: "[1]", count: 100)
        #expect(EntryBalance.firstTooDeepSquareBracket(in: text) == nil)
    }

    @Test func stringsAndCommentsDoNotCount() {
        #expect(EntryBalance.firstTooDeepSquareBracket(in: "Text(\"\(Self.deep)\")") == nil)
        #expect(EntryBalance.firstTooDeepSquareBracket(in: "// \(Self.deep)\n/* \(Self.deep) */") == nil)
    }

    @Test func goesOnPastAStringLeftOpenOrAStrayCloser() {
        #expect(EntryBalance.firstTooDeepSquareBracket(in: "Text(\"a\"b\")\n" + Self.deep) != nil)
        #expect(EntryBalance.firstTooDeepSquareBracket(in: "}\n" + Self.deep) != nil)
    }
}
