import SwiftSyntax

/// One parameter of a function or initializer.
public struct ParameterDecl: @unchecked Sendable {
    /// The argument label (`nil` for `_`).
    public let label: String?
    public let name: String
    public let type: SwiftType
    public let defaultValue: ExprSyntax?
    /// The result builder a closure argument is transformed with (`@ViewBuilder content:`).
    public let builder: NominalID?
    public let isVariadic: Bool
    public let isInout: Bool
    /// The type as written (`CGFloat?`), for diagnostics that keep Swift's sugar.
    public var writtenTypeSyntax: TypeSyntax? = nil
    /// `@autoclosure`: the argument expression is passed as a closure that evaluates it.
    public var isAutoclosure = false
    /// `@escaping`: a closure argument may outlive the call (implicit `self` of a class needs
    /// `[self]`), unless the parameter is `@_implicitSelfCapture` too, as `Task.init`'s is.
    public var isEscaping = false
    public var writtenType: String? { writtenTypeSyntax?.trimmedDescription }
}
