import PlaygroundRuntime

/// SwiftUI's `.frame(width:height:alignment:)`: fixes the given dimensions, proposes them
/// to its content, and places the content inside by `alignment`; a dimension left `nil`
/// is the content's.
public struct FrameDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    /// Fixed width in cells.
    public let width: Int?
    /// Fixed height in cells.
    public let height: Int?
    public let alignment: Alignment

    /// Lengths in points.
    public init(_ content: any Drawable, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.init(content, columns: width.map(Metrics.columns), rows: height.map(Metrics.rows), alignment: alignment)
    }

    /// Lengths in cells.
    public init(_ content: any Drawable, columns: Int?, rows: Int?, alignment: Alignment = .center) {
        self.content = content.depthLimited()
        self.width = columns.map(Metrics.clampCells)
        self.height = rows.map(Metrics.clampCells)
        self.alignment = alignment
    }

    public func replacingContent(_ content: any Drawable) -> FrameDrawable {
        FrameDrawable(content, columns: width, rows: height, alignment: alignment)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let offered = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
        let inner = content.sizeThatFits(offered)
        return Size(width: width ?? inner.width, height: height ?? inner.height)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let inner = content.sizeThatFits(ProposedSize(rect.size))
        content.draw(into: &buffer, in: rect.placing(inner, alignment: alignment))
    }
}

extension FrameDrawable: ModifierKind {
    static let declarations = ["_FrameLayout"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        FrameDrawable(
            view, width: modifier.field("width")?.doubleValue, height: modifier.field("height")?.doubleValue,
            alignment: modifier.field("alignment").alignment(axis: nil))
    }
}
