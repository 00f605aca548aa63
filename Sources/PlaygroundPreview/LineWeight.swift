/// The weight of a box-drawing line.
public enum LineWeight: UInt8, Comparable, Hashable, Sendable {
    case none = 0
    case light = 1
    case heavy = 2
    case double = 3

    public static func < (lhs: LineWeight, rhs: LineWeight) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The weight a stroke of `points` width draws with: heavy from `Metrics.heavyLineWidth` up.
    public init(strokeWidth points: Double) {
        self = points >= Metrics.heavyLineWidth ? .heavy : .light
    }
}
