/// Environment styling on any view: `.foregroundColor(_:)`, `.bold()`, `.italic()`, or a
/// `.font(_:)` the adapter maps to bold. Text and symbols inside inherit it unless they set
/// their own; borders, dividers and colours keep their colours.
public struct StyleDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let style: CellStyle

    public init(_ content: any Drawable, style: CellStyle) {
        self.content = content.depthLimited()
        self.style = style
    }

    public func replacingContent(_ content: any Drawable) -> StyleDrawable {
        StyleDrawable(content, style: style)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        buffer.withInheritedStyle(style) { buffer in
            content.draw(into: &buffer, in: rect)
        }
    }
}
