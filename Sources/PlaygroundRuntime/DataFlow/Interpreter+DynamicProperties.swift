import PlaygroundChecker
import SwiftSyntax

/// SwiftUI's property wrappers at run time: the cells their initializers make, and reading,
/// writing and projecting (`$x`) a wrapped property through them.
extension Interpreter {
    /// The cell a SwiftUI wrapper's initializer makes (`State(wrappedValue: 0)`, `Environment(\.dismiss)`).
    func makeDynamicStorage(_ kind: DynamicPropertyKind, _ fn: FunctionDecl, args: [Value], substitution: Substitution) -> Value {
        let labels = fn.parameters.map(\.label)
        func argument(_ label: String) -> Value? {
            labels.firstIndex(of: label).flatMap { args.indices.contains($0) ? args[$0] : nil }
        }
        let wrapped = argument("wrappedValue") ?? argument("initialValue")
        let valueType = fn.owner?.genericParameters.first.flatMap { substitution.bindings[$0] }.map { checker.system.normalize($0) }
        let cell = StateCell(name: "", value: wrapped ?? .none, kind: kind)
        switch kind {
        case .stateObject:
            if case .function(let thunk)? = wrapped { cell.pending = thunk }
        case .observedObject, .bindable:
            cell.value = wrapped ?? args.first ?? .none
        case .environmentObject:
            if let valueType { cell.environmentKey = .object(valueType, observable: false) }
        case .environment:
            if case .keyPath(let path)? = args.first {
                cell.environmentKey = .key(path.joined(separator: "."))
            } else if let valueType {
                cell.environmentKey = .object(valueType, observable: true)
            }
        case .focusState:
            cell.value = valueType?.optionalWrapped != nil ? .none : .bool(false)
        case .appStorage, .sceneStorage:
            guard case .string(let key)? = args.first(where: { if case .string = $0 { true } else { false } }) else { break }
            let storeKey = "\(kind.rawValue):\(key)"
            if let shared = sharedStorage[storeKey] { return .cell(shared) }
            sharedStorage[storeKey] = cell
        case .namespace:
            namespacesMade += 1
            cell.value = .int(namespacesMade)
        case .state, .gestureState, .published:
            break
        }
        return .cell(cell)
    }

    /// The value of a dynamic property's cell (a `@StateObject`'s object is made on first use).
    func dynamicValue(_ cell: StateCell, at node: Syntax?) throws(RuntimeError) -> Value {
        if let thunk = cell.pending {
            cell.pending = nil
            cell.value = try call(thunk, [], at: node)
        }
        if cell.environmentKey != nil, !cell.isResolved {
            try resolveEnvironment(cell, in: EnvironmentSnapshot(), at: node)
        }
        return cell.value
    }

    /// Fills every `@Environment` and `@EnvironmentObject` cell of a view from the environment it
    /// is in. An object the environment lacks is SwiftUI's runtime error only when the view
    /// reads it: the cell stays unresolved until then.
    func resolveEnvironment(of view: Instance, in environment: EnvironmentSnapshot) throws(RuntimeError) {
        for case .cell(let cell) in view.fields.values where cell.environmentKey != nil {
            if case .object(let type, _)? = cell.environmentKey, environment.objects[type] == nil {
                cell.isResolved = false
                continue
            }
            try resolveEnvironment(cell, in: environment, at: nil)
        }
    }

    /// Fills an environment-reading cell from the view's environment; a missing object is
    /// SwiftUI's runtime error.
    func resolveEnvironment(_ cell: StateCell, in environment: EnvironmentSnapshot, at node: Syntax?) throws(RuntimeError) {
        guard let key = cell.environmentKey else { return }
        switch key {
        case .key(let name):
            // `\.theme.list`: the key's value, then its members.
            let dot = name.firstIndex(of: ".")
            let key = dot.map { String(name[..<$0]) } ?? name
            let value: Value
            if let set = environment.values[key] { value = set } else { value = try defaultEnvironmentValue(key, at: node) }
            guard let dot else {
                cell.value = value
                break
            }
            cell.value = try keyPathValue(name[name.index(after: dot)...].split(separator: ".").map(String.init), of: value, at: node)
        case .object(let type, let observable):
            guard let object = environment.objects[type] else {
                let name = type.description
                throw RuntimeError(observable
                    ? "Fatal error: No Observable object of type \(name) found. A View.environment(_:) for \(name) may be missing as an ancestor of this view."
                    : "Fatal error: No ObservableObject of type \(name) found. A View.environmentObject(_:) for \(name) may be missing as an ancestor of this view.", at: node)
            }
            cell.value = object
        }
        cell.isResolved = true
    }

