import PlaygroundSyntax
import SwiftSyntax

/// Names: locals, `self`, implicit `self` members, globals, members and implicit members.
extension ExpressionChecker {
    /// A member found by name lookup.
    enum Member {
        case property(PropertyDecl, SwiftType)
        case functions([FunctionDecl])
        case enumCase(NominalDecl, EnumCaseDecl)
    }

    func reference(_ e: DeclReferenceExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        // A name written in backticks (`` `default` ``) is the declaration's own name; only a
        // local declared with them (``let `default` = …``) keeps them.
        let written = e.baseName.text
        let name = written.hasPrefix("`") && lookupLocal(written) == nil ? written.unescapedIdentifier : written
        // `self` is a local only in a `[weak self]` closure or after `guard let self`.
        if name == "self", lookupLocal(name) == nil {
            // In a static member, `self` is the type (`String(describing: self)`).
            if selfType == nil, selfIsType, let type = genericScope.selfType { return Expr(.typeValue(type), .metatype(type), e) }
            guard let selfType else { throw CheckError("cannot find 'self' in scope", at: e) }
            return selfReference(selfType, at: e)
        }
        if let local = lookupLocal(name) {
            if local.isPack { throw CheckError("pack reference '\(name)' requires expansion using 'each'", at: e) }
            if local.isUninitialized {
                throw CheckError("\(local.isMutable ? "variable" : "constant") '\(name)' used before being initialized", at: e)
            }
            if let read = computedRead(name, local, at: e) { return read }
            // A parameter whose written type did not resolve (reported there).
            if resolve(local.type) == .error { throw CheckError.followingOn(name, at: e) }
            return Expr(.local(name), local.type, e)
        }
        if genericScope.parameters[name] != nil {
            throw CheckError("expected member name or initializer call after type name", at: e)
        }
        if name.hasPrefix("$"), !name.dropFirst().allSatisfy(\.isNumber) {
            return try projection(String(name.dropFirst()), at: e)
        }
        if let selfType, let member = try propertyMember(named: name, on: selfType, at: e) {
            if case .property(let p, let type) = member, !p.isStatic {
                try requireExplicitSelf("reference to property", name, at: e)
                return Expr(.property(selfReference(selfType, at: e), p), type, e)
            }
        }
        if let selfType, name.hasPrefix("_"), let storage = try wrapperStorage(String(name.dropFirst()), of: selfReference(selfType, at: e), at: e) {
            try requireExplicitSelf("reference to property", name, at: e)
            return storage
        }
        // In a static member's body, a property's initial value or a default argument, a static
        // property of its type by its name alone.
        if isStaticMember, let owner = genericScope.nominal, owner.properties[name]?.contains(where: \.isStatic) == true {
            return try staticMember(name, of: genericScope.selfType ?? owner.declaredType, at: e, expected: expected)
        }
        // A static property of an enclosing type, named alone in a type nested in it.
        if let outer = enclosingTypes().first(where: { $0.properties[name]?.contains(where: \.isStatic) == true }) {
            return try staticMember(name, of: outer.declaredType, at: e, expected: expected)
        }
        if let global = table.variables[name] {
            noteGlobal(name)
            return Expr(.global(name), try checker.propertyType(global), e)
        }
        if let decl = table.nominal(name), let parameter = decl.genericParameters.first, decl.kind != .protocol,
           e.parent?.is(CodeBlockItemSyntax.self) == true {
            // A generic type named alone as a statement (a builder component): its arguments are unknown.
            throw CheckError("generic parameter '\(parameter.name)' could not be inferred", at: e)
        }
        if table.nominal(name) != nil || name == "Self" {
            throw CheckError("expected member name or initializer call after type name", at: e)
        }
        if let function = try operatorReference(name, expected: expected, at: e) { return function }
        if let function = try functionReference(name, expected: expected, at: e) { return function }
        // An instance property's initial value, computed before `self` exists.
        if isStaticMember, !selfIsType, selfType == nil, let owner = genericScope.nominal,
           owner.properties[name]?.contains(where: { !$0.isStatic }) == true || owner.functions(named: name)?.contains(where: { !$0.isStatic }) == true {
            throw CheckError("cannot use instance member '\(name)' within property initializer; property initializers run before 'self' is available", at: e)
        }
        throw CheckError("cannot find '\(name)' in scope", at: e)
    }

