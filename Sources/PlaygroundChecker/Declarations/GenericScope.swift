import SwiftSyntax

/// What names mean where a type is written: generic parameters and the enclosing type.
public struct GenericScope {
    public var parameters: [String: GenericParameter] = [:]
    /// The type whose members are being declared (for nested types and `Self`).
    public var nominal: NominalDecl?
    /// Whether the types nested in `nominal`'s enclosing types are visible: not in an extension
    /// of a nested type, which Swift looks up from the file, not from inside the outer type.
    public var seesEnclosingTypes = true
    /// `Self` inside a protocol or protocol extension.
    public var protocolSelf: GenericParameter?
    /// Requirements visible here (for conformance checks on generic parameters).
    public var requirements: [Requirement] = []
    /// `some P` written in a parameter's type: the implicit generic parameter it stands for.
    public var opaqueParameters: [SyntaxIdentifier: GenericParameter] = [:]

    public init() {}

    public func adding(_ params: [GenericParameter], requirements: [Requirement] = []) -> GenericScope {
        var scope = self
        for p in params { scope.parameters[p.name] = p }
        scope.requirements += requirements
        return scope
    }

    /// The type `Self` stands for.
    public var selfType: SwiftType? {
        if let protocolSelf { return .parameter(protocolSelf) }
        return nominal?.declaredType
    }
}
