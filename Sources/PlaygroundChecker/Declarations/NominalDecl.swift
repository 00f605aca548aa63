import SwiftSyntax

/// A struct, enum, class or protocol: its generic parameters, conformances and members.
public final class NominalDecl: @unchecked Sendable {
    public enum Kind: Sendable { case `struct`, `enum`, `class`, `protocol` }

    public let id: NominalID
    public let kind: Kind
    public var name: String { String(id.simpleName) }
    public let genericParameters: [GenericParameter]
    /// Requirements on the generic parameters (from `<T: P>` and `where`).
    public var requirements: [Requirement] = []
    public var conformances: [Conformance] = []
    /// Stored properties in declaration order (the memberwise initializer's parameters).
    public var storedProperties: [PropertyDecl] = []
    public var properties: [String: [PropertyDecl]] = [:]
    public var functions: [String: [FunctionDecl]] = [:]
    public var initializers: [FunctionDecl] = []
    /// The synthesized memberwise initializer, once made.
    public var memberwiseInitializer: FunctionDecl?
    /// An initializer was written in the type's own body (no memberwise initializer then).
    public var declaresInitializer = false
    public var enumCases: [String: EnumCaseDecl] = [:]
    public var enumCaseOrder: [String] = []
    public var typeAliases: [String: TypeAliasDecl] = [:]
    /// Associated types, for a protocol.
    public var associatedTypes: [String: AssociatedTypeDecl] = [:]
    public var nestedTypes: [String: NominalDecl] = [:]
    public weak var parent: NominalDecl?
    /// A class's superclass (`UILabel: UIView`).
    public var superclass: NominalID?
    /// Set by `@resultBuilder`.
    public var isResultBuilder = false
    /// Set by `@propertyWrapper`.
    public var isPropertyWrapper = false
    /// The syntax it was declared with (diagnostics point here).
    public let syntax: Syntax?
    /// A number unique to this declaration, owner of its generic parameters.
    public let serial: Int

    public init(id: NominalID, kind: Kind, genericParameters: [GenericParameter], syntax: Syntax?, serial: Int) {
        self.id = id
        self.kind = kind
        self.genericParameters = genericParameters
        self.syntax = syntax
        self.serial = serial
    }

    /// The type as seen from inside the declaration (`VStack<Content>`).
    public var declaredType: SwiftType {
        .nominal(id, genericParameters.map { .parameter($0) })
    }

    /// The implicit `Self` parameter of a protocol.
    public var selfParameter: GenericParameter {
        GenericParameter(name: "Self", owner: serial)
    }
}

/// `extension T: P where …` or `struct T: P`: a conformance, possibly conditional.
public struct Conformance: Sendable {
    public let protocolID: NominalID
    public let conditions: [Requirement]
}

/// `case name(Payload…)` of an enum.
public struct EnumCaseDecl: Sendable {
    public let name: String
    public let payload: [SwiftType]
    public let labels: [String?]
}

/// `typealias Name = Type` inside a type.
public struct TypeAliasDecl: Sendable {
    public let name: String
    public let type: SwiftType
}

/// `associatedtype Name: P` in a protocol.
public struct AssociatedTypeDecl: Sendable {
    public let name: String
    public let conformances: [NominalID]
}
