import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Statements typed while a view is mounted (`count += 1`): checked against its state.
extension Checker {
    /// Checks statements typed while a view is mounted, as if inside a method of `owner`
    /// (so `count += 1` reaches its `@State`); names not found there fall back to globals.
    public func checkStatements(_ file: SourceFile, owner: NominalDecl?) -> (CheckedBody?, [Diagnostic]) {
        loadDeclarations(reachedBy: file)
        let checker = bodyChecker(owner: owner, generics: [], requirements: [], isStatic: owner == nil, mutating: false)
        do throws(CheckError) {
            var returnType: SwiftType? = .void
            let statements = try checker.withScope { () throws(CheckError) -> [Stmt] in
                try checker.checkStatements(Array(file.tree.statements), returnType: &returnType)
            }
            checker.finish()
            return (CheckedBody(statements: statements, resultType: .void), [])
        } catch {
            return (nil, [error.diagnostic])
        }
    }

    /// Whether an entry is only statements that change state (`count += 1`, `show.toggle()`, `name = "Ann"`).
    public static func isMutation(_ file: SourceFile) -> Bool {
        let items = Array(file.tree.statements)
        return !items.isEmpty && items.allSatisfy { item in
            guard case .expr(let expr) = item.item else { return false }
            if let infix = expr.as(InfixOperatorExprSyntax.self) {
                if infix.operator.is(AssignmentExprSyntax.self) { return true }
                if let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op.hasSuffix("="), !["==", "!=", "<=", ">="].contains(op) { return true }
            }
            if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isLowercase == true {
                return true
            }
            return false
        }
    }
}
