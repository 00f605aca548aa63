import PlaygroundRuntime

/// A `GridItem` as a lazy grid sizes its tracks: a fixed length, a flexible one between a
/// minimum and a maximum, or as many tracks of at least a minimum as fit; lengths in points.
public struct GridItemSize: Hashable, Sendable {
    /// How the track's length is chosen.
    public enum Kind: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var kind: Kind
    /// Points to the next track; `nil` for the default spacing.
    public var spacing: Double?

    public init(_ kind: Kind = .flexible(minimum: 10, maximum: .infinity), spacing: Double? = nil) {
        self.kind = kind
        self.spacing = spacing
    }

    /// A `GridItem` value: its `size` case and payload, and its `spacing`.
    init(_ value: Value) {
        let size = value.field("size")
        var kind = Kind.flexible(minimum: 10, maximum: .infinity)
        if case .enumCase(let e)? = size?.unwrapped {
            let numbers = e.payload.map { $0.doubleValue }
            let first = numbers.first.flatMap { $0 } ?? 10
            let second = numbers.count > 1 ? (numbers[1] ?? .infinity) : .infinity
            switch e.name {
            case "fixed": kind = .fixed(first)
            case "adaptive": kind = .adaptive(minimum: first, maximum: second)
            default: kind = .flexible(minimum: first, maximum: second)
            }
        }
        self.init(kind, spacing: value.field("spacing")?.doubleValue)
    }
}
