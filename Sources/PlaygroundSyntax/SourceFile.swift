import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A piece of Swift source parsed with SwiftParser: its text, tree and syntax errors.
///
/// The PlaygroundSyntax folder holds the first stage of the pipeline: parsing, source
/// positions, and diagnostics as data (`SwiftDiagnostics.Diagnostic`) with one formatter.
public struct SourceFile: @unchecked Sendable {
    /// The name diagnostics print (`<repl>`, a path).
    public let name: String
    public let text: String
    public let tree: SourceFileSyntax
    public let converter: SourceLocationConverter
    /// Syntax errors found by the parser, in source order.
    public let syntaxDiagnostics: [Diagnostic]

    public init(name: String, text: String) {
        self.name = name
        self.text = text
        let parsed = Parser.parse(source: text)
        // Operators are folded into infix trees with the standard precedence groups.
        let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self)
        let tree = folded ?? parsed
        self.tree = tree
        self.converter = SourceLocationConverter(fileName: name, tree: tree)
        self.syntaxDiagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    }

    /// The line and column of a node's first token (ignoring leading trivia).
    public func location(of node: some SyntaxProtocol) -> SourceLocation {
        node.startLocation(converter: converter, afterLeadingTrivia: true)
    }
}
