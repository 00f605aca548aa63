import PlaygroundRuntime

/// Swift Charts' `Chart`, plotted in text: bars of block glyphs, points of symbols and rules
/// of dashes over the categories (or sorted numbers and dates) of `x`, eight rows high, with
/// the value axis's bounds on the left, the categories below and a legend of the series.
/// Sector marks (a pie) are listed with their shares. Each series has a glyph and a colour.
public struct ChartDrawable: Drawable {
    /// One mark's plotted values, as the profile's `_ChartMark` keeps them.
    public struct Mark: Equatable {
        public var kind: String
        public var x: String?
        public var xNumber: Double?
        public var y: Double?
        public var yEnd: Double?
        public var series: String?

        public init(kind: String, x: String? = nil, xNumber: Double? = nil, y: Double? = nil, yEnd: Double? = nil, series: String? = nil) {
            self.kind = kind
            self.x = x
            self.xNumber = xNumber
            self.y = y
            self.yEnd = yEnd
            self.series = series
        }
    }

    /// Text at a column of a row.
    struct Segment: Equatable {
        var x: Int
        var text: String
        var style: CellStyle
    }

    let rows: [[Segment]]

    /// Rows of the plot area.
    static let plotHeight = 8
    static let barGlyphs = ["█", "▓", "▒", "░"]
    static let pointGlyphs = ["●", "◆", "▲", "■"]
    static let seriesColors: [TerminalColor] = [.blue, .green, .orange, .purple, .red, .teal]

    public init(marks: [Mark]) {
        rows = Self.plot(marks)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = rows.map { row in row.map { $0.x + DisplayWidth.of($0.text) }.max() ?? 0 }.max() ?? 0
        return Size(width: width, height: rows.count)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        buffer.withClip(rect) { buffer in
            for (line, row) in rows.enumerated() where line < rect.height {
                for segment in row {
                    _ = buffer.write(segment.text, x: rect.origin.x + segment.x, y: rect.origin.y + line, style: segment.style)
                }
            }
        }
    }

    // MARK: Plotting

