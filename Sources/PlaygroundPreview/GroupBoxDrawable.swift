import PlaygroundRuntime

/// SwiftUI's `GroupBox`: a rounded box around its label (bold, on the first row) and its
/// content, with a column of space inside each side.
public struct GroupBoxDrawable: Drawable {
    public let label: any Drawable
    public let content: any Drawable
    private let inner: StackDrawable

    public init(label: any Drawable, content: any Drawable) {
        self.label = label.depthLimited()
        self.content = content.depthLimited()
        self.inner = StackDrawable.vertical(alignment: .leading, spacing: 0, [StyleDrawable(self.label, style: CellStyle(bold: true)), self.content])
    }

    /// `GroupBox("Title") { … }`.
    public init(_ title: String, content: any Drawable) {
        self.init(label: TextDrawable(title), content: content)
    }

    public var nestingDepth: Int { inner.nestingDepth &+ 1 }

    private static let frame = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let size = inner.sizeThatFits(proposal.inset(by: Self.frame))
        return Size(width: size.width &+ Self.frame.horizontal, height: size.height &+ Self.frame.vertical)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        inner.draw(into: &buffer, in: rect.inset(by: Self.frame))
        buffer.drawBox(rect, style: .rounded, color: .secondary)
    }
}

extension GroupBoxDrawable: ViewKind {
    static let declarations = ["GroupBox"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let content = StackDrawable.vertical(alignment: .leading, context.childDrawables(of: node, role: "content"))
        return [GroupBoxDrawable(label: context.unary(context.childDrawables(of: node, role: "label")), content: content)]
    }
}
