/// Whether a switch's patterns cover every value of its subject: the rows of patterns are split
/// column by column (enum cases, `some`/`none`, `true`/`false`, tuple elements), as the compiler's
/// space engine does for the patterns the playground checks.
extension ExpressionChecker {
    func covers(_ rows: [[Pattern]], _ types: [SwiftType]) -> Bool {
        guard let first = types.first else { return !rows.isEmpty }
        if rows.isEmpty { return false }
        let rest = Array(types.dropFirst())
        if rows.contains(where: { $0.allSatisfy(Self.isIrrefutable) }) { return true }
        let type = resolve(first)
        /// The rows whose first pattern `split` accepts, with it replaced by what `split` returns.
        func specialize(_ split: (Pattern) -> [Pattern]?) -> [[Pattern]] {
            rows.compactMap { row in split(row[0]).map { $0 + row.dropFirst() } }
        }
        if case .tuple(let elements, _) = type {
            let expanded = specialize { p in
                if Self.isIrrefutable(p) { return Array(repeating: .wildcard, count: elements.count) }
                if case .tuple(let ps) = p, ps.count == elements.count { return ps }
                return nil
            }
            return covers(expanded, elements + rest)
        }
        if let wrapped = type.optionalWrapped {
            let some = specialize { p in
                switch p {
                case .optionalSome(let inner): [inner]
                case .enumCase("some", let subs): [subs.first ?? .wildcard]
                default: Self.isIrrefutable(p) ? [.wildcard] : nil
                }
            }
            let none = specialize { p in
                if case .enumCase("none", _) = p { return [] }
                return Self.isIrrefutable(p) ? [] : nil
            }
            return covers(some, [wrapped] + rest) && covers(none, rest)
        }
        if type == DeclarationTable.bool {
            return [true, false].allSatisfy { value in
                covers(specialize { p in
                    if case .expression(let e) = p, case .bool(let b) = e.kind { return b == value ? [] : nil }
                    return Self.isIrrefutable(p) ? [] : nil
                }, rest)
            }
        }
        if case .nominal(let id, _) = type, let decl = table.nominal(id), decl.kind == .enum {
            let substitution = system.substitution(for: type)
            return decl.enumCaseOrder.allSatisfy { name in
                guard let c = decl.enumCases[name] else { return true }
                let payload = c.payload.map { $0.substituting(substitution) }
                // A case carrying a `Never` has no values (`.failure` of a `Result<T, Never>`).
                if payload.contains(where: isUninhabited) { return true }
                let wildcards = Array(repeating: Pattern.wildcard, count: payload.count)
                let specialized = specialize { p in
                    if Self.isIrrefutable(p) { return wildcards }
                    guard case .enumCase(let n, let subs) = p, n == name else { return nil }
                    if subs.count == payload.count { return subs }
                    if subs.count == 1, Self.isIrrefutable(subs[0]) { return wildcards }
                    if subs.count == 1, case .tuple(let ps) = subs[0], ps.count == payload.count { return ps }
                    return subs.isEmpty ? wildcards : nil
                }
                return covers(specialized, payload + rest)
            }
        }
        return covers(specialize { Self.isIrrefutable($0) ? [] : nil }, rest)
    }

    /// An enum without cases (`Never`): no value has the type.
    func isUninhabited(_ type: SwiftType) -> Bool {
        guard case .nominal(let id, _) = resolve(type), let decl = table.nominal(id) else { return false }
        return decl.kind == .enum && decl.enumCaseOrder.isEmpty
    }
}
