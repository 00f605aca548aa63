import PlaygroundSyntax
import SwiftSyntax

/// A call's generic requirements: the `where A == B` bindings, and how unmet ones are worded.
extension ExpressionChecker {
    /// A parameter's type as Swift names it in a conversion error: as written when not generic, unwrapped.
    func expectedTypeText(_ param: ParameterDecl, _ target: SwiftType) -> String {
        if let written = param.writtenType, !param.type.contains(where: { if case .parameter = $0 { true } else { false } }),
           !written.contains("->") {
            return written.hasSuffix("?") ? String(written.dropLast()) : written
        }
        return (target.optionalWrapped ?? target).sugared
    }

    /// Binds what `where A == B` requirements say, as far as the types are known.
    func applySameTypeRequirements(_ reqs: [Requirement]) {
        for case .sameType(let a, let b) in reqs {
            let (left, right) = (system.normalize(solver.resolve(a)), system.normalize(solver.resolve(b)))
            // `A.Element == B.Element` with `A` and `B` not known yet says nothing about `A` and
            // `B` themselves: it is applied once an argument has made one side concrete.
            if case .member(let x, _) = left, case .member(let y, _) = right, x != y { continue }
            // `V == Rows.TableRowValue` with `Rows` not known yet: binding `V` to the member now
            // would lose what an argument says of `V` (`Table([1, 2])`); it waits for `Rows`.
            if waitsForItsBase(left, right) || waitsForItsBase(right, left) { continue }
            // `Comparator.Compared == Element` with `Element` known: a hint for the argument that
            // will say `Comparator` (`KeyPathComparator(\.endDate)`'s root is the element).
            if let (variable, name, known) = memberOfUnknown(left, right) ?? memberOfUnknown(right, left) {
                solver.memberHints[variable, default: []].append((name, known))
                continue
            }
            var trial = solver
            if trial.unify(left, right) { solver = trial }
        }
    }

    /// `member` as an associated type of a type variable not known yet, and `other` a type known whole.
    private func memberOfUnknown(_ member: SwiftType, _ other: SwiftType) -> (Int, String, SwiftType)? {
        guard case .member(.variable(let n), let name) = member, solver.isUnresolved(.variable(n)),
              !solver.isUnresolved(other) else { return nil }
        return (n, name, other)
    }

    /// Whether `member` is an associated type of a type not known yet and `other` a bare variable.
    private func waitsForItsBase(_ member: SwiftType, _ other: SwiftType) -> Bool {
        guard case .member(let base, _) = member, solver.isUnresolved(base), case .variable = other else { return false }
        return true
    }

    func requirementMessage(_ fn: FunctionDecl, type: SwiftType, proto: NominalID) -> String {
        // A class bound (`T: Base`) is met by inheriting, as swiftc words it.
        let relation = table.nominal(proto)?.kind == .class ? "inherit from" : "conform to"
        return "\(requirementSubject(fn)) requires that '\(type.sugared)' \(relation) '\(proto.simpleName)'"
    }

    /// `'count' requires the types 'String' and 'Int' be equivalent`, of a same-type requirement.
    func sameTypeMessage(_ fn: FunctionDecl, _ a: SwiftType, _ b: SwiftType) -> String {
        // A concrete type's associated type by its witness (`Books.Item` is `String`).
        func named(_ type: SwiftType) -> String {
            if case .member(let base, let name) = type, let witness = system.memberType(of: base, named: name) {
                return system.normalize(witness).sugared
            }
            return system.normalize(type).sugared
        }
        return "\(requirementSubject(fn)) requires the types '\(named(a))' and '\(named(b))' be equivalent"
    }

    /// The function a requirement belongs to, as swiftc names it (`global function 'count'`).
    private func requirementSubject(_ fn: FunctionDecl) -> String {
        if fn.kind == .initializer, let owner = fn.owner {
            return owner.kind == .struct && !owner.genericParameters.isEmpty ? "generic struct '\(owner.name)'" : "initializer '\(fn.fullName)'"
        }
        return (fn.isStatic ? "static method" : fn.owner == nil ? "global function" : "instance method") + " '\(fn.spokenName)'"
    }
}
