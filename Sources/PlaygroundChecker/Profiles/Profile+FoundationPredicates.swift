extension Profile {
    /// Foundation's predicates, `#Predicate<Bird> { $0.tag == tag }`, as SwiftData's queries and
    /// fetch descriptors take them.
    ///
    /// Foundation's macro turns the closure into an expression tree (and accepts only the
    /// operations it can translate); the playground keeps the closure as written, checked
    /// against the inputs (`ExpressionChecker.predicateMacro`), and `evaluate(_:)` runs it.
    static let foundationPredicatesSource = #"""
// MARK: Predicates

/// A condition on values of the input types; `type(of:)` prints them as a pack (`Predicate<Pack{Bird}>`).
public struct Predicate<each Input> {
    let _matches: Any
    /// What `#Predicate` makes of its closure.
    public init(_matching matches: Any) { _matches = matches }
    public func evaluate(_ input: repeat each Input) throws -> Bool {
        try _evaluatePredicate(_matches, (repeat each input))
    }
}
"""#
}
