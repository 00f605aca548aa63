import PlaygroundSyntax
import SwiftSyntax

/// Errors: `throw`, `do`/`catch`, and closures that throw where a non-throwing function is wanted.
extension ExpressionChecker {
    /// `any Error`, the type of a caught error.
    static let anyError = SwiftType.existential([NominalID("Error")])

    func throwStatement(_ s: ThrowStmtSyntax) throws(CheckError) -> Stmt {
        let value = try check(s.expression, expected: Self.anyError)
        let type = resolve(value.type)
        guard type == Self.anyError || system.conforms(type, to: NominalID("Error"), requirements: requirements) else {
            throw CheckError("thrown expression type '\(type.sugared)' does not conform to 'Error'", at: s.expression)
        }
        return .throw(value)
    }

    /// `do { … } catch … { … }`: each clause's patterns are matched against the error (`any Error`);
    /// a clause without a pattern binds it as `error`. The body and the clauses are branches for
    /// definite initialization (`let phase: Phase; do { phase = .success(try load()) } catch {
    /// phase = .failure(error) }`).
    func doCatch(_ s: DoStmtSyntax, returnType: inout SwiftType?) throws(CheckError) -> Stmt {
        var inner = returnType
        let clauseSyntax = Array(s.catchClauses)
        let checked = try branches(clauseSyntax.count + 1, exits: { index in
            Self.exits(index == 0 ? s.body.statements : clauseSyntax[index - 1].body.statements)
        }) { (index) throws(CheckError) -> (body: [Stmt], clause: SwitchCase?) in
            guard index > 0 else {
                return (try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(Array(s.body.statements), returnType: &inner) }, nil)
            }
            let clause = clauseSyntax[index - 1]
            return ([], try withScope { () throws(CheckError) -> SwitchCase in
                var patterns: [Pattern] = []
                var guardExpr: Expr?
                if clause.catchItems.isEmpty {
                    declare("error", Local(type: Self.anyError, isMutable: false))
                    patterns.append(.binding("error"))
                }
                for item in clause.catchItems {
                    boundNames = []
                    boundVars = []
                    patterns.append(try item.pattern.map { p throws(CheckError) in try pattern(p, subjectType: Self.anyError, binding: false) } ?? .wildcard)
                    if let condition = item.whereClause?.condition { guardExpr = try check(condition, convertingTo: DeclarationTable.bool) }
                }
                return SwitchCase(patterns: patterns, guardExpr: guardExpr, body: try checkStatements(Array(clause.body.statements), returnType: &inner))
            })
        }
        returnType = inner
        return .do(checked[0].body, checked.compactMap(\.clause))
    }

    /// A closure that throws (a `throw` or `try` its own `do`/`catch` does not handle) passed where
    /// the parameter's written function type does not throw.
    func requireThrowsAllowed(_ closure: Expr, parameter: ParameterDecl) throws(CheckError) {
        guard let syntax = closure.syntax.as(ClosureExprSyntax.self), case .function(let params, let result) = resolve(closure.type),
              var written = parameter.writtenTypeSyntax else { return }
        if let attributed = written.as(AttributedTypeSyntax.self) { written = attributed.baseType }
        guard let function = written.as(FunctionTypeSyntax.self), function.effectSpecifiers?.throwsClause == nil,
              Self.throwsUncaught(syntax.statements) else { return }
        let list = params.map(\.sugared).joined(separator: ", ")
        throw CheckError("invalid conversion from throwing function of type '(\(list)) throws -> \(result.sugared)' to non-throwing function type '(\(list)) -> \(result.sugared)'", at: syntax)
    }

    /// Statements that may throw out of their body: a `throw` or a plain `try`, outside nested
    /// closures and functions and outside a `do` whose last `catch` catches everything.
    static func throwsUncaught(_ items: CodeBlockItemListSyntax) -> Bool {
        let scan = UncaughtThrowScan(viewMode: .sourceAccurate)
        scan.walk(items)
        return scan.found
    }
}

/// Finds a `throw` or `try` that would leave the body it is walked over.
final class UncaughtThrowScan: SyntaxVisitor {
    var found = false
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if node.questionOrExclamationMark == nil { found = true }
        return .visitChildren
    }
    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        // A final `catch` without a pattern (or with `let error`, `_`) handles every error of the
        // body; the clauses may throw again.
        guard let last = node.catchClauses.last, Self.catchesEverything(last) else { return .visitChildren }
        for clause in node.catchClauses { walk(clause.body) }
        return .skipChildren
    }

    /// `catch`, `catch let error`, `catch _`: a clause no error escapes.
    static func catchesEverything(_ clause: CatchClauseSyntax) -> Bool {
        clause.catchItems.isEmpty || clause.catchItems.contains { item in
            guard item.whereClause == nil, let pattern = item.pattern else { return false }
            if pattern.is(WildcardPatternSyntax.self) { return true }
            return pattern.as(ValueBindingPatternSyntax.self)?.pattern.is(IdentifierPatternSyntax.self) == true
        }
    }
}
