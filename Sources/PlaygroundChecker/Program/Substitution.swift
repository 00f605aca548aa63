/// Generic parameters bound to types at a use site.
public struct Substitution: Sendable, Hashable {
    public var bindings: [GenericParameter: SwiftType] = [:]
    public init(_ bindings: [GenericParameter: SwiftType] = [:]) { self.bindings = bindings }
    public static let empty = Substitution()
}

extension SwiftType {
    /// Replaces generic parameters bound in `substitution`.
    public func substituting(_ substitution: Substitution) -> SwiftType {
        if substitution.bindings.isEmpty { return self }
        return map { type in
            if case .parameter(let p) = type { return substitution.bindings[p] }
            return nil
        }
    }

    /// Rebuilds the type bottom-up, replacing nodes for which `transform` answers.
    public func map(_ transform: (SwiftType) -> SwiftType?) -> SwiftType {
        if let replaced = transform(self) { return replaced }
        switch self {
        case .nominal(let id, let args): return .nominal(id, args.map { $0.map(transform) })
        case .tuple(let elements, let labels):
            var out: [SwiftType] = []
            var outLabels: [String?] = []
            for (element, label) in zip(elements, labels) {
                // A substituted pack expansion splices its elements into the tuple.
                if case .packExpansion(let pattern) = element, case .tuple(let packed, _) = pattern.map(transform) {
                    out += packed
                    outLabels += Array(repeating: nil, count: packed.count)
                } else {
                    out.append(element.map(transform))
                    outLabels.append(label)
                }
            }
            return .tuple(out, labels: outLabels)
        case .function(let params, let result): return .function(params.map { $0.map(transform) }, result.map(transform))
        case .member(let base, let name): return .member(base.map(transform), name)
        case .packExpansion(let pattern): return .packExpansion(pattern.map(transform))
        case .inoutParameter(let base): return .inoutParameter(base.map(transform))
        case .metatype(let t): return .metatype(t.map(transform))
        case .parameter, .variable, .existential, .error: return self
        }
    }

    /// Whether any part satisfies `predicate`.
    public func contains(where predicate: (SwiftType) -> Bool) -> Bool {
        if predicate(self) { return true }
        switch self {
        case .nominal(_, let args): return args.contains { $0.contains(where: predicate) }
        case .tuple(let elements, _): return elements.contains { $0.contains(where: predicate) }
        case .function(let params, let result):
            return params.contains { $0.contains(where: predicate) } || result.contains(where: predicate)
        case .member(let base, _), .packExpansion(let base), .inoutParameter(let base), .metatype(let base): return base.contains(where: predicate)
        case .parameter, .variable, .existential, .error: return false
        }
    }
}
