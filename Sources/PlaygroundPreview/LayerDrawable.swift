import PlaygroundRuntime

/// SwiftUI's `.background(_:alignment:)` and `.overlay(_:alignment:)`: a second view drawn
/// behind or over the content, offered the content's size and placed by `alignment`; only the
/// content's size counts for layout.
public struct LayerDrawable: ModifierDrawable {
    /// Where the second view goes: behind the content or over it.
    public enum Placement: Sendable { case background, overlay }

    public private(set) var content: any Drawable
    public let placement: Placement
    public let layer: any Drawable
    public let alignment: Alignment

    public init(_ content: any Drawable, _ placement: Placement, _ layer: any Drawable, alignment: Alignment = .center) {
        self.content = content.depthLimited()
        self.placement = placement
        self.layer = layer.depthLimited()
        self.alignment = alignment
    }

    /// `.background(Color.blue)`, `.overlay(Color.red)`.
    public init(_ content: any Drawable, _ placement: Placement, color: TerminalColor) {
        self.init(content, placement, ColorDrawable(color))
    }

    public func replacingContent(_ content: any Drawable) -> LayerDrawable {
        LayerDrawable(content, placement, layer, alignment: alignment)
    }

    public var nestingDepth: Int { max(content.nestingDepth, layer.nestingDepth) &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        if placement == .overlay { content.draw(into: &buffer, in: rect) }
        let size = layer.sizeThatFits(ProposedSize(rect.size))
        layer.draw(into: &buffer, in: rect.placing(size, alignment: alignment))
        if placement == .background { content.draw(into: &buffer, in: rect) }
    }
}

extension LayerDrawable: ModifierKind {
    static let declarations = ["_BackgroundStyleModifier", "_OverlayStyleModifier", "_BackgroundModifier", "_OverlayModifier"]

    /// A style fills behind or over the view; a view is layered with its alignment; a stroked
    /// inset shape in an overlay is a border.
    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        let name = modifier.instance.decl.id.qualifiedName
        let placement: Placement = name.hasPrefix("_Background") ? .background : .overlay
        if name.hasSuffix("StyleModifier") {
            // The window's background (`.background()`) is the page the preview is drawn on.
            let paint = ShapePaint(style: modifier.field("style"), foreground: .primary, tint: nil)
            if paint == .color(.clear) { return view }
            return LayerDrawable(view, placement, color: modifier.field("style")?.terminalColor ?? paint.lineColor)
        }
        if let border = Border(modifier: modifier.instance) {
            return BorderDrawable(view, color: border.style?.terminalColor ?? .primary, width: border.lineWidth)
        }
        let layer = modifier.views(["modifier", placement == .background ? "background" : "overlay"], in: context)
        return LayerDrawable(view, placement, context.unary(layer), alignment: modifier.field("alignment").alignment(axis: nil))
    }
}
