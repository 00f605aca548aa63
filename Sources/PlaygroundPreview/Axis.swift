/// The direction a stack lays its children out along.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    /// The other axis.
    public var crossing: Axis {
        switch self {
        case .horizontal: .vertical
        case .vertical: .horizontal
        }
    }
}
