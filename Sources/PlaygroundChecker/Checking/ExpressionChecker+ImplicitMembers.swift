import SwiftSyntax

/// Implicit member expressions (`.red`, `.rect(cornerRadius: 8)`, `.init(string: s).forceUnwrapped`):
/// the contextual type, or what it offers, is the base, and a longer chain's result is what
/// converts to the context (SE-0287).
extension ExpressionChecker {
    /// `.name(args)` with the contextual type as the base.
    func implicitMemberCall(_ name: String, _ args: [Argument], expected: SwiftType?, at e: FunctionCallExprSyntax, member: MemberAccessExprSyntax) throws(CheckError) -> Expr {
        // Several bases can offer the name (`.rect` and `.rect(cornerRadius:)` of `Shape`): the
        // first whose call checks is taken, else the first failure is reported.
        var firstFailure: CheckError?
        let start = solver
        // A parameter whose written type did not resolve gives no base.
        if let expected, resolve(expected) == .error { throw CheckError("cannot infer contextual base in reference to member '\(name)'", at: member.declName) }
        for base in implicitMemberBases(expected, member: name) {
            let hasMember = name == "init" || !allFunctions(named: name, on: base, isStatic: true).isEmpty
                || (base.nominalID.flatMap { table.nominal($0)?.enumCases[name] } != nil)
            guard hasMember else { continue }
            do throws(CheckError) {
                let expr = name == "init"
                    ? try initializer(of: base, args, expected: base, at: e)
                    : try staticCall(name, on: base, args, expected: base, at: e, member: member)
                // The head of a longer chain (`.init(string: s).forceUnwrapped`) need not be of
                // the chain's type: the chain's result is converted.
                if let expected, !Self.isChainHead(e) { return try convert(expr, to: expected) }
                return expr
            } catch {
                if firstFailure == nil { firstFailure = error }
                solver = start
            }
        }
        if let firstFailure { throw firstFailure }
        guard let expected else { throw CheckError("cannot infer contextual base in reference to member '\(name)'", at: member) }
        throw CheckError("type '\(implicitBaseName(expected))' has no member '\(name)'", at: member)
    }

    /// `.name` with the contextual type supplying the base.
    func implicitMember(_ name: String, expected: SwiftType?, at e: MemberAccessExprSyntax) throws(CheckError) -> Expr {
        if let expected, resolve(expected) == .error { throw CheckError("cannot infer contextual base in reference to member '\(name)'", at: e.declName) }
        for base in implicitMemberBases(expected, member: name) {
            if (try? lookupMember(named: name, on: base, isStatic: true, at: e)) != nil {
                let expr = try staticMember(name, of: base, at: e, expected: base)
                // The head of a longer chain (`.warm[1]`, `.warm.first`) need not be of the
                // chain's type: the chain's result is converted.
                if let expected, !Self.isChainHead(e) { return try convert(expr, to: expected) }
                return expr
            }
        }
        guard let expected else {
            throw CheckError("cannot infer contextual base in reference to member '\(name)'", at: e)
        }
        throw CheckError("type '\(implicitBaseName(expected))' has no member '\(name)'", at: e)
    }

    /// Whether an implicit member is followed by more of its chain: a member, or a subscript.
    static func isChainHead(_ e: some ExprSyntaxProtocol) -> Bool {
        if let member = e.parent?.as(MemberAccessExprSyntax.self) { return member.base?.id == e.id }
        if let element = e.parent?.as(SubscriptCallExprSyntax.self) { return element.calledExpression.id == e.id }
        return false
    }

    /// How swiftc names the base of an implicit member it did not find: a generic argument
    /// constrained to a protocol is looked up in the protocol (`type 'ShapeStyle' has no member`).
    func implicitBaseName(_ expected: SwiftType) -> String {
        let type = resolve(expected)
        switch type {
        case .variable(let n):
            if let proto = solver.protocolHints[n]?.first { return String(proto.simpleName) }
        case .parameter, .member:
            for case .conformance(let t, let proto) in requirements where t == type { return String(proto.simpleName) }
        default: break
        }
        return type.sugared
    }

    /// Where `.name` is looked up: the contextual type, its wrapped type, or the types a protocol
    /// offers via `Self ==`. In a protocol context (`S: ShapeStyle`) swiftc looks `.name` up on the
    /// protocol, so only a `static` member named `name` declared in `extension P where Self == T`
    /// makes `T` a base (`.primary` is `HierarchicalShapeStyle`'s there, not `Color.primary`).
    func implicitMemberBases(_ expected: SwiftType?, member name: String) -> [SwiftType] {
        guard let expected = expected.map(resolve) else { return [] }
        var bases: [SwiftType] = []
        if let wrapped = expected.optionalWrapped { bases.append(wrapped) }
        switch expected {
        case .nominal(let id, _):
            // An existential of a protocol (`let h: Highlighter = .plainText`), as SE-0299 says.
            if table.nominal(id)?.kind == .protocol { bases += concreteTypes(offeredBy: id, member: name) }
            bases.append(expected)
        case .existential(let protocols):
            for proto in protocols { bases += concreteTypes(offeredBy: proto, member: name) }
        case .variable(let n):
            for proto in solver.protocolHints[n] ?? [] { bases += concreteTypes(offeredBy: proto, member: name) }
            let hints = solver.memberHints[n] ?? []
            let fitting = bases.filter { base in
                hints.allSatisfy { hint in system.memberType(of: base, named: hint.name).map { resolve($0) == resolve(hint.type) } ?? true }
            }
            if !fitting.isEmpty { bases = fitting }
        case .parameter, .member:
            for case .conformance(let t, let proto) in requirements where t == expected { bases += concreteTypes(offeredBy: proto, member: name) }
            // The generic type itself, through its protocols' static requirements
            // (`func make<T: Unit>() -> T { .zero }`).
            bases.append(expected)
        default: break
        }
        return bases
    }

    /// Types `T` for which `extension P where Self == T` (or such an extension of a protocol `P`
    /// refines) declares a static property or function named `name`.
    func concreteTypes(offeredBy proto: NominalID, member name: String) -> [SwiftType] {
        guard let root = table.nominal(proto) else { return [] }
        var out: [SwiftType] = []
        for id in [proto] + system.allProtocols(of: root) {
            guard let decl = table.nominal(id) else { continue }
            let requirements = (decl.properties[name] ?? []).filter(\.isStatic).map(\.requirements)
                + (decl.functions(named: name) ?? []).filter(\.isStatic).map(\.requirements)
            for group in requirements {
                for case .sameType(.parameter(let s), let concrete) in group where s == decl.selfParameter && !out.contains(concrete) {
                    out.append(concrete)
                }
            }
        }
        return out
    }
}