    static func plot(_ marks: [Mark]) -> [[Segment]] {
        let dim = CellStyle(foreground: .secondary)
        guard !marks.isEmpty else { return [[Segment(x: 0, text: "(no data)", style: dim)]] }
        let seriesNames = marks.reduce(into: [String]()) { names, mark in
            let name = mark.series ?? ""
            if !names.contains(name) { names.append(name) }
        }
        func seriesIndex(_ mark: Mark) -> Int { seriesNames.firstIndex(of: mark.series ?? "") ?? 0 }
        func style(_ index: Int) -> CellStyle { CellStyle(foreground: seriesColors[index % seriesColors.count]) }
        if marks.allSatisfy({ $0.kind == "sector" }) { return sectors(marks, names: seriesNames, style: style) }

        // The columns: categories in order of appearance, or numbers (dates) in order.
        var columns: [(label: String, number: Double?)] = []
        for mark in marks where mark.kind != "rule" || mark.x != nil {
            let label = mark.x ?? ""
            if !columns.contains(where: { $0.label == label }) { columns.append((label, mark.xNumber)) }
        }
        if columns.allSatisfy({ $0.number != nil }), marks.contains(where: { ["line", "point", "area"].contains($0.kind) }) {
            columns.sort { $0.number! < $1.number! }
        }
        func column(of mark: Mark) -> Int? { columns.firstIndex { $0.label == (mark.x ?? "") } }

        // What each mark covers on the value axis: bars and areas stack from their column's total.
        var stacked = [Double](repeating: 0, count: columns.count)
        var spans: [(mark: Mark, column: Int?, from: Double, to: Double)] = []
        for mark in marks {
            let index = column(of: mark)
            switch mark.kind {
            case "bar" where mark.yEnd == nil, "area" where mark.yEnd == nil:
                guard let index, let y = mark.y else { continue }
                let from = mark.kind == "bar" ? stacked[index] : 0
                if mark.kind == "bar" { stacked[index] += y }
                spans.append((mark, index, from, from + y))
            default:
                let y = mark.y ?? 0
                spans.append((mark, index, y, mark.yEnd ?? y))
            }
        }
        let values: [Double] = spans.flatMap { [$0.from, $0.to] } + [0]
        let low = values.min() ?? 0
        var high = values.max() ?? 1
        if high == low { high = low + 1 }
        func level(_ value: Double) -> Int {
            Int(((value - low) / (high - low) * Double(plotHeight - 1)).rounded())
        }

        let lowLabel = number(low), highLabel = number(high)
        let gutter = max(DisplayWidth.of(lowLabel), DisplayWidth.of(highLabel))
        let columnWidth = min(8, max(3, columns.map { DisplayWidth.of($0.label) }.max() ?? 3))
        let plotLeft = gutter + 1
        let plotWidth = max(1, columns.count * (columnWidth + 1))
        func left(of index: Int) -> Int { plotLeft + 1 + index * (columnWidth + 1) }

        var cells = [[String?]](repeating: [String?](repeating: nil, count: plotWidth + 1), count: plotHeight)
        var styles = [[CellStyle]](repeating: [CellStyle](repeating: .plain, count: plotWidth + 1), count: plotHeight)
        func put(_ glyph: String, level: Int, offset: Int, style: CellStyle) {
            let row = plotHeight - 1 - min(max(level, 0), plotHeight - 1)
            guard offset >= 0, offset <= plotWidth else { return }
            cells[row][offset] = glyph
            styles[row][offset] = style
        }
        for span in spans {
            let index = seriesIndex(span.mark)
            let glyphStyle = style(index)
            switch span.mark.kind {
            case "rule":
                if let column = span.column, span.mark.y == nil || span.mark.yEnd != nil {
                    for l in level(min(span.from, span.to))...level(max(span.from, span.to)) { put("╎", level: l, offset: left(of: column) - plotLeft + columnWidth / 2, style: glyphStyle) }
                } else {
                    let l = level(span.to)
                    for offset in 1...plotWidth where cells[plotHeight - 1 - l][offset] == nil { put("╌", level: l, offset: offset, style: dim) }
                }
            case "line", "point", "rectangle":
                guard let column = span.column else { continue }
                let glyph = span.mark.kind == "rectangle" ? barGlyphs[index % barGlyphs.count] : pointGlyphs[index % pointGlyphs.count]
                put(glyph, level: level(span.to), offset: left(of: column) - plotLeft + columnWidth / 2, style: glyphStyle)
            default:
                // A bar fills its levels; one stacked on another starts above the other's top.
                guard let column = span.column, span.to != span.from else { continue }
                let lower = min(span.from, span.to), upper = max(span.from, span.to)
                let top = level(upper), bottom = lower == 0 || lower == low ? level(lower) : level(lower) + 1
                guard bottom <= top else { continue }
                for l in bottom...top {
                    for offset in 0..<max(1, columnWidth - 1) { put(barGlyphs[index % barGlyphs.count], level: l, offset: left(of: column) - plotLeft + offset, style: glyphStyle) }
                }
            }
        }

        var rows: [[Segment]] = []
        for row in 0..<plotHeight {
            var line: [Segment] = []
            let label = row == 0 ? highLabel : row == plotHeight - 1 ? lowLabel : ""
            if !label.isEmpty { line.append(Segment(x: gutter - DisplayWidth.of(label), text: label, style: dim)) }
            line.append(Segment(x: gutter, text: row == 0 || row == plotHeight - 1 ? " ┤" : " │", style: dim))
            for offset in 1...plotWidth {
                if let glyph = cells[row][offset] { line.append(Segment(x: plotLeft + offset, text: glyph, style: styles[row][offset])) }
            }
            rows.append(line)
        }
        rows.append([Segment(x: plotLeft, text: "└" + String(repeating: "─", count: plotWidth), style: dim)])
        rows.append(columns.indices.map { index in Segment(x: left(of: index), text: truncated(columns[index].label, to: columnWidth), style: .plain) })
        if seriesNames.count > 1 || seriesNames.first != "" {
            var x = plotLeft + 1
            var legend: [Segment] = []
            for (index, name) in seriesNames.enumerated() {
                let kinds = Set(marks.filter { ($0.series ?? "") == name }.map(\.kind))
                let glyph = kinds.isSubset(of: ["line", "point"]) ? pointGlyphs[index % pointGlyphs.count] : barGlyphs[index % barGlyphs.count]
                legend.append(Segment(x: x, text: glyph, style: style(index)))
                legend.append(Segment(x: x + 2, text: name, style: .plain))
                x += 2 + DisplayWidth.of(name) + 2
            }
            rows.append(legend)
        }
        return rows
    }

    /// A pie's sectors: each series with its value and share of the whole.
    static func sectors(_ marks: [Mark], names: [String], style: (Int) -> CellStyle) -> [[Segment]] {
        let total = marks.compactMap(\.y).reduce(0, +)
        return marks.enumerated().map { index, mark in
            let value = mark.y ?? 0
            let share = total == 0 ? 0 : Int((value / total * 100).rounded())
            let name = mark.series ?? mark.x ?? ""
            let text = (name.isEmpty ? "" : name + " ") + number(value) + " (\(share)%)"
            return [Segment(x: 0, text: "◔", style: style(names.firstIndex(of: mark.series ?? "") ?? index)), Segment(x: 2, text: text, style: .plain)]
        }
    }

    /// A value as an axis writes it: a whole number without a fraction.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 100).rounded() / 100)
    }

    /// `text` cut to `width` columns.
    static func truncated(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        var out = ""
        for character in text {
            if DisplayWidth.of(out) + DisplayWidth.of(character) > width - 1 { break }
            out.append(character)
        }
        return out + "…"
    }
}

extension ChartDrawable: ViewKind {
    static let declarations = ["Chart"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        guard case .array(let values)? = node.field("marks")?.unwrapped else { return [ChartDrawable(marks: [])] }
        let marks = values.map { value -> Mark in
            Mark(
                kind: value.field("kind")?.stringValue ?? "bar",
                x: value.field("x")?.field("text")?.stringValue,
                xNumber: value.field("x")?.field("number")?.doubleValue,
                y: value.field("y")?.field("number")?.doubleValue,
                yEnd: value.field("yEnd")?.field("number")?.doubleValue,
                series: value.field("series")?.stringValue)
        }
        return [ChartDrawable(marks: marks)]
    }
}
