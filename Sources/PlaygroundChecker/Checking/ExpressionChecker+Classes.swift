import SwiftSyntax

/// Class inheritance as far as the `uikit` profile needs it: members of superclasses, a subclass
/// value where its superclass is expected, and methods returning `Self` (the receiver's class).
extension ExpressionChecker {
    /// `super.init(…)` in a subclass initializer: the superclass's initializer run on the object
    /// being made. Stored properties get their initial values before any initializer body runs,
    /// so a superclass without initializers, or one the playground implements natively
    /// (`NSObject()`), has nothing to run.
    func superInit(_ args: [Argument], at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        guard isInitializer, let decl = genericScope.nominal, decl.kind == .class, let superclass = system.superclasses(of: decl).first, let selfType else {
            throw CheckError("'super' cannot be used outside of class members", at: e)
        }
        let candidates = classInitializers(superclass)
        if candidates.isEmpty {
            guard args.isEmpty else { throw CheckError("argument passed to call that takes no arguments", at: e) }
            return Expr(.tuple([]), .void, e)
        }
        // Marked as `super`, the call runs the superclass's initializer, not an override of it.
        let receiver = Expr(.native("super", [selfReference(selfType, at: e)]), superclass.declaredType, e)
        let call = try resolveCall(candidates, receiver: .instance(receiver), args, expected: nil, at: e)
        if case .call(let c) = call.kind, c.function.body == nil, c.function.synthesized == nil { return Expr(.tuple([]), .void, e) }
        return Expr(.block([.expression(call)], Expr(.tuple([]), .void, e)), .void, e)
    }

    /// `super` in a subclass's instance member: `self` as its superclass, whose members a call
    /// runs without looking for overrides (`super.describe()` in an override of `describe()`).
    func superReference(_ e: SuperExprSyntax) throws(CheckError) -> Expr {
        guard let selfType, let decl = genericScope.nominal, decl.kind == .class, let superclass = system.superclasses(of: decl).first else {
            throw CheckError("'super' cannot be used outside of class members", at: e)
        }
        return Expr(.native("super", [selfReference(selfType, at: e)]), superclass.declaredType, e)
    }

    /// `self.init(…)` in an initializer: for a struct or enum, delegation as `self = Self(…)`;
    /// for a class (a convenience initializer), another of its initializers run on the object
    /// being made. Nil elsewhere (the member lookup then reports it).
    func selfInit(_ args: [Argument], at e: FunctionCallExprSyntax) throws(CheckError) -> Expr? {
        // A protocol extension's initializer delegates to one its protocols require
        // (`self.init(rawValue: name)` where `Self: RawRepresentable`).
        if isInitializer, let selfType, case .parameter = resolve(selfType) {
            let made = try initializer(of: selfType, args, expected: selfType, at: e)
            return Expr(.assign(selfReference(selfType, at: e), try delegated(made, at: e)), .void, e)
        }
        guard isInitializer, let selfType, case .nominal(let id, _) = resolve(selfType), let decl = table.nominal(id) else { return nil }
        if decl.kind == .class {
            let call = try resolveCall(classInitializers(decl), receiver: .instance(selfReference(selfType, at: e)), args, expected: nil, at: e)
            return Expr(.block([.expression(try delegated(call, at: e))], Expr(.tuple([]), .void, e)), .void, e)
        }
        guard decl.kind == .struct || decl.kind == .enum else { return nil }
        let made = try initializer(of: selfType, args, expected: selfType, at: e)
        return Expr(.assign(selfReference(selfType, at: e), try delegated(made, at: e)), .void, e)
    }

    /// The value of a delegation to a failable initializer: force-unwrapped
    /// (`self.init(named: n)!`), nil traps; in a failable initializer, nil ends it too;
    /// elsewhere swiftc refuses it.
    private func delegated(_ made: Expr, at e: FunctionCallExprSyntax) throws(CheckError) -> Expr {
        guard case .call(let call) = made.kind, call.function.isFailable, let wrapped = resolve(made.type).optionalWrapped else { return made }
        if let unwrap = e.parent?.as(ForceUnwrapExprSyntax.self) { return Expr(.forceUnwrap(made), wrapped, unwrap) }
        guard isFailableInitializer else {
            let name = e.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(e)
            throw CheckError("a non-failable initializer cannot delegate to failable initializer '\(call.function.fullName)' written with 'init?'", at: name)
        }
        return Expr(.native("failIfNil", [made]), wrapped, e)
    }

