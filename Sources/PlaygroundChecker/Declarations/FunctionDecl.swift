import SwiftSyntax

/// A function, method, static method or initializer, and its body once checked.
public final class FunctionDecl: @unchecked Sendable {
    public enum Kind: Sendable { case function, initializer }

    public let name: String
    public let kind: Kind
    public let parameters: [ParameterDecl]
    /// The declared result; for `some P` the placeholder until the body is checked.
    public var resultType: SwiftType
    /// `some P` results: the protocols, before the underlying type is known.
    public let opaqueResult: [NominalID]?
    /// `some P<Int>`: the primary associated types the underlying type must bind (`Output == Int`).
    public var opaqueSameTypes: [(String, SwiftType)] = []
    public let genericParameters: [GenericParameter]
    public var requirements: [Requirement]
    public let isStatic: Bool
    public let isMutating: Bool
    /// The type that declares it (nil for a global function).
    public weak var owner: NominalDecl?
    /// Declared in `extension P` of a protocol: `Self` is a generic parameter.
    public let isProtocolExtensionMember: Bool
    public let body: CodeBlockSyntax?
    /// A subscript's shorthand getter (`subscript(i: Int) -> T { … }`), which has no code block.
    public var getterStatements: CodeBlockItemListSyntax?
    /// A subscript's `set` accessor (`newValue`, or the name written in `set(v)`).
    public var setter: Accessor?
    public var checkedSetter: CheckedBody?
    /// The statements the body runs.
    public var statements: CodeBlockItemListSyntax? { body?.statements ?? getterStatements }
    /// The result builder its body is transformed with.
    public var builder: NominalID?
    public let isDisfavored: Bool
    /// `@available(*, unavailable, message:)`.
    public let unavailableMessage: String?
    public let syntax: Syntax?
    public let serial: Int
    /// The checked body, filled in lazily.
    public var checkedBody: CheckedBody?
    /// Made by the checker, not written: a struct's memberwise initializer or an enum case constructor.
    public var synthesized: Synthesized?
    /// Being checked right now (detects an opaque result that depends on itself).
    var isBeingChecked = false
    /// A parameter's or the result's written type could not be resolved (reported there): a
    /// call to it is a follow-on error (`CheckError.followingOn`).
    public var hasUnresolvedType = false

    public init(
        name: String, kind: Kind, parameters: [ParameterDecl], resultType: SwiftType, opaqueResult: [NominalID]?,
        genericParameters: [GenericParameter], requirements: [Requirement], isStatic: Bool, isMutating: Bool,
        owner: NominalDecl?, isProtocolExtensionMember: Bool, body: CodeBlockSyntax?, builder: NominalID?,
        isDisfavored: Bool, unavailableMessage: String?, syntax: Syntax?, serial: Int
    ) {
        self.name = name
        self.kind = kind
        self.parameters = parameters
        self.resultType = resultType
        self.opaqueResult = opaqueResult
        self.genericParameters = genericParameters
        self.requirements = requirements
        self.isStatic = isStatic
        self.isMutating = isMutating
        self.owner = owner
        self.isProtocolExtensionMember = isProtocolExtensionMember
        self.body = body
        self.builder = builder
        self.isDisfavored = isDisfavored
        self.unavailableMessage = unavailableMessage
        self.syntax = syntax
        self.serial = serial
    }

    /// What a synthesized function does.
    public enum Synthesized: Sendable {
        case memberwise
        case enumCase(String)
        /// `init?(rawValue:)` of an enum with a raw type.
        case rawValue
    }

    /// `name(label:label:)`, as Swift writes a function's full name.
    public var fullName: String {
        let base = kind == .initializer ? "init" : name
        return base + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The name swiftc's requirement messages use: the labels only when one is written
    /// (`keep` for `keep(_:)`, `n(value:)`).
    public var spokenName: String {
        parameters.allSatisfy { $0.label == nil || $0.label == "_" } && kind != .initializer ? name : fullName
    }

    /// A name for natives and messages: `Array.append(_:)`.
    public var qualifiedName: String {
        (owner.map { $0.id.qualifiedName + "." } ?? "") + fullName
    }
}

extension FunctionDecl {
    /// `init?(…)`: a call returns an optional.
    public var isFailable: Bool {
        if case .rawValue? = synthesized { return true }
        return kind == .initializer && syntax?.as(InitializerDeclSyntax.self)?.optionalMark != nil
    }

    /// Written in an `extension` block rather than in its type's own body.
    public var isDeclaredInExtension: Bool {
        var node = syntax?.parent
        while let current = node {
            if current.is(ExtensionDeclSyntax.self) { return true }
            if current.isProtocol((any DeclGroupSyntax).self) { return false }
            node = current.parent
        }
        return false
    }
}
