extension Profile {
    /// Data flow: observable models (Combine's `ObservableObject`, Observation's `@Observable`),
    /// SwiftUI's property wrappers for them, and the environment.
    ///
    /// The runtime keeps these wrappers natively (`DynamicPropertyKind`); the bodies here only
    /// make the declarations compile as swiftc's stand-in.
    static let swiftUIDataFlowSource = #"""
// MARK: Combine and Observation

public final class ObservableObjectPublisher {
    public init() {}
    public func send() {}
}

/// Combine's `ObservableObject`: `objectWillChange` fires before any `@Published` property changes.
public protocol ObservableObject {}

extension ObservableObject {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A stored property SwiftUI updates before it evaluates a view's body (a wrapper built from
/// `@State` or `@Environment`). The playground does not call `update()` on a user's own.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@propertyWrapper
public struct Published<Value> {
    var value: Value
    public init(wrappedValue: Value) { value = wrappedValue }
    public init(initialValue: Value) { value = initialValue }
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }
    /// `$property`: its values, from the current one; each assigned value is sent before it is
    /// stored (a subscriber that reads the property still sees the old one).
    public var projectedValue: Published<Value>.Publisher {
        get { Publisher(subscription: { _ in }, _assign: { _ in }) }
        set {}
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: _CombinePublisher {
        public typealias Output = Value
        public typealias Failure = Never
        /// Named apart from `Publisher.subscribe(on:)`, which a call would find first.
        let subscription: (@escaping (Value) -> Void) -> Void
        /// Stores a value in the property (`assign(to: &$property)`).
        let _assign: (Value) -> Void
        public func _subscribe(_ subscriber: _Subscriber<Value, Never>) { subscription { subscriber.receive($0) } }
    }
}

extension _CombinePublisher where Failure == Never {
    /// Stores each value in a `@Published` property (`.assign(to: &$status)`), for as long as
    /// the property's object lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let target = published
        _subscribe(_Subscriber(receiveValue: { target._assign($0) }, receiveCompletion: { _ in }))
    }
}

/// Observation's `Observable`, which the `@Observable` macro conforms a class to.
public protocol Observable {}

// MARK: Model property wrappers

@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    let thunk: () -> ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.thunk = thunk }
    public var wrappedValue: ObjectType { thunk() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: thunk()) }
}

@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public var wrappedValue: ObjectType
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
    public init() {}
    public var wrappedValue: ObjectType { fatalError("No ObservableObject found") }
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(object: wrappedValue) }
}

@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let value = wrappedValue
        return Binding(get: { value[keyPath: keyPath] }, set: { _ in })
    }
}

// MARK: Environment

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads with `@Environment(\.key)`; each key's default is what a preview starts with.
/// Whether a view is presented (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode {
    public var isPresented: Bool
    public mutating func dismiss() { isPresented = false }
}

public struct EnvironmentValues {
    public init() {}
    /// A custom key's value: its default (what a view reads where no ancestor wrote it; written
    /// values are found by the property's name, `ExpressionChecker.environmentKeyValue`).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var colorScheme: ColorScheme { get { .light } set {} }
    public var colorSchemeContrast: ColorSchemeContrast { get { .standard } set {} }
    /// A preview reads left to right, with no assistive technology on.
    public var layoutDirection: LayoutDirection { get { .leftToRight } set {} }
    public var accessibilityEnabled: Bool { get { false } set {} }
    public var multilineTextAlignment: TextAlignment { get { .leading } set {} }
    /// VoiceOver is off in a preview.
    public var accessibilityVoiceOverEnabled: Bool { false }
    public var dismiss: DismissAction { DismissAction() }
    /// Deprecated in favour of `dismiss`, still common: presented, with `dismiss()` to leave.
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode(isPresented: true)) }
    public var isPresented: Bool { false }
    public var dynamicTypeSize: DynamicTypeSize { get { .large } set {} }
    public var sizeCategory: ContentSizeCategory { get { .large } set {} }
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { .compact } set {} }
    public var verticalSizeClass: UserInterfaceSizeClass? { get { .regular } set {} }
    public var openURL: OpenURLAction { get { OpenURLAction() } set {} }
    public var isEnabled: Bool { get { true } set {} }
    public var editMode: Binding<EditMode>? { get { nil } set {} }
    public var font: Font? { get { nil } set {} }
    public var symbolRenderingMode: SymbolRenderingMode? { get { nil } set {} }
    public var contentTransition: ContentTransition { get { .identity } set {} }
    /// The session's locale (en_US, as `Locale.current`).
    public var locale: Locale { get { .current } set {} }
    public var lineLimit: Int? { get { nil } set {} }
    public var scenePhase: ScenePhase { get { .active } set {} }
    public var isSearching: Bool { false }
    /// The simulated screen's (`UIScreen.main.scale`): 3 points to a pixel.
    public var displayScale: CGFloat { get { 3 } set {} }
    public var pixelLength: CGFloat { 1 / displayScale }
}

