/// A grid of styled cells that drawables draw into, clipped to the grid and to a clip rect.
///
/// Width-2 graphemes take their cell and a `.continuation` cell after it; overwriting either
/// half blanks the other. The buffer also carries the inherited style (SwiftUI's environment
/// for `foregroundColor`, `bold`, `opacity` …) that every write merges with.
public struct CellBuffer: Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells.
    public private(set) var cells: [Cell]
    /// Writes outside this rect (always within the grid) are dropped.
    public private(set) var clip: Rect
    /// The style inherited from enclosing modifiers; writes merge with it.
    public var inheritedStyle: CellStyle = .plain
    /// The first row anything was drawn in (`height` while nothing was).
    public private(set) lazy var topmostWrittenRow = height

    /// The most cells a grid holds (32 bytes each); taller requests are cut to fit.
    public static let maxCells = 1 << 22

    /// A blank grid of `width` × `height` cells (negative sizes become 0).
    public init(width: Int, height: Int) {
        let width = min(max(0, width), 1 << 16)
        let height = width == 0 ? 0 : min(max(0, height), Self.maxCells / width)
        self.width = width
        self.height = height
        self.cells = Array(repeating: .blank, count: width * height)
        self.clip = Rect(x: 0, y: 0, width: width, height: height)
    }

    /// The rows from `row` down, as a grid of their own.
    public func dropping(rowsAbove row: Int) -> CellBuffer {
        let row = min(max(0, row), height)
        var copy = CellBuffer(width: width, height: height - row)
        copy.cells = Array(cells[(row * width)...])
        return copy
    }

    /// The whole grid.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; blank outside the grid.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Whether a write at (`x`, `y`) would land.
    public func isWritable(x: Int, y: Int) -> Bool {
        clip.contains(x: x, y: y)
    }

    /// Runs `body` with writes restricted to `rect` as well as the current clip.
    public mutating func withClip(_ rect: Rect, _ body: (inout CellBuffer) -> Void) {
        let saved = clip
        clip = clip.intersection(rect)
        body(&self)
        clip = saved
    }

    /// Runs `body` with `style` merged into the inherited style (inner colours win, flags add up).
    public mutating func withInheritedStyle(_ style: CellStyle, _ body: (inout CellBuffer) -> Void) {
        let saved = inheritedStyle
        inheritedStyle = style.inheriting(saved)
        body(&self)
        inheritedStyle = saved
    }

    /// Draws one grapheme at (`x`, `y`) and returns the columns it advances (0, 1 or 2).
    /// A width-2 grapheme cut by the clip's trailing edge leaves a blank.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        let advance = DisplayWidth.of(character)
        guard advance > 0, isWritable(x: x, y: y) else { return advance }
        var merged = style.inheriting(inheritedStyle)
        if style.background == nil, let below = self[x, y].style.background {
            merged.background = below
        }
        if advance == 2, isWritable(x: x + 1, y: y) {
            store(Cell(content: .glyph(character), style: merged), x: x, y: y)
            store(Cell(content: .continuation, style: merged), x: x + 1, y: y)
        } else {
            store(Cell(content: .glyph(advance == 2 ? " " : character), style: merged), x: x, y: y)
        }
        return advance
    }

    /// Draws `text` on one row from (`x`, `y`), returning the columns used; no wrapping.
    @discardableResult
    public mutating func write(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        var column = x
        for character in text {
            guard column < clip.maxX else { break }
            column &+= put(character, x: column, y: y, style: style)
        }
        return column - x
    }

    /// Paints every cell of `rect` with `color` (nothing for `.clear`).
    public mutating func paint(_ rect: Rect, color: TerminalColor) {
        guard color != .clear else { return }
        let area = rect.intersection(clip)
        guard !area.isEmpty else { return }
        let style = CellStyle(background: color, dim: inheritedStyle.dim)
        let cell = Cell(content: .fill(color.swatch), style: style)
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                store(cell, x: x, y: y)
            }
        }
    }

    /// Replaces one in-grid cell, blanking the other half of any wide glyph it cuts through.
    mutating func store(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        if y < topmostWrittenRow { topmostWrittenRow = y }
        let index = y * width + x
        if cells[index].content == .continuation, cell.content != .continuation, x > 0 {
            cells[index - 1].content = .glyph(" ")
        }
        if x + 1 < width, cells[index + 1].content == .continuation {
            cells[index + 1].content = .glyph(" ")
        }
        cells[index] = cell
    }
}
