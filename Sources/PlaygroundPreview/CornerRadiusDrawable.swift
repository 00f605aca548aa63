import PlaygroundRuntime

/// SwiftUI's `.cornerRadius(_:)`: clips its content to its bounds and rounds the corners
/// it finds there: box corners become arcs (`╭ ╮ ╰ ╯`), painted corners are cleared.
/// A border applied after it stays square, as in SwiftUI.
public struct CornerRadiusDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    /// The radius in points; 0 only clips.
    public let radius: Double

    public init(_ content: any Drawable, radius: Double) {
        self.content = content.depthLimited()
        self.radius = radius
    }

    public func replacingContent(_ content: any Drawable) -> CornerRadiusDrawable {
        CornerRadiusDrawable(content, radius: radius)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        buffer.withClip(rect) { buffer in
            content.draw(into: &buffer, in: rect)
            if radius > 0 { buffer.roundCorners(of: rect) }
        }
    }
}

extension CornerRadiusDrawable: ModifierKind {
    static let declarations = ["_ClipEffect"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        // `.clipShape(_:)`: a rectangle only clips; other built-in shapes round the corners.
        guard let shape = modifier.field("shape") else { return view }
        if let radius = shape.field("cornerRadius")?.doubleValue { return CornerRadiusDrawable(view, radius: radius) }
        return CornerRadiusDrawable(view, radius: ShapeOutline(shape).isRounded ? Metrics.shapeIdealLength : 0)
    }
}
