import SwiftSyntax

/// Initializer calls: a type's own, inherited and memberwise initializers, those a generic
/// parameter's protocols require, and `callAsFunction` on the value made (SE-0253).
extension ExpressionChecker {
    /// `T(…)`: the best of the type's initializers for the arguments.
    func initializer(of type: SwiftType, _ args: [Argument], expected: SwiftType?, at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        guard case .nominal(let id, _) = type, let decl = table.nominal(id) else {
            // `T(x: 1)`, `E(rawValue: raw)`: an initializer its protocols require.
            let required = memberSources(of: type).flatMap { source, _, _ in source.kind == .protocol ? source.initializers : [] }
            if !required.isEmpty { return try resolveCall(required, receiver: .type(type), args, expected: expected, at: e) }
            if case .parameter(let p) = type { throw CheckError("type '\(p.name)' has no member 'init'", at: e) }
            throw CheckError("cannot construct a value of type '\(type)'", at: e)
        }
        // Its protocols' extensions' initializers (`extension Named where Self: RawRepresentable
        // { init(name:) }`), tried when the type's own take none of the arguments.
        let extensionInitializers = decl.kind == .protocol ? [] : memberSources(of: type).flatMap { source, _, _ in
            source.kind == .protocol ? source.initializers.filter(\.isProtocolExtensionMember) : []
        }
        switch decl.kind {
        case .protocol:
            throw CheckError("type 'any \(decl.name)' cannot be instantiated", at: e)
        case .enum where decl.initializers.isEmpty && extensionInitializers.isEmpty:
            throw CheckError("'\(decl.name)' cannot be constructed because it has no accessible initializers", at: e)
        default:
            break
        }
        var candidates = decl.kind == .class ? classInitializers(decl) : decl.initializers
        if decl.kind != .class, let memberwise = checker.memberwiseInitializer(decl) { candidates.append(memberwise) }
        if candidates.isEmpty {
            throw CheckError("'\(decl.name)' cannot be constructed because it has no accessible initializers", at: e)
        }
        guard args.contains(where: \.isTrailingClosure) else {
            guard !extensionInitializers.isEmpty else { return try resolveCall(candidates, receiver: .type(type), args, expected: expected, at: e) }
            let start = solver
            do throws(CheckError) {
                return try resolveCall(candidates, receiver: .type(type), args, expected: expected, at: e)
            } catch {
                solver = start
                if let made = try? resolveCall(extensionInitializers, receiver: .type(type), args, expected: expected, at: e) { return made }
                solver = start
                throw error
            }
        }
        // `Callable() { … }`, `Callable { … }`: when no initializer takes the trailing closures,
        // they are the arguments of `callAsFunction` on the new value (SE-0253): a custom
        // `Layout`'s container. Protocol extensions' `callAsFunction`s load only then.
        let start = solver
        do throws(CheckError) {
            return try resolveCall(candidates, receiver: .type(type), args, expected: expected, at: e)
        } catch {
            solver = start
            checker.loadDeclarations(reachedBy: ["callAsFunction"])
            let callables = allFunctions(named: "callAsFunction", on: type, isStatic: false)
            guard !callables.isEmpty,
                  let made = try? resolveCall(candidates, receiver: .type(type), args.filter { !$0.isTrailingClosure }, expected: nil, at: e) else {
                solver = start
                throw error
            }
            return try resolveCall(callables, receiver: .instance(made), args.filter(\.isTrailingClosure), expected: expected, at: e)
        }
    }
}
