import PlaygroundSyntax
import Testing

/// The nesting guards (`Limits.squareBracketNesting`, `Limits.bracketNesting`) find the bracket past a limit
/// wherever it is, in bytes, and ignores brackets in strings and comments.
@Suite("Square bracket depth")
struct EntryBalanceDepthTests {
    static let deep = String(repeating: "[", count: Limits.squareBracketNesting + 1)

    @Test func findsTheFirstBracketPastTheLimit() {
        #expect(EntryBalance.firstTooDeepBracket(in: "let a = " + Self.deep)?.offset == 8 + Limits.squareBracketNesting)
        #expect(EntryBalance.firstTooDeepBracket(in: "é" + Self.deep)?.offset == 2 + Limits.squareBracketNesting)
    }

    @Test func anyBracketKindCountsTowardTheOtherLimit() {
        let parens = String(repeating: "(", count: Limits.bracketNesting + 1)
        let found = EntryBalance.firstTooDeepBracket(in: "f" + parens)
        #expect(found?.offset == 1 + Limits.bracketNesting)
        #expect(found?.message == "too many brackets open at once (over \(Limits.bracketNesting)), the playground's limit")
        #expect(EntryBalance.firstTooDeepBracket(in: String(repeating: "(", count: Limits.bracketNesting)) == nil)
    }

    @Test func closedBracketsDoNotCount() {
        let text = String(repeating: "[1]", count: 100)
        #expect(EntryBalance.firstTooDeepBracket(in: text) == nil)
    }

    @Test func stringsAndCommentsDoNotCount() {
        #expect(EntryBalance.firstTooDeepBracket(in: "Text(\"\(Self.deep)\")") == nil)
        #expect(EntryBalance.firstTooDeepBracket(in: "// \(Self.deep)\n/* \(Self.deep) */") == nil)
    }

    @Test func goesOnPastAStringLeftOpenOrAStrayCloser() {
        #expect(EntryBalance.firstTooDeepBracket(in: "Text(\"a\"b\")\n" + Self.deep) != nil)
        #expect(EntryBalance.firstTooDeepBracket(in: "}\n" + Self.deep) != nil)
    }
}
