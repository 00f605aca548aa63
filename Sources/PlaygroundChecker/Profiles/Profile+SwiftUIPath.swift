extension Profile {
    /// `Path`: its elements kept as they are added, so code that walks a path (`forEach`,
    /// `boundingRect`, `currentPoint`) runs; the preview draws shapes by kind, not by outline.
    ///
    /// Arcs and ellipses are kept as the curve segments between their quarter points (their
    /// bounds are exact); a transform passed to an `add…` method is not applied, `applying(_:)`
    /// maps every point.
    static let swiftUIPathSource = #"""
public struct Path: Equatable {
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    private var elements: [Element] = []
    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }
    /// A path drawn by `callback`: `Path { path in path.move(to: …); path.addLine(to: …) }`.
    public init(_ callback: (inout Path) -> ()) {
        var path = Path()
        callback(&path)
        self = path
    }
    public var isEmpty: Bool { elements.isEmpty }
    /// The end points' bounds (control points are not counted, as Core Graphics' path bounds).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let to), .line(let to), .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    /// The last point added, after a `closeSubpath` the subpath's start.
    public var currentPoint: CGPoint? {
        var start: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case .move(let to):
                start = to
                current = to
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): current = to
            case .closeSubpath: current = start
            }
        }
        return current
    }
    public func forEach(_ body: (Path.Element) -> Void) {
        for element in elements { body(element) }
    }
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { boundingRect.contains(p) }
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
    public func strokedPath(_ style: StrokeStyle) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }
    /// Every point mapped through `transform` (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
    public func applying(_ transform: CGAffineTransform) -> Path {
        let map = { (p: CGPoint) -> CGPoint in
            CGPoint(x: transform.a * p.x + transform.c * p.y + transform.tx, y: transform.b * p.x + transform.d * p.y + transform.ty)
        }
        var moved = Path()
        for element in elements {
            switch element {
            case .move(let to): moved.move(to: map(to))
            case .line(let to): moved.addLine(to: map(to))
            case .quadCurve(let to, let c): moved.addQuadCurve(to: map(to), control: map(c))
            case .curve(let to, let c1, let c2): moved.addCurve(to: map(to), control1: map(c1), control2: map(c2))
            case .closeSubpath: moved.closeSubpath()
            }
        }
        return moved
    }
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
    public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        addRect(rect)
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        move(to: CGPoint(x: rect.maxX, y: rect.midY))
        for point in [CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY)] {
            addCurve(to: point, control1: point, control2: point)
        }
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect) }
    }
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta.radians < 0)
    }
    /// A line to the arc's start, then a segment to each quarter point it passes and its end
    /// (`clockwise` as SwiftUI reads it in its flipped coordinates: angles decreasing).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        let point = { (radians: Double) -> CGPoint in
            CGPoint(x: center.x + radius * cos(radians), y: center.y + radius * sin(radians))
        }
        let start = startAngle.radians
        var end = endAngle.radians
        let turn = 2 * Double.pi
        if clockwise { while end > start { end -= turn } } else { while end < start { end += turn } }
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        let quarter = Double.pi / 2
        var angles: [Double] = []
        // The quarter points strictly between start and end, walking from the start.
        var k = Int(start / quarter)
        if clockwise {
            while Double(k) * quarter >= start { k -= 1 }
            while Double(k) * quarter > end { angles.append(Double(k) * quarter); k -= 1 }
        } else {
            while Double(k) * quarter <= start { k += 1 }
            while Double(k) * quarter < end { angles.append(Double(k) * quarter); k += 1 }
        }
        for a in angles + [end] {
            let p = point(a)
            addCurve(to: p, control1: p, control2: p)
        }
    }
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        addLine(to: tangent1End)
        addLine(to: tangent2End)
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.elements
    }
}
"""#
}
