/// Where a narrower child sits across a vertical stack or inside a frame.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading
    case center
    case trailing

    /// The column offset of a child `length` wide inside a container `available` wide
    /// (centered children lean leading by half a cell when the difference is odd).
    public func offset(of length: Int, in available: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: (available - length) / 2
        case .trailing: available - length
        }
    }
}
