import SwiftSyntax

extension ExpressionChecker {
    /// Records, for each argument of a parameter typed by a generic parameter's associated type
    /// (`_ input: F.FormatInput`, `value: Binding<F.FormatInput>`), the type the argument has on
    /// its own, as a hint on that parameter's variable: the argument that binds `F`
    /// (`format: .percent`) is checked first and picks the member whose `FormatInput` fits.
    func hintAssociatedTypes(_ fn: FunctionDecl, _ matched: [Int: [Argument]], _ sub: Substitution) {
        for (index, args) in matched where fn.parameters.indices.contains(index) && dependsOnUnbound(fn.parameters[index].type.substituting(sub)) {
            guard args.count == 1, let arg = args.first, !arg.isClosure, arg.checked == nil, let syntax = arg.syntax else { continue }
            let saved = solver
            let alone = try? check(syntax)
            solver = saved
            guard let alone else { continue }
            collectMemberHints(fn.parameters[index].type.substituting(sub), resolve(alone.type))
        }
    }

    /// Whether `type` names an associated type of a type not known yet (`F.FormatInput` while
    /// `F` is open; not `Self.Element` of an array of doubles).
    func dependsOnUnbound(_ type: SwiftType) -> Bool {
        system.normalize(resolve(type)).mentionsDependentMember
    }

    /// Whether `arg` is a rootless key path (`\.count`) to a parameter whose root another
    /// argument says (`assign(to: \.count, on: self)`'s `Root`), so it is checked after them.
    func waitsForRoot(_ arg: Argument, _ parameterType: SwiftType) -> Bool {
        guard arg.isRootlessKeyPath, case .nominal(_, let arguments) = resolve(parameterType), let root = arguments.first else { return false }
        return solver.isUnresolved(root)
    }

    private func collectMemberHints(_ pattern: SwiftType, _ type: SwiftType) {
        switch (resolve(pattern), type) {
        case (.member(.variable(let n), let name), _):
            guard !solver.isUnresolved(type) else { return }
            solver.memberHints[n, default: []].append((name, type))
        case (.nominal(let a, let patternArgs), .nominal(let b, let typeArgs)) where a == b && patternArgs.count == typeArgs.count:
            for (p, t) in zip(patternArgs, typeArgs) { collectMemberHints(p, t) }
        default:
            break
        }
    }
}
