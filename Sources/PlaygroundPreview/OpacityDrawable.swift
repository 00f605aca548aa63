import PlaygroundRuntime

/// SwiftUI's `.opacity(_:)`: below 1 its content draws dim (SGR faint); at 0 it is not
/// drawn at all but keeps its place.
public struct OpacityDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let opacity: Double

    public init(_ content: any Drawable, opacity: Double) {
        self.content = content.depthLimited()
        self.opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    }

    public func replacingContent(_ content: any Drawable) -> OpacityDrawable {
        OpacityDrawable(content, opacity: opacity)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        if opacity <= 0 { return }
        if opacity >= 1 {
            content.draw(into: &buffer, in: rect)
            return
        }
        buffer.withInheritedStyle(CellStyle(dim: true)) { buffer in
            content.draw(into: &buffer, in: rect)
        }
    }
}

extension OpacityDrawable: ModifierKind {
    static let declarations = ["_OpacityEffect"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        OpacityDrawable(view, opacity: modifier.field("opacity")?.doubleValue ?? 1)
    }
}
