import PlaygroundRuntime

/// A primitive view with no drawing of its own: a rounded box titled with its kind, around its
/// child views stacked vertically (`╭ ScrollView ─╮`). Declared but undrawn kinds still draw.
public struct LabelledBoxDrawable: Drawable {
    public let title: String
    private let content: any Drawable
    private static let frame = EdgeInsets(all: 1)

    public init(title: String, children: [any Drawable]) {
        self.title = title
        let visible = children.filter { !$0.isEmpty }
        self.content = StackDrawable(axis: .vertical, alignment: .leading, spacing: 0, children: visible).depthLimited()
    }

    public var nestingDepth: Int { content.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(proposal.inset(by: Self.frame))
        // Wide enough for the title between the corners (`╭ Title ╮`), when the proposal allows.
        let titled = min(DisplayWidth.of(title) &+ 4, proposal.width ?? Metrics.unbounded)
        return Size(width: max(inner.width &+ 2, titled), height: inner.height &+ 2)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        content.draw(into: &buffer, in: rect.inset(by: Self.frame))
        buffer.drawBox(rect, style: .rounded, color: .secondary)
        guard rect.width >= 4 else { return }
        buffer.withClip(Rect(origin: Point(x: rect.minX &+ 1, y: rect.minY), size: Size(width: rect.width &- 2, height: 1))) { clipped in
            _ = clipped.write(" \(title) ", x: rect.minX &+ 1, y: rect.minY, style: CellStyle(foreground: .secondary))
        }
    }
}

extension LabelledBoxDrawable {
    /// The fallback for a primitive no `ViewKind` draws: its view-valued fields inside the box.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [LabelledBoxDrawable(title: node.kindName, children: context.childDrawables(of: node))]
    }
}
