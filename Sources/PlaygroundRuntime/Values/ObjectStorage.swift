import PlaygroundChecker

/// The fields of one class instance, shared by every reference to it.
///
/// Writes are reported to the object's observers (the views holding an `ObservableObject`,
/// or the bodies that read an `@Observable` field), which is how a model invalidates views.
public final class ObjectStorage: @unchecked Sendable {
    public private(set) var fields: [String: Value]
    /// What changed in an object.
    public enum Change: Equatable, Sendable {
        /// A stored field (what `@Observable` tracks), by name.
        case field(String)
        /// An `@Published` property (by storage name) or `objectWillChange.send()` (nil).
        case published(String?)
    }

    /// Observers by key (a view's identity), replaced on each body evaluation.
    var keyedObservers: [String: (Change) -> Void] = [:]

    init(fields: [String: Value]) {
        self.fields = fields
    }

    /// Stores new fields and tells the observers which ones changed.
    func replaceFields(_ newFields: [String: Value]) {
        let changed = newFields.keys.filter { key in
            guard let old = fields[key] else { return true }
            return !old.isIdentical(to: newFields[key]!)
        }
        fields = newFields
        for name in changed.sorted() { notify(.field(name)) }
    }

    /// Runs `change` on a field taken out of the object (so its storage is not shared while it
    /// changes, and an append does not copy it), puts it back, and tells the observers.
    func modifyField<R>(_ name: String, _ change: (inout Value) throws(RuntimeError) -> R) throws(RuntimeError) -> R {
        var value = fields[name] ?? .void
        fields[name] = .void
        defer { fields[name] = value }
        let result = try change(&value)
        notify(.field(name))
        return result
    }

    /// Tells every observer what changed.
    func notify(_ change: Change) {
        for observer in Array(keyedObservers.values) { observer(change) }
    }

    /// Registers (or replaces) the observer known by `key`.
    public func observe(key: String, _ observer: @escaping (Change) -> Void) {
        keyedObservers[key] = observer
    }

    public func stopObserving(key: String) {
        keyedObservers[key] = nil
    }
}

extension Value {
    /// Equal values, or the same object for class instances.
    func isIdentical(to other: Value) -> Bool {
        if case .instance(let a) = self, case .instance(let b) = other, let x = a.object, let y = b.object { return x === y }
        return self == other
    }
}
