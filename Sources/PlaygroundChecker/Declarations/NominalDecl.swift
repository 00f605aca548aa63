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
    public var storedProperties: [PropertyDecl] {
        get { materializeMembers(); return _storedProperties }
        set { _storedProperties = newValue }
    }
    public var properties: [String: [PropertyDecl]] {
        get { materializeMembers(); return _properties }
        set { _properties = newValue }
    }
    /// Every function member (reading those of a lazily read type that were not read yet).
    public var functions: [String: [FunctionDecl]] {
        get {
            materializeMembers()
            while let name = pendingFunctions.keys.first { materializeFunctions(named: name) }
            return _functions
        }
        set { _functions = newValue }
    }
    public var initializers: [FunctionDecl] {
        get { materializeMembers(); return _initializers }
        set { _initializers = newValue }
    }
    private var _storedProperties: [PropertyDecl] = []
    private var _properties: [String: [PropertyDecl]] = [:]
    private var _functions: [String: [FunctionDecl]] = [:]
    private var _initializers: [FunctionDecl] = []
    /// Member blocks not read yet: a profile's types are filled in when first used.
    private var pendingMembers: [() -> Void] = []
    /// Function members of read blocks not read yet, by name: a profile type's functions are
    /// read when their name is first looked up (`Text("a")` reads none of Text's modifiers).
    private var pendingFunctions: [String: [() -> Void]] = [:]
    /// A protocol's function and subscript requirements by name (those of its own body): what
    /// a conformance must witness, known without reading its extensions' functions.
    public var requiredFunctionNames: Set<String> = []
    /// The synthesized memberwise initializer, once made.
    public var memberwiseInitializer: FunctionDecl?
    /// An initializer was written in the type's own body (no memberwise initializer then).
    public var declaresInitializer = false
    public var enumCases: [String: EnumCaseDecl] {
        get { materializeMembers(); return _enumCases }
        set { _enumCases = newValue }
    }
    public var enumCaseOrder: [String] {
        get { materializeMembers(); return _enumCaseOrder }
        set { _enumCaseOrder = newValue }
    }
    private var _enumCases: [String: EnumCaseDecl] = [:]
    private var _enumCaseOrder: [String] = []
    public var typeAliases: [String: TypeAliasDecl] = [:]
    /// A protocol's primary associated types (`protocol P<Output>`), constrained by `some P<Int>`.
    public var primaryAssociatedTypes: [String] = []
    /// Associated types, for a protocol.
    public var associatedTypes: [String: AssociatedTypeDecl] = [:]
    public var nestedTypes: [String: NominalDecl] = [:]
    public weak var parent: NominalDecl?
    /// A class's superclass (`UILabel: UIView`).
    public var superclass: NominalID?
    /// The superclass as written, with its arguments in this class's generic parameters
    /// (`KeyPath<Root, Value>` for `WritableKeyPath<Root, Value>`).
    public var superclassType: SwiftType?
    /// Set by `@resultBuilder`.
    public var isResultBuilder = false
    /// Set by `@propertyWrapper`.
    public var isPropertyWrapper = false
    /// An enum's raw type (`String` in `enum Flavor: String`), and the raw values written out.
    public var rawType: SwiftType?
    /// The integer types an enum's raw values may have; a case without one counts up from the previous.
    public static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    public var rawValueLiterals: [String: ExprSyntax] = [:]
    /// Declared `@Observable`: its stored properties are tracked field by field.
    public var isObservable = false
    /// `@Model` (SwiftData): a `PersistentModel`.
    public var isPersistentModel = false
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

    /// Reads a member block now, or when the members are first asked for.
    func addMembers(lazily: Bool, _ read: @escaping () -> Void) {
        if lazily, !pendingMembers.isEmpty || !membersRead {
            pendingMembers.append(read)
        } else {
            materializeMembers()
            read()
        }
    }

    /// A protocol's function requirements, by name in name order: its own body's functions,
    /// read without reading its extensions' other functions.
    public var functionRequirements: [(name: String, functions: [FunctionDecl])] {
        requiredFunctionNames.sorted().map { name in (name, (functions(named: name) ?? []).filter { !$0.isProtocolExtensionMember }) }
    }

    /// The functions named `name` (reading only those of a lazily read type).
    public func functions(named name: String) -> [FunctionDecl]? {
        materializeMembers()
        materializeFunctions(named: name)
        return _functions[name]
    }

    /// Adds a property member. (Through `properties`' getter and setter, each addition would
    /// copy the whole table: a type with thousands of members took seconds to read.)
    func addProperty(_ property: PropertyDecl) {
        materializeMembers()
        _properties[property.name, default: []].append(property)
    }

    /// Adds a stored property, after those added before.
    func addStoredProperty(_ property: PropertyDecl) {
        materializeMembers()
        _storedProperties.append(property)
    }

    /// Adds an initializer.
    func addInitializer(_ initializer: FunctionDecl) {
        materializeMembers()
        _initializers.append(initializer)
    }

    /// Adds a function member, read now.
    func addFunction(_ function: FunctionDecl) {
        _functions[function.name, default: []].append(function)
    }

    /// Adds a function member named `name`, read (by `read`) when the name is first looked up.
    func addFunction(named name: String, lazily read: @escaping () -> Void) {
        pendingFunctions[name, default: []].append(read)
    }

    private func materializeFunctions(named name: String) {
        guard let reads = pendingFunctions.removeValue(forKey: name) else { return }
        for read in reads { read() }
    }

    /// Forgets member blocks and functions never read: their readers hold the collector, and
    /// through it the table and this declaration, so the checker that owns the table drops them
    /// when it goes.
    func dropPendingMembers() {
        pendingMembers = []
        pendingFunctions = [:]
    }

    /// Whether a lazily read member block has been read.
    private var membersRead = false

    private func materializeMembers() {
        guard !pendingMembers.isEmpty else { membersRead = true; return }
        let blocks = pendingMembers
        pendingMembers = []
        membersRead = true
        for read in blocks { read() }
    }

    /// The type as seen from inside the declaration (`VStack<Content>`).
    /// Whether a protocol declares an associated type of that name, also before its members are
    /// collected (an extension's `where Coordinator == Void` is read first).
    func declaresAssociatedType(_ name: String) -> Bool {
        if associatedTypes[name] != nil { return true }
        guard let members = syntax?.as(ProtocolDeclSyntax.self)?.memberBlock.members else { return false }
        return members.contains { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text == name }
    }

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
    /// The `extension` keyword of the extension that declares it; nil when the type's own
    /// declaration does.
    public var extensionSite: Syntax? = nil
}

/// `case name(Payload…)` of an enum.
public struct EnumCaseDecl: @unchecked Sendable {
    public let name: String
    public let payload: [SwiftType]
    public let labels: [String?]
    /// Default values of the associated values (`case flexible(minimum: CGFloat = 10)`).
    public var defaults: [ExprSyntax?] = []
}

/// `typealias Name = Type` (or `typealias Name<T> = …`) inside a type.
public struct TypeAliasDecl: Sendable {
    public let name: String
    public let type: SwiftType
    /// The alias's own generic parameters, bound by the arguments at each use.
    public var genericParameters: [GenericParameter] = []

    /// The aliased type with `args` for the alias's generic parameters.
    public func instantiated(_ args: [SwiftType]) -> SwiftType {
        guard !genericParameters.isEmpty, args.count == genericParameters.count else { return type }
        return type.substituting(Substitution(Dictionary(uniqueKeysWithValues: zip(genericParameters, args))))
    }
}

/// `associatedtype Name: P` in a protocol.
public struct AssociatedTypeDecl: Sendable {
    public let name: String
    public let conformances: [NominalID]
}
