import PlaygroundSyntax
import SwiftSyntax

/// Registers a file's declarations in a `DeclarationTable`: types first, then their members.
public final class DeclarationCollector {
    let table: DeclarationTable
    var resolver: TypeResolver { TypeResolver(table: table) }
    /// Problems found; the declarations that could be read are still registered.
    public private(set) var errors: [CheckError] = []
    /// Nominal declarations registered by this collector, with their syntax and scope.
    private(set) var pending: [(NominalDecl, DeclGroupSyntax)] = []
    private(set) var extensions: [ExtensionDeclSyntax] = []
    /// Names of the types this file declared (a redeclaration replaces the old type).
    public private(set) var declaredTypes: [String] = []
    public private(set) var declaredFunctions: [FunctionDecl] = []
    public private(set) var declaredVariables: [PropertyDecl] = []

    /// Member blocks are read when a type's members are first asked for (for the trusted profiles).
    let lazyMembers: Bool
    /// The declarations given member blocks to read later, whose readers hold this collector.
    public private(set) var deferredMembers: [NominalDecl] = []

    /// Whether the declarations are a profile's (stand-ins, declared as the SDK has them): what
    /// Swift synthesizes for the user's Codable types (`CodingKeys`) is not made for them.
    let isProfile: Bool

    /// Whether a member whose written type does not resolve is still declared, with the error
    /// reported and the member marked (`hasUnresolvedType`), as swiftc declares it: its uses are
    /// then no new errors. A module's loading leaves such members out instead.
    let recoversFromUnresolvedTypes: Bool

    /// A profile's declarations are read with `lazyMembers` unless `isProfile` says otherwise.
    public init(table: DeclarationTable, lazyMembers: Bool = false, isProfile: Bool? = nil, recoversFromUnresolvedTypes: Bool = false) {
        self.table = table
        self.lazyMembers = lazyMembers
        self.isProfile = isProfile ?? lazyMembers
        self.recoversFromUnresolvedTypes = recoversFromUnresolvedTypes
    }

