import PlaygroundRuntime

/// A shape as the preview draws it: its kind (which decides its corners), how far it is inset,
/// the part of its outline a `trim` keeps, and the line width of a `stroke(lineWidth:)` shape.
/// Offset, scaled and rotated shapes draw as the shape they wrap; a sized shape (`size(width:height:)`)
/// draws at its size from the top-leading corner; a custom `Shape` draws as a rectangle (its path is not kept).
public struct ShapeOutline: Hashable, Sendable {
    /// The shape's kind.
    public enum Kind: Hashable, Sendable {
        case rectangle, roundedRectangle, capsule, ellipse, circle
    }

    public var kind: Kind
    /// Points inset on every side (`inset(by:)`).
    public var inset: Double
    /// The fraction of the outline kept, from the trailing middle, clockwise.
    public var trim: ClosedRange<Double>
    /// A `stroke(lineWidth:)` shape's width in points: drawn as its outline.
    public var strokeWidth: Double?
    /// A `size(width:height:)` shape's size in points, drawn from the top-leading corner.
    public var fixedWidth: Double?, fixedHeight: Double?

    public init(_ kind: Kind, inset: Double = 0, trim: ClosedRange<Double> = 0...1, strokeWidth: Double? = nil, fixedWidth: Double? = nil, fixedHeight: Double? = nil) {
        self.kind = kind
        self.inset = inset
        self.trim = trim
        self.strokeWidth = strokeWidth
        self.fixedWidth = fixedWidth
        self.fixedHeight = fixedHeight
    }

    /// Whether its corners are rounded.
    public var isRounded: Bool { kind != .rectangle }

    /// Whether the trim keeps the whole outline.
    public var isWhole: Bool { trim.lowerBound <= 0 && trim.upperBound >= 1 }

    /// The outline of a shape value (`Circle()`, `RoundedRectangle(…)`, `_StrokedShape`, `_TrimmedShape`, `_Inset` …).
    init(_ value: Value?) {
        guard case .instance(let shape)? = value?.unwrapped else {
            self.init(.rectangle)
            return
        }
        switch shape.decl.name {
        case "RoundedRectangle", "UnevenRoundedRectangle", "ContainerRelativeShape":
            self.init(shape.fields["cornerRadius"]?.doubleValue == 0 ? .rectangle : .roundedRectangle)
        case "Capsule", "DefaultGlassEffectShape": self.init(.capsule)
        case "Ellipse": self.init(.ellipse)
        case "Circle": self.init(.circle)
        case "_Inset":
            self.init(shape.fields["base"])
            inset += shape.fields["amount"]?.doubleValue ?? 0
        case "_StrokedShape":
            self.init(shape.fields["shape"])
            strokeWidth = shape.fields["lineWidth"]?.doubleValue ?? shape.fields["style"]?.field("lineWidth")?.doubleValue ?? 1
        case "_TrimmedShape":
            self.init(shape.fields["shape"])
            let from = min(max(shape.fields["startFraction"]?.doubleValue ?? 0, 0), 1)
            let to = min(max(shape.fields["endFraction"]?.doubleValue ?? 1, 0), 1)
            trim = min(from, to)...max(from, to)
        case "OffsetShape", "ScaledShape", "RotatedShape":
            self.init(shape.fields["shape"])
        case "_SizedShape":
            self.init(shape.fields["shape"])
            fixedWidth = shape.fields["size"]?.field("width")?.doubleValue
            fixedHeight = shape.fields["size"]?.field("height")?.doubleValue
        default:
            self.init(.rectangle)
        }
    }

    /// The rect the shape occupies inside `rect`: inset, and for a circle the centered square
    /// (in points: a cell is twice as tall as wide).
    public func frame(in rect: Rect) -> Rect {
        var frame = rect
        if let fixedWidth, let fixedHeight {
            let size = Size(width: max(0, Metrics.columns(fixedWidth)), height: max(0, Metrics.rows(fixedHeight)))
            frame = Rect(origin: frame.origin, size: size)
        }
        frame = frame.inset(by: EdgeInsets(.all, points: inset))
        if kind == .circle {
            let diameter = min(Double(frame.width) * Metrics.pointsPerColumn, Double(frame.height) * Metrics.pointsPerRow)
            let size = Size(width: max(1, Metrics.columns(diameter)), height: max(1, Metrics.rows(diameter)))
            frame = frame.placing(Size(width: min(size.width, frame.width), height: min(size.height, frame.height)), alignment: .center)
        }
        return frame
    }

    /// The outline's cells clockwise from the trailing middle, as SwiftUI's paths start.
    public func perimeter(of frame: Rect) -> [Point] {
        guard !frame.isEmpty else { return [] }
        var cells: [Point] = []
        let right = frame.maxX - 1, bottom = frame.maxY - 1
        for x in frame.minX...right { cells.append(Point(x: x, y: frame.minY)) }
        if bottom > frame.minY {
            for y in (frame.minY + 1)...bottom { cells.append(Point(x: right, y: y)) }
            if right > frame.minX { for x in stride(from: right - 1, through: frame.minX, by: -1) { cells.append(Point(x: x, y: bottom)) } }
            if bottom - 1 > frame.minY, right > frame.minX { for y in stride(from: bottom - 1, to: frame.minY, by: -1) { cells.append(Point(x: frame.minX, y: y)) } }
        }
        let start = cells.firstIndex { $0.x == right && $0.y == frame.minY + frame.height / 2 } ?? 0
        return Array(cells[start...] + cells[..<start])
    }
}
