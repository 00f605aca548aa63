import PlaygroundChecker

/// One subview of a custom `Layout` as the drawing gives it to the layout's code, in points:
/// how it measures for a proposal, what happens when the layout places it, and what its
/// modifiers handed its container (`layoutPriority`, `layoutValue(key:value:)`).
public struct LayoutSubviewHandle {
    /// A proposal in points; `nil` asks for the ideal length, `.infinity` offers everything.
    public typealias Proposal = (width: Double?, height: Double?)

    /// The subview's size in points for a proposal.
    public var measure: (Proposal) -> (width: Double, height: Double)
    /// Called with the position, its anchor (unit point) and the proposal `place(at:anchor:proposal:)` got.
    public var place: (_ x: Double, _ y: Double, _ anchor: (x: Double, y: Double), Proposal) -> Void
    public var priority: Double
    /// The value the subview's `layoutValue(key:value:)` wrote for the trait type
    /// `_LayoutTrait<Key>`, if any.
    public var layoutValue: (_ trait: SwiftType) -> Value?

    public init(
        measure: @escaping (Proposal) -> (width: Double, height: Double),
        place: @escaping (Double, Double, (x: Double, y: Double), Proposal) -> Void,
        priority: Double,
        layoutValue: @escaping (SwiftType) -> Value?
    ) {
        self.measure = measure
        self.place = place
        self.priority = priority
        self.layoutValue = layoutValue
    }
}
