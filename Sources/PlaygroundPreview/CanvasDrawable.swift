import PlaygroundRuntime

/// SwiftUI's `Canvas`: the preview runs no renderer, so it is a box titled "Canvas" that takes
/// the whole proposed size, as a canvas does (a shape's ideal size where none is proposed).
public struct CanvasDrawable: Drawable {
    private let box = LabelledBoxDrawable(title: "Canvas", children: [])

    public init() {}

    public var nestingDepth: Int { 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let least = box.sizeThatFits(proposal)
        return Size(
            width: max(proposal.width ?? Metrics.columns(Metrics.shapeIdealLength), min(least.width, proposal.width ?? least.width)),
            height: max(proposal.height ?? Metrics.rows(Metrics.shapeIdealLength), least.height))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) { box.draw(into: &buffer, in: rect) }
}

extension CanvasDrawable: ViewKind {
    static let declarations = ["Canvas"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [CanvasDrawable()]
    }
}
