import PlaygroundChecker
import SwiftSyntax

/// Properties: stored, computed, static, wrapped (`@State`, `@Binding`) and projected (`$x`).
extension Interpreter {
    /// `baseType`: the base's static type, where the value does not carry its own (an array's
    /// `Self` in `extension Collection`).
    public func property(_ requested: PropertyDecl, of base: Value, at node: Syntax?, dispatchesStatically: Bool = false, baseType: SwiftType? = nil) throws(RuntimeError) -> Value {
        let p = dispatchesStatically ? requested : witness(for: requested, of: base)
        if p.wrapper != nil { return try readWrapped(p, of: base, at: node) }
        if let publisher = objectWillChange(p, of: base) { return publisher }
        // A SwiftUI wrapper used as a value (`FocusState<Bool>().projectedValue`).
        if case .cell(let cell) = base {
            if p.name == "projectedValue" { return try projectDynamic(cell, type: checker.system.normalize(p.type), at: node) }
            return try dynamicValue(cell, at: node)
        }
        if case .instance(let instance) = base, let value = instance.fields[p.name] {
            if let object = instance.object, observationReads != nil, instance.decl.isObservable {
                observationReads?.append((object, p.name))
            }
            return value
        }
        if let getter = try checkedGetter(p) {
            let env = Environment(parent: globals, selfBox: Box(base), substitution: substitution(of: base, in: p.owner, staticType: baseType))
            return try nested(at: node) { () throws(RuntimeError) in try execBody(getter, env: env) } ?? .void
        }
        if p.isLazy, case .instance(var instance) = base { return try lazyValue(p, of: &instance, at: node) }
        if p.isStored, case .instance = base {
            throw RuntimeError("'\(p.name)' has no value", at: node)
        }
        var receiver: Value? = base
        return try nativeProperty(p, of: &receiver, at: node)
    }

