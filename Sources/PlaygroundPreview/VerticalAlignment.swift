/// Where a shorter child sits across a horizontal stack or inside a frame.
public enum VerticalAlignment: Hashable, Sendable {
    case top
    case center
    case bottom

    /// The row offset of a child `length` tall inside a container `available` tall
    /// (centered children lean up by half a row when the difference is odd).
    public func offset(of length: Int, in available: Int) -> Int {
        switch self {
        case .top: 0
        case .center: (available - length) / 2
        case .bottom: available - length
        }
    }
}