    /// Whether a statement is a declaration this collector registers (not run as code).
    public static func isDeclaration(_ item: CodeBlockItemSyntax) -> Bool {
        switch item.item {
        case .decl(let decl):
            return decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) || decl.is(ActorDeclSyntax.self)
                || decl.is(ProtocolDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
                || decl.is(TypeAliasDeclSyntax.self) || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self)
                || decl.is(MacroDeclSyntax.self)
        default:
            return false
        }
    }

    /// Registers every declaration among `items`, in two passes so order does not matter.
    public func collect(_ items: [CodeBlockItemSyntax]) {
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let group = Self.typeDeclaration(decl) {
                register(group, parent: nil)
            } else if let ext = decl.as(ExtensionDeclSyntax.self) {
                extensions.append(ext)
            }
        }
        // Types nested in extensions (`extension _VariadicView_Children { struct Element }`).
        for ext in extensions {
            guard let decl = try? extendedDecl(ext) else { continue }
            for member in ext.memberBlock.members {
                if let nested = Self.typeDeclaration(member.decl) {
                    register(nested, parent: decl)
                }
            }
        }
        if !isProfile { synthesizeCodingKeys(in: pending) }
        for item in items {
            guard case .decl(let decl) = item.item, let alias = decl.as(TypeAliasDeclSyntax.self) else { continue }
            record { () throws(CheckError) in
                let made = try makeAlias(alias, scope: GenericScope())
                // An alias naming a whole type (`typealias Row = ItemRow`) is that type's name
                // too: it is called and extended as the type.
                if made.genericParameters.isEmpty, case .nominal(let id, let args) = made.type, let target = table.nominal(id),
                   args == target.declaredType.genericArguments {
                    table.nominals[alias.name.text] = target
                } else {
                    table.typeAliases[alias.name.text] = made
                    if !isProfile { table.userAliasNames.insert(alias.name.text) }
                }
            }
        }
        // Member aliases of types before that: a conformance or an extension may be written
        // through one (`struct UserBridge: Defaults.Bridge`, `extension Defaults.Keys`).
        if !lazyMembers {
            for (decl, syntax) in pending { collectAliasesAhead(of: decl, from: syntax.memberBlock, onlyTypeNames: true) }
            for ext in extensions {
                if let decl = try? extendedDecl(ext) { collectAliasesAhead(of: decl, from: ext.memberBlock, onlyTypeNames: true) }
            }
        }
        // Inheritance first, so members can see protocol aliases (`Content` of a ViewModifier).
        for (decl, syntax) in pending { collectInheritance(decl, syntax) }
        for ext in extensions { collectExtensionConformances(ext) }
        // Member type aliases next, so signatures can name them (`_VariadicView.Children`), an
        // unconstrained extension's too (`extension ChatView { typealias BuilderClosure = … }`).
        for (decl, syntax) in pending { collectTypeAliases(of: decl, from: syntax.memberBlock) }
        if !lazyMembers {
            for ext in extensions where ext.genericWhereClause == nil {
                if let decl = try? extendedDecl(ext) { collectAliasesAhead(of: decl, from: ext.memberBlock, onlyTypeNames: false) }
            }
        }
        // A conformance's witnesses before the types' members, which may name the associated
        // types they infer (`var selection: Item.ID?` before `extension Item: Identifiable`).
        let conformsFirst = { [lazyMembers] (ext: ExtensionDeclSyntax) in !lazyMembers && ext.inheritanceClause != nil }
        for ext in extensions where conformsFirst(ext) { collectExtensionMembers(ext) }
        for (decl, syntax) in pending {
            let scope = scope(for: decl)
            if lazyMembers { deferredMembers.append(decl) }
            decl.addMembers(lazily: lazyMembers) { [self] in
                collectMembers(of: decl, from: syntax.memberBlock, scope: scope, extensionRequirements: [], isProtocolExtension: false)
                if decl.kind == .enum { synthesizeEnumMembers(of: decl) }
            }
        }
        for ext in extensions where !conformsFirst(ext) { collectExtensionMembers(ext) }
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            if let function = decl.as(FunctionDeclSyntax.self) {
                record { () throws(CheckError) in
                    let f = try makeFunction(function, owner: nil, scope: GenericScope(), extensionRequirements: [], isProtocolExtension: false)
                    // A later entry's function replaces an earlier one's; overloads of one entry
                    // that differ only in their types (or a parameter's builder) all stay.
                    table.functions[f.name, default: []].removeAll { old in
                        old.fullName == f.fullName && !declaredFunctions.contains { $0 === old }
                    }
                    table.functions[f.name, default: []].append(f)
                    declaredFunctions.append(f)
                }
            }
        }
    }

    /// A struct, enum, class or protocol declaration (concrete casts: protocol casts are slow at run time).
    static func typeDeclaration(_ decl: DeclSyntax) -> (any DeclGroupSyntax)? {
        switch decl.kind {
        case .structDecl: decl.as(StructDeclSyntax.self)
        case .enumDecl: decl.as(EnumDeclSyntax.self)
        case .classDecl: decl.as(ClassDeclSyntax.self)
        case .actorDecl: decl.as(ActorDeclSyntax.self)
        case .protocolDecl: decl.as(ProtocolDeclSyntax.self)
        default: nil
        }
    }

    func record(_ body: () throws(CheckError) -> Void) {
        do { try body() } catch { errors.append(error) }
    }

    /// `error`, thrown; or, where the collector recovers (`recoversFromUnresolvedTypes`),
    /// recorded, with `unresolved` set so that the declaration is marked.
    func recover(_ error: CheckError, unresolved: inout Bool) throws(CheckError) {
        guard recoversFromUnresolvedTypes else { throw error }
        errors.append(error)
        unresolved = true
    }

    /// A written type, resolved; one that does not resolve is `.error` where the collector recovers.
    func resolveRecovering(_ written: TypeSyntax, in scope: GenericScope, unresolved: inout Bool) throws(CheckError) -> SwiftType {
        do { return try resolver.resolve(written, in: scope) } catch {
            try recover(error, unresolved: &unresolved)
            return .error
        }
    }

    /// Creates the `NominalDecl` (and nested ones) for a type declaration.
    func register(_ group: some DeclGroupSyntax, parent: NominalDecl?) {
        let (name, kind, generics): (String, NominalDecl.Kind, GenericParameterClauseSyntax?)
        if let s = group.as(StructDeclSyntax.self) { (name, kind, generics) = (s.name.text, .struct, s.genericParameterClause) }
        else if let e = group.as(EnumDeclSyntax.self) { (name, kind, generics) = (e.name.text, .enum, e.genericParameterClause) }
        else if let c = group.as(ClassDeclSyntax.self) { (name, kind, generics) = (c.name.text, .class, c.genericParameterClause) }
        // An actor is a class here: the playground runs nothing concurrently.
        else if let a = group.as(ActorDeclSyntax.self) { (name, kind, generics) = (a.name.text, .class, a.genericParameterClause) }
        else if let p = group.as(ProtocolDeclSyntax.self) { (name, kind, generics) = (p.name.text, .protocol, nil) }
        else { return }
        let qualified = parent.map { $0.id.qualifiedName + "." + name } ?? name
        let serial = table.nextSerial()
        let inherited = parent?.genericParameters ?? []
        let params = inherited + (generics?.parameters ?? []).map {
            GenericParameter(name: $0.name.text, owner: serial, isPack: $0.specifier?.tokenKind == .keyword(.each))
        }
        let packs = Set(params.indices.filter { params[$0].isPack })
        let decl = NominalDecl(id: NominalID(qualified, inheritedArguments: inherited.count, packArguments: packs), kind: kind, genericParameters: params, syntax: Syntax(group), serial: serial)
        decl.parent = parent
        decl.isResultBuilder = group.attributes.contains { $0.attributeNameText == "resultBuilder" }
        decl.isPropertyWrapper = group.attributes.contains { $0.attributeNameText == "propertyWrapper" }
        // `@Model` (SwiftData) makes an observable class too. The profile, which swiftc compiles
        // without the Observation module, says it by conforming a class to `Observable`.
        decl.isObservable = group.attributes.contains { $0.attributeNameText == "Observable" || $0.attributeNameText == "Model" }
            || (lazyMembers && kind == .class && group.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Observable" } == true)
        decl.isPersistentModel = group.attributes.contains { $0.attributeNameText == "Model" }
        decl.primaryAssociatedTypes = group.as(ProtocolDeclSyntax.self)?.primaryAssociatedTypeClause?.primaryAssociatedTypes.map(\.name.text) ?? []
        // A redeclared type keeps the extensions the profile gave it only if it is the same declaration.
        table.nominals[qualified] = decl
        parent?.nestedTypes[name] = decl
        if parent == nil { declaredTypes.append(name) }
        pending.append((decl, group))
        for member in group.memberBlock.members {
            if let nested = Self.typeDeclaration(member.decl) {
                register(nested, parent: decl)
            }
        }
    }

    func scope(for decl: NominalDecl) -> GenericScope {
        var chain: [NominalDecl] = []
        var current: NominalDecl? = decl
        while let c = current { chain.insert(c, at: 0); current = c.parent }
        var scope = GenericScope()
        for c in chain {
            scope = scope.adding(c.genericParameters)
        }
        scope.nominal = decl
        if decl.kind == .protocol { scope.protocolSelf = decl.selfParameter }
        return scope
    }

    /// Conformances in the inheritance clause, and generic requirements of the type.
    func collectInheritance(_ decl: NominalDecl, _ syntax: DeclGroupSyntax) {
        let scope = scope(for: decl)
        for inherited in syntax.inheritanceClause?.inheritedTypes ?? [] {
            record { () throws(CheckError) in
                // `protocol P: class` is the old spelling of `AnyObject`.
                let type = inherited.type.is(ClassRestrictionTypeSyntax.self)
                    ? SwiftType.nominal(TypeSystem.anyObject, [])
                    : try resolver.resolve(inherited.type, in: scope)
                if case .nominal(let id, _) = type, table.nominal(id)?.kind == .protocol {
                    decl.conformances.append(Conformance(protocolID: id, conditions: []))
                } else if case .existential(let ids) = type {
                    decl.conformances += ids.map { Conformance(protocolID: $0, conditions: []) }
                } else if case .nominal(let id, _) = type, decl.kind == .class, let base = table.nominal(id), base.kind == .class {
                    // A cycle is swiftc's error, named at the class it comes back to, so chains of superclasses end.
                    var ancestor: NominalDecl? = base
                    while let current = ancestor {
                        if current === decl {
                            let name = base.syntax?.asNamedDecl?.name
                            throw CheckError("'\(base.name)' inherits from itself", at: name.map(Syntax.init) ?? Syntax(inherited))
                        }
                        ancestor = current.superclass.flatMap { table.nominal($0) }
                    }
                    decl.superclass = id
                    decl.superclassType = type
                } else if decl.kind == .enum, ["String", "Double", "Character"].contains(type.description) || NominalDecl.integerRawTypes.contains(type.description) {
                    decl.rawType = type
                    decl.conformances.append(Conformance(protocolID: NominalID("RawRepresentable"), conditions: []))
                } else if decl.kind == .struct || decl.kind == .class, case .nominal(let id, _) = type, let named = table.nominal(id), named.kind != .protocol {
                    // A nested type's name comes first (`FormatStyle` inside `extension Date` is `Date.FormatStyle`).
                    throw CheckError("inheritance from non-protocol\(decl.kind == .class ? ", non-class" : "") type '\(named.id.qualifiedName)'",
                                     at: syntax.asProtocol(NamedDeclSyntax.self).map { Syntax($0.name) } ?? Syntax(inherited.type))
                }
            }
        }
        // An enum nested in a generic type has only its parent's parameters, which it does not store.
        if decl.kind == .enum, decl.genericParameters.count == decl.id.inheritedArguments {
            decl.conformances.append(Conformance(protocolID: NominalID("Hashable"), conditions: []))
        }
        // The `@Model` macro adds the `PersistentModel` conformance.
        if decl.isPersistentModel, table.nominal("PersistentModel")?.kind == .protocol {
            decl.conformances.append(Conformance(protocolID: NominalID("PersistentModel"), conditions: []))
        }
        // The `@Observable` macro adds the `Observable` conformance.
        if decl.isObservable, table.nominal("Observable")?.kind == .protocol,
           !decl.conformances.contains(where: { $0.protocolID == NominalID("Observable") }) {
            decl.conformances.append(Conformance(protocolID: NominalID("Observable"), conditions: []))
        }
        let generics: GenericParameterClauseSyntax?
        let whereClause: GenericWhereClauseSyntax?
        if let s = syntax.as(StructDeclSyntax.self) { (generics, whereClause) = (s.genericParameterClause, s.genericWhereClause) }
        else if let e = syntax.as(EnumDeclSyntax.self) { (generics, whereClause) = (e.genericParameterClause, e.genericWhereClause) }
        else if let c = syntax.as(ClassDeclSyntax.self) { (generics, whereClause) = (c.genericParameterClause, c.genericWhereClause) }
        else if let a = syntax.as(ActorDeclSyntax.self) { (generics, whereClause) = (a.genericParameterClause, a.genericWhereClause) }
        else if let p = syntax.as(ProtocolDeclSyntax.self) { (generics, whereClause) = (nil, p.genericWhereClause) }
        else { (generics, whereClause) = (nil, nil) }
        // A protocol's are said of its `Self` (`protocol BE: RawRepresentable where RawValue == Int`).
        var requirementScope = scope
        if decl.kind == .protocol { requirementScope.protocolSelf = decl.selfParameter }
        // `<Element: Serializable>` is said outside the type: its own members (`typealias
        // Serializable = [Element.Serializable]`) do not hide the enclosing scope's names there.
        var clauseScope = requirementScope
        clauseScope.nominal = decl.parent
        record { () throws(CheckError) in
            // A type nested in a generic one has the outer parameters first; `<…>` names its own.
            let own = Array(decl.genericParameters.suffix(generics?.parameters.count ?? 0))
            decl.requirements = try requirements(generics, whereClause, params: own, scope: requirementScope, clauseScope: clauseScope)
        }
    }

    /// Requirements from `<T: P>` (read in `clauseScope` when given) and a `where` clause.
    func requirements(
        _ generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?,
        params: [GenericParameter], scope: GenericScope, clauseScope: GenericScope? = nil
    ) throws(CheckError) -> [Requirement] {
        var out: [Requirement] = []
        for (syntax, param) in zip(generics?.parameters ?? [], params) {
            guard let inherited = syntax.inheritedType else { continue }
            out += try constraints(inherited, on: .parameter(param), in: clauseScope ?? scope, constraining: param.name)
        }
        for requirement in whereClause?.requirements ?? [] {
            switch requirement.requirement {
            case .conformanceRequirement(let c):
                let left = try resolver.resolve(c.leftType, in: scope)
                out += try constraints(c.rightType, on: left, in: scope)
            case .sameTypeRequirement(let s):
                guard let l = s.leftType.as(TypeSyntax.self), let r = s.rightType.as(TypeSyntax.self) else {
                    throw CheckError("this requirement is not supported", at: s)
                }
                out.append(.sameType(try resolver.resolve(l, in: scope), try resolver.resolve(r, in: scope)))
            default:
                throw CheckError("this requirement is not supported", at: requirement)
            }
        }
        return out
    }

    /// What `subject: constraint` requires: each protocol or class of the constraint, and for a
    /// protocol with primary associated types (`C: Collection<Int>`) the same-type bounds
    /// (`C.Element == Int`), as `some Collection<Int>` says.
    private func constraints(_ constraint: TypeSyntax, on subject: SwiftType, in scope: GenericScope, constraining parameter: String? = nil) throws(CheckError) -> [Requirement] {
        if let composition = constraint.as(CompositionTypeSyntax.self) {
            var out: [Requirement] = []
            for element in composition.elements { out += try constraints(element.type, on: subject, in: scope, constraining: parameter) }
            return out
        }
        if let (proto, bound) = try resolver.constrainedProtocol(constraint, in: scope) {
            return [.conformance(subject, proto)] + bound.map { .sameType(.member(subject, $0.0), $0.1) }
        }
        return try resolver.requirementList(constraint, in: scope, constraining: parameter).map { .conformance(subject, $0) }
    }

    func extendedDecl(_ ext: ExtensionDeclSyntax) throws(CheckError) -> NominalDecl {
        // `extension Sequence<Fuzzer>`: the protocol extended is the bare one, its arguments are
        // requirements on its primary associated types (`boundArgumentRequirements`).
        if let bound = ext.extendedType.as(IdentifierTypeSyntax.self), bound.genericArgumentClause != nil,
           let decl = table.nominal(bound.name.text), decl.kind == .protocol {
            return decl
        }
        let type = try resolver.resolve(ext.extendedType, in: GenericScope())
        guard case .nominal(let id, _) = type, let decl = table.nominal(id) else {
            throw CheckError("non-nominal type '\(type)' cannot be extended", at: ext.extendedType)
        }
        return decl
    }

    func extensionScope(_ ext: ExtensionDeclSyntax, _ decl: NominalDecl) throws(CheckError) -> (GenericScope, [Requirement]) {
        var scope = scope(for: decl)
        scope.seesEnclosingTypes = false
        let reqs = try boundArgumentRequirements(ext, decl, in: scope) + requirements(nil, ext.genericWhereClause, params: [], scope: scope)
        scope.requirements += reqs
        return (scope, reqs)
    }

    /// The same-type requirements a protocol extension's written arguments mean (SE-0346):
    /// `extension Sequence<Fuzzer>` is `extension Sequence where Element == Fuzzer`.
    private func boundArgumentRequirements(_ ext: ExtensionDeclSyntax, _ decl: NominalDecl, in scope: GenericScope) throws(CheckError) -> [Requirement] {
        guard decl.kind == .protocol, let clause = ext.extendedType.as(IdentifierTypeSyntax.self)?.genericArgumentClause else { return [] }
        let names = decl.primaryAssociatedTypes
        guard names.count == clause.arguments.count else {
            throw CheckError("protocol type '\(decl.name)' specialized with too \(clause.arguments.count > names.count ? "many" : "few") type arguments (got \(clause.arguments.count), but expected \(names.count))", at: ext.extendedType)
        }
        var out: [Requirement] = []
        for (name, argument) in zip(names, clause.arguments) {
            guard case .type(let written) = argument.argument else { throw CheckError("value generic arguments are not supported", at: argument) }
            let subject = try resolver.resolve(TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))), in: scope)
            out.append(.sameType(subject, try resolver.resolve(written, in: scope)))
        }
        return out
    }

    func collectExtensionConformances(_ ext: ExtensionDeclSyntax) {
        record { () throws(CheckError) in
            let decl = try extendedDecl(ext)
            let (scope, reqs) = try extensionScope(ext, decl)
            for inherited in ext.inheritanceClause?.inheritedTypes ?? [] {
                for proto in try resolver.protocolList(inherited.type, in: scope) {
                    decl.conformances.append(Conformance(protocolID: proto, conditions: reqs, extensionSite: Syntax(ext.extensionKeyword)))
                }
            }
        }
    }

    func collectExtensionMembers(_ ext: ExtensionDeclSyntax) {
        record { () throws(CheckError) in
            let decl = try extendedDecl(ext)
            let (scope, reqs) = try extensionScope(ext, decl)
            if lazyMembers { deferredMembers.append(decl) }
            decl.addMembers(lazily: lazyMembers) { [self] in
                collectMembers(of: decl, from: ext.memberBlock, scope: scope, extensionRequirements: reqs, isProtocolExtension: decl.kind == .protocol)
            }
        }
    }
}

extension AttributeListSyntax.Element {
    /// The attribute's name (`ViewBuilder` for `@ViewBuilder`).
    var attributeNameText: String? {
        guard case .attribute(let a) = self else { return nil }
        return a.attributeNameText
    }
}

extension AttributeSyntax {
    var attributeNameText: String {
        attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attributeName.trimmedDescription
    }
}
