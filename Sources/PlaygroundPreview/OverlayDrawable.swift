/// SwiftUI's `.overlay(_:alignment:)`: a view drawn over its content, offered the content's
/// size and placed by `alignment`; only the content's size counts for layout.
public struct OverlayDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let overlay: any Drawable
    public let alignment: Alignment

    public init(_ content: any Drawable, overlay: any Drawable, alignment: Alignment = .center) {
        self.content = content.depthLimited()
        self.overlay = overlay.depthLimited()
        self.alignment = alignment
    }

    /// `.overlay(Color.red)`.
    public init(_ content: any Drawable, color: TerminalColor) {
        self.init(content, overlay: ColorDrawable(color))
    }

    public func replacingContent(_ content: any Drawable) -> OverlayDrawable {
        OverlayDrawable(content, overlay: overlay, alignment: alignment)
    }

    public var nestingDepth: Int { max(content.nestingDepth, overlay.nestingDepth) &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        content.draw(into: &buffer, in: rect)
        let size = overlay.sizeThatFits(ProposedSize(rect.size))
        overlay.draw(into: &buffer, in: rect.placing(size, alignment: alignment))
    }
}
