import PlaygroundRuntime

/// SwiftUI's `Text`: a string that wraps at word boundaries (and between CJK characters)
/// within the proposed width and ends in `…` when the proposed height or `lineLimit` cuts it.
/// It is never shorter than one line; with no proposed width it keeps to its own lines.
public struct TextDrawable: Drawable {
    public var string: String
    /// Colour and attributes (`.bold()`, `.italic()`, `.foregroundColor(_:)`).
    public var style: CellStyle
    /// SwiftUI's `lineLimit`.
    public var lineLimit: Int?
    /// SwiftUI's `multilineTextAlignment`.
    public var alignment: HorizontalAlignment

    public init(
        _ string: String,
        style: CellStyle = .plain,
        lineLimit: Int? = nil,
        alignment: HorizontalAlignment = .leading
    ) {
        self.string = string
        self.style = style
        self.lineLimit = lineLimit
        self.alignment = alignment
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let layout = layout(width: proposal.width, height: proposal.height)
        return Size(width: layout.width, height: layout.lines.count)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let layout = layout(width: rect.width, height: rect.height)
        for (row, line) in layout.lines.enumerated() {
            let y = rect.minY + row
            guard y < buffer.clip.maxY else { break }
            let x = rect.minX + alignment.offset(of: line.width, in: rect.width)
            buffer.write(line.text, x: x, y: y, style: style)
        }
    }

    /// Lines fit `height`, but text always takes its first line: offered less, it overflows.
    private func layout(width: Int?, height: Int?) -> TextLayout {
        let limits = [lineLimit, height.map { max(1, $0) }].compactMap { $0 }
        return TextLayout(string, width: width, maxLines: limits.min())
    }

    /// This text in bold.
    public func bold(_ isActive: Bool = true) -> TextDrawable {
        var copy = self
        copy.style.bold = isActive
        return copy
    }

    /// This text in italics.
    public func italic(_ isActive: Bool = true) -> TextDrawable {
        var copy = self
        copy.style.italic = isActive
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: TerminalColor?) -> TextDrawable {
        var copy = self
        copy.style.foreground = color
        return copy
    }
}

extension TextDrawable: ViewKind {
    static let declarations = ["Text"]

    /// Text in the environment's colour, weight, line limit and alignment, then its own `bold()`,
    /// `italic()`, colour, style, font weight, underline and strikethrough.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var style = CellStyle(foreground: context.environment.foreground, bold: context.environment.bold)
        if node.field("isBold")?.boolValue == true { style.bold = true }
        if node.field("isItalic")?.boolValue == true { style.italic = true }
        if let color = node.field("color")?.terminalColor { style.foreground = color }
        if node.field("font")?.isBoldFont == true { style.bold = true }
        if let weight = node.field("weight")?.field("value")?.doubleValue { style.bold = weight >= 0.3 }
        if node.field("isUnderlined")?.boolValue == true { style.underline = true }
        if node.field("isStrikethrough")?.boolValue == true { style.strikethrough = true }
        if node.field("foregroundStyle")?.unwrapped.field("storage") != nil {
            style.foreground = ShapePaint(style: node.field("foregroundStyle"), foreground: style.foreground, tint: context.environment.tint).lineColor
        }
        return [TextDrawable(
            node.field("content")?.stringValue ?? "", style: style, lineLimit: context.environment.lineLimit,
            alignment: context.environment.textAlignment ?? .leading)]
    }
}
