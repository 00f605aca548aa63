import PlaygroundRuntime

/// SwiftUI's `EmptyView`: no size, no drawing, skipped by stacks and lists.
public struct EmptyDrawable: Drawable {
    public init() {}

    public var isEmpty: Bool { true }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {}
}

extension EmptyDrawable: ViewKind {
    static let declarations = ["EmptyView"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] { [] }
}
