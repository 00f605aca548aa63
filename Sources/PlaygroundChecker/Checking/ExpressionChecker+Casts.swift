import SwiftSyntax

/// Casts: `x as T` (a coercion), `x as? T`, `x as! T` and `x is T` (checked when run).
extension ExpressionChecker {
    /// Checks `x as T`, `x as? T` or `x as! T`.
    func cast(_ e: AsExprSyntax) throws(CheckError) -> Expr {
        let target = try resolveType(e.type)
        switch e.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?, .infixQuestionMark?:
            let base = try check(e.expression)
            return Expr(.cast(base, target, .conditional), DeclarationTable.optional(target), e)
        case .exclamationMark?:
            let base = try check(e.expression)
            return Expr(.cast(base, target, .forced), target, e)
        default:
            let base = try check(e.expression, convertingTo: target)
            return Expr(base.kind, target, e)
        }
    }

    /// Checks `x is T`.
    func typeTest(_ e: IsExprSyntax) throws(CheckError) -> Expr {
        let target = try resolveType(e.type)
        let base = try check(e.expression)
        return Expr(.cast(base, target, .test), DeclarationTable.bool, e)
    }
}