@propertyWrapper
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>?
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
    public init(_ objectType: Value.Type) where Value: Observable { keyPath = nil }
    public var wrappedValue: Value { fatalError("read from the view's environment") }
}

public struct DismissAction {
    public func callAsFunction() {}
}

public struct OpenURLAction {
    public init(handler: @escaping (URL) -> OpenURLAction.Result) {}
    init() {}
    public struct Result {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }
    public func callAsFunction(_ url: URL) {}
}

public enum ColorScheme: Hashable, CaseIterable {
    case light
    case dark
}

public enum ColorSchemeContrast: Hashable, CaseIterable {
    case standard
    case increased
}

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable {
    case xSmall
    case small
    case medium
    case large
    case xLarge
    case xxLarge
    case xxxLarge
    case accessibility1
    case accessibility2
    case accessibility3
    case accessibility4
    case accessibility5
    public var isAccessibilitySize: Bool {
        switch self {
        case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5: true
        default: false
        }
    }
}

/// The older name for a text size (deprecated in favour of `DynamicTypeSize`, still common).
public enum ContentSizeCategory: Hashable, CaseIterable {
    case extraSmall
    case small
    case medium
    case large
    case extraLarge
    case extraExtraLarge
    case extraExtraExtraLarge
    case accessibilityMedium
    case accessibilityLarge
    case accessibilityExtraLarge
    case accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: true
        default: false
        }
    }
}

extension ContentSizeCategory {
    /// Ordered smallest first, as the SDK's `@_alwaysEmitIntoClient` operators compare them (the
    /// type is not `Comparable`).
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(rhs < lhs) }
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { rhs < lhs }
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(lhs < rhs) }
}

public enum UserInterfaceSizeClass: Hashable {
    case compact
    case regular
}

public enum EditMode: Hashable {
    case inactive
    case transient
    case active
    public var isEditing: Bool { self != .inactive }
}

public enum ScenePhase: Hashable, Comparable {
    case background
    case inactive
    case active
}

extension _EnvironmentKeyWritingModifier {
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = "\(keyPath)"
        self.value = value
    }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<V>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
    /// `environment(T.environmentStore, object)` in the SDK: the object, found again by its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<T?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "$object", value: Optional(object)))
    }
    /// Opaque in the SDK; the same writing modifier as `environmentObject(_:)` is assumed.
    public func environment<T: Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<T?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "$object", value: object))
    }
}

// MARK: Other dynamic properties

@propertyWrapper
public struct FocusState<Value: Hashable> {
    @propertyWrapper
    public struct Binding {
        let read: () -> Value
        public var wrappedValue: Value { read() }
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    var value: Value
    public init() where Value == Bool { value = false }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: FocusState<Value>.Binding {
        let value = self.value
        return Binding(read: { value })
    }
}

public struct _FocusedModifier<Value: Hashable>: ViewModifier {
    public var binding: FocusState<Value>.Binding
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// Opaque in the SDK; `_FocusedModifier` stands for its underlying modifier.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusedModifier<Bool>> {
        modifier(_FocusedModifier(binding: condition))
    }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _FocusedModifier<Value>> {
        modifier(_FocusedModifier(binding: binding))
    }
}

@propertyWrapper
public struct AppStorage<Value> {
    var value: Value
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { value = wrappedValue }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> {
        let value = self.value
        return Binding(get: { value }, set: { _ in })
    }
}

/// An optional value with no default: nil until the key is written.
extension AppStorage {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? { value = nil }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? { value = nil }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? { value = nil }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? { value = nil }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? { value = nil }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? { value = nil }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? { value = nil }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String { value = nil }
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int { value = nil }
}

/// A length that follows Dynamic Type; the playground's size is the default (`.large`), at
/// which a metric is its own value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let value: Value
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { value = wrappedValue }
    public init(wrappedValue: Value) { value = wrappedValue }
    public var wrappedValue: Value { value }
}

@propertyWrapper
public struct SceneStorage<Value> {
    var value: Value
    public init(wrappedValue: Value, _ key: String) { value = wrappedValue }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> {
        let value = self.value
        return Binding(get: { value }, set: { _ in })
    }
}

@propertyWrapper
public struct Namespace {
    public struct ID: Hashable {
        var id: Int
    }
    public init() {}
    public var wrappedValue: Namespace.ID { ID(id: 0) }
}

"""#
}
