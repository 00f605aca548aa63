import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// SwiftParserDiagnostics' diagnostics, without the input that makes swift-syntax 603 trap.
///
/// An `=` the lexer finds spaced on one side only, whose neighbours nonetheless both carry a
/// space in their trivia (`let t �= 1`: the invalid character between is trivia too), gets a
/// Fix-It with no change, which `FixIt.init` refuses with a fatal error (found by bin/fuzz).
/// Such a file gets the lexer's message alone, at each such `=`.
extension SourceFile {
    static func parseDiagnostics(for tree: SourceFileSyntax) -> [Diagnostic] {
        let traps = tree.tokens(viewMode: .all).filter(wouldTrapFixIt)
        guard traps.isEmpty else {
            return traps.map { PlaygroundDiagnostic.error("'=' must have consistent whitespace on both sides", at: $0) }
        }
        return ParseDiagnosticsGenerator.diagnostics(for: tree)
    }

    /// Mirrors the generator's `insertWhitespace` Fix-It: true when it would have no change.
    private static func wouldTrapFixIt(_ token: TokenSyntax) -> Bool {
        guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
        let spacedBefore = token.previousToken(viewMode: .all)?.trailingTrivia.contains { $0.isSpaceOrTab } ?? false
        let spacedAfter = token.trailingTrivia.contains { $0.isSpaceOrTab }
        return spacedBefore && spacedAfter
    }
}