    /// The types the current one is nested in, innermost first (`Outer` for `Outer.Inner`):
    /// their static members are named alone inside it, before the module's globals.
    func enclosingTypes() -> [NominalDecl] {
        var found: [NominalDecl] = []
        var current = genericScope.nominal?.parent
        while let outer = current {
            found.append(outer)
            current = outer.parent
        }
        return found
    }

    /// A method of `self` or a global function named alone where a function is wanted
    /// (`.onDelete(perform: deleteItems)`): a closure that calls it with its arguments.
    func functionReference(_ name: String, expected: SwiftType?, at e: DeclReferenceExprSyntax) throws(CheckError) -> Expr? {
        let wanted = expected.map(resolve).map { resolve($0.optionalWrapped ?? $0) }
        guard case .function(let parameters, let result)? = wanted else { return nil }
        var candidates: [(FunctionDecl, CallReceiver)] = []
        if let selfType {
            let receiver = CallReceiver.instance(selfReference(selfType, at: e))
            if !isStaticMember { candidates += allFunctions(named: name, on: selfType, isStatic: false).map { ($0, receiver) } }
            candidates += allFunctions(named: name, on: selfType, isStatic: true).map { ($0, .type(selfType)) }
        } else if isStaticMember, let owner = genericScope.selfType {
            candidates += allFunctions(named: name, on: owner, isStatic: true).map { ($0, .type(owner)) }
        }
        candidates += (table.functions[name] ?? []).map { ($0, .none) }
        // A function of several parameters where one taking their tuple is wanted
        // (`ForEach(pairs, id: \.0, content: row)`): Swift passes the tuple's elements.
        var splatted: [SwiftType]? = nil
        if parameters.count == 1, case .tuple(let elements, _) = resolve(parameters[0]), elements.count > 1 { splatted = elements }
        for (function, receiver) in candidates where function.parameters.count == parameters.count || function.parameters.count == splatted?.count {
            if case .instance = receiver { try requireExplicitSelf("call to method", name, at: e) }
            let usesSelf = if case .instance = receiver { true } else { false }
            let splats = function.parameters.count != parameters.count
            let reference = try? closure(calling: parameters, usesSelf: usesSelf, at: e) { arguments throws(CheckError) in
                let values = splats ? (splatted ?? []).enumerated().map { Expr(.tupleElement(arguments[0], $0.offset), $0.element, e) } : arguments
                let labelled = zip(function.parameters, values).map { Argument(label: $0.label, checked: $1) }
                return try resolveCall([function], receiver: receiver, labelled, expected: result, at: e)
            }
            if let reference { return reference }
        }
        return nil
    }

    /// For a function named without a call (`model.save`, `formatter.string(from:)`): the
    /// function type the context wants and the labels written, or nil when no function is wanted.
    func wantedReference(_ member: MemberAccessExprSyntax, expected: SwiftType?) -> (parameters: [SwiftType], result: SwiftType, labels: [String?]?)? {
        let wanted = expected.map(resolve).map { resolve($0.optionalWrapped ?? $0) }
        guard case .function(let parameters, let result)? = wanted else { return nil }
        let labels = member.declName.argumentNames.map { $0.arguments.map { $0.name.text == "_" ? nil : $0.name.text } }
        guard labels == nil || labels?.count == parameters.count else { return nil }
        return (parameters, result, labels)
    }

