import SwiftSyntax

/// A stored or computed property (`let`/`var`), static or not, maybe property-wrapped.
public final class PropertyDecl: @unchecked Sendable {
    public let name: String
    /// The declared type; for `some P` the underlying type once the getter is checked.
    public var type: SwiftType
    public let opaqueResult: [NominalID]?
    public let isStatic: Bool
    public let isLet: Bool
    /// Stored (no getter).
    public let isStored: Bool
    public let initializer: ExprSyntax?
    public let getter: CodeBlockItemListSyntax?
    /// Has a setter (computed) or is a stored `var`.
    public let isSettable: Bool
    public var builder: NominalID?
    /// `@State`, `@Binding`: the wrapper type.
    public let wrapper: NominalID?
    /// The wrapper attribute as written, with its arguments (`@Environment(\.dismiss)`).
    public var wrapperAttribute: AttributeSyntax?
    /// The wrapper's backing storage, once checked.
    public var checkedWrapper: WrapperStorage?
    public weak var owner: NominalDecl?
    public let isProtocolExtensionMember: Bool
    /// Requirements of the extension it was declared in (`where Self == Color`).
    public let requirements: [Requirement]
    public let syntax: Syntax?
    public let serial: Int
    /// Declared `lazy`: its initial value is computed at the first read, and may use `self`.
    /// Read from the syntax once: the interpreter asks at every read of the property.
    public let isLazy: Bool
    public var checkedGetter: CheckedBody?
    public var checkedInitializer: Expr?
    /// A generic type written without its arguments (`let ids: Set = [1, 2]`): the property's
    /// type is it with the arguments its initial value gives (`type` is unknown until then).
    public var annotationWithoutArguments: SwiftType?
    /// A computed property's `set` accessor (`newValue`, or the name written in `set(v)`).
    public var setter: Accessor?
    /// A stored property's observers: `willSet` (`newValue`) and `didSet` (`oldValue`).
    public var willSet: Accessor?
    public var didSet: Accessor?
    public var checkedSetter: CheckedBody?
    public var checkedWillSet: CheckedBody?
    public var checkedDidSet: CheckedBody?
    var isBeingChecked = false
    /// Its written type or wrapper attribute could not be resolved (reported there): a use of
    /// it is a follow-on error (`CheckError.followingOn`).
    public var hasUnresolvedType = false

    public init(
        name: String, type: SwiftType, opaqueResult: [NominalID]?, isStatic: Bool, isLet: Bool, isStored: Bool,
        initializer: ExprSyntax?, getter: CodeBlockItemListSyntax?, isSettable: Bool, builder: NominalID?,
        wrapper: NominalID?, owner: NominalDecl?, isProtocolExtensionMember: Bool, requirements: [Requirement],
        syntax: Syntax?, serial: Int
    ) {
        self.name = name
        self.type = type
        self.opaqueResult = opaqueResult
        self.isStatic = isStatic
        self.isLet = isLet
        self.isStored = isStored
        self.initializer = initializer
        self.getter = getter
        self.isSettable = isSettable
        self.builder = builder
        self.wrapper = wrapper
        self.owner = owner
        self.isProtocolExtensionMember = isProtocolExtensionMember
        self.requirements = requirements
        self.syntax = syntax
        self.serial = serial
        self.isLazy = syntax?.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) } ?? false
    }

    /// Declared `T!`: read where its optional is not wanted, it is unwrapped.
    public var isImplicitlyUnwrapped: Bool {
        syntax?.as(PatternBindingSyntax.self)?.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
    }

    /// Has observers (`willSet`, `didSet`) that run around each store.
    public var isObserved: Bool { self.willSet != nil || self.didSet != nil }

    /// The name of the storage Swift gives a wrapped property (`_count`).
    public var storageName: String { wrapper == nil ? name : "_" + name }
}
