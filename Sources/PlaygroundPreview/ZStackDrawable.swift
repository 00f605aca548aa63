import PlaygroundRuntime

/// SwiftUI's `ZStack`: layers drawn back to front, each offered the stack's proposal and
/// placed by `alignment`; the stack is as large as its largest layer in each dimension.
public struct ZStackDrawable: Drawable {
    public let alignment: Alignment
    /// Back to front, without empty layers.
    public let layers: [any Drawable]
    public let nestingDepth: Int

    public init(alignment: Alignment = .center, layers: [any Drawable]) {
        self.alignment = alignment
        self.layers = layers.filter { !$0.isEmpty }.map { $0.depthLimited() }
        self.nestingDepth = (self.layers.map(\.nestingDepth).max() ?? 0) &+ 1
    }

    public var isEmpty: Bool { layers.isEmpty }

    public func oriented(along axis: Axis) -> any Drawable {
        ZStackDrawable(alignment: alignment, layers: layers.map { $0.oriented(along: axis) })
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layers.reduce(Size.zero) { union, layer in
            let size = layer.sizeThatFits(proposal)
            return Size(width: max(union.width, size.width), height: max(union.height, size.height))
        }
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let proposal = ProposedSize(rect.size)
        for layer in layers {
            layer.draw(into: &buffer, in: rect.placing(layer.sizeThatFits(proposal), alignment: alignment))
        }
    }
}

extension ZStackDrawable: ViewKind {
    static let declarations = ["ZStack"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [ZStackDrawable(alignment: node.field("alignment").alignment(axis: nil), layers: context.childDrawables(of: node, role: "content"))]
    }
}