    /// `Type.init` or a static method named without a call where a function is wanted
    /// (`map(String.init)`, `map(Color.init(hex:))`): a closure that calls it with its arguments.
    func staticFunctionReference(_ member: MemberAccessExprSyntax, of type: SwiftType, expected: SwiftType?) throws(CheckError) -> Expr? {
        guard let (parameters, result, labels) = wantedReference(member, expected: expected) else { return nil }
        let name = member.declName.baseName.text
        if name != "init" {
            guard case .functions? = try lookupMember(named: name, on: type, isStatic: true, at: member) else { return nil }
        }
        return try closure(calling: parameters, usesSelf: false, at: member) { values throws(CheckError) in
            let arguments = values.enumerated().map { Argument(label: labels?[$0.offset], checked: $0.element) }
            if name == "init" { return try initializer(of: type, arguments, expected: result, at: member) }
            return try resolveCall(allFunctions(named: name, on: type, isStatic: true), receiver: .type(type), arguments, expected: result, at: member)
        }
    }

    /// A static method named by its full name where no function type is wanted
    /// (`let latest = Transaction.latest(for:)`): a closure of its own parameter types.
    func staticMethodReference(_ name: String, of type: SwiftType, at e: some SyntaxProtocol) throws(CheckError) -> Expr? {
        guard let member = Syntax(e).as(MemberAccessExprSyntax.self), let written = member.declName.argumentNames else { return nil }
        let labels = written.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        let matching = allFunctions(named: name, on: type, isStatic: true).filter { $0.parameters.map(\.label) == labels && $0.genericParameters.isEmpty }
        guard matching.count == 1, let function = matching.first else { return nil }
        let substitution = system.substitution(for: resolve(type))
        let parameters = function.parameters.map { $0.type.substituting(substitution) }
        return try closure(calling: parameters, usesSelf: false, at: e) { arguments throws(CheckError) in
            let labelled = zip(function.parameters, arguments).map { Argument(label: $0.label, checked: $1) }
            return try resolveCall([function], receiver: .type(type), labelled, expected: nil, at: e)
        }
    }

    /// A closure of `parameters` whose body is the expression `call` makes of them; the solver
    /// is put back when the call does not check.
    func closure(calling parameters: [SwiftType], usesSelf: Bool, at e: some SyntaxProtocol,
                 _ call: ([Expr]) throws(CheckError) -> Expr) throws(CheckError) -> Expr {
        let names = parameters.indices.map { "$ref\(e.position.utf8Offset)_\($0)" }
        let saved = solver
        do throws(CheckError) {
            let made = try withScope { () throws(CheckError) -> Expr in
                for (local, type) in zip(names, parameters) { declare(local, Local(type: type, isMutable: false)) }
                return try call(zip(names, parameters).map { Expr(.local($0), $1, e) })
            }
            let body = CheckedBody(statements: [.return(made)], resultType: resolve(made.type))
            let closure = Closure(parameters: names, body: body, id: table.nextSerial(), captures: [], usesSelf: usesSelf)
            return Expr(.closure(closure), .function(parameters.map(resolve), resolve(made.type)), e)
        } catch {
            solver = saved
            throw error
        }
    }

    /// `$name`: the projected value of `self`'s property wrapper.
    func projection(_ name: String, at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        guard let selfType, let projected = try projection(name, of: selfReference(selfType, at: e), at: e) else {
            throw CheckError("cannot find '$\(name)' in scope", at: e)
        }
        return projected
    }

    /// `base.$name`: the projected value of `base`'s wrapped property `name` (a style
    /// configuration's `$isOn`); nil when it has none.
    func projection(_ name: String, of base: Expr, at e: some SyntaxProtocol) throws(CheckError) -> Expr? {
        guard case .property(let p, _)? = try propertyMember(named: name, on: resolve(base.type), at: e),
              let wrapper = p.wrapper, let wrapperDecl = table.nominal(wrapper),
              let projected = wrapperDecl.properties["projectedValue"]?.first,
              let storage = try checker.wrapperStorage(of: p) else { return nil }
        let type = resolve(try checker.propertyType(projected).substituting(system.substitution(for: storage.type)))
        return Expr(.projection(base, p), type, e)
    }

