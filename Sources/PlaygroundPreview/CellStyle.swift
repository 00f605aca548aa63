/// How a cell is drawn: colours and text attributes.
public struct CellStyle: Hashable, Sendable {
    /// The glyph colour; `nil` inherits (and finally means the terminal default).
    public var foreground: TerminalColor?
    /// The cell colour; `nil` keeps whatever was painted below.
    public var background: TerminalColor?
    public var bold: Bool
    public var italic: Bool
    /// Faint, as `.opacity` and secondary text draw.
    public var dim: Bool
    public var underline: Bool
    public var strikethrough: Bool

    public init(
        foreground: TerminalColor? = nil,
        background: TerminalColor? = nil,
        bold: Bool = false,
        italic: Bool = false,
        dim: Bool = false,
        underline: Bool = false,
        strikethrough: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.dim = dim
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// No colour, no attributes.
    public static let plain = CellStyle()

    /// This style with unset fields taken from `inherited` (colours) and flags added from it.
    public func inheriting(_ inherited: CellStyle) -> CellStyle {
        CellStyle(
            foreground: foreground ?? inherited.foreground,
            background: background ?? inherited.background,
            bold: bold || inherited.bold,
            italic: italic || inherited.italic,
            dim: dim || inherited.dim,
            underline: underline || inherited.underline,
            strikethrough: strikethrough || inherited.strikethrough
        )
    }
}
