import PlaygroundRuntime

/// SwiftUI's `LazyVGrid` (tracks are columns, filled row by row) and `LazyHGrid` (tracks are
/// rows, filled column by column). Tracks are sized from their `GridItem`s in the proposed
/// length: fixed ones first, then adaptive items become as many tracks of at least their
/// minimum as fit, then flexible tracks share what is left within their bounds. Each cell is
/// offered its track's length and centered in it; each line is as long as its longest cell.
public struct LazyGridDrawable: Drawable {
    /// The axis the tracks are measured along: horizontal for a `LazyVGrid`'s columns.
    public let trackAxis: Axis
    public let items: [GridItemSize]
    /// Cells between lines (rows of a `LazyVGrid`).
    public let lineSpacing: Int
    public let children: [any Drawable]
    public let nestingDepth: Int

    /// `spacing` in points between lines, `nil` for the default.
    public init(trackAxis: Axis, items: [GridItemSize], spacing: Double? = nil, children: [any Drawable]) {
        self.trackAxis = trackAxis
        self.items = items.isEmpty ? [GridItemSize()] : items
        self.lineSpacing = Metrics.cells(spacing ?? Metrics.defaultSpacing, along: trackAxis.crossing)
        self.children = children.filter { !$0.isEmpty }.map { $0.depthLimited() }
        self.nestingDepth = (self.children.map(\.nestingDepth).max() ?? 0) &+ 1
    }

    public var isEmpty: Bool { children.isEmpty }

    /// Track lengths and the spacing after each, in cells, for `available` cells (`nil`: ideal).
    func tracks(available: Int?) -> [(length: Int, spacing: Int)] {
        let cells = { (points: Double) in points.isInfinite ? Metrics.unbounded : Metrics.cells(points, along: trackAxis) }
        let defaultSpacing = Metrics.cells(Metrics.defaultSpacing, along: trackAxis)
        let ideal = children.map { $0.sizeThatFits(.unspecified).length(along: trackAxis) }.max() ?? 0
        var fixedTotal = 0
        for item in items {
            if case .fixed(let points) = item.kind { fixedTotal &+= cells(points) &+ (item.spacing.map(cells) ?? defaultSpacing) }
        }
        var resolved: [(kind: GridItemSize.Kind, spacing: Int)] = []
        for item in items {
            let spacing = item.spacing.map(cells) ?? defaultSpacing
            if case .adaptive(let minimum, let maximum) = item.kind {
                let least = max(1, cells(minimum))
                let room = available.map { max(0, $0 - fixedTotal) } ?? (least &+ spacing)
                let count = max(1, (room + spacing) / (least + spacing))
                resolved += Array(repeating: (GridItemSize.Kind.flexible(minimum: minimum, maximum: maximum), spacing), count: min(count, 1_000))
            } else {
                resolved.append((item.kind, spacing))
            }
        }
        var lengths = [Int](repeating: 0, count: resolved.count)
        var flexible: [Int] = []
        for (index, track) in resolved.enumerated() {
            switch track.kind {
            case .fixed(let points): lengths[index] = cells(points)
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                if let available, available < Metrics.unbounded {
                    flexible.append(index)
                } else {
                    lengths[index] = min(max(ideal, cells(minimum)), cells(maximum))
                }
            }
        }
        if let available, !flexible.isEmpty {
            let spacingTotal = resolved.dropLast().reduce(0) { $0 &+ $1.spacing }
            var remaining = max(0, available - spacingTotal - lengths.reduce(0, &+))
            var left = flexible.count
            for index in flexible {
                guard case .flexible(let minimum, let maximum) = resolved[index].kind else { continue }
                let offer = (remaining + left - 1) / left
                lengths[index] = min(max(offer, cells(minimum)), cells(maximum))
                remaining = max(0, remaining - lengths[index])
                left -= 1
            }
        }
        return zip(lengths, resolved).map { ($0, $1.spacing) }
    }

    private struct Layout {
        var tracks: [(length: Int, spacing: Int)]
        var lines: [Int]
        var size: Size
    }

    private func layout(_ proposal: ProposedSize) -> Layout {
        let tracks = tracks(available: proposal.length(along: trackAxis))
        let flow = trackAxis.crossing
        var lines: [Int] = []
        for (index, child) in children.enumerated() {
            let track = tracks[index % tracks.count]
            let length = child.sizeThatFits(ProposedSize(along: trackAxis, track.length, across: nil)).length(along: flow)
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], length)
        }
        let across = tracks.enumerated().reduce(0) { $0 &+ $1.element.length &+ ($1.offset < tracks.count - 1 ? $1.element.spacing : 0) }
        let along = lines.reduce(0, &+) &+ lineSpacing &* max(0, lines.count - 1)
        return Layout(tracks: tracks, lines: lines, size: Size(along: trackAxis, across, across: along))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(proposal).size
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let layout = layout(ProposedSize(rect.size))
        var trackOffsets: [Int] = []
        var offset = 0
        for track in layout.tracks {
            trackOffsets.append(offset)
            offset &+= track.length &+ track.spacing
        }
        var lineOffset = 0
        for (lineIndex, lineLength) in layout.lines.enumerated() {
            for trackIndex in layout.tracks.indices {
                let index = lineIndex * layout.tracks.count + trackIndex
                guard index < children.count else { break }
                let child = children[index]
                let trackLength = layout.tracks[trackIndex].length
                let size = child.sizeThatFits(ProposedSize(along: trackAxis, trackLength, across: nil))
                let cell = trackAxis == .horizontal
                    ? Rect(x: rect.minX &+ trackOffsets[trackIndex], y: rect.minY &+ lineOffset, width: trackLength, height: lineLength)
                    : Rect(x: rect.minX &+ lineOffset, y: rect.minY &+ trackOffsets[trackIndex], width: lineLength, height: trackLength)
                child.draw(into: &buffer, in: cell.placing(size, alignment: .center))
            }
            lineOffset &+= lineLength &+ lineSpacing
        }
    }
}

extension LazyGridDrawable: ViewKind {
    static let declarations = ["LazyVGrid", "LazyHGrid"]

    /// A `LazyVGrid`'s `columns` or a `LazyHGrid`'s `rows`, and its `spacing` between lines.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let isVertical = node.field("columns") != nil
        var items: [GridItemSize] = []
        if case .array(let values)? = node.field(isVertical ? "columns" : "rows")?.unwrapped { items = values.map(GridItemSize.init) }
        return [LazyGridDrawable(
            trackAxis: isVertical ? .horizontal : .vertical, items: items, spacing: node.field("spacing")?.doubleValue,
            children: context.childDrawables(of: node, role: "content"))]
    }
}
