import PlaygroundRuntime

/// SwiftUI's `Color` as a view: fills whatever it is offered (ideally a 10-point square);
/// drawn as a swatch of block glyphs in plain text and as background colour otherwise.
public struct ColorDrawable: Drawable {
    public var color: TerminalColor

    public init(_ color: TerminalColor) {
        self.color = color
    }

    /// The colour for a SwiftUI colour name, the gray `secondary` swatch for unknown names.
    public init(named name: String) {
        self.init(TerminalColor(named: name) ?? .secondary)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(
            width: proposal.width ?? Metrics.columns(Metrics.shapeIdealLength),
            height: proposal.height ?? Metrics.rows(Metrics.shapeIdealLength)
        )
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        buffer.paint(rect, color: color)
    }
}

extension ColorDrawable: ViewKind {
    static let declarations = ["Color"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [node.value.terminalColor.map { ColorDrawable($0) } ?? ColorDrawable(named: node.value.colorName ?? "primary")]
    }
}
