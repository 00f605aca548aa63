/// A size in terminal cells: `width` columns by `height` rows, never negative.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// Creates a size, clamping each dimension to `0...Metrics.unbounded`.
    public init(width: Int, height: Int) {
        self.width = Metrics.clampCells(width)
        self.height = Metrics.clampCells(height)
    }

    /// The empty size.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public func length(along axis: Axis) -> Int {
        axis == .horizontal ? width : height
    }

    /// A size built from a length along `axis` and one across it.
    public init(along axis: Axis, _ length: Int, across crossLength: Int) {
        if axis == .horizontal {
            self.init(width: length, height: crossLength)
        } else {
            self.init(width: crossLength, height: length)
        }
    }

    public var description: String { "\(width)×\(height)" }
}
