/// One counted name: its bare spelling and its kind.
public struct UsageKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var name: String
    public var kind: UsageKind

    public init(_ name: String, _ kind: UsageKind) {
        self.name = name
        self.kind = kind
    }

    /// The name as the tables print it: `ScrollView`, `.padding`, `.red`, `@State`, `withAnimation`, `#Preview`, `\.dismiss`.
    public var description: String {
        switch kind {
        case .type, .function: name
        case .member, .implicitMember: "." + name
        case .attribute: "@" + name
        case .macro: "#" + name
        case .keyPath: "\\." + name
        }
    }

    public static func < (lhs: UsageKey, rhs: UsageKey) -> Bool {
        (lhs.name, lhs.kind) < (rhs.name, rhs.kind)
    }
}
