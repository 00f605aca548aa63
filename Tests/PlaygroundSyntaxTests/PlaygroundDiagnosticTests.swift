import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax
import Testing

/// Diagnostics as data: follow-ons and repeats are dropped before they are printed.
struct PlaygroundDiagnosticTests {
    let file = SourceFile(name: "entry.swift", text: "let a = L10n.title\nlet b = L10n.title\n")

    /// The `L10n` reference of line `line`.
    func reference(line: Int) throws -> Syntax {
        let statement = try #require(file.tree.statements.dropFirst(line - 1).first)
        return try #require(statement.tokens(viewMode: .sourceAccurate).first { $0.text == "L10n" }).parent!
    }

    @Test func anErrorFoundTwiceAtOnePlaceIsSaidOnce() throws {
        let first = try reference(line: 1), second = try reference(line: 2)
        let found = [
            PlaygroundDiagnostic.error("cannot find 'L10n' in scope", at: first),
            PlaygroundDiagnostic.error("cannot find 'L10n' in scope", at: first),
            PlaygroundDiagnostic.error("cannot find 'L10n' in scope", at: second),
            PlaygroundDiagnostic.error("expected member name", at: first),
        ]
        let said = PlaygroundDiagnostic.withoutRepeats(found)
        #expect(said.map { file.converter.location(for: $0.position).line } == [1, 2, 1])
        #expect(said.map(\.message) == ["cannot find 'L10n' in scope", "cannot find 'L10n' in scope", "expected member name"])
    }
}
