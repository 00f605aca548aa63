import PlaygroundSyntax
import SwiftDiagnostics
import SwiftSyntax

/// Turns written types (`TypeSyntax`) into `SwiftType`s within a scope.
public struct TypeResolver {
    let table: DeclarationTable

    public init(table: DeclarationTable) {
        self.table = table
    }

    public func resolve(_ syntax: TypeSyntax, in scope: GenericScope) throws(CheckError) -> SwiftType {
        if let id = syntax.as(IdentifierTypeSyntax.self) {
            let args: [SwiftType]
            do {
                args = try (id.genericArgumentClause?.arguments ?? []).map { (arg) throws(CheckError) -> SwiftType in
                    guard case .type(let t) = arg.argument else { throw CheckError("value generic arguments are not supported", at: arg) }
                    return try resolve(t, in: scope)
                }
            } catch {
                // swiftc names the generic type first when neither it nor an argument is found
                // (`StoreOf<Feature>`: `StoreOf`).
                do { _ = try named(id.name.text, args: [], in: scope, at: id.name) } catch let base where base.message.hasPrefix("cannot find type") {
                    throw base
                } catch {}
                throw error
            }
            return try named(id.name.text, args: args, in: scope, at: id)
        }
        if let member = syntax.as(MemberTypeSyntax.self) {
            let args = try (member.genericArgumentClause?.arguments ?? []).map { (arg) throws(CheckError) -> SwiftType in
                guard case .type(let t) = arg.argument else { throw CheckError("value generic arguments are not supported", at: arg) }
                return try resolve(t, in: scope)
            }
            // A module-qualified name (`SwiftUI.View`, `Foundation.Date`) is the module's type of
            // that name, not a nested type the scope sees (`SwiftUI.Font` inside a `Font` of one's own).
            if let module = member.baseType.as(IdentifierTypeSyntax.self), module.genericArgumentClause == nil,
               table.isModuleName(module.name.text), table.nominal(module.name.text) == nil {
                return try named(member.name.text, args: args, in: GenericScope(), at: member)
            }
            let base = try resolve(member.baseType, in: scope)
            let name = member.name.text
            if case .nominal(let baseID, let baseArgs) = base, let nested = table.nominal(baseID.qualifiedName + "." + name) {
                let own = args.isEmpty ? nested.genericParameters.dropFirst(nested.id.inheritedArguments).map { SwiftType.parameter($0) } : args
                return .nominal(nested.id, baseArgs + own)
            }
            if case .nominal(let baseID, _) = base {
                if !args.isEmpty, let alias = table.nominal(baseID)?.typeAliases[name] {
                    return try instantiate(alias, args: args, substituting: TypeSystem(table: table).substitution(for: base), at: member)
                }
                if let resolved = TypeSystem(table: table).memberType(of: base, named: name) { return resolved }
                throw CheckError("'\(name)' is not a member type of '\(base)'", at: member.name)
            }
            if case .parameter(let p) = base, let alias = protocolAlias(name, of: p, in: scope) { return alias }
            // `Sequence` requires `Iterator.Element == Element`: `S.Iterator.Element` is `S.Element`.
            if name == "Element", case .member(let sequence, "Iterator") = base { return .member(sequence, name) }
            return .member(base, name)
        }
        if let optional = syntax.as(OptionalTypeSyntax.self) {
            return DeclarationTable.optional(try resolve(optional.wrappedType, in: scope))
        }
        if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return DeclarationTable.optional(try resolve(iuo.wrappedType, in: scope))
        }
        if let array = syntax.as(ArrayTypeSyntax.self) {
            return DeclarationTable.array(try resolve(array.element, in: scope))
        }
        if let dict = syntax.as(DictionaryTypeSyntax.self) {
            return DeclarationTable.dictionary(try resolve(dict.key, in: scope), try resolve(dict.value, in: scope))
        }
        if let tuple = syntax.as(TupleTypeSyntax.self) {
            let elements = Array(tuple.elements)
            if elements.count == 1, elements[0].firstName == nil, !elements[0].type.is(PackExpansionTypeSyntax.self) {
                return try resolve(elements[0].type, in: scope)
            }
            var types: [SwiftType] = []
            for e in elements { types.append(try resolve(e.type, in: scope)) }
            return .tuple(types, labels: elements.map { $0.firstName?.text })
        }
        if let function = syntax.as(FunctionTypeSyntax.self) {
            var params: [SwiftType] = []
            for p in function.parameters {
                let type = try resolve(p.type, in: scope)
                let isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                    $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
                } ?? false
                params.append(isInout ? .inoutParameter(type) : type)
            }
            return .function(params, try resolve(function.returnClause.type, in: scope))
        }
        if let attributed = syntax.as(AttributedTypeSyntax.self) {
            return try resolve(attributed.baseType, in: scope)
        }
        if let some = syntax.as(SomeOrAnyTypeSyntax.self) {
            if let opaque = scope.opaqueParameters[some.id] { return .parameter(opaque) }
            // `any P.Type`: the existential metatype, what `P.Type` names.
            if some.someOrAnySpecifier.tokenKind == .keyword(.any), let meta = some.constraint.as(MetatypeTypeSyntax.self),
               meta.metatypeSpecifier.tokenKind == .keyword(.Type) {
                return .metatype(try resolve(meta.baseType, in: scope))
            }
            if some.someOrAnySpecifier.tokenKind == .keyword(.any), some.constraint.is(CompositionTypeSyntax.self) {
                return try resolve(some.constraint, in: scope)
            }
            let protocols = try protocolList(some.constraint, in: scope)
            if some.someOrAnySpecifier.tokenKind == .keyword(.any) { return .existential(protocols) }
            throw CheckError("'some' types are only permitted in a result type", at: some)
        }
        if let pack = syntax.as(PackExpansionTypeSyntax.self) {
            return .packExpansion(try resolve(pack.repetitionPattern, in: scope))
        }
        if let each = syntax.as(PackElementTypeSyntax.self) {
            return try resolve(each.pack, in: scope)
        }
        if let meta = syntax.as(MetatypeTypeSyntax.self) {
            return .metatype(try resolve(meta.baseType, in: scope))
        }
        if let composition = syntax.as(CompositionTypeSyntax.self) {
            var ids: [NominalID] = []
            var classType: SwiftType?
            for element in composition.elements {
                if classType == nil, element.type.is(IdentifierTypeSyntax.self) || element.type.is(MemberTypeSyntax.self),
                   let resolved = try? resolve(element.type, in: scope), case .nominal(let id, _) = resolved, table.nominal(id)?.kind == .class {
                    classType = resolved
                    continue
                }
                ids += try protocolList(element.type, in: scope)
            }
            guard let classType else { return .existential(canonicalOrder(ids)) }
            // `KeyPath<Root, Value> & Sendable`: a marker protocol adds nothing a value's type shows.
            let protocols = ids.filter { !Self.markerProtocols.contains($0.qualifiedName) }
            if protocols.isEmpty { return classType }
            // `CIFilter & CISepiaTone`: an instance of the class (or a subclass) that conforms,
            // held as an existential whose first member is the class.
            guard case .nominal(let classID, let arguments) = classType, arguments.isEmpty else {
                throw CheckError("a composition of a generic class and a protocol ('\(syntax.trimmedDescription)') is not supported in the playground", at: syntax)
            }
            return .existential([classID] + canonicalOrder(protocols))
        }
        throw CheckError("this kind of type is not supported in the playground", at: syntax)
    }

    /// A composition's protocols as Swift orders them: by module (`Swift`, then `SwiftUI`, then
    /// the program's), then by name; `AnyObject` last (`any Zed & Hashable` is `Hashable & Zed`).
    func canonicalOrder(_ ids: [NominalID]) -> [NominalID] {
        func key(_ id: NominalID) -> (Int, String, String) {
            if id == TypeSystem.anyObject { return (1, "", "") }
            let module = table.nominal(id).flatMap { table.moduleOf?($0) } ?? "main"
            return (0, module, String(id.simpleName))
        }
        return ids.sorted { key($0) < key($1) }
    }

    /// Protocols that say what a type may do, not what it offers (`Sendable`).
    static let markerProtocols: Set<String> = ["Sendable", "Copyable", "Escapable", "BitwiseCopyable", "AnyObject"]

    /// The protocols of a `some`/`any` constraint (`View`, `P & Q`).
    public func protocolList(_ syntax: TypeSyntax, in scope: GenericScope) throws(CheckError) -> [NominalID] {
        if let composition = syntax.as(CompositionTypeSyntax.self) {
            var ids: [NominalID] = []
            for element in composition.elements { ids += try protocolList(element.type, in: scope) }
            return ids
        }
        if let (proto, _) = try constrainedProtocol(syntax, in: scope) { return [proto] }
        let type = try resolve(syntax, in: scope)
        if case .nominal(let id, _) = type, table.nominal(id)?.kind == .protocol { return [id] }
        if case .existential(let ids) = type { return ids }
        throw CheckError("type '\(type)' is not a protocol", at: syntax)
    }

    /// The constraints of a generic parameter or `where` requirement (`T: P & Q`): protocols, or
    /// a class the type must be or inherit from (`UnitType: Unit`), which conformance checks
    /// meet through the type's superclasses. For a generic parameter, anything else is named as
    /// swiftc names it (`<T: Int>`).
    public func requirementList(_ syntax: TypeSyntax, in scope: GenericScope, constraining parameter: String? = nil) throws(CheckError) -> [NominalID] {
        guard syntax.as(CompositionTypeSyntax.self) == nil, syntax.as(IdentifierTypeSyntax.self)?.genericArgumentClause == nil else {
            return try protocolList(syntax, in: scope)
        }
        let type = try resolve(syntax, in: scope)
        switch type {
        case .nominal(let id, _) where [.class, .protocol].contains(table.nominal(id)?.kind):
            return [id]
        case .existential(let ids):
            return ids
        default:
            if let parameter { throw CheckError("type '\(parameter)' constrained to non-protocol, non-class type '\(type)'", at: syntax) }
            throw CheckError("type '\(type)' is not a protocol", at: syntax)
        }
    }

    /// `P<Int>` for `protocol P<Output>`: the protocol and its primary associated types bound
    /// (`Output == Int`); nil for anything else.
    public func constrainedProtocol(_ syntax: TypeSyntax, in scope: GenericScope) throws(CheckError) -> (NominalID, [(String, SwiftType)])? {
        guard let identifier = syntax.as(IdentifierTypeSyntax.self), let clause = identifier.genericArgumentClause,
              let decl = table.nominal(identifier.name.text), decl.kind == .protocol else { return nil }
        let arguments = Array(clause.arguments)
        guard arguments.count == decl.primaryAssociatedTypes.count else {
            throw CheckError("protocol type '\(decl.name)' specialized with too \(arguments.count > decl.primaryAssociatedTypes.count ? "many" : "few") type arguments (got \(arguments.count), but expected \(decl.primaryAssociatedTypes.count))", at: syntax)
        }
        var bound: [(String, SwiftType)] = []
        for (name, argument) in zip(decl.primaryAssociatedTypes, arguments) {
            guard case .type(let type) = argument.argument else { return nil }
            bound.append((name, try resolve(type, in: scope)))
        }
        return (decl.id, bound)
    }

    /// Resolves a simple name: a generic parameter, `Self`, a nested type, a type alias, a global type.
    func named(_ name: String, args: [SwiftType], in scope: GenericScope, at node: some SyntaxProtocol) throws(CheckError) -> SwiftType {
        if let p = scope.parameters[name] { return .parameter(p) }
        switch name {
        case "Self":
            if let selfType = scope.selfType { return selfType }
            throw CheckError("cannot find type 'Self' in scope", at: node)
        case "Void": return .void
        case "Any": return .any
        default: break
        }
        // Nested types and aliases of the enclosing types, innermost first.
        var enclosing = scope.nominal
        // A protocol's alias found through a conformance (`Configuration` in a `ButtonStyle`)
        // is Swift's last resort: an enclosing type's or a global type of the name hides it.
        var conformanceAlias: SwiftType?
        while let decl = enclosing {
            let isOuter = decl !== scope.nominal
            if !isOuter || scope.seesEnclosingTypes {
                if let nested = decl.nestedTypes[name] { return try instantiate(nested, args: args, at: node) }
                if let alias = decl.typeAliases[name] { return try instantiate(alias, args: args, at: node) }
                // A class sees its superclasses' nested types (`Key` in a subclass of `NSAttributedString`).
                var ancestor = decl.superclass.flatMap { table.nominal($0) }
                var depth = 0
                while let base = ancestor, depth < 64 {
                    if let nested = base.nestedTypes[name] { return try instantiate(nested, args: args, at: node) }
                    if let alias = base.typeAliases[name] { return try instantiate(alias, args: args, at: node) }
                    ancestor = base.superclass.flatMap { table.nominal($0) }
                    depth += 1
                }
            }
            if decl.kind == .protocol, declaresAssociatedType(name, in: decl), let selfParam = scope.protocolSelf {
                return .member(.parameter(selfParam), name)
            }
            // An associated type of a protocol an extension's `where Self: P` requires
            // (`RawValue` in `extension Plottable where Self: RawRepresentable`).
            if decl.kind == .protocol, let selfParam = scope.protocolSelf, scope.requirements.contains(where: { requirement in
                guard case .conformance(.parameter(selfParam), let proto) = requirement, let protoDecl = table.nominal(proto) else { return false }
                return declaresAssociatedType(name, in: protoDecl)
            }) {
                return .member(.parameter(selfParam), name)
            }
            if conformanceAlias == nil { conformanceAlias = protocolAlias(name, of: decl) }
            if decl.genericParameters.contains(where: { $0.name == name }),
               let p = decl.genericParameters.first(where: { $0.name == name }) {
                return .parameter(p)
            }
            // An associated type of a protocol the type conforms to, inferred from the members
            // declared so far (`Timeline<Entry>` in a `TimelineProvider` whose `placeholder`
            // returns the entry). One nothing infers yet is not found: a member naming it goes
            // (a module's `makeCoordinator() -> Coordinator` whose nested class was left out).
            if decl.kind != .protocol, args.isEmpty, decl.conformances.contains(where: { conformance in
                table.nominal(conformance.protocolID).map { $0.kind == .protocol && declaresAssociatedType(name, in: $0) } ?? false
            }), let witness = TypeSystem(table: table).memberType(of: decl.declaredType, named: name),
               !witness.contains(where: { if case .member = $0 { true } else if case .error = $0 { true } else { false } }) {
                return witness
            }
            enclosing = decl.parent
        }
        if args.isEmpty, table.nominals[name] == nil, table.typeAliases[name] == nil, let plain = table.plainTypeNotLoaded?(name) {
            return .nominal(NominalID(plain), [])
        }
        if table.userAliasNames.contains(name), let alias = table.typeAliases[name] { return try instantiate(alias, args: args, at: node) }
        if let decl = table.nominal(name) { return try instantiate(decl, args: args, written: name, at: node) }
        if let alias = table.typeAliases[name] { return try instantiate(alias, args: args, at: node) }
        if let conformanceAlias { return conformanceAlias }
        throw CheckError("cannot find type '\(name)' in scope", at: node)
    }

    /// The type an alias names with `args` for its generic parameters (`StoreOf<Feature>` is
    /// `Store<Feature.State, Feature.Action>`); named without them, its parameters stay open.
    func instantiate(_ alias: TypeAliasDecl, args: [SwiftType], substituting outer: Substitution = .empty, at node: some SyntaxProtocol) throws(CheckError) -> SwiftType {
        if !args.isEmpty, args.count != alias.genericParameters.count {
            // `typealias Key = Defaults.Key` names the generic type itself: `Key<Bool>` specializes it.
            if alias.genericParameters.isEmpty, case .nominal(let id, let bound) = alias.type, let decl = table.nominal(id),
               bound == decl.genericParameters.map({ .parameter($0) }) || bound.isEmpty {
                return try instantiate(decl, args: args, written: alias.name, at: node)
            }
            guard !alias.genericParameters.isEmpty else {
                throw CheckError("cannot specialize non-generic type '\(alias.name)'", at: node)
            }
            let count = alias.genericParameters.count
            throw CheckError("generic type '\(alias.name)' specialized with too \(args.count > count ? "many" : "few") type parameters (got \(args.count), but expected \(count))", at: node)
        }
        return TypeSystem(table: table).normalize(alias.instantiated(args).substituting(outer))
    }

    /// `T.Mode` for a generic parameter (or a protocol's `Self`) whose protocol declares
    /// `typealias Mode = …`: the alias's type, not an associated type to find later.
    func protocolAlias(_ name: String, of parameter: GenericParameter, in scope: GenericScope) -> SwiftType? {
        var protocols: [NominalID] = []
        if parameter == scope.protocolSelf, let proto = scope.nominal { protocols.append(proto.id) }
        for case .conformance(.parameter(parameter), let id) in scope.requirements { protocols.append(id) }
        var seen = Set<NominalID>()
        while let id = protocols.popLast(), seen.count < 32 {
            guard seen.insert(id).inserted, let proto = table.nominal(id), proto.kind == .protocol else { continue }
            if let alias = proto.typeAliases[name], alias.genericParameters.isEmpty {
                return alias.type.substituting(Substitution([proto.selfParameter: .parameter(parameter)]))
            }
            protocols += proto.conformances.map(\.protocolID)
        }
        return nil
    }

    /// A type alias declared by a protocol the type conforms to (`Content` in a ViewModifier).
    func protocolAlias(_ name: String, of decl: NominalDecl) -> SwiftType? {
        for conformance in decl.conformances {
            guard let proto = table.nominal(conformance.protocolID), let alias = proto.typeAliases[name] else { continue }
            return alias.type.substituting(Substitution([proto.selfParameter: decl.declaredType]))
        }
        return nil
    }

    /// `decl` with `args` for its own parameters; `written` is the name used, when an alias's.
    func instantiate(_ decl: NominalDecl, args: [SwiftType], written: String? = nil, at node: some SyntaxProtocol) throws(CheckError) -> SwiftType {
        let inherited = decl.genericParameters.prefix(decl.id.inheritedArguments).map { SwiftType.parameter($0) }
        let own = decl.genericParameters.count - inherited.count
        if !args.isEmpty, own == 0 {
            let aka = written.map { $0 == decl.name ? "'\($0)'" : "'\($0)' (aka '\(decl.name)')" } ?? "'\(decl.name)'"
            throw CheckError("cannot specialize non-generic type \(aka)", at: node)
        }
        let ownParameters = Array(decl.genericParameters.dropFirst(inherited.count))
        // A pack parameter takes the arguments the others leave, as one tuple (`Predicate<Bird>`).
        if !args.isEmpty, let pack = ownParameters.firstIndex(where: \.isPack), args.count >= own - 1 {
            let packed = args.count - (own - 1)
            let grouped = Array(args[..<pack]) + [SwiftType.tuple(Array(args[pack..<(pack + packed)]))] + Array(args[(pack + packed)...])
            return .nominal(decl.id, inherited + grouped)
        }
        if !args.isEmpty, args.count != own {
            throw CheckError("generic type '\(decl.name)' specialized with too \(args.count > own ? "many" : "few") type parameters (got \(args.count), but expected \(own))", at: node)
        }
        return .nominal(decl.id, inherited + (args.isEmpty ? ownParameters.map { .parameter($0) } : args))
    }

    /// Whether a protocol or one it refines declares the associated type (`Element` in an
    /// extension of `LazySequenceProtocol`, which refines `Sequence`).
    func declaresAssociatedType(_ name: String, in proto: NominalDecl, depth: Int = 0) -> Bool {
        if proto.declaresAssociatedType(name) { return true }
        guard depth < 16 else { return false }
        return proto.conformances.contains { parent in
            table.nominal(parent.protocolID).map { $0.kind == .protocol && declaresAssociatedType(name, in: $0, depth: depth + 1) } ?? false
        }
    }
}
