/// How a box outline is drawn: its line weight and whether its corners are rounded.
///
/// | style     | glyphs         |
/// |-----------|----------------|
/// | `light`   | `┌─┐ │ └─┘`    |
/// | `rounded` | `╭─╮ │ ╰─╯`    |
/// | `heavy`   | `┏━┓ ┃ ┗━┛`    |
/// | `double`  | `╔═╗ ║ ╚═╝`    |
public struct BoxStyle: Hashable, Sendable {
    public var weight: LineWeight
    /// Rounded corners; only light corners have arc glyphs, others stay square.
    public var rounded: Bool

    public init(weight: LineWeight, rounded: Bool = false) {
        self.weight = weight
        self.rounded = rounded
    }

    public static let light = BoxStyle(weight: .light)
    public static let rounded = BoxStyle(weight: .light, rounded: true)
    public static let heavy = BoxStyle(weight: .heavy)
    public static let double = BoxStyle(weight: .double)

    /// The style for a SwiftUI stroke `width` in points and a corner radius in points.
    public init(strokeWidth width: Double, cornerRadius: Double = 0) {
        self.init(weight: LineWeight(strokeWidth: width), rounded: cornerRadius > 0)
    }

    /// The arms of the top-leading corner cell.
    public var topLeading: LineArms { LineArms(down: weight, right: weight, rounded: rounded) }
    /// The arms of the top-trailing corner cell.
    public var topTrailing: LineArms { LineArms(down: weight, left: weight, rounded: rounded) }
    /// The arms of the bottom-leading corner cell.
    public var bottomLeading: LineArms { LineArms(up: weight, right: weight, rounded: rounded) }
    /// The arms of the bottom-trailing corner cell.
    public var bottomTrailing: LineArms { LineArms(up: weight, left: weight, rounded: rounded) }
    /// The arms of a top or bottom edge cell.
    public var horizontalEdge: LineArms { .horizontal(weight) }
    /// The arms of a leading or trailing edge cell.
    public var verticalEdge: LineArms { .vertical(weight) }
}
