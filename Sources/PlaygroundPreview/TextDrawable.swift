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
    /// Parts of `string` in styles of their own (a concatenation, an attributed string's
    /// runs), in order; empty when the whole string is in `style`.
    public var runs: [Run] = []

    /// Characters drawn in one style.
    public struct Run: Hashable, Sendable {
        public var text: String
        public var style: CellStyle
        public init(text: String, style: CellStyle) {
            self.text = text
            self.style = style
        }
    }

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
        // Runs are matched to the laid-out characters only when there are some.
        var styled = runs.isEmpty ? nil : StyledCharacters(runs)
        for (row, line) in layout.lines.enumerated() {
            let y = rect.minY + row
            guard y < buffer.clip.maxY else { break }
            let x = rect.minX + alignment.offset(of: line.width, in: rect.width)
            if styled == nil {
                buffer.write(line.text, x: x, y: y, style: style)
            } else {
                var column = x
                for character in line.text where column < buffer.clip.maxX {
                    column += buffer.put(character, x: column, y: y, style: styled?.style(of: character) ?? style)
                }
            }
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
        for index in copy.runs.indices { copy.runs[index].style.bold = isActive }
        return copy
    }

    /// This text in italics.
    public func italic(_ isActive: Bool = true) -> TextDrawable {
        var copy = self
        copy.style.italic = isActive
        for index in copy.runs.indices { copy.runs[index].style.italic = isActive }
        return copy
    }

    /// This text in `color`.
    public func foregroundColor(_ color: TerminalColor?) -> TextDrawable {
        var copy = self
        for index in copy.runs.indices where copy.runs[index].style.foreground == style.foreground {
            copy.runs[index].style.foreground = color
        }
        copy.style.foreground = color
        return copy
    }
}

extension TextDrawable: ViewKind {
    static let declarations = ["Text"]

    /// Text in the environment's colour, weight, line limit and alignment, then its own `bold()`,
    /// `italic()`, colour, style, font weight, underline and strikethrough; a concatenation's
    /// parts and an attributed string's runs each in their own over it.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let environment = CellStyle(foreground: context.environment.foreground, bold: context.environment.bold)
        let style = Self.style(of: node.value, over: environment, tint: context.environment.tint)
        var drawable = TextDrawable(
            node.field("content")?.stringValue ?? "", style: style, lineLimit: context.environment.lineLimit,
            alignment: context.environment.textAlignment ?? .leading)
        if case .array(let parts)? = node.field("_runs")?.unwrapped, !parts.isEmpty {
            drawable.runs = Self.runs(of: node.value, style: style, tint: context.environment.tint)
        }
        return [drawable]
    }

    /// The style a `Text` value sets, over the one it is drawn in.
    static func style(of text: Value, over inherited: CellStyle, tint: TerminalColor?) -> CellStyle {
        var style = inherited
        if text.field("isBold")?.boolValue == true { style.bold = true }
        if text.field("isItalic")?.boolValue == true { style.italic = true }
        if let color = text.field("color")?.terminalColor { style.foreground = color }
        if let background = text.field("_background")?.terminalColor { style.background = background }
        if text.field("font")?.isBoldFont == true { style.bold = true }
        if let weight = text.field("weight")?.field("value")?.doubleValue { style.bold = weight >= 0.3 }
        if text.field("isUnderlined")?.boolValue == true { style.underline = true }
        if text.field("isStrikethrough")?.boolValue == true { style.strikethrough = true }
        if text.field("foregroundStyle")?.unwrapped.field("storage") != nil {
            style.foreground = ShapePaint(style: text.field("foregroundStyle"), foreground: style.foreground, tint: tint).lineColor
        }
        return style
    }

    /// The leaf texts of a concatenation or attributed string, left to right, each in its style.
    static func runs(of text: Value, style: CellStyle, tint: TerminalColor?) -> [Run] {
        guard case .array(let parts)? = text.field("_runs")?.unwrapped, !parts.isEmpty else {
            return [Run(text: text.field("content")?.stringValue ?? "", style: style)]
        }
        return parts.flatMap { runs(of: $0, style: Self.style(of: $0, over: style, tint: tint), tint: tint) }
    }
}
