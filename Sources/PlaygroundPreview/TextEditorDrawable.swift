import PlaygroundRuntime

/// SwiftUI's `TextEditor`: its text wrapped inside a rounded box. It fills the proposed size;
/// without a proposal it is as wide as its longest line and as tall as its lines.
public struct TextEditorDrawable: Drawable {
    public let text: String

    public init(text: String) {
        self.text = text
    }

    private static let frame = EdgeInsets(all: 1)

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = proposal.width ?? (TextLayout(text, width: nil, maxLines: nil).width &+ 2)
        let lines = TextLayout(text, width: max(0, width - 2), maxLines: nil).lines.count
        return Size(width: max(2, width), height: proposal.height ?? (max(1, lines) &+ 2))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let inner = rect.inset(by: Self.frame)
        buffer.withClip(inner) { buffer in
            TextDrawable(text).draw(into: &buffer, in: Rect(origin: inner.origin, size: Size(width: inner.width, height: Metrics.unbounded)))
        }
        buffer.drawBox(rect, style: .rounded, color: .secondary)
    }
}

extension TextEditorDrawable: ViewKind {
    static let declarations = ["TextEditor"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [TextEditorDrawable(text: node.field("text")?.bindingValue(context.interpreter)?.stringValue ?? "")]
    }
}