    /// `_name`, `self._name`: the storage of `base`'s wrapped property `name`; nil when it has none.
    func wrapperStorage(_ name: String, of base: Expr, at e: some SyntaxProtocol) throws(CheckError) -> Expr? {
        guard case .property(let p, _)? = try propertyMember(named: name, on: resolve(base.type), at: e), p.wrapper != nil,
              let storage = try checker.wrapperStorage(of: p) else { return nil }
        // The storage is private to its type: its body and extensions.
        if let owner = p.owner, !isInside(owner) {
            let node = Syntax(e).as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(e)
            throw CheckError("'_\(name)' is inaccessible due to 'private' protection level", at: node)
        }
        return Expr(.wrapperStorage(base, p), resolve(storage.type.substituting(system.substitution(for: resolve(base.type)))), e)
    }

    func memberAccess(_ e: MemberAccessExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        // A name in backquotes (an asset symbol's ``ColorResource.`default` ``) is the bare name.
        let name = e.declName.baseName.text.unescapedIdentifier
        guard let baseSyntax = e.base else { return try implicitMember(name, expected: expected, at: e) }
        if let qualified = moduleQualifiedName(e), typeReference(baseSyntax) == nil {
            guard table.functions[name] != nil || table.variables[name] != nil else {
                throw noModuleMember(e)
            }
            return try check(ExprSyntax(qualified), expected: expected)
        }
        if let type = typeReference(baseSyntax) {
            // `Int.self`: the metatype, a value that prints as the type's name.
            if name == "self" { return Expr(.typeValue(type), .metatype(type), e) }
            if let reference = try staticFunctionReference(e, of: type, expected: expected) { return reference }
            return try staticMember(name, of: type, at: e, expected: expected)
        }
        // `value.self` is the value (`String(describing: view.self)`).
        if name == "self", e.declName.baseName.tokenKind == .keyword(.self) { return try check(baseSyntax, expected: expected) }
        let base = try check(baseSyntax, expected: Self.isImplicitMemberChain(baseSyntax) ? implicitChainBaseType(expected) : nil)
        if let reference = try instanceFunctionReference(e, on: base, expected: expected) { return reference }
        return try instanceMember(name, of: base, at: e)
    }

    /// A method named on a value without a call where a function is wanted
    /// (`Button("Close", action: model.close)`, `map(formatter.string(from:))`): a closure that
    /// calls it on the base. The base is read when the closure runs, not when it is made, which
    /// is the same for the class instances such references are mostly made of.
    func instanceFunctionReference(_ member: MemberAccessExprSyntax, on base: Expr, expected: SwiftType?) throws(CheckError) -> Expr? {
        guard let (parameters, result, labels) = wantedReference(member, expected: expected) else { return nil }
        let name = member.declName.baseName.text
        let baseType = resolve(base.type)
        guard case .functions? = try? lookupMember(named: name, on: baseType, isStatic: false, at: member) else { return nil }
        let candidates = allFunctions(named: name, on: baseType, isStatic: false).filter { function in
            let own = function.parameters.map(\.label)
            return own.count == parameters.count && (labels ?? own) == own
        }
        let isClassInstance = if case .nominal(let id, _) = baseType { table.nominal(id)?.kind == .class } else { false }
        if !candidates.isEmpty, candidates.allSatisfy(\.isMutating), !isClassInstance {
            throw CheckError("cannot reference 'mutating' method as function value", at: member)
        }
        for function in candidates {
            let reference = try? closure(calling: parameters, usesSelf: selfType != nil, at: member) { values throws(CheckError) in
                let arguments = zip(function.parameters, values).map { Argument(label: $0.label, checked: $1) }
                return try resolveCall([function], receiver: .instance(base), arguments, expected: result, at: member)
            }
            if let reference { return reference }
        }
        return nil
    }

