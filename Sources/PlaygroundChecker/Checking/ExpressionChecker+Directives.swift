import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// `#warning("…")` and `#error("…")` where a statement may stand (and in builder bodies, where
/// they are not components): Swift reports their text at the string literal.
extension ExpressionChecker {
    /// True when the item is such a directive (a warning is recorded); an `#error` throws.
    func diagnosticDirective(_ item: CodeBlockItemSyntax) throws(CheckError) -> Bool {
        let name: TokenSyntax
        let arguments: LabeledExprListSyntax
        switch item.item {
        case .expr(let expr):
            guard let macro = expr.as(MacroExpansionExprSyntax.self) else { return false }
            (name, arguments) = (macro.macroName, macro.arguments)
        case .decl(let decl):
            guard let macro = decl.as(MacroExpansionDeclSyntax.self) else { return false }
            (name, arguments) = (macro.macroName, macro.arguments)
        case .stmt(let stmt):
            guard let macro = stmt.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self) else { return false }
            (name, arguments) = (macro.macroName, macro.arguments)
        }
        guard name.text == "warning" || name.text == "error", arguments.count == 1,
              let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
        let message = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        if name.text == "error" { throw CheckError(message, at: literal) }
        checker.pendingWarnings.append(Diagnostic(node: Syntax(literal), message: PlaygroundDiagnostic(message, severity: .warning)))
        return true
    }
}
