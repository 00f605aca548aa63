import PlaygroundRuntime

/// SwiftUI's `.offset(x:y:)`: draws its content moved by the offset (converted through
/// `Metrics`, negative offsets moving up and left) without changing its layout.
public struct OffsetDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    /// The offset in cells.
    public let dx: Int
    public let dy: Int

    /// `x` and `y` in points.
    public init(_ content: any Drawable, x: Double, y: Double) {
        self.init(content, columns: Self.cells(x, along: .horizontal), rows: Self.cells(y, along: .vertical))
    }

    /// An offset in cells.
    public init(_ content: any Drawable, columns: Int, rows: Int) {
        self.content = content.depthLimited()
        self.dx = columns
        self.dy = rows
    }

    private static func cells(_ points: Double, along axis: Axis) -> Int {
        points < 0 ? -Metrics.cells(-points, along: axis) : Metrics.cells(points, along: axis)
    }

    public func replacingContent(_ content: any Drawable) -> OffsetDrawable {
        OffsetDrawable(content, columns: dx, rows: dy)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        content.draw(into: &buffer, in: Rect(origin: Point(x: rect.minX &+ dx, y: rect.minY &+ dy), size: rect.size))
    }
}

extension OffsetDrawable: ModifierKind {
    static let declarations = ["_OffsetEffect"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        guard let offset = modifier.field("offset")?.sizeValue else { return view }
        return OffsetDrawable(view, x: offset.width, y: offset.height)
    }
}