    func instanceMember(_ name: String, of base: Expr, at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        let baseType = resolve(base.type)
        if case .tuple(let elements, let labels) = baseType {
            if let index = Int(name), index < elements.count { return Expr(.tupleElement(base, index), elements[index], e) }
            if let index = labels.firstIndex(of: name) { return Expr(.tupleElement(base, index), elements[index], e) }
        }
        // `t.kind` with `t: any P.Type` or `T.Type`: the static property of the type `t` holds.
        if case .metatype(let instanceType) = baseType, case .property(let p, let type)? = try lookupMember(named: name, on: instanceType, isStatic: true, at: e) {
            return Expr(.property(base, p), type, e)
        }
        switch try lookupMember(named: name, on: baseType, isStatic: false, at: e) {
        case .property(let p, let type)?:
            return Expr(.property(base, p), type, e)
        case .functions?:
            // Uncalled, a name that is both a method and a property is the property, as in Swift.
            if case .property(let p, let type)? = try lookupMember(named: name, on: baseType, isStatic: false, skippingFunctions: true, at: e) {
                return Expr(.property(base, p), type, e)
            }
            throw CheckError("function '\(name)' was used as a property; add () to call it", at: e)
        case .enumCase?, nil:
            if let binding = try dynamicMemberBinding(name, of: base, at: e) { return binding }
            if let member = dynamicMemberSubscript(name, of: base, at: e) { return member }
            if name.hasPrefix("_"), let storage = try wrapperStorage(String(name.dropFirst()), of: base, at: e) { return storage }
            if name.hasPrefix("$"), let projected = try projection(String(name.dropFirst()), of: base, at: e) { return projected }
            if let wrapped = baseType.optionalWrapped, (try? lookupMember(named: name, on: wrapped, isStatic: false, at: e)) != nil {
                throw CheckError("value of optional type '\(baseType.sugared)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.sugared)'", at: e)
            }
            if let failure = dynamicMemberFailure(name, of: base, at: e) { throw failure }
            throw CheckError("value of type '\(baseType.sugared)' has no member '\(name)'", at: e)
        }
    }

    func staticMember(_ name: String, of type: SwiftType, at e: some SyntaxProtocol, expected: SwiftType?) throws(CheckError) -> Expr {
        var type = type
        if case .nominal(let id, let args) = type, args.isEmpty, let decl = table.nominal(id), !decl.genericParameters.isEmpty {
            // `Binding.constant`: the generic arguments are inferred.
            type = .nominal(id, decl.genericParameters.map { _ in solver.fresh() })
            if let expected { _ = solver.unify(type, expected) }
        }
        switch try lookupMember(named: name, on: type, isStatic: true, at: e) {
        case .property(let p, var propertyType)?:
            // `BlockStyle.disc` from `extension BlockStyle where Configuration == Marker`:
            // the extension's same-type requirements bind the inferred arguments.
            if case .nominal(_, let args) = type, args.contains(where: { if case .variable = resolve($0) { true } else { false } }) {
                let opened = system.substitution(for: type)
                for case .sameType(let a, let b) in p.requirements {
                    _ = solver.unify(a.substituting(opened), b.substituting(opened))
                }
                propertyType = resolve(propertyType)
            }
            var substitution = system.substitution(for: resolve(type))
            // A protocol extension's static property sees the conforming type as `Self`.
            if let owner = p.owner, owner.kind == .protocol { substitution.bindings[owner.selfParameter] = resolve(type) }
            return Expr(.staticProperty(p, substitution), propertyType, e)
        case .enumCase(let decl, let c)?:
            guard c.payload.isEmpty else {
                throw CheckError("enum case '\(name)' has associated values; use it as a call", at: e)
            }
            return Expr(.enumCase(decl, name, []), type, e)
        case .functions?:
            if let reference = try staticMethodReference(name, of: type, at: e) { return reference }
            throw CheckError("static method '\(name)' was used as a property; add () to call it", at: e)
        case nil:
            throw CheckError("type '\(type.sugared)' has no member '\(name)'", at: e)
        }
    }