    /// A `lazy` property's value, computed with `self` at its first read. A class instance keeps
    /// it; a struct's is computed again at each read of a copy that has none (the playground
    /// does not write a read back into the variable it came from).
    func lazyValue(_ p: PropertyDecl, of instance: inout Instance, at node: Syntax?) throws(RuntimeError) -> Value {
        let expr: Expr?
        do { expr = try checker.checkedInitializer(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
        guard let expr else { throw RuntimeError("'\(p.name)' has no value", at: node) }
        let env = Environment(parent: globals, selfBox: Box(.instance(instance)), substitution: substitution(of: .instance(instance)))
        let value = try nested(at: node) { () throws(RuntimeError) in try eval(expr, env) }
        instance.fields[p.name] = value
        return value
    }

    func checkedGetter(_ p: PropertyDecl) throws(RuntimeError) -> CheckedBody? {
        do { return try checker.checkedGetter(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
    }

    /// The generic arguments of a value's type, keyed by its declaration's parameters.
    func substitution(of value: Value) -> Substitution {
        switch value {
        case .instance(let i): checker.system.substitution(for: i.type)
        case .enumCase(let e): checker.system.substitution(for: e.type)
        default: .empty
        }
    }

    /// A member's body's generic arguments on `value`: in a protocol extension, `Self` is the
    /// value's type too (`Self.prefix` reads the conforming type's), or its static type for a
    /// value that carries none (`Element` of an array).
    func substitution(of value: Value, in owner: NominalDecl?, staticType: SwiftType? = nil) -> Substitution {
        let own = substitution(of: value)
        guard let owner, owner.kind == .protocol else { return own }
        let type: SwiftType? = switch value {
        case .instance(let i): i.type
        case .enumCase(let e): e.type
        default: staticType
        }
        guard let type else { return own }
        return Substitution(own.bindings.merging([owner.selfParameter: type]) { first, _ in first })
    }

    func staticProperty(_ p: PropertyDecl, substitution: Substitution, at node: Syntax?) throws(RuntimeError) -> Value {
        if p.wrapper != nil { return try readWrapped(p, of: try staticWrapperHolder(p, at: node), at: node) }
        if let cached = staticValues[p.serial] { return cached }
        if let getter = try checkedGetter(p) {
            let env = Environment(parent: globals, substitution: substitution)
            return try nested(at: node) { () throws(RuntimeError) in try execBody(getter, env: env) } ?? .void
        }
        guard let value = try initialValue(p) else {
            // A stored optional `static var` written without a value starts as nil.
            if p.isStored, !p.isLet, p.type.optionalWrapped != nil {
                staticValues[p.serial] = .optional(nil)
                return .optional(nil)
            }
            var none: Value?
            return try nativeProperty(p, of: &none, at: node)
        }
        staticValues[p.serial] = value
        return value
    }

    func readWrapped(_ p: PropertyDecl, of base: Value, at node: Syntax?) throws(RuntimeError) -> Value {
        guard case .instance(let instance) = base, let storage = instance.fields[p.storageName] else {
            throw RuntimeError("'\(p.name)' has no value", at: node)
        }
        switch storage {
        case .cell(let cell):
            return try dynamicValue(cell, at: node)
        case .instance(let wrapper) where wrapper.decl.name == "Binding":
            guard case .function(let get)? = wrapper.fields["get"] else { return .void }
            return try call(get, [], at: node)
        case .instance(let wrapper):
            guard let wrapped = wrapper.decl.properties["wrappedValue"]?.first else { return storage }
            return try property(wrapped, of: storage, at: node)
        default:
            return storage
        }
    }

    /// Assigns through a wrapper; returns the owner with its new storage when the wrapper is a value
    /// whose stored `wrappedValue` changed (the caller copies it back).
    func writeWrapped(_ p: PropertyDecl, of base: Value, _ value: Value, at node: Syntax?) throws(RuntimeError) -> Value? {
        guard case .instance(var instance) = base else { throw RuntimeError("'\(p.name)' has no storage", at: node) }
        guard let storage = instance.fields[p.storageName] else {
            // An initializer's first `self.name = value` makes the wrapper (`State(wrappedValue: value)`).
            instance.fields[p.storageName] = try wrapperStorage(p, fromWrapped: value, substitution: checker.system.substitution(for: instance.type))
            publishCells(of: instance)
            return instance.object == nil ? .instance(instance) : nil
        }
        switch storage {
        case .cell(let cell):
            try writeDynamic(cell, value, name: p.name, at: node)
        case .instance(let wrapper) where wrapper.decl.name == "Binding":
            guard case .function(let set)? = wrapper.fields["set"] else { return nil }
            _ = try call(set, [value], at: node)
        case .instance(var wrapper) where wrapper.decl.properties["wrappedValue"]?.first?.isStored == true:
            wrapper.fields["wrappedValue"] = value
            instance.fields[p.storageName] = .instance(wrapper)
            return instance.object == nil ? .instance(instance) : nil
        case .instance(let wrapper):
            // A computed `wrappedValue` (`@UserDefault`, a clamping wrapper): its setter runs on
            // the wrapper, which is copied back when it is a struct.
            guard let wrapped = wrapper.decl.properties["wrappedValue"]?.first(where: { !$0.isStatic }) else {
                throw RuntimeError("cannot assign through the wrapper of '\(p.name)'", at: node)
            }
            guard let changed = try storeProperty(wrapped, of: storage, value, observed: true, at: node) else { return nil }
            instance.fields[p.storageName] = changed
            return instance.object == nil ? .instance(instance) : nil
        default:
            throw RuntimeError("cannot assign through the wrapper of '\(p.name)'", at: node)
        }
        return nil
    }

    /// The holder of a static wrapped property's wrapper (`@UserDefault("key", defaultValue: false)
    /// static var flag: Bool`): an instance of the owner type with only that storage, made on
    /// first use, so the wrapper is read and written as an instance's is.
    func staticWrapperHolder(_ p: PropertyDecl, at node: Syntax?) throws(RuntimeError) -> Value {
        if let held = staticValues[p.serial] { return held }
        guard let owner = p.owner else { throw RuntimeError("'\(p.name)' has no storage", at: node) }
        var holder = Instance(decl: owner, type: owner.declaredType)
        if let made = try wrapperInitialization(p) { holder.fields[p.storageName] = made }
        staticValues[p.serial] = .instance(holder)
        return .instance(holder)
    }

    /// `$name`: the wrapper's projected value (a `Binding` to an `@State` cell, the `Binding` itself…).
    func projection(_ p: PropertyDecl, of base: Value, type: SwiftType, at node: Syntax?) throws(RuntimeError) -> Value {
        guard case .instance(let instance) = base, let storage = instance.fields[p.storageName] else {
            throw RuntimeError("'$\(p.name)' has no storage", at: node)
        }
        switch storage {
        case .cell(let cell):
            return try projectDynamic(cell, type: checker.system.normalize(p.type), at: node)
        case .instance(let wrapper) where wrapper.decl.name != "Binding":
            guard let projected = wrapper.decl.properties["projectedValue"]?.first else { return storage }
            return try property(projected, of: storage, at: node)
        default:
            return storage
        }
    }

    /// A `Binding<Value>` instance whose closures read and write elsewhere.
    public func binding(get: @escaping () -> Value, set: @escaping (Value) -> Void, valueType: SwiftType) throws(RuntimeError) -> Value {
        guard let decl = checker.table.nominal("Binding") else { throw RuntimeError("no Binding type in this profile", at: nil) }
        let getter = FunctionValue(.native { _ in get() })
        let setter = FunctionValue(.native { args in
            if let v = args.first { set(v) }
            return .void
        })
        return .instance(Instance(decl: decl, type: .nominal(decl.id, [valueType]), fields: ["get": .function(getter), "set": .function(setter)]))
    }
}
