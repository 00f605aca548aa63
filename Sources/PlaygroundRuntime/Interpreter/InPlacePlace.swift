import PlaygroundChecker

/// Where a value changed in place lives (`Interpreter.mutateInPlace`): a variable's box, a
/// stored property of a struct held in a box (`self` in a mutating method, a local), or a
/// stored property of a class instance's object.
enum InPlacePlace {
    case box(Box)
    case structField(Box, String)
    case objectField(ObjectStorage, String)

    /// The value there now.
    var current: Value? {
        switch self {
        case .box(let box): return box.value
        case .structField(let box, let name):
            guard case .instance(let instance) = box.value else { return nil }
            return instance.fields[name]
        case .objectField(let object, let name): return object.fields[name]
        }
    }

    /// Runs `change` on the value taken out of its place, so that nothing else references its
    /// storage while it changes, and puts it back (also when `change` throws).
    func modify<R>(_ change: (inout Value) throws(RuntimeError) -> R) throws(RuntimeError) -> R {
        switch self {
        case .box(let box):
            var value = box.value
            box.value = .void
            defer { box.value = value }
            return try change(&value)
        case .structField(let box, let name):
            guard case .instance(var instance) = box.value else { throw RuntimeError("cannot change '\(name)' here", at: nil) }
            box.value = .void
            var value = instance.fields[name] ?? .void
            instance.fields[name] = .void
            defer {
                instance.fields[name] = value
                box.value = .instance(instance)
            }
            return try change(&value)
        case .objectField(let object, let name):
            return try object.modifyField(name, change)
        }
    }
}
