@testable import PlaygroundSession
import PlaygroundSyntax
import SwiftSyntax
import Testing

/// A round's text: put together from its declarations' own trees, parsed by the index or,
/// once changed, once per group.
struct CombinedDeclarationsTests {
    static let file = SourceFile(name: "Views/Row.swift", text: """
        struct Row { let title: String }

        // The row's badge.
        enum Badge { case new, old }
        func caption(_ row: Row) -> String { row.title + "!" }
        """, declarationsOnly: true)

    @Test func theTreeIsTheText() {
        var parsed: [String: SourceFile] = [:]
        let combined = CombinedDeclarations(ModuleDeclaration.all(in: Self.file), parsed: &parsed)
        #expect(combined.file.tree.description == combined.text)
        #expect(combined.file.tree.statements.count == 3)
        // Checked as written, the declarations keep the index's trees: nothing is parsed again.
        #expect(parsed.isEmpty)
    }

    @Test func operatorsAreFoldedAsInAParsedFile() throws {
        var parsed: [String: SourceFile] = [:]
        let combined = CombinedDeclarations(ModuleDeclaration.all(in: Self.file), parsed: &parsed)
        let plus = try #require(combined.file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "+" })
        #expect(plus.parent?.parent?.is(InfixOperatorExprSyntax.self) == true)
    }

    @Test func aNodeOfTheTextMapsBackToItsOwnFile() throws {
        var parsed: [String: SourceFile] = [:]
        let combined = CombinedDeclarations(ModuleDeclaration.all(in: Self.file), parsed: &parsed)
        let plus = try #require(combined.file.tree.tokens(viewMode: .sourceAccurate).first { $0.text == "+" })
        let (own, node) = try #require(combined.originalNode(of: Syntax(plus)))
        #expect(own.name == "Views/Row.swift")
        #expect(own.location(of: node).line == 5)
        #expect(own.location(of: node).column == 48)
    }

    /// A part with a syntax error is parsed with the others, so that its error has its place.
    @Test func aPartWithASyntaxErrorIsParsedInTheWholeText() {
        let broken = SourceFile(name: "Views/Broken.swift", text: "struct Broken { let x: = 1 }\nstruct Fine {}", declarationsOnly: true)
        var parsed: [String: SourceFile] = [:]
        let combined = CombinedDeclarations(ModuleDeclaration.all(in: broken), parsed: &parsed)
        #expect(!combined.file.syntaxDiagnostics.isEmpty)
        #expect(combined.file.tree.description == combined.text)
    }
}
