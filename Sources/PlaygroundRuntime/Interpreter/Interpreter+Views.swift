import PlaygroundChecker
import SwiftSyntax

/// Entry points the view graph uses: bodies of custom views and modifiers, key paths.
extension Interpreter {
    /// Evaluates a custom view's `body` with `self` bound to the view value.
    public func evaluateBody(of instance: Instance, property: PropertyDecl) throws(RuntimeError) -> Value {
        try self.property(property, of: .instance(instance), at: property.syntax)
    }

    /// A value of a non-generic profile type, from its stored properties (a `GeometryProxy`,
    /// a layout's `CGSize`, a style configuration's placeholder view).
    func instance(_ name: String, _ fields: [String: Value] = [:]) throws(RuntimeError) -> Value {
        guard let decl = checker.table.nominal(name) else { throw RuntimeError("no \(name) in this profile", at: nil) }
        return .instance(Instance(decl: decl, type: decl.declaredType, fields: fields))
    }

    /// Evaluates a `ViewModifier`'s `body(content:)` with a content placeholder; returns it and its type.
    func evaluateModifierBody(_ modifier: Instance, function: FunctionDecl) throws(RuntimeError) -> (Value, SwiftType) {
        guard let placeholderDecl = checker.table.nominal("_ViewModifier_Content") else {
            throw RuntimeError("no _ViewModifier_Content in this profile", at: nil)
        }
        let placeholder = Value.instance(Instance(decl: placeholderDecl, type: .nominal(placeholderDecl.id, [modifier.type])))
        let sub = checker.system.substitution(for: modifier.type)
        let (value, _) = try invoke(function, receiver: .instance(modifier), args: [placeholder], substitution: sub, at: function.syntax)
        let type = checker.system.normalize(function.resultType.substituting(Substitution(sub.bindings.merging([modifier.decl.selfParameter: modifier.type]) { a, _ in a })))
        return (value, type)
    }

    /// What an `EnvironmentalModifier`'s `resolve(in:)` returns for the preview's environment;
    /// nil for any other modifier.
    func resolvedEnvironmentalModifier(_ modifier: Instance) throws(RuntimeError) -> Instance? {
        // Every modifier of every graph comes here: the member lookup first, the protocols only then.
        guard let fn = modifier.decl.functions(named: "resolve")?.first(where: { $0.parameters.first?.label == "in" }),
              checker.system.allProtocols(of: modifier.decl).contains(where: { $0.qualifiedName == "EnvironmentalModifier" }) else { return nil }
        let environment = try instance("EnvironmentValues")
        let sub = checker.system.substitution(for: modifier.type)
        let (value, _) = try invoke(fn, receiver: .instance(modifier), args: [environment], substitution: sub, at: fn.syntax)
        guard case .instance(let resolved) = value else { return nil }
        return resolved
    }

    /// Follows a key path (`\.id`, `\.self`) from a value.
    public func keyPathValue(_ path: [String], of value: Value, at node: Syntax? = nil) throws(RuntimeError) -> Value {
        var current = value
        for name in path {
            if case .tuple(let values) = current, let index = Int(name), values.indices.contains(index) {
                current = values[index]
                continue
            }
            if case .enumCase(let e) = current, let p = e.decl.properties[name]?.first(where: { !$0.isStatic }) {
                current = try property(p, of: current, at: nil)
                continue
            }
            // A built-in value's property (`\String.count` held by `Publishers.MapKeyPath`).
            if let builtIn = Self.builtInTypeName(of: current), let p = checker.table.nominal(builtIn)?.properties[name]?.first(where: { !$0.isStatic }) {
                current = try property(p, of: current, at: node)
                continue
            }
            guard case .instance(let i) = current else { throw RuntimeError("key path '\(name)' does not apply", at: node) }
            if let stored = i.fields[name] {
                current = stored
            } else if let p = i.decl.properties[name]?.first ?? extensionProperty(named: name, of: i.decl) {
                current = try property(p, of: current, at: nil)
            } else {
                throw RuntimeError("key path '\(name)' does not apply", at: node)
            }
        }
        return current
    }

