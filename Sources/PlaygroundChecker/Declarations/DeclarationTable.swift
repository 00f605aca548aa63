import PlaygroundSyntax

/// Every declaration in scope: the profile's, then the user's, which may replace them.
public final class DeclarationTable: @unchecked Sendable {
    /// Nominal types by qualified name (`Edge.Set`).
    public var nominals: [String: NominalDecl] = [:]
    public var functions: [String: [FunctionDecl]] = [:]
    /// Top-level aliases other than another name for a whole type: of a specialized generic
    /// type (`typealias L = Label<Text, Image>`), a function or tuple type, or generic ones
    /// (`typealias StoreOf<R: Reducer> = Store<R.State, R.Action>`).
    public var typeAliases: [String: TypeAliasDecl] = [:]
    /// The top-level aliases the user declared: each hides a profile type of its name
    /// (recipes-app's `typealias AppStore = Store<AppState, AppAction>` is not StoreKit's `AppStore`).
    public var userAliasNames: Set<String> = []
    /// The modules of the loaded module folder's packages (`Packages/Backend/Sources/Backend` is
    /// `Backend`): a name they qualify (`Backend.Category`) is the module's declaration.
    public var moduleNames: Set<String> = []
    /// Top-level `let`/`var`.
    public var variables: [String: PropertyDecl] = [:]
    /// Values of top-level variables once evaluated (kept by the runtime across entries).
    private var serialCounter = 0

    public init() {}

    /// Whether `name` is a module whose names a file may qualify: the SDK's or a package's.
    func isModuleName(_ name: String) -> Bool {
        ConditionalCompilation.isImportable(name) || moduleNames.contains(name)
    }

    func nextSerial() -> Int {
        serialCounter += 1
        return serialCounter
    }

    /// Loads the declarations of a name that no declaration has yet (its first component),
    /// returning whether any were loaded: the checker's profile chunks not reached so far.
    public var loadOnMiss: ((String) -> Bool)?
    /// The module a declaration belongs to (`Swift`, `SwiftUI` for the profile's others, `main`),
    /// which orders a composition's protocols as Swift prints them.
    public var moduleOf: ((NominalDecl) -> String)?
    /// The type of a property written without one, from its initial value (the checker's
    /// inference), for a question asked before its type's members are checked: an associated
    /// type a `static var defaultValue = [Item]()` witnesses.
    public var inferPropertyType: ((PropertyDecl) -> SwiftType)?

    /// The non-generic type a name no declaration has yet names, when it can be referred to
    /// before it is loaded (a profile type in a signature, `ProfileChunks.plainType(named:)`).
    public var plainTypeNotLoaded: ((String) -> String?)?

    public func nominal(_ qualifiedName: String) -> NominalDecl? {
        if let found = nominals[qualifiedName] { return found }
        guard let loadOnMiss, loadOnMiss(qualifiedName) else { return nil }
        return nominals[qualifiedName]
    }

    public func nominal(_ id: NominalID) -> NominalDecl? { nominal(id.qualifiedName) }

    /// The type a name written inside `enclosing` means: a type nested in an enclosing type
    /// first (`@SectionBuilder` inside `Settings.Container` is `Settings.SectionBuilder`), then
    /// the global one.
    public func nominal(_ name: String, writtenIn enclosing: NominalID?) -> NominalDecl? {
        var scope = enclosing?.qualifiedName
        while let outer = scope {
            if let nested = nominals[outer + "." + name] { return nested }
            scope = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
        }
        return nominal(name)
    }

    /// The result builder an attribute names inside `enclosing` (`@ViewBuilder`, or a builder
    /// nested in an enclosing type).
    public func resultBuilder(_ name: String, writtenIn enclosing: NominalID?) -> NominalDecl? {
        guard let decl = nominal(name, writtenIn: enclosing), decl.isResultBuilder else { return nil }
        return decl
    }

    /// Generic type helpers for the standard types the checker builds by itself.
    public static func optional(_ wrapped: SwiftType) -> SwiftType { .nominal(NominalID("Optional"), [wrapped]) }
    public static func array(_ element: SwiftType) -> SwiftType { .nominal(NominalID("Array"), [element]) }
    public static func dictionary(_ key: SwiftType, _ value: SwiftType) -> SwiftType { .nominal(NominalID("Dictionary"), [key, value]) }
    public static let int = SwiftType.nominal(NominalID("Int"), [])
    public static let double = SwiftType.nominal(NominalID("Double"), [])
    public static let bool = SwiftType.nominal(NominalID("Bool"), [])
    public static let string = SwiftType.nominal(NominalID("String"), [])
    public static let never = SwiftType.nominal(NominalID("Never"), [])
}

extension SwiftType {
    /// The wrapped type when this is `Optional<T>`.
    public var optionalWrapped: SwiftType? {
        if case .nominal(let id, let args) = self, id.qualifiedName == "Optional", args.count == 1 { return args[0] }
        return nil
    }

    public var nominalID: NominalID? {
        if case .nominal(let id, _) = self { return id }
        return nil
    }

    public var genericArguments: [SwiftType] {
        if case .nominal(_, let args) = self { return args }
        return []
    }

    public var isNever: Bool { nominalID?.qualifiedName == "Never" }

    public var isFunction: Bool {
        if case .function = self { return true }
        return false
    }

    public var isExistential: Bool {
        if case .existential = self { return true }
        return false
    }
}