    /// Finds a property member (for implicit `self` and key paths).
    func propertyMember(named name: String, on type: SwiftType, at node: some SyntaxProtocol) throws(CheckError) -> Member? {
        if case .property? = try lookupMember(named: name, on: type, isStatic: false, at: node) {
            return try lookupMember(named: name, on: type, isStatic: false, at: node)
        }
        return nil
    }

    /// Looks a member up on a type: its own members first, then those of the protocols it conforms to.
    /// `skippingFunctions` finds a property where a method of the name comes first (a
    /// container's `foregroundColor(_:)` builder beside its protocol's `foregroundColor`).
    func lookupMember(named name: String, on type: SwiftType, isStatic: Bool, skippingFunctions: Bool = false, at node: some SyntaxProtocol) throws(CheckError) -> Member? {
        let type = resolve(type)
        for (decl, sub, isProtocol) in memberSources(of: type) {
            if let props = decl.properties[name]?.filter({ $0.isStatic == isStatic }), !props.isEmpty {
                // A protocol's extension member whose conditions hold, else its requirement.
                let applies = { (p: PropertyDecl) in
                    p.requirements.allSatisfy { self.system.satisfied($0, substitution: sub, requirements: self.requirements) }
                }
                var candidates = isProtocol ? props.filter { $0.requirements.isEmpty || applies($0) } : props
                // One's own member of a library type's name (`extension AnyTransition { static
                // var fade }`) is the one one's code means: the profile's library is not imported.
                // The profile's own code still means its own (`UTType(filenameExtension:)` makes `.json`).
                if !isProtocol, candidates.count > 1, !checker.isProfileSyntax(Syntax(node)),
                   candidates.contains(where: { checker.isProfileSyntax($0.syntax) }),
                   let own = candidates.first(where: { !checker.isProfileSyntax($0.syntax) }) {
                    candidates = [own]
                }
                guard let p = candidates.first(where: { !isProtocol || $0.isProtocolExtensionMember || $0.getter != nil }) ?? candidates.first else { continue }
                let propertyType = try checker.propertyType(p)
                return .property(p, resolve(propertyType.substituting(sub)))
            }
            if !skippingFunctions, let functions = decl.functions(named: name)?.filter({ $0.isStatic == isStatic }), !functions.isEmpty {
                return .functions(allFunctions(named: name, on: type, isStatic: isStatic))
            }
            if isStatic, let c = decl.enumCases[name] { return .enumCase(decl, c) }
        }
        return nil
    }

    /// Every function of that name: the type's own, then its protocols' extension members.
    func allFunctions(named name: String, on type: SwiftType, isStatic: Bool) -> [FunctionDecl] {
        var out: [FunctionDecl] = []
        for (decl, _, _) in memberSources(of: resolve(type)) {
            for f in decl.functions(named: name) ?? [] where f.isStatic == isStatic && !out.contains(where: { $0 === f }) {
                out.append(f)
            }
        }
        return name == "subscript" && out.count > 1 ? withoutRestatedSubscripts(out) : out
    }

    /// Without the get-only subscript requirements that a refining protocol restates settable:
    /// `MutableCollection`'s `subscript(position:)` hides `Collection`'s, as in Swift. (Other
    /// restatements stay overloads: `Collection.dropLast()` returns a `SubSequence`,
    /// `Sequence.dropLast()` an array, and the context picks.)
    private func withoutRestatedSubscripts(_ functions: [FunctionDecl]) -> [FunctionDecl] {
        let isSettable = { (f: FunctionDecl) in f.setter != nil || Self.requiresSetter(f) }
        return functions.filter { f in
            guard let owner = f.owner, owner.kind == .protocol, !isSettable(f) else { return true }
            return !functions.contains { g in
                guard g !== f, g.fullName == f.fullName, isSettable(g), let refining = g.owner, refining.kind == .protocol, refining !== owner else { return false }
                return system.allProtocols(of: refining).contains(owner.id)
            }
        }
    }

