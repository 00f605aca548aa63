/// One terminal cell of a `CellBuffer`.
public struct Cell: Hashable, Sendable {
    /// What occupies a cell.
    public enum Content: Hashable, Sendable {
        /// Nothing drawn.
        case empty
        /// A grapheme of width 1, or the first half of one of width 2.
        case glyph(Character)
        /// The second half of the width-2 glyph in the cell before.
        case continuation
        /// Box-drawing line arms; the glyph is resolved when rendering.
        case line(LineArms)
        /// Painted by a colour: the colour's swatch glyph in plain text, the background colour otherwise.
        case fill(Character)
    }

    public var content: Content
    public var style: CellStyle

    public init(content: Content = .empty, style: CellStyle = .plain) {
        self.content = content
        self.style = style
    }

    /// An unpainted cell.
    public static let blank = Cell()

    /// The line arms, when this cell holds a line.
    public var arms: LineArms? {
        if case .line(let arms) = content { return arms }
        return nil
    }
}
