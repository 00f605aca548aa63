@testable import PlaygroundChecker
import Testing

/// A source's lines read by their first bytes, as the profile cut reads them.
struct SourceLinesTests {
    let lines = SourceLines("struct A {\n    func f()\n    where T: P\n\n    // note\n}\n@frozen\n日本 x")

    @Test func linesKeepTheirTextIndentationAndFirstByte() {
        #expect(lines.indices.count == 8)
        #expect(lines.line(1) == "    func f()")
        #expect(lines.indents[1] == 4)
        #expect(lines.text(of: 0..<2) == "struct A {\n    func f()")
        #expect(lines.line(7) == "日本 x")
    }

    @Test func blankAndCommentLinesStartNoStatement() {
        #expect(lines.isBlankOrComment(3))
        #expect(lines.isBlankOrComment(4))
        #expect(!lines.isBlankOrComment(1))
        #expect(lines.startsStatement(0, indent: 0))
        #expect(lines.startsStatement(1, indent: 4))
        #expect(!lines.startsStatement(1, indent: 0))
        // A `where` clause continues the declaration above it; `}` closes one.
        #expect(!lines.startsStatement(2, indent: 4))
        #expect(!lines.startsStatement(5, indent: 0))
        #expect(lines.startsStatement(6, indent: 0))
    }
}