    /// The declarations whose members a type has, with the substitution of their generic parameters.
    /// The protocols a generic parameter or dependent member type conforms to (with those they
    /// inherit): its requirements', and, for `Base.Name`, what `Base`'s protocols require of
    /// their `Name` (`Rows.Data` of `Rows: DynamicViewContent`; `S.SchedulerTimeType.Stride`
    /// through two associated types).
    func genericProtocols(of type: SwiftType, depth: Int = 0) -> [NominalID] {
        var protocols: [NominalID] = []
        func add(_ proto: NominalID) {
            protocols.append(proto)
            if let p = table.nominal(proto) { protocols += system.allProtocols(of: p) }
        }
        for case .conformance(let t, let proto) in requirements where t == type { add(proto) }
        if case .member(let base, let name) = type, depth < 8 {
            for proto in genericProtocols(of: base, depth: depth + 1) {
                for required in table.nominal(proto)?.associatedTypes[name]?.conformances ?? [] { add(required) }
            }
        }
        return protocols
    }

    func memberSources(of type: SwiftType) -> [(NominalDecl, Substitution, Bool)] {
        var out: [(NominalDecl, Substitution, Bool)] = []
        var protocols: [NominalID] = []
        switch type {
        case .nominal(let id, _):
            guard let decl = table.nominal(id) else { return [] }
            out.append((decl, system.substitution(for: type), false))
            protocols = system.allProtocols(of: decl)
            for superclass in system.superclasses(of: decl) {
                out.append((superclass, .empty, false))
                protocols += system.allProtocols(of: superclass)
            }
        case .parameter, .member:
            protocols = genericProtocols(of: type)
            // A class bound (`U: Polygon`) brings its ancestors' members too.
            for bound in protocols {
                guard let decl = table.nominal(bound), decl.kind == .class else { continue }
                protocols += system.superclasses(of: decl).map(\.id).filter { !protocols.contains($0) }
            }
        case .existential(let ids):
            protocols = ids
            // A class in a composition (`CIFilter & CISepiaTone`) brings its ancestors' members too.
            for id in ids {
                guard let decl = table.nominal(id), decl.kind == .class else { continue }
                protocols += system.superclasses(of: decl).map(\.id).filter { !protocols.contains($0) }
            }
        default:
            return []
        }
        for proto in protocols {
            guard let decl = table.nominal(proto) else { continue }
            out.append((decl, Substitution([decl.selfParameter: type]), true))
        }
        return out
    }
}

extension SwiftType {
    /// The type as Swift writes it in diagnostics (`Text?`, `[Int]`).
    public var sugared: String {
        switch self {
        case .nominal(let id, let args) where id.qualifiedName == "Optional" && args.count == 1:
            let inner = args[0].sugared
            if case .function = args[0] { return "(\(inner))?" }
            // swiftc spells an optional `()` without sugar.
            if case .tuple(let elements, _) = args[0], elements.isEmpty { return "Optional<()>" }
            return inner + "?"
        case .nominal(let id, let args) where id.qualifiedName == "Array" && args.count == 1:
            return "[\(args[0].sugared)]"
        case .nominal(let id, let args) where id.qualifiedName == "Dictionary" && args.count == 2:
            return "[\(args[0].sugared): \(args[1].sugared)]"
        case .nominal(let id, let allArgs):
            let args = allArgs.dropFirst(id.inheritedArguments)
            let name = id.writtenName
            return args.isEmpty ? name : "\(name)<\(args.map(\.sugared).joined(separator: ", "))>"
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { e, l in l.map { "\($0): \(e.sugared)" } ?? e.sugared }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let params, let result):
            return "(\(params.map(\.sugared).joined(separator: ", "))) -> \(result.sugared)"
        case .existential(let protocols) where !protocols.isEmpty:
            // Diagnostics write the existential as Swift 6 does (`any Named`).
            return "any " + protocols.map { String($0.simpleName) }.joined(separator: " & ")
        default:
            return description
        }
    }
}
