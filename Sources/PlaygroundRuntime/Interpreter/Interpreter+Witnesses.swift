import PlaygroundChecker

/// Protocol requirements reached through a generic parameter or an existential: the call runs
/// the receiver's own implementation (its type's, a superclass's), else the protocol extension's
/// default, as Swift's witness tables do. A class's method runs the receiver's class's override,
/// as its vtable does.
extension Interpreter {
    /// The function a call of `fn` on `receiver` runs.
    func witness(for fn: FunctionDecl, receiver: Value?) -> FunctionDecl {
        if let owner = fn.owner, owner.kind == .class { return override(of: fn, owner: owner, receiver: receiver) }
        if fn.kind == .initializer, let owner = fn.owner, owner.kind == .protocol,
           case .metatype(.nominal(let id, _))? = receiver, let decl = checker.table.nominal(id) {
            // `T(x: 1)`: the conforming type's initializer (declared, synthesized or memberwise).
            let labels = fn.parameters.map(\.label)
            let own = decl.initializers + (checker.memberwiseInitializer(decl).map { [$0] } ?? [])
            return own.first { $0.parameters.map(\.label) == labels } ?? fn
        }
        // Most calls are not to a protocol's member: nothing to look up.
        guard let owner = fn.owner, owner.kind == .protocol, fn.kind != .initializer,
              let decl = receiver.flatMap(nominal(of:)) else { return fn }
        let labels = fn.parameters.map(\.label)
        let matches = { (candidate: FunctionDecl) in
            candidate.isStatic == fn.isStatic && candidate.parameters.map(\.label) == labels
        }
        // A requirement, or a default the checker picked for one (a plain extension member is static).
        guard !fn.isProtocolExtensionMember || owner.functions(named: fn.name)?.contains(where: { !$0.isProtocolExtensionMember && matches($0) }) == true
        else { return fn }
        var type: NominalDecl? = decl
        while let current = type {
            if let own = current.functions(named: fn.name)?.first(where: { $0.owner?.kind != .protocol && matches($0) }) { return own }
            type = current.superclass.flatMap { checker.table.nominal($0) }
        }
        return defaultImplementation(in: decl, for: receiver, requirements: \.requirements) {
            $0.functions(named: fn.name)?.filter { $0.isProtocolExtensionMember && matches($0) } ?? []
        } ?? fn
    }

    /// The override of a class's method in the receiver's class or the classes between the two
    /// (`fn` itself when none overrides it). An initializer called on an object being made (a
    /// convenience initializer's `self.init(…)`) runs the object's class's override too.
    private func override(of fn: FunctionDecl, owner: NominalDecl, receiver: Value?) -> FunctionDecl {
        let isInitializer = fn.kind == .initializer
        // A class method called on a subclass (`UnitType.baseUnit()` with `UnitType` a
        // `UnitTemperature`) runs the subclass's `override class func`.
        let classOfReceiver: NominalDecl? = switch receiver {
        case .instance(let instance)? where isInitializer || !fn.isStatic: instance.decl
        case .metatype(.nominal(let id, _))? where fn.isStatic && !isInitializer: checker.table.nominal(id)
        default: nil
        }
        guard let classOfReceiver, classOfReceiver !== owner else { return fn }
        let labels = fn.parameters.map(\.label)
        var type: NominalDecl? = classOfReceiver
        while let current = type, current !== owner {
            let candidates = isInitializer ? current.initializers : current.functions(named: fn.name)?.filter { $0.isStatic == fn.isStatic } ?? []
            if let own = candidates.first(where: { $0.parameters.map(\.label) == labels }) { return own }
            type = current.superclass.flatMap { checker.table.nominal($0) }
        }
        return fn
    }

    /// The property a read of requirement `p` on `base` reads: for a class's computed property,
    /// the override in the instance's class, if any.
    func witness(for p: PropertyDecl, of base: Value) -> PropertyDecl {
        if let owner = p.owner, owner.kind == .class, !p.isStatic, case .instance(let instance) = base, instance.decl !== owner {
            var type: NominalDecl? = instance.decl
            while let current = type, current !== owner {
                if let own = current.properties[p.name]?.first(where: { !$0.isStatic && $0.getter != nil }) { return own }
                type = current.superclass.flatMap { checker.table.nominal($0) }
            }
            return p
        }
        guard let owner = p.owner, owner.kind == .protocol,
              !p.isProtocolExtensionMember || owner.properties[p.name]?.contains(where: { !$0.isProtocolExtensionMember }) == true,
              let decl = nominal(of: base) else { return p }
        var type: NominalDecl? = decl
        while let current = type {
            if let own = current.properties[p.name]?.first(where: { $0.owner?.kind != .protocol && $0.isStatic == p.isStatic }) { return own }
            type = current.superclass.flatMap { checker.table.nominal($0) }
        }
        return defaultImplementation(in: decl, for: base, requirements: \.requirements) {
            $0.properties[p.name]?.filter { $0.isProtocolExtensionMember && $0.isStatic == p.isStatic } ?? []
        } ?? p
    }

    /// A member from an extension of one of the protocols `decl` conforms to whose `where`
    /// clause the value's type meets; of several, the most constrained, as Swift ranks them
    /// (`extension P where Self: Codable & RawRepresentable` over `where Self: Codable`).
    private func defaultImplementation<Member>(
        in decl: NominalDecl, for value: Value?, requirements: KeyPath<Member, [Requirement]>, _ candidates: (NominalDecl) -> [Member]
    ) -> Member? {
        let type = value.flatMap(conformingType(of:)) ?? decl.declaredType
        var best: (member: Member, rank: Int)?
        for id in checker.system.allProtocols(of: decl) {
            guard let proto = checker.table.nominal(id) else { continue }
            let substitution = Substitution([proto.selfParameter: type])
            for member in candidates(proto) {
                let clause = member[keyPath: requirements]
                guard clause.allSatisfy({ checker.system.satisfied($0, substitution: substitution, requirements: []) }) else { continue }
                if best.map({ clause.count > $0.rank }) ?? true { best = (member, clause.count) }
            }
        }
        return best?.member
    }

    /// The type whose conformances a value's requirements are met by: an instance's or case's
    /// own, a metatype's instance type.
    func conformingType(of value: Value) -> SwiftType? {
        switch value {
        case .instance(let instance): instance.type
        case .enumCase(let enumCase): enumCase.type
        case .metatype(let type): type
        default: nil
        }
    }

    /// The declaration whose members witness a value's requirements (a metatype's: its type's
    /// static members): a string's are `String`'s (`startIndex`, `subscript(position:)`), a
    /// dictionary's `Dictionary`'s, an optional's `Optional`'s; other built-in values' are native.
    private func nominal(of value: Value) -> NominalDecl? {
        switch value {
        case .instance(let instance): instance.decl
        case .enumCase(let enumCase): enumCase.decl
        case .string: checker.table.nominal("String")
        case .dictionary: checker.table.nominal("Dictionary")
        case .optional: checker.table.nominal("Optional")
        case .metatype(.nominal(let id, _)): checker.table.nominal(id)
        default: nil
        }
    }
}
