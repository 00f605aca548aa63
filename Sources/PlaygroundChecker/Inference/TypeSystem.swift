/// Questions about types that need the declarations: conformance and member types.
public struct TypeSystem {
    let table: DeclarationTable

    public init(table: DeclarationTable) {
        self.table = table
    }

    /// The generic arguments of a nominal type, keyed by its declaration's parameters.
    public func substitution(for type: SwiftType) -> Substitution {
        guard case .nominal(let id, let args) = type, let decl = table.nominal(id),
              decl.genericParameters.count == args.count else { return .empty }
        return Substitution(Dictionary(uniqueKeysWithValues: zip(decl.genericParameters, args)))
    }

    /// The superclass chain of a class, nearest first.
    public func superclasses(of decl: NominalDecl) -> [NominalDecl] {
        var out: [NominalDecl] = []
        var current = decl.superclass.flatMap { table.nominal($0) }
        while let c = current, !out.contains(where: { $0 === c }) {
            out.append(c)
            current = c.superclass.flatMap { table.nominal($0) }
        }
        return out
    }

    /// What a type's own `makeIterator()` yields (its iterator's `next()`): the `Sequence.Element`
    /// swiftc infers, even beside a generic parameter named `Element` (`LinkedList<Element>`
    /// iterating its nodes). Only a concrete answer counts, one naming no associated type, so
    /// finding it never asks for an `Element` again (the standard library's iterators answer
    /// by their `Elements`, which would).
    func iteratorElement(of decl: NominalDecl, substituting sub: Substitution) -> SwiftType? {
        guard decl.genericParameters.contains(where: { $0.name == "Element" }),
              let make = decl.functions(named: "makeIterator")?.first(where: { !$0.isStatic && $0.parameters.isEmpty && !$0.isProtocolExtensionMember }) else {
            return nil
        }
        let iterator = make.resultType.substituting(sub)
        guard case .nominal(let id, _) = iterator, let iteratorDecl = table.nominal(id),
              let next = iteratorDecl.functions(named: "next")?.first(where: { !$0.isStatic && $0.parameters.isEmpty }) else { return nil }
        let element = next.resultType.substituting(substitution(for: iterator)).optionalWrapped
        let isConcrete = element.map { !$0.contains { if case .member = $0 { true } else { false } } } ?? false
        return isConcrete ? element : nil
    }

