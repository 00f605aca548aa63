import SwiftSyntax

/// Default arguments: checked in the callee's context at each call, including a memberwise
/// parameter's default made from its wrapper's attribute.
extension Checker {
    /// The type of a default argument whose parameter's type is the function's own generic
    /// parameter `g`, checked in the callee's context against a type variable with `g`'s
    /// protocols: SE-0347 infers `g` from it when nothing else does (`fill(_ content: S = .foreground)`).
    func defaultArgumentType(_ fn: FunctionDecl, value: ExprSyntax, parameter g: GenericParameter) throws(CheckError) -> SwiftType {
        loadDeclarations(reachedByBody: value)
        let checker = bodyChecker(owner: fn.owner, generics: fn.genericParameters, requirements: fn.requirements, isStatic: true, mutating: false, staticMember: true)
        let variable = checker.solver.fresh()
        if case .variable(let n) = variable {
            for case .conformance(.parameter(g), let proto) in fn.requirements + (fn.owner?.requirements ?? []) {
                checker.solver.protocolHints[n, default: []].append(proto)
            }
        }
        let expr = try checker.check(value, convertingTo: variable)
        let type = checker.resolve(expr.type)
        checker.finish()
        return type
    }

    /// `@Environment(\.dismiss)` as the call that makes its wrapper, `Environment(\.dismiss)`;
    /// nil for an attribute not named by a plain identifier.
    static func wrapperCall(_ attribute: AttributeSyntax) -> ExprSyntax? {
        guard let name = attribute.attributeName.as(IdentifierTypeSyntax.self), name.genericArgumentClause == nil else { return nil }
        let arguments: LabeledExprListSyntax = if case .argumentList(let list)? = attribute.arguments { list } else { [] }
        return ExprSyntax(FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: name.name.trimmed), leftParen: .leftParenToken(),
            arguments: arguments, rightParen: .rightParenToken()))
    }

    /// A default argument, checked in the callee's context against the parameter's type: the
    /// call's (`type`, so the value the call evaluates has the caller's types), else the declared
    /// one (`D.b` for a parameter of type `D` inside `M<C>` is an `M<C>.D`, not an `M<Int>.D`).
    func defaultArgument(_ fn: FunctionDecl, index: Int, value: ExprSyntax, type: SwiftType) throws(CheckError) -> Expr {
        var value = value
        // A memberwise parameter whose wrapper the attribute makes: the attribute as a call
        // (`EnvironmentObject()`), checked against the call's type as any default is.
        if value.id == Self.attributeMadeDefault.id, let owner = fn.owner,
           let p = owner.storedProperties.first(where: { $0.name == fn.parameters[index].name }),
           let made = try wrapperStorage(of: p)?.initialization {
            guard let call = p.wrapperAttribute.flatMap(Self.wrapperCall) else { return made }
            value = call
        }
        loadDeclarations(reachedByBody: value)
        func check(against type: SwiftType, openingOwnGenerics: Bool = false) throws(CheckError) -> Expr {
            let checker = bodyChecker(owner: fn.owner, generics: fn.genericParameters, requirements: fn.requirements, isStatic: true, mutating: false, staticMember: true)
            var type = type
            if openingOwnGenerics {
                type = type.substituting(Substitution(Dictionary(uniqueKeysWithValues: fn.genericParameters.map { ($0, checker.solver.fresh()) })))
            }
            let expr = try checker.check(value, convertingTo: type)
            checker.finish()
            return expr
        }
        do throws(CheckError) {
            return try check(against: type)
        } catch {
            let declared = fn.parameters[index].type
            if declared != type, let expr = try? check(against: declared) { return expr }
            // SE-0347: the default may be what fixes a generic parameter of the function
            // (`type: T.Type = Self.self`), so it is checked with those parameters open.
            let mentionsOwnGenerics = declared.contains { type in
                if case .parameter(let p) = type { fn.genericParameters.contains(p) } else { false }
            }
            guard mentionsOwnGenerics, let expr = try? check(against: declared, openingOwnGenerics: true) else { throw error }
            return expr
        }
    }
}