    /// The standard-library type whose declaration has a built-in value's properties.
    static func builtInTypeName(of value: Value) -> String? {
        switch value {
        case .string: "String"
        case .array: "Array"
        case .dictionary: "Dictionary"
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .bool: "Bool"
        default: nil
        }
    }

    /// A computed property a protocol extension gives the type (`Identifiable`'s `id` of a class).
    func extensionProperty(named name: String, of decl: NominalDecl) -> PropertyDecl? {
        for proto in checker.system.allProtocols(of: decl) {
            if let p = checker.table.nominal(proto)?.properties[name]?.first(where: { $0.isProtocolExtensionMember && !$0.isStatic && $0.getter != nil }) {
                return p
            }
        }
        return nil
    }

    /// Stores `value` at the end of a key path from `base`: the base's new value, or nil when a
    /// class instance on the way took the write.
    func storingKeyPath(_ path: ArraySlice<String>, in base: Value, _ value: Value, at node: Syntax?) throws(RuntimeError) -> Value? {
        guard let name = path.first else { return value }
        if case .tuple(var values) = base, let index = Int(name), values.indices.contains(index) {
            guard let inner = try storingKeyPath(path.dropFirst(), in: values[index], value, at: node) else { return nil }
            values[index] = inner
            return .tuple(values)
        }
        guard case .instance(let instance) = base, let p = instance.decl.properties[name]?.first(where: { !$0.isStatic }) else {
            throw RuntimeError("key path '\(name)' does not apply", at: node)
        }
        let current = try keyPathValue([name], of: base, at: node)
        guard let inner = try storingKeyPath(path.dropFirst(), in: current, value, at: node) else { return nil }
        if p.wrapper != nil { return try storeWrapped(p, of: base, inner, observed: true, at: node) }
        return try storeProperty(p, of: base, inner, observed: true, at: node)
    }
}

extension Interpreter {
    /// `_VariadicView_Children` with `count` elements; element `i` stands for the `i`th child.
    func variadicChildren(count: Int) throws(RuntimeError) -> Value {
        guard let childrenDecl = checker.table.nominal("_VariadicView_Children"),
              let elementDecl = checker.table.nominal("_VariadicView_Children.Element") else {
            throw RuntimeError("no _VariadicView in this profile", at: nil)
        }
        let elements: [Value] = (0..<count).map { index in
            let id = anyHashable(.int(index)) ?? .int(index)
            return .instance(Instance(decl: elementDecl, type: .nominal(elementDecl.id, []), fields: ["id": id, "$index": .int(index)]))
        }
        return .instance(Instance(decl: childrenDecl, type: .nominal(childrenDecl.id, []), fields: ["elements": .array(elements)]))
    }

    /// A variadic root's `body(children:)`; returns its value and type.
    func evaluateRootBody(_ root: Instance, function: FunctionDecl, children: Value) throws(RuntimeError) -> (Value, SwiftType) {
        let sub = checker.system.substitution(for: root.type)
        let (value, _) = try invoke(function, receiver: .instance(root), args: [children], substitution: sub, at: function.syntax)
        return (value, checker.system.normalize(function.resultType.substituting(sub)))
    }
}

extension Interpreter {
    /// Whether a type is a `ViewModifier` (cached per declaration; asked for every node drawn).
    func isViewModifier(_ decl: NominalDecl) -> Bool {
        if let known = viewModifierCache[decl.serial] { return known }
        let answer = checker.system.allProtocols(of: decl).contains(NominalID("ViewModifier"))
        viewModifierCache[decl.serial] = answer
        return answer
    }
}

extension Interpreter {
    /// Forgets what depends on declarations (call when an entry may have declared or replaced types).
    public func declarationsChanged() {
        viewConformanceCache.removeAll()
        instanceLayouts.removeAll()
    }

    /// Whether a type conforms to `View` (cached per type; asked for most nodes of every render).
    public func isView(_ type: SwiftType) -> Bool {
        if let known = viewConformanceCache[type] { return known }
        let answer = checker.system.conforms(type, to: NominalID("View"))
        viewConformanceCache[type] = answer
        return answer
    }
}
