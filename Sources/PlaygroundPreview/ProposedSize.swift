/// What a parent offers a child, in cells per axis; `nil` asks for the child's ideal size
/// and `Metrics.unbounded` stands for an infinite offer (SwiftUI's `.infinity`).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int?
    public var height: Int?

    /// Creates a proposal, clamping given dimensions to `0...Metrics.unbounded`.
    public init(width: Int?, height: Int?) {
        self.width = width.map(Metrics.clampCells)
        self.height = height.map(Metrics.clampCells)
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The ideal-size request (`nil` in both dimensions).
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// The minimum-size probe.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// The maximum-size probe.
    public static let infinity = ProposedSize(width: Metrics.unbounded, height: Metrics.unbounded)

    /// The proposed length along `axis`.
    public func length(along axis: Axis) -> Int? {
        axis == .horizontal ? width : height
    }

    /// A proposal built from a length along `axis` and one across it.
    public init(along axis: Axis, _ length: Int?, across crossLength: Int?) {
        if axis == .horizontal {
            self.init(width: length, height: crossLength)
        } else {
            self.init(width: crossLength, height: length)
        }
    }

    /// This proposal with missing dimensions taken from `size`.
    public func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// This proposal shrunk by `insets`, never below zero.
    public func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.horizontal) },
            height: height.map { max(0, $0 - insets.vertical) }
        )
    }

    public var description: String {
        "(\(width.map(String.init) ?? "nil"), \(height.map(String.init) ?? "nil"))"
    }
}
