/// How big a type is, counted without building anything, for `Limits.typeNodes`.
extension SwiftType {
    /// Whether the type has more than `limit` nodes; stops counting once it has.
    public func hasMoreNodes(than limit: Int) -> Bool {
        var left = limit
        return !fits(in: &left)
    }

    /// Counts this type's nodes against `budget`; false once the budget is spent.
    private func fits(in budget: inout Int) -> Bool {
        budget -= 1
        if budget < 0 { return false }
        switch self {
        case .nominal(_, let arguments): return arguments.allSatisfy { $0.fits(in: &budget) }
        case .tuple(let elements, _): return elements.allSatisfy { $0.fits(in: &budget) }
        case .function(let parameters, let result): return parameters.allSatisfy { $0.fits(in: &budget) } && result.fits(in: &budget)
        case .member(let base, _), .packExpansion(let base), .inoutParameter(let base), .metatype(let base): return base.fits(in: &budget)
        case .parameter, .variable, .existential, .error: return true
        }
    }
}