    /// `Base.Name` for a concrete base: an alias, nested type, generic parameter or inferred associated type.
    public func memberType(of base: SwiftType, named name: String) -> SwiftType? {
        guard case .nominal(let id, let args) = base, let decl = table.nominal(id) else { return nil }
        let sub = substitution(for: base)
        if let alias = decl.typeAliases[name] { return normalize(alias.type.substituting(sub)) }
        if let nested = decl.nestedTypes[name] {
            // A nested type of a generic type has its parameters too (`Dictionary<K, V>.Index`).
            return SwiftType.nominal(nested.id, nested.genericParameters.map { .parameter($0) }).substituting(sub)
        }
        if name == "Element", let element = iteratorElement(of: decl, substituting: sub) { return element }
        if let index = decl.genericParameters.firstIndex(where: { $0.name == name }), index < args.count {
            // A generic parameter named like an associated type of a protocol the type conforms
            // to is not that type's witness when a method says otherwise: swiftui-hooks'
            // `StateHook<State>: Hook` has `func makeState() -> Ref`, so its `Self.State` is `Ref`.
            for conformance in decl.conformances {
                guard let protoDecl = table.nominal(conformance.protocolID), protoDecl.associatedTypes[name] != nil,
                      let witness = methodResultWitness(name, of: protoDecl, in: decl, substituting: sub) else { continue }
                return witness
            }
            return args[index]
        }
        // A protocol's alias (`ButtonStyle.Configuration`), as the conforming type's `Self.Configuration`.
        for proto in allProtocols(of: decl) {
            guard let protoDecl = table.nominal(proto), let alias = protoDecl.typeAliases[name] else { continue }
            return normalize(alias.type.substituting(Substitution([protoDecl.selfParameter: base])))
        }
        // An associated type witnessed by a property of the same role (`var id: ID`,
        // `static var defaultValue: Value`).
        // (A refining protocol's requirements count: `Collection`'s subscript says `Element`.)
        let protocols = allProtocols(of: decl)
        guard protocols.contains(where: { table.nominal($0)?.associatedTypes[name] != nil }) else { return nil }
        for proto in protocols {
            guard let protoDecl = table.nominal(proto) else { continue }
            for (propertyName, requirements) in protoDecl.properties {
                guard let requirement = requirements.first(where: { $0.type == .member(.parameter(protoDecl.selfParameter), name) }) else { continue }
                if let witness = decl.properties[propertyName]?.first(where: { $0.isStatic == requirement.isStatic }),
                   !Self.names(witness.type, name, of: decl) {
                    let type = witness.type == .error ? table.inferPropertyType?(witness) ?? .error : witness.type
                    return normalize(type.substituting(sub))
                }
                // A protocol extension's property whose conditions hold
                // (`extension Identifiable where Self: AnyObject { var id: ObjectIdentifier }`).
                // Its type may name `Self`'s members (`var primitivePlottable: RawValue` where
                // `Self: RawRepresentable`): they are the conforming type's.
                for candidate in allProtocols(of: decl).compactMap({ table.nominal($0) }) {
                    for witness in candidate.properties[propertyName] ?? [] where witness.isProtocolExtensionMember && witness.isStatic == requirement.isStatic {
                        guard !witness.type.contains(where: { if case .parameter(let p) = $0 { p != candidate.selfParameter } else { false } }),
                              !Self.names(witness.type, name, of: decl) else { continue }
                        let selfSub = Substitution([candidate.selfParameter: base])
                        // Only the conditions on `Self` itself: one on its member (`Self.RawValue:
                        // Plottable`) would infer this very associated type again.
                        let onSelf = witness.requirements.filter { requirement in
                            if case .conformance(.parameter(let subject), _) = requirement { return subject == candidate.selfParameter }
                            return false
                        }
                        if onSelf.allSatisfy({ satisfied($0, substitution: selfSub, requirements: []) }) {
                            let type = witness.type.substituting(selfSub)
                            if case .member(let memberBase, let memberName) = type, memberBase == base, memberName == name { continue }
                            return type
                        }
                    }
                }
            }
            // Or by a method's result.
            if let witness = methodResultWitness(name, of: protoDecl, in: decl, substituting: sub) { return witness }
            let named = SwiftType.member(.parameter(protoDecl.selfParameter), name)
            let requirementFunctions = protoDecl.functionRequirements
            // Or by a method's parameter (`func map(state: AppState, …)` for `map(state: StoreState, …)`).
            for (functionName, requirements) in requirementFunctions {
                for requirement in requirements {
                    guard let position = requirement.parameters.firstIndex(where: { $0.type == named }) else { continue }
                    let witness = decl.functions(named: functionName)?.first {
                        $0.isStatic == requirement.isStatic && !$0.isProtocolExtensionMember
                            && $0.parameters.map(\.label) == requirement.parameters.map(\.label)
                    }
                    guard let witness, witness.genericParameters.isEmpty, !Self.names(witness.parameters[position].type, name, of: decl) else { continue }
                    return normalize(witness.parameters[position].type.substituting(sub))
                }
            }
            // `Element` of a sequence whose iterator says it (`Iterator.Element == Element`).
            if name == "Element", protoDecl.associatedTypes["Iterator"] != nil,
               let iterator = memberType(of: base, named: "Iterator"), iterator != base {
                return memberType(of: iterator, named: "Element")
            }
        }
        return nil
    }

