import PlaygroundRuntime

/// SwiftUI's `Divider`: a line across its stack (`─` in a vertical stack, `│` in a
/// horizontal one), one cell thick, as long as offered; it joins the box lines it touches.
public struct DividerDrawable: Drawable {
    /// The axis of the stack it is in, set by the stack; `nil` counts as vertical.
    public var axis: Axis?
    public var color: TerminalColor?

    public init(axis: Axis? = nil, color: TerminalColor? = nil) {
        self.axis = axis
        self.color = color
    }

    public func oriented(along axis: Axis) -> any Drawable {
        DividerDrawable(axis: axis, color: color)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let axis = axis ?? .vertical
        return Size(along: axis, 1, across: proposal.length(along: axis.crossing) ?? 1)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        if axis == .horizontal {
            buffer.drawLine(x: rect.minX, y: rect.minY, length: rect.height, along: .vertical, color: color)
        } else {
            buffer.drawLine(x: rect.minX, y: rect.minY, length: rect.width, along: .horizontal, color: color)
        }
    }
}

extension DividerDrawable: ViewKind {
    static let declarations = ["Divider"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] { [DividerDrawable()] }
}
