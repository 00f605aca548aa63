import PlaygroundRuntime

/// SwiftUI's `Spacer`: as long as offered along its stack's axis (at least `minLength`),
/// nothing across it; outside a stack it behaves as in a vertical one.
public struct SpacerDrawable: Drawable {
    /// Minimum length in points; `nil` for SwiftUI's default.
    public var minLength: Double?
    /// The axis of the stack it is in, set by the stack.
    public var axis: Axis?

    public init(minLength: Double? = nil, axis: Axis? = nil) {
        self.minLength = minLength
        self.axis = axis
    }

    public func oriented(along axis: Axis) -> any Drawable {
        SpacerDrawable(minLength: minLength, axis: axis)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let axis = axis ?? .vertical
        let least = Metrics.cells(minLength ?? Metrics.defaultSpacerMinLength, along: axis)
        let length = max(least, proposal.length(along: axis) ?? least)
        return Size(along: axis, length, across: 0)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {}
}

extension SpacerDrawable: ViewKind {
    static let declarations = ["Spacer"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [SpacerDrawable(minLength: node.field("minLength")?.doubleValue)]
    }
}
