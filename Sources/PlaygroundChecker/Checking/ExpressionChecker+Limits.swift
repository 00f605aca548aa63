import PlaygroundSyntax
import SwiftSyntax

/// `Limits.typeNodes`: a call whose static type grows past the limit is an error, before a
/// generic function that doubles its result's type per call fills the memory.
extension ExpressionChecker {
    func limitingTypeSize(_ checked: Expr, at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        guard resolve(checked.type).hasMoreNodes(than: Limits.typeNodes) else { return checked }
        throw CheckError("the type of this expression is too large (over \(Limits.typeNodes) parts), the playground's limit", at: e)
    }
}
