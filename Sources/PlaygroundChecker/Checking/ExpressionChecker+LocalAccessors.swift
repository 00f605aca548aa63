import PlaygroundSyntax
import SwiftSyntax

/// Local computed variables (`var x: Int { 123 }`: each read runs the getter, each store the
/// setter if it has one), observed ones
/// (`var x = 1 { willSet {} didSet {} }`: each assignment runs the observers around the store) and
/// weak ones (`weak var x = object`: the object is not kept alive by the variable).
extension ExpressionChecker {
    /// A local's accessors as closures stored in hidden locals, named after the variable.
    struct LocalAccessors {
        var getter: String?
        var setter: String?
        var willSet: String?
        var didSet: String?
        /// `weak var`: the variable holds a weak reference, read back as the object or nil.
        var isWeak = false
        /// `@Wrapper var x`: the hidden local holding the wrapper, and its `wrappedValue`.
        var wrapper: (storage: String, type: SwiftType, wrappedValue: PropertyDecl)?
    }

    /// The statements declaring a local with accessors (or a property wrapper); `nil` when the
    /// binding has none.
    func localAccessorVariable(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax) throws(CheckError) -> [Stmt]? {
        if let (wrapper, attribute) = localWrapper(v) { return try wrappedLocal(binding, wrapper: wrapper, attribute: attribute) }
        guard let block = binding.accessorBlock else { return nil }
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
            throw CheckError("computed property must have a single name", at: binding.pattern)
        }
        let name = identifier.text
        switch block.accessors {
        case .getter(let items):
            return try computedLocal(v, binding, name: name, getter: items, at: identifier)
        case .accessors(let list):
            let kinds = list.map(\.accessorSpecifier.tokenKind)
            if kinds.contains(.keyword(.willSet)) || kinds.contains(.keyword(.didSet)) {
                return try observedLocal(v, binding, name: name, observers: list, at: identifier)
            }
            guard let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = get.body else {
                throw CheckError("computed property must have accessors specified", at: binding)
            }
            let setter = list.first { $0.accessorSpecifier.tokenKind == .keyword(.set) }
            return try computedLocal(v, binding, name: name, getter: body.statements, setter: setter, at: identifier)
        }
    }

    /// A computed local: its getter (and setter, which takes `newValue` or the name in `set(v)`)
    /// as closures in hidden locals.
    private func computedLocal(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax, name: String, getter items: CodeBlockItemListSyntax, setter: AccessorDeclSyntax? = nil, at identifier: TokenSyntax) throws(CheckError) -> [Stmt] {
        if v.bindingSpecifier.tokenKind == .keyword(.let) {
            throw CheckError("'let' declarations cannot be computed properties", at: v.bindingSpecifier)
        }
        guard let annotation = binding.typeAnnotation?.type else {
            throw CheckError("computed property must have an explicit type", at: binding.pattern)
        }
        try requireNew(identifier)
        let type = try resolveType(annotation)
        let builder = v.attributes.lazy.compactMap { attribute -> NominalID? in
            guard case .attribute(let a) = attribute,
                  let decl = self.table.resultBuilder(a.attributeNameText, writtenIn: self.genericScope.nominal?.id) else { return nil }
            return decl.id
        }.first
        let getter = try accessorClosure(items, parameter: nil, builder: builder, result: type, at: binding)
        let hidden = "$get_" + name
        declare(hidden, Local(type: getter.type, isMutable: false))
        var out: [Stmt] = [.declare(hidden, getter, mutable: false)]
        var accessors = LocalAccessors(getter: hidden)
        if let setter, let body = setter.body {
            let parameter = setter.parameters?.name.text ?? "newValue"
            let closure = try accessorClosure(body.statements, parameter: (parameter, type), builder: nil, result: .void, at: setter)
            let hiddenSetter = "$set_" + name
            declare(hiddenSetter, Local(type: closure.type, isMutable: false))
            out.append(.declare(hiddenSetter, closure, mutable: false))
            accessors.setter = hiddenSetter
        }
        declare(name, Local(type: type, isMutable: accessors.setter != nil, accessors: accessors))
        return out
    }

    private func observedLocal(_ v: VariableDeclSyntax, _ binding: PatternBindingSyntax, name: String, observers: AccessorDeclListSyntax, at identifier: TokenSyntax) throws(CheckError) -> [Stmt] {
        if v.bindingSpecifier.tokenKind == .keyword(.let) {
            throw CheckError("'let' declarations cannot be observing properties", at: v.bindingSpecifier)
        }
        try requireNew(identifier)
        var annotated: SwiftType?
        if let annotation = binding.typeAnnotation?.type { annotated = try resolveType(annotation) }
        guard let initializer = binding.initializer?.value else {
            throw CheckError("non-member observing properties require an initializer", at: binding)
        }
        let value: Expr
        if let annotated { value = try check(initializer, convertingTo: annotated) } else { value = try check(initializer) }
        let type = annotated ?? value.type
        var out: [Stmt] = []
        var accessors = LocalAccessors()
        for observer in observers {
            guard let body = observer.body else { continue }
            let isWillSet = observer.accessorSpecifier.tokenKind == .keyword(.willSet)
            let parameter = observer.parameters?.name.text ?? (isWillSet ? "newValue" : "oldValue")
            let closure = try accessorClosure(body.statements, parameter: (parameter, type), builder: nil, result: .void, at: observer)
            let hidden = (isWillSet ? "$willSet_" : "$didSet_") + name
            declare(hidden, Local(type: closure.type, isMutable: false))
            out.append(.declare(hidden, closure, mutable: false))
            if isWillSet { accessors.willSet = hidden } else { accessors.didSet = hidden }
        }
        declare(name, Local(type: type, isMutable: true, accessors: accessors))
        return out + [.declare(name, value, mutable: true)]
    }

    /// The property wrapper a local's attribute names (`@Wrapper var x = 1`).
    private func localWrapper(_ v: VariableDeclSyntax) -> (NominalDecl, AttributeSyntax)? {
        v.attributes.lazy.compactMap { attribute -> (NominalDecl, AttributeSyntax)? in
            guard case .attribute(let a) = attribute, let decl = self.table.nominal(a.attributeNameText), decl.isPropertyWrapper else { return nil }
            return (decl, a)
        }.first
    }

    /// `@Wrapper var x: T = v`: a hidden local holds `Wrapper(wrappedValue: v)`; `x` reads and
    /// writes its `wrappedValue`, whose type must be `T`, and `$x` its `projectedValue` when the
    /// wrapper has one (`@Bindable var model = model` in a body, then `$model.name`). The
    /// attribute's own arguments follow (`@Setting(\.name) var name` is `Setting(\.name)`).
    private func wrappedLocal(_ binding: PatternBindingSyntax, wrapper decl: NominalDecl, attribute: AttributeSyntax) throws(CheckError) -> [Stmt] {
        guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
            throw CheckError("property wrapper can only apply to a single variable", at: binding.pattern)
        }
        try requireNew(identifier)
        let wrapperType = SwiftType.nominal(decl.id, decl.genericParameters.map { _ in solver.fresh() })
        guard case .property(let wrappedValue, let valueType)? = try propertyMember(named: "wrappedValue", on: wrapperType, at: binding) else {
            throw CheckError("property wrapper type '\(decl.name)' does not contain a non-static property named 'wrappedValue'", at: binding)
        }
        if let annotation = binding.typeAnnotation?.type {
            let annotated = try resolveType(annotation)
            guard solver.unify(valueType, annotated) else {
                throw CheckError("property type '\(resolve(annotated).sugared)' does not match 'wrappedValue' type '\(resolve(valueType).sugared)'", at: identifier)
            }
        }
        var arguments = binding.initializer.map { [Argument(label: "wrappedValue", syntax: $0.value)] } ?? []
        if case .argumentList(let list)? = attribute.arguments {
            arguments += list.map { Argument(label: $0.label?.text, syntax: $0.expression) }
        }
        let storage = try initializer(of: wrapperType, arguments, expected: wrapperType, at: binding)
        let hidden = "$wrapper_" + identifier.text
        declare(hidden, Local(type: storage.type, isMutable: true))
        let accessors = LocalAccessors(wrapper: (hidden, storage.type, wrappedValue))
        declare(identifier.text, Local(type: resolve(valueType), isMutable: true, accessors: accessors))
        if case .property(let projectedValue, let projectedType)? = try propertyMember(named: "projectedValue", on: storage.type, at: binding) {
            let projection = LocalAccessors(wrapper: (hidden, storage.type, projectedValue))
            declare("$" + identifier.text, Local(type: resolve(projectedType), isMutable: projectedValue.isSettable, accessors: projection))
        }
        return [.declare(hidden, storage, mutable: true)]
    }

    /// An accessor's body as a closure (with `newValue`/`oldValue` for an observer).
    private func accessorClosure(_ items: CodeBlockItemListSyntax, parameter: (String, SwiftType)?, builder: NominalID?, result: SwiftType, at node: some SyntaxProtocol) throws(CheckError) -> Expr {
        captureFrames.append((base: scopes.count, names: [], usesSelf: false, escapesWithoutSelf: false))
        let frameIndex = captureFrames.count - 1
        defer { captureFrames.removeLast() }
        let body = try withScope { () throws(CheckError) -> CheckedBody in
            if let (name, type) = parameter { declare(name, Local(type: type, isMutable: false)) }
            return try checkBody(items, builder: builder, expectedResult: result)
        }
        let frame = captureFrames[frameIndex]
        let closure = Closure(parameters: parameter.map { [$0.0] } ?? [], body: body, id: table.nextSerial(), captures: frame.names.sorted(), usesSelf: frame.usesSelf)
        return Expr(.closure(closure), .function(parameter.map { [$0.1] } ?? [], result), node)
    }

    /// A value stored in a weak variable: a weak reference to its object.
    func weakReference(_ value: Expr) -> Expr {
        Expr(.native("weak.reference", [value]), .function([], value.type), value.syntax)
    }

    /// A read of a computed local (its getter called) or of a weak one (its object, if alive).
    func computedRead(_ name: String, _ local: Local, at e: some SyntaxProtocol) -> Expr? {
        if local.accessors?.isWeak == true {
            return Expr(.native("weak.load", [Expr(.local(name), .function([], local.type), e)]), local.type, e)
        }
        if let wrapper = local.accessors?.wrapper {
            _ = lookupLocal(wrapper.storage)  // noted as a capture of the closures being checked
            return Expr(.property(Expr(.local(wrapper.storage), wrapper.type, e), wrapper.wrappedValue), local.type, e)
        }
        guard let getter = local.accessors?.getter else { return nil }
        _ = lookupLocal(getter)  // noted as a capture of the closures being checked
        return Expr(.apply(Expr(.local(getter), .function([], local.type), e), []), local.type, e)
    }

    /// The read of an assignment's target that a compound assignment (`x += 1`) starts from: the
    /// getter's call for a computed local; nil for any other target (it reads itself).
    func computedTargetRead(_ target: Expr) -> Expr? {
        guard case .local(let name) = target.kind, let local = lookupLocal(name), local.accessors?.getter != nil else { return nil }
        return computedRead(name, local, at: target.syntax)
    }

    /// A store to an observed local (`x = new`, `x += 1`): `willSet(new)`, the store, `didSet(old)`;
    /// to a weak one: a weak reference to the new value.
    func observedStore(_ target: Expr, newValue: Expr, at e: some SyntaxProtocol) -> Expr? {
        guard case .local(let name) = target.kind, let accessors = lookupLocal(name)?.accessors else { return nil }
        if accessors.isWeak { return Expr(.assign(target, weakReference(newValue)), .void, e) }
        if let setter = accessors.setter {
            _ = lookupLocal(setter)  // noted as a capture of the closures being checked
            return Expr(.apply(Expr(.local(setter), .function([target.type], .void), e), [newValue]), .void, e)
        }
        guard accessors.willSet != nil || accessors.didSet != nil else { return nil }
        let new = temporary(), old = temporary()
        let type = target.type
        func call(_ observer: String?, _ argument: String) -> Stmt? {
            observer.map {
                _ = lookupLocal($0)  // noted as a capture of the closures being checked
                return .expression(Expr(.apply(Expr(.local($0), .function([type], .void), e), [Expr(.local(argument), type, e)]), .void, e))
            }
        }
        let statements: [Stmt?] = [
            .declare(old, target, mutable: false),
            .declare(new, newValue, mutable: false),
            call(accessors.willSet, new),
            .expression(Expr(.assign(target, Expr(.local(new), type, e)), .void, e)),
            call(accessors.didSet, old),
        ]
        return Expr(.block(statements.compactMap { $0 }, Expr(.tuple([]), .void, e)), .void, e)
    }
}
