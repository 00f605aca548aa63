import PlaygroundChecker

/// A mutable variable's storage; closures capture it by reference.
public final class Box: @unchecked Sendable {
    public var value: Value
    public init(_ value: Value) { self.value = value }
}

/// The variables in scope at run time, `self`, and the generic arguments of the running function.
public final class Environment: @unchecked Sendable {
    var variables: [String: Box] = [:]
    let parent: Environment?
    /// `self`, boxed so mutating methods and initializers can change it.
    var selfBox: Box?
    /// Generic parameters of the running function and its type, bound to concrete types.
    var substitution: Substitution

    init(parent: Environment?, selfBox: Box? = nil, substitution: Substitution = .empty) {
        self.parent = parent
        self.selfBox = selfBox ?? parent?.selfBox
        self.substitution = substitution.bindings.isEmpty ? (parent?.substitution ?? .empty) : substitution
    }

    func lookup(_ name: String) -> Box? {
        var env: Environment? = self
        while let e = env {
            if let box = e.variables[name] { return box }
            env = e.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) {
        variables[name] = Box(value)
    }
}
