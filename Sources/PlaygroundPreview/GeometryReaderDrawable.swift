import PlaygroundRuntime

/// SwiftUI's `GeometryReader`: takes the whole proposed size (a shape's ideal size where
/// none is proposed) and draws its content at its top-leading corner, offered that size.
public struct GeometryReaderDrawable: Drawable {
    public let content: any Drawable

    public init(content: any Drawable) {
        self.content = content.depthLimited()
    }

    public var nestingDepth: Int { content.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(
            width: proposal.width ?? Metrics.columns(Metrics.shapeIdealLength),
            height: proposal.height ?? Metrics.rows(Metrics.shapeIdealLength))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let size = content.sizeThatFits(ProposedSize(rect.size))
        content.draw(into: &buffer, in: rect.placing(size, alignment: .topLeading))
    }
}

extension GeometryReaderDrawable: ViewKind {
    static let declarations = ["GeometryReader"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let children = context.childDrawables(of: node, role: "content")
        return [GeometryReaderDrawable(content: ZStackDrawable(alignment: .topLeading, layers: children))]
    }
}
