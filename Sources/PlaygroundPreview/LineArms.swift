/// The line segments leaving the centre of a cell, one weight per direction.
///
/// Lines are stored as arms, not glyphs, so that lines drawn into the same cell merge and
/// lines that touch join (`├ ┤ ┬ ┴ ┼`): the glyph is resolved from the arms at render time.
public struct LineArms: Hashable, Sendable {
    public var up: LineWeight
    public var down: LineWeight
    public var left: LineWeight
    public var right: LineWeight
    /// Draw a two-armed light corner as an arc (`╭ ╮ ╰ ╯`).
    public var rounded: Bool

    public init(
        up: LineWeight = .none,
        down: LineWeight = .none,
        left: LineWeight = .none,
        right: LineWeight = .none,
        rounded: Bool = false
    ) {
        self.up = up
        self.down = down
        self.left = left
        self.right = right
        self.rounded = rounded
    }

    /// A horizontal line segment (`─`).
    public static func horizontal(_ weight: LineWeight) -> LineArms {
        LineArms(left: weight, right: weight)
    }

    /// A vertical line segment (`│`).
    public static func vertical(_ weight: LineWeight) -> LineArms {
        LineArms(up: weight, down: weight)
    }

    /// Whether no arm is present.
    public var isEmpty: Bool {
        up == .none && down == .none && left == .none && right == .none
    }

    /// The weight of the arm in `direction`.
    public subscript(direction: LineDirection) -> LineWeight {
        get {
            switch direction {
            case .up: up
            case .down: down
            case .left: left
            case .right: right
            }
        }
        set {
            switch direction {
            case .up: up = newValue
            case .down: down = newValue
            case .left: left = newValue
            case .right: right = newValue
            }
        }
    }

    /// Both sets of arms together, the heavier weight winning per direction.
    public func merged(with other: LineArms) -> LineArms {
        LineArms(
            up: max(up, other.up),
            down: max(down, other.down),
            left: max(left, other.left),
            right: max(right, other.right),
            rounded: rounded || other.rounded
        )
    }
}
