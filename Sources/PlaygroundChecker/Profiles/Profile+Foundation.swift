extension Profile {
    /// The Foundation declarations view files lean on, beside SwiftUI's (swiftc compiles them as
    /// part of the stand-in, which imports no Foundation).
    static let foundationSource = #"""
// MARK: Foundation

/// An error with a message of its own; each requirement defaults to nil.
public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
}
extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
}
"""#
}
