extension Profile {
    /// pointfreeco/swift-dependencies 1, the `@Dependency` property wrapper and the values it
    /// reads (home-assistant's `Current`, the Composable Architecture's features): keys with
    /// live, preview and test values, `DependencyValues` extended by key paths, and
    /// `withDependencies` overriding them for an operation. A preview reads each key's
    /// `previewValue` (its `liveValue` unless declared), made once and cached, as the library
    /// does in Xcode's previews. Written from the library's public API.
    static let dependenciesSource = #"""
// MARK: Dependencies

public protocol TestDependencyKey {
    associatedtype Value = Self
    static var previewValue: Value { get }
    static var testValue: Value { get }
}

extension TestDependencyKey {
    public static var previewValue: Value { testValue }
}

public protocol DependencyKey: TestDependencyKey {
    associatedtype Value = Self
    static var liveValue: Value { get }
    static var previewValue: Value { get }
    static var testValue: Value { get }
}

extension DependencyKey {
    public static var previewValue: Value { liveValue }
    public static var testValue: Value { previewValue }
}

/// Where dependencies are read: a preview's, in the playground.
public enum DependencyContext: Hashable, Sendable {
    case live
    case preview
    case test
}

public struct DependencyValues: Sendable {
    /// The values the running code reads; `withDependencies` replaces them for its operation.
    public static var _current = DependencyValues()
    /// Each key's default value once read: the library makes a live value once.
    private static var cachedValues: [ObjectIdentifier: Any] = [:]
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get {
            if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
            if let value = Self.cachedValues[ObjectIdentifier(key)] as? Key.Value { return value }
            let value = Key.previewValue
            Self.cachedValues[ObjectIdentifier(key)] = value
            return value
        }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var context: DependencyContext {
        get { .preview }
        set {}
    }
}

@propertyWrapper
public struct Dependency<Value>: Sendable {
    private let read: (DependencyValues) -> Value

    public init(_ keyPath: KeyPath<DependencyValues, Value>, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        read = { $0[keyPath: keyPath] }
    }

    public init<Key: TestDependencyKey>(_ key: Key.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) where Key.Value == Value {
        read = { $0[key] }
    }

    public var wrappedValue: Value { read(DependencyValues._current) }
}

/// Runs `operation` with the values `updateValuesForOperation` changes, then restores them.
@discardableResult
public func withDependencies<R>(_ updateValuesForOperation: (inout DependencyValues) throws -> Void, operation: () throws -> R) rethrows -> R {
    var values = DependencyValues._current
    try updateValuesForOperation(&values)
    let saved = DependencyValues._current
    DependencyValues._current = values
    defer { DependencyValues._current = saved }
    return try operation()
}

/// Sets the values every later read starts from (an app's entry point's).
public func prepareDependencies(_ updateValues: (inout DependencyValues) throws -> Void) rethrows {
    try updateValues(&DependencyValues._current)
}

public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date
    public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }
    public static func constant(_ now: Date) -> Self { Self { now } }
    public var now: Date { generate() }
    public func callAsFunction() -> Date { generate() }
}

extension DependencyValues {
    public var date: DateGenerator {
        get { self[DateGeneratorKey.self] }
        set { self[DateGeneratorKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

public enum DateGeneratorKey: DependencyKey {
    public static let liveValue = DateGenerator { Date() }
}

public enum CalendarKey: DependencyKey {
    public static let liveValue = Calendar.autoupdatingCurrent
}

public enum LocaleKey: DependencyKey {
    public static let liveValue = Locale.autoupdatingCurrent
}
"""#
}
