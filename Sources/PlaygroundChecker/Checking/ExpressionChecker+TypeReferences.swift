import PlaygroundSyntax
import SwiftSyntax

/// Types named as expressions: `Color`, `Foo<Int>` and `SwiftUI.Toggle` called as initializers,
/// `[UInt: (V) -> Void]()`, and the module-qualified names `Swift.max` and `SwiftUI.Color`.
extension ExpressionChecker {
    /// In a collection literal called as a type (`[String: Feed]()`, `[Feed]()`), the first
    /// capitalized name that is neither a value nor a type: the type that is missing.
    func missingTypeName(inCollectionType syntax: ExprSyntax) -> TokenSyntax? {
        let elements: [ExprSyntax]
        if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1 {
            elements = array.elements.map(\.expression)
        } else if case .elements(let pairs)? = syntax.as(DictionaryExprSyntax.self)?.content, pairs.count == 1, let pair = pairs.first {
            elements = [pair.key, pair.value]
        } else {
            return nil
        }
        for element in elements {
            for token in element.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                      lookupLocal(name) == nil, table.variables[name] == nil, genericScope.parameters[name] == nil,
                      (try? TypeResolver(table: table).named(name, args: [], in: genericScope, at: token)) == nil else { continue }
                return token
            }
        }
        return nil
    }

    /// The type named by an expression used as a type (`Color`, `ViewBuilder`, `Self`, `Foo<Int>`).
    func typeReference(_ syntax: ExprSyntax) -> SwiftType? {
        if let ref = syntax.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if lookupLocal(name) != nil { return nil }
            if name == "Self" { return selfType ?? genericScope.selfType }
            // `self.init(…)`, `self.shared` in a static member: the type's own.
            if name == "self", selfType == nil, selfIsType { return genericScope.selfType }
            if let selfType, (try? propertyMember(named: name, on: selfType, at: ref)) != nil || !allFunctions(named: name, on: selfType, isStatic: false).isEmpty {
                return nil
            }
            return (try? TypeResolver(table: table).named(name, args: [], in: genericScope, at: ref)).map { argumentsInferred($0) }
        }
        if let specialized = syntax.as(GenericSpecializationExprSyntax.self) {
            var args: [SwiftType] = []
            for arg in specialized.genericArgumentClause.arguments {
                guard case .type(let t) = arg.argument else { return nil }
                // `AsyncView<NSImage?, _, _>(…)`: a placeholder is inferred (SE-0315).
                if t.as(IdentifierTypeSyntax.self)?.name.text == "_" {
                    args.append(solver.fresh())
                    continue
                }
                guard let resolved = try? resolveType(t) else { return nil }
                args.append(resolved)
            }
            if let ref = specialized.expression.as(DeclReferenceExprSyntax.self) {
                if let decl = table.nominal(ref.baseName.text) { return .nominal(decl.id, args) }
                // `Store<AppState>(…)` of `typealias Store<State> = CurrentValueSubject<State, Never>`.
                return try? TypeResolver(table: table).named(ref.baseName.text, args: args, in: genericScope, at: ref)
            }
            // `Publishers.Sequence<[Int], Never>(sequence: [])`: a nested type, after its parent's arguments.
            if let member = specialized.expression.as(MemberAccessExprSyntax.self), let base = member.base,
               case .nominal(let id, let parentArgs) = typeReference(base),
               let nested = table.nominal(id.qualifiedName + "." + member.declName.baseName.text) {
                return .nominal(nested.id, parentArgs + args)
            }
            return nil
        }
        // `SwiftUI.Color`, `Foundation.Date`: a module-qualified type is the type.
        // Only a top-level type: `SwiftUI.Toggle` inside a type that declares its own `Toggle`.
        if let member = syntax.as(MemberAccessExprSyntax.self), let name = moduleQualifiedName(member) {
            return (try? TypeResolver(table: table).named(name.baseName.text, args: [], in: GenericScope(), at: name)).map { argumentsInferred($0, moduleQualified: true) }
        }
        if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base, let baseType = typeReference(base),
           case .nominal(let id, _) = baseType {
            let name = member.declName.baseName.text
            if let nested = table.nominal(id.qualifiedName + "." + name) { return .nominal(nested.id, []) }
            // A type alias declared in the type (`RunLoop.SchedulerTimeType.Stride.seconds(2)`).
            if let alias = table.nominal(id)?.typeAliases[name] { return system.normalize(alias.type.substituting(system.substitution(for: baseType))) }
            // An associated type the type's members infer (`Numbers.Item.self`), not a member's name.
            if name.first?.isUppercase == true, let decl = table.nominal(id), decl.kind != .protocol,
               decl.properties[name] == nil, decl.functions(named: name) == nil,
               let witness = system.memberType(of: baseType, named: name), !witness.contains(where: { if case .member = $0 { true } else { false } }) {
                return witness
            }
        }
        // A protocol's alias on a generic parameter (`T.Serializable.self` of `typealias Serializable = Bridge.Serializable`).
        if let member = syntax.as(MemberAccessExprSyntax.self), let base = member.base, case .parameter(let p)? = typeReference(base),
           let alias = TypeResolver(table: table).protocolAlias(member.declName.baseName.text, of: p, in: genericScope) {
            return alias
        }
        if let typeExpr = syntax.as(TypeExprSyntax.self) { return try? resolveType(typeExpr.type) }
        // `[Item]()`, `[String: Int]()`: the sugared collection types named as expressions.
        if let array = syntax.as(ArrayExprSyntax.self), array.elements.count == 1, let first = array.elements.first,
           let element = typeReference(first.expression) {
            return DeclarationTable.array(element)
        }
        if let dictionary = syntax.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
           let first = elements.first, let key = typeReference(first.key), let value = typeReference(first.value) {
            return DeclarationTable.dictionary(key, value)
        }
        // `[UInt: (V) -> Void]()`: a function type named as an expression (not yet folded).
        if let (parameters, last) = Self.functionTypeParts(syntax), let result = typeReference(last) {
            let types = parameters.elements.compactMap { typeReference($0.expression) }
            guard types.count == parameters.elements.count else { return nil }
            return .function(types, result)
        }
        // `Int?.self`, `FeedSpecifier?.self`: an optional type named as an expression.
        if let chain = syntax.as(OptionalChainingExprSyntax.self), let wrapped = typeReference(chain.expression) {
            return DeclarationTable.optional(wrapped)
        }
        // `[(Feed, String)]()`: a tuple of types, its labels kept (`(name: String, count: Int)`).
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let types = tuple.elements.compactMap { typeReference($0.expression) }
            guard types.count == tuple.elements.count else { return nil }
            return .tuple(types, labels: tuple.elements.map { $0.label?.text })
        }
        return nil
    }

    /// A generic type named without arguments has them inferred (`VStack { … }`,
    /// `SwiftUI.Picker("", selection: $x) { … }`), except a type nested in the one being checked
    /// whose only parameters are its parent's (`D` inside `M<C>` is `M<C>.D`). A module-qualified
    /// name is the type itself even inside it (`Swift.Array(repeating: 0, count: n)` in an
    /// `extension Array where Element == Row`).
    func argumentsInferred(_ type: SwiftType, moduleQualified: Bool = false) -> SwiftType {
        if case .nominal(let id, let args) = type, let decl = table.nominal(id),
           args == decl.genericParameters.map({ .parameter($0) }), moduleQualified || !isInside(decl),
           decl.genericParameters.count > id.inheritedArguments || !(decl.parent.map(isInside) ?? false) {
            return .nominal(id, [])
        }
        return type
    }

    /// The parameters and result of `(V) -> Void` in an expression, folded or not.
    static func functionTypeParts(_ syntax: ExprSyntax) -> (TupleExprSyntax, ExprSyntax)? {
        if let sequence = syntax.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let arrow = sequence.elements.dropFirst().first?.as(ArrowExprSyntax.self), arrow.effectSpecifiers == nil,
           let parameters = sequence.elements.first?.as(TupleExprSyntax.self), let last = sequence.elements.last {
            return (parameters, last)
        }
        if let infix = syntax.as(InfixOperatorExprSyntax.self), let arrow = infix.operator.as(ArrowExprSyntax.self),
           arrow.effectSpecifiers == nil, let parameters = infix.leftOperand.as(TupleExprSyntax.self) {
            return (parameters, infix.rightOperand)
        }
        return nil
    }

    /// Whether the body being checked belongs to `decl` (where its bare name means itself).
    func isInside(_ decl: NominalDecl) -> Bool {
        var current = genericScope.nominal
        while let c = current {
            if c === decl { return true }
            current = c.parent
        }
        return false
    }

    /// The name in `Swift.max`, `SwiftUI.Color`: a member of a module the playground imports,
    /// when nothing in scope has the module's name.
    func moduleQualifiedName(_ member: MemberAccessExprSyntax) -> DeclReferenceExprSyntax? {
        guard let module = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              table.isModuleName(module),
              lookupLocal(module) == nil, table.nominal(module) == nil else { return nil }
        return member.declName
    }

    /// swiftc's error for `Swift.nowhere`: the module declares no such name.
    func noModuleMember(_ member: MemberAccessExprSyntax) -> CheckError {
        CheckError("module '\(member.base?.trimmedDescription ?? "")' has no member named '\(member.declName.baseName.text)'", at: member)
    }
}
