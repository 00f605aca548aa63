import PlaygroundRuntime

/// SwiftUI's `Grid`: rows of cells (`GridRow`s), each column as wide as its widest cell and
/// each row as tall as its tallest; a view that is not a `GridRow` is a row of its own across
/// the whole grid (offered the grid's width when drawn, so a `Divider` spans it). Cells take
/// their ideal size and are placed in their slot by `alignment`.
public struct GridDrawable: Drawable {
    /// Each row's cells; a row with `spans` set is one view across every column.
    public struct Row {
        public var cells: [any Drawable]
        public var spans: Bool

        public init(cells: [any Drawable], spans: Bool = false) {
            self.cells = cells.filter { !$0.isEmpty }.map { $0.depthLimited() }
            self.spans = spans
        }
    }

    public let rows: [Row]
    public let alignment: Alignment
    public let columnSpacing: Int
    public let rowSpacing: Int
    public let nestingDepth: Int

    /// Spacings in points, `nil` for the defaults.
    public init(rows: [Row], alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.rows = rows.filter { !$0.cells.isEmpty }
        self.alignment = alignment
        self.columnSpacing = Metrics.columns(horizontalSpacing ?? Metrics.defaultSpacing)
        self.rowSpacing = Metrics.rows(verticalSpacing ?? Metrics.defaultSpacing)
        self.nestingDepth = (self.rows.flatMap { $0.cells.map(\.nestingDepth) }.max() ?? 0) &+ 1
    }

    public var isEmpty: Bool { rows.isEmpty }

    private func measure() -> (columns: [Int], heights: [Int], width: Int) {
        var columns: [Int] = []
        var spanning = 0
        var heights: [Int] = []
        for row in rows {
            var height = 0
            for (index, cell) in row.cells.enumerated() {
                let size = cell.sizeThatFits(.unspecified)
                height = max(height, size.height)
                if row.spans {
                    spanning = max(spanning, size.width)
                } else {
                    if index >= columns.count { columns.append(0) }
                    columns[index] = max(columns[index], size.width)
                }
            }
            heights.append(height)
        }
        let width = max(spanning, columns.reduce(0, &+) &+ columnSpacing &* max(0, columns.count - 1))
        return (columns, heights, width)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let (_, heights, width) = measure()
        return Size(width: width, height: heights.reduce(0, &+) &+ rowSpacing &* max(0, heights.count - 1))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let (columns, heights, width) = measure()
        var y = rect.minY
        for (row, height) in zip(rows, heights) {
            if row.spans {
                for cell in row.cells {
                    let slot = Rect(x: rect.minX, y: y, width: width, height: height)
                    let size = cell.sizeThatFits(ProposedSize(width: width, height: nil))
                    cell.draw(into: &buffer, in: slot.placing(Size(width: min(size.width, width), height: size.height), alignment: alignment))
                }
            } else {
                var x = rect.minX
                for (index, cell) in row.cells.enumerated() {
                    let slot = Rect(x: x, y: y, width: columns[index], height: height)
                    cell.draw(into: &buffer, in: slot.placing(cell.sizeThatFits(.unspecified), alignment: alignment))
                    x &+= columns[index] &+ columnSpacing
                }
            }
            y &+= height &+ rowSpacing
        }
    }
}

extension GridDrawable: ViewKind {
    static let declarations = ["Grid"]

    /// Each `GridRow` among the content's views is a row of its views; any other view spans.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var rows: [Row] = []
        func collect(_ n: ViewNode) {
            if context.viewKind(of: n) is SplicedViews.Type {
                n.children.forEach(collect)
            } else if context.viewKind(of: n) is GridRowKind.Type {
                rows.append(Row(cells: context.childDrawables(of: n, role: "content")))
            } else {
                rows += context.drawables(n).map { Row(cells: [$0], spans: true) }
            }
        }
        node.children.filter { $0.role == "content" }.forEach(collect)
        return [GridDrawable(
            rows: rows, alignment: node.field("alignment").alignment(axis: nil),
            horizontalSpacing: node.field("horizontalSpacing")?.doubleValue, verticalSpacing: node.field("verticalSpacing")?.doubleValue)]
    }
}