    /// A class's initializers: its own, and those Swift's rules inherit: all its superclass's
    /// when it declares no designated initializer (its new stored properties then all have
    /// initial values), the convenience ones when it overrides every designated one; or the
    /// default `init()` when there are none.
    func classInitializers(_ decl: NominalDecl) -> [FunctionDecl] {
        let own = decl.initializers
        let designated = own.filter { !Self.isConvenience($0) }
        if let superclass = system.superclasses(of: decl).first {
            let inherited = classInitializers(superclass)
            if designated.isEmpty, !inherited.isEmpty { return own + inherited }
            let labels = { (fn: FunctionDecl) in fn.parameters.map(\.label) }
            let overridesAll = inherited.filter { !Self.isConvenience($0) }.allSatisfy { base in designated.contains { labels($0) == labels(base) } }
            if overridesAll { return own + inherited.filter(Self.isConvenience) }
        }
        if own.isEmpty, let synthesized = checker.memberwiseInitializer(decl) { return [synthesized] }
        return own
    }

    /// Whether `e` is `self.init(…)`, whose `!` belongs to the delegation (`delegated`).
    static func isSelfInitDelegation(_ e: ExprSyntax) -> Bool {
        guard let member = e.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.declName.baseName.text == "init" && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    }

    static func isConvenience(_ fn: FunctionDecl) -> Bool {
        fn.syntax?.as(InitializerDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) } ?? false
    }

    /// `.red.opacity(0.5)`: a chain that starts with an implicit member, looked up in the
    /// contextual type of the whole chain (SE-0287).
    static func isImplicitMemberChain(_ e: ExprSyntax) -> Bool {
        if let member = e.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return isImplicitMemberChain(base)
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return isImplicitMemberChain(call.calledExpression) }
        if let element = e.as(SubscriptCallExprSyntax.self) { return isImplicitMemberChain(element.calledExpression) }
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
        guard case .nominal(let t, _) = target else { return false }
        // A generic parameter bound by a class (`U: Unit`) is that class or one of its subclasses.
        if case .parameter = source {
            return requirements.contains { requirement in
                guard case .conformance(source, let bound) = requirement, let decl = table.nominal(bound), decl.kind == .class else { return false }
                return bound == t || system.superclasses(of: decl).contains { $0.id == t }
            }
        }
        // A composition's class (`CIFilter & CISepiaTone` as a `CIFilter`).
        if case .existential(let ids) = source {
            return ids.contains { id in
                guard let decl = table.nominal(id), decl.kind == .class else { return false }
                return id == t || system.superclasses(of: decl).contains { $0.id == t }
            }
        }
        guard case .nominal(let s, _) = source, let decl = table.nominal(s), decl.kind == .class else { return false }
        return system.superclasses(of: decl).contains { $0.id == t }
    }

    /// `source`'s ancestor class `target` with its generic arguments (`KeyPath<AppState, Status>`
    /// for a `WritableKeyPath<AppState, Status>`); nil when the chain does not say them.
    func superclassType(of source: SwiftType, named target: NominalID) -> SwiftType? {
        var current = source
        for _ in 0..<32 {
            guard case .nominal(let id, _) = current, let decl = table.nominal(id) else { return nil }
            if id == target { return current }
            guard let written = decl.superclassType else { return nil }
            current = written.substituting(system.substitution(for: current))
        }
        return nil
    }

    /// The nearest class both `a` and `b` are (`B` and `C`, both `A`s, give `A`), as swiftc
    /// joins the branches of an `if` or `switch` value and of `? :`; nil for other types, and
    /// for an ancestor with generic parameters, which the superclass chain does not carry.
    func commonSuperclass(_ a: SwiftType, _ b: SwiftType) -> SwiftType? {
        if isSubclass(b, of: a) { return a }
        if isSubclass(a, of: b) { return b }
        guard case .nominal(let id, _) = a, let decl = table.nominal(id), decl.kind == .class else { return nil }
        return system.superclasses(of: decl).lazy.filter { $0.genericParameters.isEmpty }
            .map { SwiftType.nominal($0.id, []) }.first { self.isSubclass(b, of: $0) }
    }
}

extension FunctionDecl {
    /// A class method declared `-> Self`: its result is the receiver's class.
    var returnsDynamicSelf: Bool {
        guard owner?.kind == .class, let f = syntax?.as(FunctionDeclSyntax.self) else { return false }
        return f.signature.returnClause?.type.trimmedDescription == "Self"
    }
}
