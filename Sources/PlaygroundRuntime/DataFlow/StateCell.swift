import PlaygroundChecker

/// The storage behind a SwiftUI dynamic property; views hold it by reference, as SwiftUI's graph does.
public final class StateCell: @unchecked Sendable {
    public var value: Value
    /// Called after every write, by key (the views that depend on the cell, an object that publishes it).
    private var observers: [String: (StateCell) -> Void] = [:]
    /// The property's storage name (`_count`), for logs and `:state`; set when a view stores it.
    public internal(set) var name: String
    public let kind: DynamicPropertyKind
    /// `@StateObject`'s initial value, made the first time the object is needed.
    var pending: FunctionValue?
    /// What an `@Environment` or `@EnvironmentObject` property reads: a key (`colorScheme`) or
    /// an object's type; resolved from the view's environment before its body runs.
    var environmentKey: EnvironmentKeyReference?
    var isResolved = false

    public init(name: String, value: Value, kind: DynamicPropertyKind = .state) {
        self.name = name
        self.value = value
        self.kind = kind
    }

    /// Called with each value about to be written, even an identical one (`$published` subscribers).
    private var willWriteObservers: [(Value) -> Void] = []

    /// Stores a value; an equal value invalidates nothing, as in SwiftUI.
    public func write(_ newValue: Value) {
        for observer in willWriteObservers { observer(newValue) }
        if newValue.isIdentical(to: value) { return }
        value = newValue
        for observer in Array(observers.values) { observer(self) }
    }

    /// Registers an observer of the values about to be written.
    func observeWillWrite(_ observer: @escaping (Value) -> Void) {
        willWriteObservers.append(observer)
    }

    /// Registers (or replaces) the observer known by `key`.
    public func observe(key: String, _ observer: @escaping (StateCell) -> Void) {
        observers[key] = observer
    }
}

/// What an environment-reading property looks up.
enum EnvironmentKeyReference: Equatable {
    /// `@Environment(\.colorScheme)`: a value by key.
    case key(String)
    /// `@EnvironmentObject var model: Model`, `@Environment(Model.self)`: an object by its type.
    case object(SwiftType, observable: Bool)
}
