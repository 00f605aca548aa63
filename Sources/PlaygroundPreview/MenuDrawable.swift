import PlaygroundRuntime

/// SwiftUI's `Menu`, closed: its label followed by `⌄`, in the tint. Its items are not shown.
public struct MenuDrawable: Drawable {
    public let label: any Drawable
    public let tint: TerminalColor
    private let row: StackDrawable

    public init(label: any Drawable, tint: TerminalColor = .accentColor) {
        self.label = label.depthLimited()
        self.tint = tint
        self.row = StackDrawable.horizontal([self.label, TextDrawable("⌄")])
    }

    /// `Menu("Title") { … }`.
    public init(_ title: String) {
        self.init(label: TextDrawable(title))
    }

    public var nestingDepth: Int { row.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        row.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        buffer.withInheritedStyle(CellStyle(foreground: tint)) { buffer in
            row.draw(into: &buffer, in: rect)
        }
    }
}

extension MenuDrawable: ViewKind {
    static let declarations = ["Menu"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [MenuDrawable(label: context.unary(context.childDrawables(of: node, role: "label")), tint: context.environment.tint ?? .accentColor)]
    }
}
