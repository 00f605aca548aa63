import SwiftSyntax

extension ExpressionChecker {
    /// `#Predicate<Bird> { $0.tag == tag }`: Foundation's macro, made a `Predicate` that keeps its
    /// closure, checked with the inputs written (`#Predicate<A, B>`) or those of the `Predicate`
    /// the context wants (`FetchDescriptor<Bird>(predicate: #Predicate { … })`).
    func predicateMacro(_ e: MacroExpansionExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        guard let decl = table.nominal("Predicate") else { throw CheckError("no macro named 'Predicate'", at: e) }
        guard let body = e.trailingClosure ?? e.arguments.first?.expression.as(ClosureExprSyntax.self),
              e.arguments.count + (e.trailingClosure == nil ? 0 : 1) == 1 else {
            throw CheckError("macro 'Predicate' takes one closure", at: e)
        }
        // The macro translates one expression (an `if` with a `return` in each branch is one).
        if body.statements.count > 1, let second = body.statements.dropFirst().first {
            throw CheckError("Predicate body may only contain one expression", at: second)
        }
        var inputs: [SwiftType]
        if let clause = e.genericArgumentClause {
            inputs = try clause.arguments.map { (argument) throws(CheckError) -> SwiftType in
                guard case .type(let type) = argument.argument else { throw CheckError("value generic arguments are not supported", at: argument) }
                return try resolveType(type)
            }
        } else if let wanted = expected.map({ resolve($0.optionalWrapped ?? $0) }), case .nominal(let id, let args) = wanted, id == decl.id, let pack = args.first {
            inputs = if case .tuple(let elements, _) = resolve(pack) { elements } else { [resolve(pack)] }
        } else {
            throw CheckError("generic parameter 'each Input' could not be inferred", at: e)
        }
        let closure = try check(ExprSyntax(body), expected: .function(inputs, DeclarationTable.bool))
        let type = SwiftType.nominal(decl.id, [.tuple(inputs)])
        return try initializer(of: type, [Argument(label: "_matching", checked: closure)], expected: type, at: e)
    }
}
