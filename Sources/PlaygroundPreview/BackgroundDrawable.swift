/// SwiftUI's `.background(_:alignment:)`: a view drawn behind its content, offered the
/// content's size and placed by `alignment`; only the content's size counts for layout.
public struct BackgroundDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let background: any Drawable
    public let alignment: Alignment

    public init(_ content: any Drawable, background: any Drawable, alignment: Alignment = .center) {
        self.content = content.depthLimited()
        self.background = background.depthLimited()
        self.alignment = alignment
    }

    /// `.background(Color.blue)`.
    public init(_ content: any Drawable, color: TerminalColor) {
        self.init(content, background: ColorDrawable(color))
    }

    public func replacingContent(_ content: any Drawable) -> BackgroundDrawable {
        BackgroundDrawable(content, background: background, alignment: alignment)
    }

    public var nestingDepth: Int { max(content.nestingDepth, background.nestingDepth) &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let size = background.sizeThatFits(ProposedSize(rect.size))
        background.draw(into: &buffer, in: rect.placing(size, alignment: alignment))
        content.draw(into: &buffer, in: rect)
    }
}
