import SwiftSyntax
import Testing
import PlaygroundSyntax

/// `SourceFile.removingStatements(_:blanked:)`: a file's declarations without its previews,
/// made from its tree, exactly as parsing the blanked text would make them.
@Suite struct SourceFileRemovingStatementsTests {
    /// The declarations entry made from the tree, and the same text parsed.
    static func both(_ text: String) throws -> (made: SourceFile, parsed: SourceFile) {
        let file = SourceFile(name: "F.swift", text: text)
        let entries = try #require(PreviewEntries(file))
        let made = try #require(entries.parsedDeclarations)
        return (made, SourceFile(name: "F.swift", text: entries.declarations))
    }

    @Test(arguments: [
        "import SwiftUI\n// a view\nstruct A: View { var body: some View { Text(\"é\") } }\n#Preview(\"N\") {\n    A() // 🙂\n}\n#Preview { A() }\nlet b = 1\n",
        "#Preview { Text(\"first\") }\r\nstruct A {}\r\n#Preview {\r\n  A()\r\n}",
        "struct A {}\n\n#Preview {\n\tText(\"x\")\n}\n\n\n",
    ])
    func theTreeIsTheBlankedTextsTree(_ text: String) throws {
        let (made, parsed) = try Self.both(text)
        #expect(made.text == parsed.text)
        #expect(made.tree.description == parsed.tree.description)
        let madeTokens = made.tree.tokens(viewMode: .sourceAccurate).map { ($0.text, made.location(of: $0).line, made.location(of: $0).column) }
        let parsedTokens = parsed.tree.tokens(viewMode: .sourceAccurate).map { ($0.text, parsed.location(of: $0).line, parsed.location(of: $0).column) }
        #expect(madeTokens.elementsEqual(parsedTokens) { $0 == $1 })
    }

    @Test func aPreviewEndedBySemicolonIsParsedAgain() throws {
        let entries = try #require(PreviewEntries(SourceFile(name: "F", text: "struct A {}\n#Preview { A() };\n")))
        #expect(entries.parsedDeclarations == nil)
        #expect(entries.declarations.contains(";"))
    }
}