    /// An environment key's value where nothing set it: what `EnvironmentValues()` holds.
    /// (`\.self`, the empty name, is the values themselves: the defaults, here.)
    func defaultEnvironmentValue(_ name: String, at node: Syntax?) throws(RuntimeError) -> Value {
        if name.isEmpty, let decl = checker.table.nominal("EnvironmentValues") {
            return .instance(Instance(decl: decl, type: decl.declaredType))
        }
        guard let decl = checker.table.nominal("EnvironmentValues"), let p = decl.properties[name]?.first(where: { !$0.isStatic }) else {
            throw RuntimeError("EnvironmentValues has no member '\(name)'", at: node)
        }
        // `@Entry var accent = "blue"`: the macro's default is the initial value.
        if p.getter == nil, let initial = try initialValue(p) { return initial }
        return try property(p, of: .instance(Instance(decl: decl, type: decl.declaredType)), at: node)
    }

    /// Assigns through a dynamic property.
    func writeDynamic(_ cell: StateCell, _ value: Value, name: String, at node: Syntax?) throws(RuntimeError) {
        guard cell.kind.isWritable else {
            throw RuntimeError("cannot assign to property: '\(name)' is a get-only property", at: node)
        }
        cell.write(value)
    }

    /// `$name` of a dynamic property: a `Binding` to the cell, or the object wrapper that makes
    /// bindings to its fields (`$model.name`).
    func projectDynamic(_ cell: StateCell, type: SwiftType, at node: Syntax?) throws(RuntimeError) -> Value {
        if cell.kind.projectsBinding {
            return try binding(get: { cell.value }, set: { cell.write($0) }, valueType: type)
        }
        if cell.kind == .published { return try publishedPublisher(cell, valueType: type, at: node) }
        _ = try dynamicValue(cell, at: node)
        return .cell(cell)
    }

    /// `$model.field`, `$binding.field`: a binding to a field of the object or value behind `base`.
    func memberBinding(_ base: Value, field: String, type: SwiftType, at node: Syntax?) throws(RuntimeError) -> Value {
        switch base {
        case .cell(let cell):
            let object = try dynamicValue(cell, at: node)
            guard case .instance(let instance) = object else { break }
            return try binding(get: { [unowned self] in
                (try? self.readField(field, of: instance, at: node)) ?? .void
            }, set: { [unowned self] value in
                _ = try? self.writeField(field, of: instance, value, at: node)
            }, valueType: type)
        case .instance(let b) where b.decl.name == "Binding":
            guard case .function(let get)? = b.fields["get"], case .function(let set)? = b.fields["set"] else { break }
            return try binding(get: { [unowned self] in
                guard case .instance(let whole)? = try? self.call(get, [], at: node) else { return .void }
                return (try? self.readField(field, of: whole, at: node)) ?? .void
            }, set: { [unowned self] value in
                guard case .instance(let whole)? = try? self.call(get, [], at: node),
                      let changed = try? self.writeField(field, of: whole, value, at: node) else { return }
                _ = try? self.call(set, [changed], at: node)
            }, valueType: type)
        default:
            break
        }
        throw RuntimeError("cannot make a binding to '\(field)'", at: node)
    }

    /// A property of an instance, by name (wrapped properties through their wrapper).
    func readField(_ name: String, of instance: Instance, at node: Syntax?) throws(RuntimeError) -> Value {
        guard let p = instance.decl.properties[name]?.first(where: { !$0.isStatic }) else { return instance.fields[name] ?? .void }
        return try property(p, of: .instance(instance), at: node)
    }

    /// Writes a property of an instance by name; the instance afterwards (the same object for a class).
    func writeField(_ name: String, of instance: Instance, _ value: Value, at node: Syntax?) throws(RuntimeError) -> Value {
        // A binding to a computed property runs its setter; to an observed one (wrapped or not),
        // its observers, as a key path's write does (`$model.query` of `@Published var query { didSet … }`).
        if let p = instance.decl.properties[name]?.first(where: { !$0.isStatic }), p.wrapper != nil {
            return try storeWrapped(p, of: .instance(instance), value, observed: true, at: node) ?? .instance(instance)
        }
        if let p = instance.decl.properties[name]?.first(where: { !$0.isStatic }), !p.isStored || p.isObserved {
            return try storeProperty(p, of: .instance(instance), value, observed: true, at: node) ?? .instance(instance)
        }
        var target = instance
        target.fields[name] = value
        return .instance(target)
    }
}

/// The environment a view's body sees: values by key, and objects by type.
public struct EnvironmentSnapshot {
    public var values: [String: Value] = [:]
    public var objects: [SwiftType: Value] = [:]

    public init() {}
}
