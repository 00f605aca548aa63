import PlaygroundChecker
import SwiftSyntax

/// Stores through accessors: computed properties' setters (instance, static, global), stored
/// properties' observers (`willSet` before the store, `didSet` after) and subscripts' setters.
extension Interpreter {
    /// Stores `value` into property `p` of `base`; returns the base's new value when it is a value
    /// the caller must copy back (a struct), nil when the store changed no value (a class
    /// instance's object, a `nonmutating set`). With `observed` false (a type's own initializer
    /// storing into `self`), observers do not run, as in Swift.
    func storeProperty(_ p: PropertyDecl, of base: Value, _ value: Value, observed: Bool, at node: Syntax?) throws(RuntimeError) -> Value? {
        if !p.isStored {
            guard let setter = try checkedSetter(p), let accessor = p.setter else {
                throw RuntimeError("cannot assign to property: '\(p.name)' is a get-only property", at: node)
            }
            let selfBox = Box(base)
            try runAccessor(setter, accessor.parameter, value, selfBox: selfBox, substitution: substitution(of: base), at: node)
            if accessor.isNonmutating || Self.isReference(base) { return nil }
            return selfBox.value
        }
        guard case .instance = base else { throw RuntimeError("cannot assign to '\(p.name)'", at: node) }
        let observers: (willSet: CheckedBody?, didSet: CheckedBody?) = observed ? try checkedObservers(p) : (nil, nil)
        let selfBox = Box(base)
        let substitution = substitution(of: base)
        if let willSet = observers.willSet, let accessor = p.willSet {
            try runAccessor(willSet, accessor.parameter, value, selfBox: selfBox, substitution: substitution, at: node)
        }
        guard case .instance(var instance) = selfBox.value else { throw RuntimeError("cannot assign to '\(p.name)'", at: node) }
        let old = instance.fields[p.name] ?? .void
        instance.fields[p.name] = value
        selfBox.value = .instance(instance)
        if let didSet = observers.didSet, let accessor = p.didSet {
            try runAccessor(didSet, accessor.parameter, old, selfBox: selfBox, substitution: substitution, at: node)
        }
        return Self.isReference(selfBox.value) ? nil : selfBox.value
    }

    /// Stores through a property wrapper (`@Published var query = "" { didSet { … } }`), between
    /// the property's observers; returns the owner to copy back, as `writeWrapped` does.
    func storeWrapped(_ p: PropertyDecl, of base: Value, _ value: Value, observed: Bool, at node: Syntax?) throws(RuntimeError) -> Value? {
        guard observed, p.isObserved else { return try writeWrapped(p, of: base, value, at: node) }
        let observers = try checkedObservers(p)
        let selfBox = Box(base)
        let substitution = substitution(of: base)
        if let willSet = observers.willSet, let accessor = p.willSet {
            try runAccessor(willSet, accessor.parameter, value, selfBox: selfBox, substitution: substitution, at: node)
        }
        let old = p.didSet == nil ? .void : try readWrapped(p, of: selfBox.value, at: node)
        var changed = observers.willSet != nil
        if let owner = try writeWrapped(p, of: selfBox.value, value, at: node) {
            selfBox.value = owner
            changed = true
        }
        if let didSet = observers.didSet, let accessor = p.didSet {
            try runAccessor(didSet, accessor.parameter, old, selfBox: selfBox, substitution: substitution, at: node)
            changed = true
        }
        return changed && !Self.isReference(selfBox.value) ? selfBox.value : nil
    }

    /// Stores into a static property: its setter, or its stored value between its observers.
    func storeStatic(_ p: PropertyDecl, _ value: Value, substitution: Substitution, at node: Syntax?) throws(RuntimeError) {
        if p.wrapper != nil {
            let holder = try staticWrapperHolder(p, at: node)
            if let changed = try writeWrapped(p, of: holder, value, at: node) { staticValues[p.serial] = changed }
            return
        }
        if !p.isStored {
            guard let setter = try checkedSetter(p), let accessor = p.setter else {
                throw RuntimeError("cannot assign to property: '\(p.name)' is a get-only property", at: node)
            }
            try runAccessor(setter, accessor.parameter, value, selfBox: nil, substitution: substitution, at: node)
            return
        }
        let observers = try checkedObservers(p)
        if let willSet = observers.willSet, let accessor = p.willSet {
            try runAccessor(willSet, accessor.parameter, value, selfBox: nil, substitution: substitution, at: node)
        }
        let old = p.didSet == nil ? .void : try staticProperty(p, substitution: substitution, at: node)
        staticValues[p.serial] = value
        if let didSet = observers.didSet, let accessor = p.didSet {
            try runAccessor(didSet, accessor.parameter, old, selfBox: nil, substitution: substitution, at: node)
        }
    }

