/// Insets in cells on each edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Int
    public var leading: Int
    public var bottom: Int
    public var trailing: Int

    /// Creates insets, clamping each to `0...Metrics.unbounded`.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = Metrics.clampCells(top)
        self.leading = Metrics.clampCells(leading)
        self.bottom = Metrics.clampCells(bottom)
        self.trailing = Metrics.clampCells(trailing)
    }

    /// The same number of cells on every edge.
    public init(all cells: Int) {
        self.init(top: cells, leading: cells, bottom: cells, trailing: cells)
    }

    /// Insets of `points` on `edges` (the rest zero), converted through `Metrics`.
    public init(_ edges: EdgeSet, points: Double) {
        let columns = Metrics.columns(points), rows = Metrics.rows(points)
        self.init(
            top: edges.contains(.top) ? rows : 0,
            leading: edges.contains(.leading) ? columns : 0,
            bottom: edges.contains(.bottom) ? rows : 0,
            trailing: edges.contains(.trailing) ? columns : 0
        )
    }

    public static let zero = EdgeInsets()

    /// Leading plus trailing.
    public var horizontal: Int { Metrics.clampCells(leading &+ trailing) }
    /// Top plus bottom.
    public var vertical: Int { Metrics.clampCells(top &+ bottom) }
}
