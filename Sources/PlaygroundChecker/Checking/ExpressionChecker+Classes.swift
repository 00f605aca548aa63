import SwiftSyntax

/// Class inheritance as far as the `uikit` profile needs it: members of superclasses, a subclass
/// value where its superclass is expected, and methods returning `Self` (the receiver's class).
extension ExpressionChecker {
    /// `super.init()` in a subclass initializer. Stored properties get their initial values
    /// before any initializer body runs, so a superclass `init()` with nothing to do is a no-op;
    /// other superclass initializers are not supported.
    func superInit(_ args: [Argument], at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        guard isInitializer, let decl = genericScope.nominal, decl.kind == .class, let superclass = system.superclasses(of: decl).first else {
            throw CheckError("'super' cannot be used outside of class members", at: e)
        }
        let inits = ([superclass] + system.superclasses(of: superclass)).first { !$0.initializers.isEmpty }?.initializers ?? []
        guard args.isEmpty, inits.isEmpty || inits.contains(where: { $0.parameters.isEmpty && ($0.body?.statements.isEmpty ?? true) }) else {
            throw CheckError("only 'super.init()' of an initializer with an empty body is supported in the playground", at: e)
        }
        return Expr(.tuple([]), .void, e)
    }

    /// `self.init(…)` in a struct's or enum's initializer: delegation, as `self = Self(…)`; nil
    /// elsewhere (the member lookup then reports it).
    func selfInit(_ args: [Argument], at e: FunctionCallExprSyntax) throws(CheckError) -> Expr? {
        guard isInitializer, let selfType, case .nominal(let id, _) = resolve(selfType), let decl = table.nominal(id),
              decl.kind == .struct || decl.kind == .enum else { return nil }
        let made = try initializer(of: selfType, args, expected: selfType, at: e)
        return Expr(.assign(selfReference(selfType, at: e), made), .void, e)
    }

    /// `.red.opacity(0.5)`: a chain that starts with an implicit member, looked up in the
    /// contextual type of the whole chain (SE-0287).
    static func isImplicitMemberChain(_ e: ExprSyntax) -> Bool {
        if let member = e.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return isImplicitMemberChain(base)
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return isImplicitMemberChain(call.calledExpression) }
        return false
    }

    /// The contextual type a chain's base is checked with: the chain's own, unwrapped when it is
    /// optional (`.font(.system(size: 9).weight(.bold))` looks `.system` up in `Font`, and the
    /// chain's result is promoted to `Font?` afterwards). For a generic argument still to be
    /// inferred it is a new variable with the same protocols: the head's type must not bind the
    /// argument, the chain's result does (`.fill(.tint.opacity(0.3))` is `_OpacityShapeStyle<TintShapeStyle>`).
    func implicitChainBaseType(_ expected: SwiftType?) -> SwiftType? {
        guard let expected else { return nil }
        let type = resolve(expected)
        if case .variable(let n) = type {
            let fresh = solver.fresh()
            // The chain's members mostly keep its base's type (`.number.precision(…)`).
            if case .variable(let m) = fresh {
                solver.protocolHints[m] = solver.protocolHints[n]
                solver.memberHints[m] = solver.memberHints[n]
            }
            return fresh
        }
        return type.optionalWrapped ?? expected
    }

    /// `source` is a subclass of `target` (both classes).
    func isSubclass(_ source: SwiftType, of target: SwiftType) -> Bool {
        guard case .nominal(let s, _) = source, case .nominal(let t, _) = target, let decl = table.nominal(s), decl.kind == .class else { return false }
        return system.superclasses(of: decl).contains { $0.id == t }
    }
}

extension FunctionDecl {
    /// A class method declared `-> Self`: its result is the receiver's class.
    var returnsDynamicSelf: Bool {
        guard owner?.kind == .class, let f = syntax?.as(FunctionDeclSyntax.self) else { return false }
        return f.signature.returnClause?.type.trimmedDescription == "Self"
    }
}
