import SwiftSyntax

/// A value made and sent through a method in one expression (`Just(items).eraseToAnyPublisher()`,
/// `TableColumn(…).width(60)`): the method's expected result says the made value's type.
extension ExpressionChecker {
    /// `TableColumn("Age", value: \.age) { … }.width(60)` expected to be a `TableColumn<Person, …>`:
    /// when every method of that name gives back the type it is called on, the value made is
    /// expected to be one too, which types the key path's root and the closure's parameter.
    func madeValueBase(_ base: ExprSyntax, _ name: String, _ expected: SwiftType?) -> SwiftType? {
        guard let expected, case .nominal(let id, let args) = resolve(expected), !args.isEmpty,
              let call = base.as(FunctionCallExprSyntax.self), case .nominal(let madeID, _)? = typeReference(call.calledExpression),
              let decl = table.nominal(madeID) else { return nil }
        if madeID == id, let methods = decl.functions(named: name), !methods.isEmpty,
           methods.allSatisfy({ $0.resultType == decl.declaredType }) { return expected }
        return madeValueBase(of: decl, resultOf: name, expected: expected)
    }

    /// `Just(x).eraseToAnyPublisher()` expected to be an `AnyPublisher<[Item]?, Never>`: the
    /// method's result, in the made type's generic parameters, matched with the expected type
    /// says them (`Just<[Item]?>`), so the arguments convert to them as swiftc's solver has them.
    private func madeValueBase(of decl: NominalDecl, resultOf name: String, expected: SwiftType) -> SwiftType? {
        let parameters = decl.genericParameters.dropFirst(decl.id.inheritedArguments)
        guard !parameters.isEmpty else { return nil }
        let methods = allFunctions(named: name, on: decl.declaredType, isStatic: false)
        guard !methods.isEmpty, methods.allSatisfy({ $0.genericParameters.isEmpty }) else { return nil }
        var trial = solver
        var substitution = system.substitution(for: decl.declaredType)
        for parameter in parameters { substitution.bindings[parameter] = trial.fresh(for: parameter) }
        let made = decl.declaredType.substituting(substitution)
        var result: SwiftType?
        for method in methods {
            // A protocol extension's method names the made type as `Self`.
            let own = if let owner = method.owner, owner.kind == .protocol { Substitution([owner.selfParameter: made]) } else { substitution }
            let type = system.normalize(method.resultType.substituting(own))
            guard result == nil || result == type else { return nil }
            result = type
        }
        guard let result, trial.unify(result, expected) else { return nil }
        let resolved = trial.resolve(made)
        return trial.isUnresolved(resolved) ? nil : resolved
    }
}
