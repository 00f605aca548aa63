/// Turning the grid into text.
extension CellBuffer {
    /// The grid as text, one line per row joined by `"\n"` (no final newline), trailing blank
    /// cells trimmed from each line and trailing blank lines dropped. With `color`, styled
    /// runs are wrapped in ANSI SGR sequences and fills show their colour; without it the
    /// output is plain text that depends only on the grid's glyphs.
    public func render(color: Bool) -> String {
        var lastRow = height - 1
        while lastRow >= 0, lastColumn(inRow: lastRow, color: color) < 0 {
            lastRow -= 1
        }
        guard lastRow >= 0 else { return "" }
        var output = String()
        output.reserveCapacity((lastRow + 1) * (width + 1) * (color ? 2 : 1))
        var current = CellStyle.plain
        var currentIsPlain = true
        for y in 0...lastRow {
            if y > 0 { output.append("\n") }
            let end = lastColumn(inRow: y, color: color)
            guard end >= 0 else { continue }
            for x in 0...end {
                let cell = cells[y * width + x]
                if color, cell.style != current {
                    let style = cell.style
                    if !currentIsPlain { output.append(Self.reset) }
                    let sgr = style.sgr
                    output.append(sgr)
                    current = style
                    currentIsPlain = sgr.isEmpty
                }
                appendGlyph(of: cell, x: x, y: y, color: color, to: &output)
            }
            if color, !currentIsPlain {
                output.append(Self.reset)
            }
            current = .plain
            currentIsPlain = true
        }
        return output
    }

    /// The rendered grid split into lines (plain text unless `color`).
    public func lines(color: Bool = false) -> [String] {
        let text = render(color: color)
        return text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static let reset = "\u{1B}[0m"

    private func appendGlyph(of cell: Cell, x: Int, y: Int, color: Bool, to output: inout String) {
        switch cell.content {
        case .empty:
            output.append(" ")
        case .glyph(let character):
            output.append(character)
        case .continuation:
            break
        case .line:
            output.append(joinedArms(x: x, y: y)?.glyph ?? " ")
        case .fill(let swatch):
            let showsSwatch = !color || cell.style.background == .primary
            output.append(showsSwatch ? swatch : " ")
        }
    }

    /// The last column of row `y` that shows something, or -1.
    private func lastColumn(inRow y: Int, color: Bool) -> Int {
        var x = width - 1
        let start = y * width
        while x >= 0 {
            let cell = cells[start + x]
            switch cell.content {
            case .empty, .glyph(" "):
                if color, cell.style.background != nil, cell.style.background != .clear { return x }
            default:
                return x
            }
            x -= 1
        }
        return -1
    }
}
