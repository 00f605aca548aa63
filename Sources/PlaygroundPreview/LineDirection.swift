/// One of the four directions a line arm can leave a cell in.
public enum LineDirection: CaseIterable, Hashable, Sendable {
    case up
    case down
    case left
    case right

    /// The direction pointing back.
    public var opposite: LineDirection {
        switch self {
        case .up: .down
        case .down: .up
        case .left: .right
        case .right: .left
        }
    }

    /// The column and row step to the neighbouring cell.
    public var step: (dx: Int, dy: Int) {
        switch self {
        case .up: (0, -1)
        case .down: (0, 1)
        case .left: (-1, 0)
        case .right: (1, 0)
        }
    }
}
