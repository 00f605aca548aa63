import SwiftSyntax

/// Implicitly unwrapped optionals (`var handler: Handler!`): a read of such a property or global
/// is its optional where an optional is wanted, else its value, unwrapped (trapping when nil).
extension ExpressionChecker {
    /// `expr` unwrapped when it reads an implicitly unwrapped property where its optional is not
    /// wanted: as the base of a member, a call or a subscript, an argument or value of a
    /// non-optional type. Swift types the read as the optional first; the places that take an
    /// optional as it is are the ones listed in `wantsOptional`.
    func implicitlyUnwrapped(_ expr: Expr, expected: SwiftType?) -> Expr {
        let declaration: PropertyDecl? = switch expr.kind {
        case .property(_, let property): property
        case .global(let name): table.variables[name]
        default: nil
        }
        guard declaration?.isImplicitlyUnwrapped == true, let wrapped = resolve(expr.type).optionalWrapped else { return expr }
        if let expected, resolve(expected).optionalWrapped != nil { return expr }
        if Self.wantsOptional(expr.syntax) { return expr }
        return Expr(.forceUnwrap(expr), wrapped, expr.syntax)
    }

    /// The operators whose operands are read as optionals (`x ?? y`, `x == nil`).
    static let optionalOperators: Set<String> = ["??", "==", "!=", "===", "!=="]

    /// Places that read an optional as it is: `x?.y`, `x!`, `x ?? y`, comparisons with `nil`,
    /// the target of an assignment, and `if let y = x`.
    static func wantsOptional(_ syntax: Syntax) -> Bool {
        guard let parent = syntax.parent else { return false }
        if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { return true }
        if let binding = parent.as(InitializerClauseSyntax.self), binding.parent?.is(OptionalBindingConditionSyntax.self) == true { return true }
        if let infix = parent.as(InfixOperatorExprSyntax.self) {
            let op = infix.operator.trimmedDescription
            if optionalOperators.contains(op) { return true }
            if infix.operator.is(AssignmentExprSyntax.self), infix.leftOperand.id == syntax.id { return true }
        }
        if let sequence = parent.as(SequenceExprSyntax.self), let index = sequence.elements.firstIndex(where: { $0.id == syntax.id }) {
            let next = sequence.elements.index(after: index)
            if next < sequence.elements.endIndex {
                let op = sequence.elements[next]
                if op.is(AssignmentExprSyntax.self) || optionalOperators.contains(op.trimmedDescription) { return true }
            }
            if index > sequence.elements.startIndex {
                let before = sequence.elements[sequence.elements.index(before: index)]
                if optionalOperators.contains(before.trimmedDescription) { return true }
            }
        }
        return false
    }
}