    /// The associated type `name` of `protoDecl` as a method of `decl` witnesses it by its
    /// result (`func entries(from:mode:) -> Entries`); an opaque result (`some View`) is not a
    /// written type and stays to the conformance checks. (An optional of it, `mutating func
    /// next() -> Element?`, by the witness's optional's.)
    private func methodResultWitness(_ name: String, of protoDecl: NominalDecl, in decl: NominalDecl, substituting sub: Substitution) -> SwiftType? {
        let named = SwiftType.member(.parameter(protoDecl.selfParameter), name)
        for (functionName, requirements) in protoDecl.functionRequirements {
            for requirement in requirements where requirement.resultType.contains(where: { $0 == named }) {
                let witness = decl.functions(named: functionName)?.first {
                    $0.isStatic == requirement.isStatic && !$0.isProtocolExtensionMember && $0.opaqueResult == nil
                        && $0.parameters.map(\.label) == requirement.parameters.map(\.label)
                }
                guard let witness, witness.genericParameters.isEmpty,
                      !witness.resultType.contains(where: { Self.names($0, name, of: decl) }) else { continue }
                // `func items() -> [String]` for `func items() -> [Item]`: `Item` is `String`.
                if let bound = Self.binding(of: named, in: requirement.resultType, by: normalize(witness.resultType.substituting(sub))) { return bound }
            }
        }
        return nil
    }

    /// What `pattern` says `named` is, matched part by part against `actual` (`[Item]` against
    /// `[String]` binds `Item` to `String`); nil when they differ in shape.
    static func binding(of named: SwiftType, in pattern: SwiftType, by actual: SwiftType) -> SwiftType? {
        if pattern == named { return actual }
        switch (pattern, actual) {
        case (.nominal(let p, let pArgs), .nominal(let a, let aArgs)) where p == a && pArgs.count == aArgs.count:
            for (x, y) in zip(pArgs, aArgs) { if let bound = binding(of: named, in: x, by: y) { return bound } }
        case (.tuple(let pElements, _), .tuple(let aElements, _)) where pElements.count == aElements.count:
            for (x, y) in zip(pElements, aElements) { if let bound = binding(of: named, in: x, by: y) { return bound } }
        case (.function(let pParams, let pResult), .function(let aParams, let aResult)) where pParams.count == aParams.count:
            for (x, y) in zip(pParams + [pResult], aParams + [aResult]) { if let bound = binding(of: named, in: x, by: y) { return bound } }
        default:
            break
        }
        return nil
    }

    /// Whether a witness's written type is the associated type it would witness (`func
    /// map(state: State)` naming the inferred `State` inside the type): no witness, or the
    /// inference would go round forever.
    static func names(_ type: SwiftType, _ name: String, of decl: NominalDecl) -> Bool {
        guard case .member(let base, let member) = type, member == name, case .nominal(let id, _) = base else { return false }
        return id == decl.id
    }

    /// Resolves dependent member types whose base has become concrete.
    public func normalize(_ type: SwiftType) -> SwiftType {
        type.map { t in
            guard case .member(let base, let name) = t else { return nil }
            let normalizedBase = normalize(base)
            return memberType(of: normalizedBase, named: name) ?? .member(normalizedBase, name)
        }
    }

    /// Every protocol a declaration conforms to, with inherited ones (a subclass's include its
    /// superclass's; the collector rejects inheritance cycles).
    public func allProtocols(of decl: NominalDecl) -> [NominalID] {
        var seen: [NominalID] = []
        var queue = decl.conformances.map(\.protocolID)
        var superclass = decl.superclass.flatMap { table.nominal($0) }
        while let base = superclass {
            queue += base.conformances.map(\.protocolID)
            superclass = base.superclass.flatMap { table.nominal($0) }
        }
        while let next = queue.popLast() {
            if seen.contains(next) { continue }
            seen.append(next)
            if let p = table.nominal(next) { queue += p.conformances.map(\.protocolID) }
        }
        return seen
    }

    /// Whether protocol `sub` is `base` or refines it.
    public func protocolRefines(_ sub: NominalID, _ base: NominalID) -> Bool {
        if sub == base { return true }
        guard let decl = table.nominal(sub) else { return false }
        return allProtocols(of: decl).contains(base)
    }

