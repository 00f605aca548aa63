/// Box-drawing lines: arms merged per cell, joined with touching lines when rendered.
extension CellBuffer {
    /// Adds line arms to the cell at (`x`, `y`), merging with a line already there and
    /// replacing anything else. `color` nil draws in the terminal's default colour.
    public mutating func addArms(_ arms: LineArms, x: Int, y: Int, color: TerminalColor? = nil) {
        guard !arms.isEmpty, isWritable(x: x, y: y) else { return }
        let index = y * width + x
        var merged = arms
        if case .line(let previous) = cells[index].content {
            merged = previous.merged(with: arms)
        }
        let style = CellStyle(
            foreground: color == .clear ? nil : color,
            background: cells[index].style.background,
            dim: inheritedStyle.dim
        )
        store(Cell(content: .line(merged), style: style), x: x, y: y)
    }

    /// Draws a line of `length` cells from (`x`, `y`) along `axis`.
    public mutating func drawLine(
        x: Int, y: Int, length: Int, along axis: Axis, weight: LineWeight = .light, color: TerminalColor? = nil
    ) {
        let area = axis == .horizontal
            ? Rect(x: x, y: y, width: length, height: 1).intersection(clip)
            : Rect(x: x, y: y, width: 1, height: length).intersection(clip)
        guard !area.isEmpty else { return }
        let arms: LineArms = axis == .horizontal ? .horizontal(weight) : .vertical(weight)
        for row in area.minY..<area.maxY {
            for column in area.minX..<area.maxX {
                addArms(arms, x: column, y: row, color: color)
            }
        }
    }

    /// Outlines `rect` with a box of `style` on its outermost cells.
    /// A rect one cell thin draws a plain line; an empty one draws nothing.
    public mutating func drawBox(_ rect: Rect, style: BoxStyle, color: TerminalColor? = nil) {
        guard color != .clear, !rect.isEmpty else { return }
        if rect.height == 1 || rect.width == 1 {
            let axis: Axis = rect.height == 1 ? .horizontal : .vertical
            let length = rect.size.length(along: axis)
            drawLine(x: rect.minX, y: rect.minY, length: length, along: axis, weight: style.weight, color: color)
            return
        }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        let visible = rect.intersection(clip)
        guard !visible.isEmpty else { return }
        for x in Self.span(from: rect.minX + 1, to: right, within: visible.minX, visible.maxX) {
            addArms(style.horizontalEdge, x: x, y: rect.minY, color: color)
            addArms(style.horizontalEdge, x: x, y: bottom, color: color)
        }
        for y in Self.span(from: rect.minY + 1, to: bottom, within: visible.minY, visible.maxY) {
            addArms(style.verticalEdge, x: rect.minX, y: y, color: color)
            addArms(style.verticalEdge, x: right, y: y, color: color)
        }
        addArms(style.topLeading, x: rect.minX, y: rect.minY, color: color)
        addArms(style.topTrailing, x: right, y: rect.minY, color: color)
        addArms(style.bottomLeading, x: rect.minX, y: bottom, color: color)
        addArms(style.bottomTrailing, x: right, y: bottom, color: color)
    }

    /// `start..<end` cut to `low..<high`, possibly empty.
    private static func span(from start: Int, to end: Int, within low: Int, _ high: Int) -> Range<Int> {
        let lower = max(start, low), upper = min(end, high)
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// Rounds the corners of `rect`: line corners become arcs, painted corners are cleared
    /// (when the rect is at least 3 × 2, so a fill keeps its shape).
    public mutating func roundCorners(of rect: Rect) {
        guard !rect.isEmpty else { return }
        let corners = [
            (rect.minX, rect.minY), (rect.maxX - 1, rect.minY),
            (rect.minX, rect.maxY - 1), (rect.maxX - 1, rect.maxY - 1),
        ]
        for (x, y) in corners where isWritable(x: x, y: y) {
            var cell = self[x, y]
            switch cell.content {
            case .line(var arms):
                arms.rounded = true
                cell.content = .line(arms)
                store(cell, x: x, y: y)
            case .fill where rect.width >= 3 && rect.height >= 2:
                store(.blank, x: x, y: y)
            default:
                break
            }
        }
    }

    /// The arms of the line at (`x`, `y`) joined with its neighbours: an arm is added toward
    /// each neighbouring line whose own arm points at this cell (`│` beside `─` becomes `├`).
    public func joinedArms(x: Int, y: Int) -> LineArms? {
        guard var arms = self[x, y].arms else { return nil }
        for direction in LineDirection.allCases where arms[direction] == .none {
            let step = direction.step
            if let neighbour = self[x + step.dx, y + step.dy].arms, neighbour[direction.opposite] != .none {
                arms[direction] = neighbour[direction.opposite]
            }
        }
        return arms
    }
}
