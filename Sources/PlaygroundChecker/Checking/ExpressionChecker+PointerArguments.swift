extension ExpressionChecker {
    /// A mutable raw pointer passed where a function takes an immutable one (`os_log(.fault,
    /// dso: handle, …)` given an `UnsafeMutableRawPointer`): Swift converts pointer arguments so,
    /// and only arguments, as `UnsafeRawPointer(_:)` does. Nil when the conversion does not apply.
    func pointerArgument(_ value: Expr, to target: SwiftType) -> Expr? {
        let wanted = resolve(target)
        let immutable = SwiftType.nominal(NominalID("UnsafeRawPointer"), [])
        guard resolve(value.type) == .nominal(NominalID("UnsafeMutableRawPointer"), []), (wanted.optionalWrapped ?? wanted) == immutable else { return nil }
        let saved = solver
        guard let converted = try? initializer(of: immutable, [Argument(label: nil, checked: value)], expected: immutable, at: value.syntax) else {
            solver = saved
            return nil
        }
        solver.conversions += 1
        return wanted.optionalWrapped == nil ? converted : Expr(.wrapOptional(converted), wanted, value.syntax)
    }
}
