/// What kind of name a use is: how it appears in the source decides it, not what it resolves to.
public enum UsageKind: String, CaseIterable, Comparable, Sendable {
    /// A type named in an expression (`ScrollView { … }`, `Color.red`) or a type position (`GeometryProxy`).
    case type = "view/type"
    /// A member called on a value (`.padding(`) or read from a type (`Color.red` → `red`).
    case member = "modifier/member"
    /// An implicit-member expression: `.red`, `.title`, `.borderedProminent`.
    case implicitMember = "implicit member"
    /// An attribute: `@State`, `@Environment`, `@ViewBuilder`, `@MainActor`.
    case attribute = "attribute"
    /// A free function called by name: `withAnimation(…)`.
    case function = "function"
    /// A freestanding macro: `#Preview`.
    case macro = "macro"
    /// A root-less key path component: `\.dismiss` in `@Environment(\.dismiss)`.
    case keyPath = "key path"

    public static func < (lhs: UsageKind, rhs: UsageKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
