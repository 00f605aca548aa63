import PlaygroundRuntime

/// SwiftUI's `.padding`: insets its content on the given edges and grows by as much.
public struct PaddingDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    /// The insets in cells.
    public let insets: EdgeInsets

    /// `.padding(edges, length)`: `length` in points, `nil` for SwiftUI's default.
    public init(_ content: any Drawable, edges: EdgeSet = .all, length: Double? = nil) {
        self.init(content, insets: EdgeInsets(edges, points: length ?? Metrics.defaultPadding))
    }

    /// `.padding(EdgeInsets(top:leading:bottom:trailing:))`, each in points.
    public init(_ content: any Drawable, top: Double, leading: Double, bottom: Double, trailing: Double) {
        let insets = EdgeInsets(
            top: Metrics.rows(top), leading: Metrics.columns(leading),
            bottom: Metrics.rows(bottom), trailing: Metrics.columns(trailing)
        )
        self.init(content, insets: insets)
    }

    /// Padding of `insets` cells.
    public init(_ content: any Drawable, insets: EdgeInsets) {
        self.content = content.depthLimited()
        self.insets = insets
    }

    public func replacingContent(_ content: any Drawable) -> PaddingDrawable {
        PaddingDrawable(content, insets: insets)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let inner = content.sizeThatFits(proposal.inset(by: insets))
        return Size(width: inner.width &+ insets.horizontal, height: inner.height &+ insets.vertical)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        content.draw(into: &buffer, in: rect.inset(by: insets))
    }
}

extension PaddingDrawable: ModifierKind {
    static let declarations = ["_PaddingLayout"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        var edges = EdgeSet.all
        if case .int(let raw)? = modifier.field("edges")?.field("rawValue") { edges = EdgeSet(rawValue: UInt8(truncatingIfNeeded: raw)) }
        return PaddingDrawable(view, edges: edges, length: modifier.field("insets")?.doubleValue)
    }
}
