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
    /// The type whose initializer is running here (its stores into `self` run no observers).
    weak var initializing: NominalDecl?

    init(parent: Environment?, selfBox: Box? = nil, substitution: Substitution = .empty) {
        self.parent = parent
        self.selfBox = selfBox ?? parent?.selfBox
        self.initializing = selfBox == nil ? parent?.initializing : nil
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

    /// What a closure made here keeps, above `globals`: the variables in scope now (their boxes,
    /// so writes are shared both ways), `self` and the generic arguments; not the scopes
    /// themselves, nor the result-builder temporaries a closure cannot name. Holding a scope, a
    /// closure would hold a temporary defined there later to hold it (a `Button`'s action in a
    /// body): a cycle that keeps every evaluated body's values after the session.
    func captured(above globals: Environment) -> Environment {
        let kept = Environment(parent: globals, selfBox: selfBox, substitution: substitution)
        var env: Environment? = self
        while let scope = env, scope !== globals {
            for (name, box) in scope.variables where kept.variables[name] == nil && !name.hasPrefix(Self.temporaryPrefix) {
                kept.variables[name] = box
            }
            env = scope.parent
        }
        return kept
    }

    /// The prefix of the names the result-builder transform gives its temporaries
    /// (`ExpressionChecker.temporary()`).
    static let temporaryPrefix = "__builder"
}
