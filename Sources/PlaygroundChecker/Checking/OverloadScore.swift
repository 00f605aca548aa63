/// How good an overload is; lower is better, compared field by field in order.
struct OverloadScore: Comparable {
    /// A result that is not the context's type loses to one that is (`let xs: [Cat] =
    /// allCases.dropLast()` takes `Sequence`'s array over the array's own slice).
    var resultMismatch = 0
    var unavailable = 0
    var disfavored = 0
    /// Implicit conversions (value to optional, erasure to `Any`).
    var conversions = 0
    /// Protocol extension members lose to the concrete type's own members.
    var protocolExtension = 0
    /// Parameter packs lose to fixed arity.
    var usesPack = 0
    var genericParameters = 0
    /// Among otherwise equal generic overloads, the more constrained one is more specialized
    /// (`buildIf<C: Sequence>` over `buildIf<C>`).
    var constraints = 0

    /// The fields that come before the count of generic parameters.
    var beforeGenerics: [Int] { [resultMismatch, unavailable, disfavored, conversions, protocolExtension, usesPack] }

    private var key: [Int] { [resultMismatch, unavailable, disfavored, conversions, protocolExtension, usesPack, genericParameters, -constraints] }

    static func < (a: OverloadScore, b: OverloadScore) -> Bool { a.key.lexicographicallyPrecedes(b.key) }
    static func == (a: OverloadScore, b: OverloadScore) -> Bool { a.key == b.key }
}
