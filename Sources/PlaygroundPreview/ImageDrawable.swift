import PlaygroundRuntime

/// SwiftUI's `Image(systemName:)`: the symbol's glyph from `SystemSymbol`, or `[name]` for
/// a symbol the table does not know; one row, its glyph's width.
public struct ImageDrawable: Drawable {
    public var systemName: String
    /// The symbol's colour (`.foregroundColor(_:)`); `nil` inherits.
    public var style: CellStyle

    public init(systemName: String, style: CellStyle = .plain) {
        self.systemName = systemName
        self.style = style
    }

    /// The text the symbol shows as.
    public var glyph: String { SystemSymbol.display(for: systemName) }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: DisplayWidth.of(glyph), height: 1)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.withClip(rect) { buffer in
            buffer.write(glyph, x: rect.minX, y: rect.minY, style: style)
        }
    }
}

extension ImageDrawable: ViewKind {
    static let declarations = ["Image"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        // A named (asset) image, `Image("name")`, shows as its name in brackets unless a symbol has that name.
        var name = node.field("systemName")?.stringValue ?? ""
        if name.isEmpty, let asset = node.field("name")?.stringValue { name = asset }
        return [ImageDrawable(systemName: name, style: CellStyle(foreground: context.environment.foreground))]
    }
}