    /// Stores into a top-level variable: its setter, or its box between its observers.
    func storeGlobal(_ name: String, _ value: Value, at node: Syntax?) throws(RuntimeError) {
        if let p = checker.table.variables[name], !p.isStored, let setter = try checkedSetter(p), let accessor = p.setter {
            try runAccessor(setter, accessor.parameter, value, selfBox: nil, substitution: .empty, at: node)
            return
        }
        guard let box = try globalBox(name) else { throw RuntimeError("'\(name)' is not defined", at: node) }
        guard let p = checker.table.variables[name], p.isObserved else {
            box.value = value
            return
        }
        let observers = try checkedObservers(p)
        if let willSet = observers.willSet, let accessor = p.willSet {
            try runAccessor(willSet, accessor.parameter, value, selfBox: nil, substitution: .empty, at: node)
        }
        let old = box.value
        box.value = value
        if let didSet = observers.didSet, let accessor = p.didSet {
            try runAccessor(didSet, accessor.parameter, old, selfBox: nil, substitution: .empty, at: node)
        }
    }

    /// `receiver[arguments] = value`: runs the subscript's setter with its parameters and the
    /// value, then copies a struct receiver back.
    func storeSubscript(_ call: Call, _ value: Value, _ env: Environment, at node: Syntax?) throws(RuntimeError) {
        // A static subscript (`Defaults[.key] = value`) runs without an instance to copy back.
        let target = call.function.isStatic ? nil : call.receiver
        guard target != nil || call.function.isStatic else { throw RuntimeError("cannot assign through subscript", at: node) }
        let receiver = try target.map { r throws(RuntimeError) in try eval(r, env) }
        let args = try argumentValues(call, env)
        let fn = receiver.map { witness(for: call.function, receiver: $0) } ?? call.function
        let setter: CheckedBody?
        do { setter = try checker.checkedSetter(of: fn) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
        if setter == nil, fn.owner?.kind == .protocol, let target, case .array(var elements)? = receiver,
           args.count == 1, case .int(let index) = args[0] {
            // `MutableCollection`'s requirement on an array (`data[index] = value` with `data: Data`).
            guard elements.indices.contains(index) else { throw RuntimeError("Fatal error: Index out of range", at: node) }
            try tick(node)
            elements[index] = value
            try assign(target, .array(elements), env)
            return
        }
        guard let setter, let accessor = fn.setter else {
            throw RuntimeError("cannot assign through subscript: subscript is get-only", at: node)
        }
        try tick(node)
        let selfBox = receiver.map(Box.init)
        let scope = Environment(parent: globals, selfBox: selfBox, substitution: calleeSubstitution(call, env))
        for (param, argument) in zip(fn.parameters, args) { scope.define(param.name, argument) }
        scope.define(accessor.parameter, value)
        _ = try nested(at: node) { () throws(RuntimeError) in try execBody(setter, env: scope) }
        if let target, let receiver, let selfBox, !accessor.isNonmutating, !Self.isReference(receiver) { try assign(target, selfBox.value, env) }
    }

    /// Runs a setter or an observer with its value and `self` (whose box it may change).
    func runAccessor(_ body: CheckedBody, _ parameter: String, _ value: Value, selfBox: Box?, substitution: Substitution, at node: Syntax?) throws(RuntimeError) {
        try tick(node)
        let env = Environment(parent: globals, selfBox: selfBox, substitution: substitution)
        env.define(parameter, value)
        _ = try nested(at: node) { () throws(RuntimeError) in try execBody(body, env: env) }
    }

    func checkedSetter(_ p: PropertyDecl) throws(RuntimeError) -> CheckedBody? {
        do { return try checker.checkedSetter(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
    }

    func checkedObservers(_ p: PropertyDecl) throws(RuntimeError) -> (willSet: CheckedBody?, didSet: CheckedBody?) {
        guard p.isObserved else { return (nil, nil) }
        do { return try checker.checkedObservers(of: p) } catch { throw RuntimeError(error.message, at: error.diagnostic.node) }
    }

    /// A class instance: stores into it change its object, not the value.
    static func isReference(_ value: Value) -> Bool {
        if case .instance(let instance) = value { return instance.object != nil }
        return false
    }
}