    /// The protocol every class conforms to, and only classes.
    public static let anyObject = NominalID("AnyObject")

    /// The marker protocol of values safe to share across concurrency domains.
    static let sendable = NominalID("Sendable")

    /// Whether `type` is a protocol used as a type: `any P`, or the bare name `P`.
    public func isExistential(_ type: SwiftType) -> Bool {
        switch type {
        case .existential: true
        case .nominal(let id, let args): args.isEmpty && table.nominal(id)?.kind == .protocol
        default: false
        }
    }

    /// Whether `type` conforms to `proto`, given the requirements in scope for generic parameters.
    public func conforms(_ type: SwiftType, to proto: NominalID, requirements: [Requirement] = []) -> Bool {
        // In the Swift 5 language mode the playground follows, a missing `Sendable` is no error.
        if proto == Self.sendable { return true }
        switch normalize(type) {
        case .error:
            return true
        case .nominal(let id, _) where id == proto:
            return true
        case .nominal(let id, _):
            guard let decl = table.nominal(id) else { return false }
            if proto == Self.anyObject { return decl.kind == .class || (decl.kind == .protocol && protocolRefines(id, proto)) }
            let sub = substitution(for: normalize(type))
            for conformance in decl.conformances where protocolRefines(conformance.protocolID, proto) {
                let met = conformance.conditions.allSatisfy { requirement in
                    satisfied(requirement, substitution: sub, requirements: requirements)
                }
                if met { return true }
            }
            // A class inherits its superclass's conformances (the collector rejects cycles).
            if let superclass = decl.superclass, let base = table.nominal(superclass) {
                return conforms(base.declaredType, to: proto, requirements: requirements)
            }
            return false
        case .parameter, .member:
            let normalized = normalize(type)
            for requirement in requirements {
                if case .conformance(let t, let p) = requirement, t == normalized, protocolRefines(p, proto) { return true }
                if case .sameType(let a, let b) = requirement {
                    // `S.Element == C` with `C: SortComparator`: the other side's own requirements
                    // count, less this one (so the question cannot come back to it).
                    let others = requirements.filter { $0 != requirement }
                    if a == normalized, !b.contains(where: { $0 == normalized }), conforms(b, to: proto, requirements: others) { return true }
                    if b == normalized, !a.contains(where: { $0 == normalized }), conforms(a, to: proto, requirements: others) { return true }
                }
            }
            // `Data.Element.ID: Hashable` when `Data.Element: Identifiable` and `associatedtype ID: Hashable`.
            if case .member(let base, let name) = normalized {
                for case .conformance(let t, let p) in requirements where t == base {
                    guard let protoDecl = table.nominal(p) else { continue }
                    let protocols = [p] + allProtocols(of: protoDecl)
                    for q in protocols {
                        if table.nominal(q)?.associatedTypes[name]?.conformances.contains(where: { protocolRefines($0, proto) }) == true { return true }
                    }
                }
            }
            // `Self.Body: View` from `associatedtype Body: View`.
            if case .member(.parameter(let selfParam), let name) = normalized {
                for decl in table.nominals.values where decl.kind == .protocol && decl.serial == selfParam.owner {
                    if decl.associatedTypes[name]?.conformances.contains(where: { protocolRefines($0, proto) }) == true { return true }
                }
            }
            return false
        case .existential(let protocols):
            return protocols.contains { protocolRefines($0, proto) } && table.nominal(proto)?.associatedTypes.isEmpty == true
        case .tuple, .function, .variable, .packExpansion, .inoutParameter, .metatype:
            return false
        }
    }

    /// Whether a requirement holds once the type's generic arguments are substituted.
    public func satisfied(_ requirement: Requirement, substitution: Substitution, requirements: [Requirement]) -> Bool {
        switch requirement {
        case .conformance(let t, let p):
            return conforms(t.substituting(substitution), to: p, requirements: requirements)
        case .sameType(let a, let b):
            return normalize(a.substituting(substitution)) == normalize(b.substituting(substitution))
        }
    }
}
