/// A placement on the cell grid: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { origin.x &+ size.width }
    /// One past the last row.
    public var maxY: Int { origin.y &+ size.height }
    public var width: Int { size.width }
    public var height: Int { size.height }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The overlap of two rects (empty, at `self`'s origin, when they do not meet).
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the cell at (`x`, `y`) lies inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= minX && x < maxX && y >= minY && y < maxY
    }

    /// This rect shrunk by `insets`, never below an empty size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x &+ insets.leading,
            y: origin.y &+ insets.top,
            width: max(0, width - insets.horizontal),
            height: max(0, height - insets.vertical)
        )
    }

    /// A rect of `size` placed inside this one by `alignment` (it may overhang when larger).
    public func placing(_ size: Size, alignment: Alignment) -> Rect {
        let x = origin.x &+ alignment.horizontal.offset(of: size.width, in: width)
        let y = origin.y &+ alignment.vertical.offset(of: size.height, in: height)
        return Rect(origin: Point(x: x, y: y), size: size)
    }

    public var description: String { "(\(minX), \(minY), \(width)×\(height))" }
}
