import PlaygroundRuntime

/// SwiftUI's `Image(systemName:)`: the symbol's glyph from `SystemSymbol`, or `[name]` for
/// a symbol the table does not know; `Image("name")` (an asset) is `[name]`. One row, its
/// glyph's width. An image of nothing (`Image(uiImage: UIImage())`, `Image("")`) has no size.
public struct ImageDrawable: Drawable {
    public var systemName: String
    /// The asset's name, for `Image(_:)`.
    public var assetName: String?
    /// The symbol's colour (`.foregroundColor(_:)`); `nil` inherits.
    public var style: CellStyle

    public init(systemName: String, style: CellStyle = .plain) {
        self.systemName = systemName
        self.style = style
    }

    /// `Image("name")`: an image from the asset catalog, which the preview does not have.
    public init(assetName: String, style: CellStyle = .plain) {
        self.init(systemName: "", style: style)
        self.assetName = assetName
    }

    /// The text the symbol shows as.
    public var glyph: String { assetName.map { "[\($0)]" } ?? SystemSymbol.display(for: systemName) }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if assetName?.isEmpty == true { return Size(width: 0, height: 0) }
        return Size(width: DisplayWidth.of(glyph), height: 1)
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
        let style = CellStyle(foreground: context.environment.foreground)
        if let asset = node.field("name")?.stringValue, node.field("systemName")?.stringValue?.isEmpty ?? true {
            return [ImageDrawable(assetName: asset, style: style)]
        }
        return [ImageDrawable(systemName: node.field("systemName")?.stringValue ?? "", style: style)]
    }
}
