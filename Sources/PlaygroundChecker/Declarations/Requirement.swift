/// A generic requirement from a `<T: P>` clause or a `where` clause.
public enum Requirement: Hashable, Sendable {
    /// `T: P`.
    case conformance(SwiftType, NominalID)
    /// `A == B`.
    case sameType(SwiftType, SwiftType)
}
