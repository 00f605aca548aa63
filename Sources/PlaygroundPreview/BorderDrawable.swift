/// SwiftUI's `.border(_:width:)`: a box around its content. Unlike SwiftUI's stroke, which
/// overlaps the content's edge, the box takes one cell on each side outside the content,
/// whatever the width; widths from `Metrics.heavyLineWidth` up draw heavy lines. A corner
/// radius (a rounded-rectangle stroke) rounds the light box's corners.
public struct BorderDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let color: TerminalColor
    public let style: BoxStyle

    /// `width` and `cornerRadius` in points.
    public init(_ content: any Drawable, color: TerminalColor = .primary, width: Double = 1, cornerRadius: Double = 0) {
        self.init(content, color: color, style: BoxStyle(strokeWidth: width, cornerRadius: cornerRadius))
    }

    public init(_ content: any Drawable, color: TerminalColor, style: BoxStyle) {
        self.content = content.depthLimited()
        self.color = color
        self.style = style
    }

    public func replacingContent(_ content: any Drawable) -> BorderDrawable {
        BorderDrawable(content, color: color, style: style)
    }

    private static let frame = EdgeInsets(all: 1)

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(proposal.inset(by: Self.frame))
        return Size(width: inner.width &+ 2, height: inner.height &+ 2)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        content.draw(into: &buffer, in: rect.inset(by: Self.frame))
        buffer.drawBox(rect, style: style, color: color)
    }
}
