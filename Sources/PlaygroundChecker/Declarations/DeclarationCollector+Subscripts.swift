import PlaygroundSyntax
import SwiftSyntax

/// Subscripts (read as methods named `subscript`), generic signatures and generic type aliases.
extension DeclarationCollector {
    /// `subscript<T>(x: T) -> R { … }`: a method named `subscript` whose body is the getter (its
    /// `set` accessor, if any, is kept beside it).
    func makeSubscript(_ s: SubscriptDeclSyntax, owner: NominalDecl, scope outer: GenericScope, isProtocolExtension: Bool) throws(CheckError) -> FunctionDecl {
        var (serial, generics, scope, reqs) = try genericSignature(s.genericParameterClause, s.genericWhereClause, outer: outer)
        if isProtocolExtension { reqs.append(.conformance(.parameter(owner.selfParameter), owner.id)) }
        var body: CodeBlockSyntax?
        var getter: CodeBlockItemListSyntax?
        var setter: Accessor?
        switch s.accessorBlock?.accessors {
        case .getter(let items)?: getter = items
        case .accessors(let list)?:
            body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body
            setter = Self.accessorBodies(list)[.set]
        case nil: break
        }
        let modifiers = s.modifiers.map(\.name.text)
        let fn = FunctionDecl(
            name: "subscript", kind: .function, parameters: try makeParameters(s.parameterClause, scope: scope, isSubscript: true),
            resultType: try resolver.resolve(s.returnClause.type, in: scope), opaqueResult: nil,
            genericParameters: generics, requirements: outer.requirements + reqs,
            isStatic: modifiers.contains("static") || modifiers.contains("class"), isMutating: false,
            owner: owner, isProtocolExtensionMember: isProtocolExtension, body: body, builder: nil,
            isDisfavored: hasAttribute(s.attributes, "_disfavoredOverload"),
            unavailableMessage: unavailableMessage(s.attributes), syntax: Syntax(s), serial: serial)
        fn.getterStatements = getter
        fn.setter = setter
        return fn
    }

    /// A declaration's own generic parameters (numbered by a new serial), the scope that sees them
    /// and the requirements of its `<…>` and `where` clauses.
    func genericSignature(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?, outer: GenericScope) throws(CheckError) -> (Int, [GenericParameter], GenericScope, [Requirement]) {
        let serial = table.nextSerial()
        let generics = (clause?.parameters ?? []).map {
            GenericParameter(name: $0.name.text, owner: serial, isPack: $0.specifier?.tokenKind == .keyword(.each))
        }
        var scope = outer.adding(generics)
        let reqs = try requirements(clause, whereClause, params: generics, scope: scope)
        scope.requirements += reqs
        return (serial, generics, scope, reqs)
    }

    /// `typealias Name = Type`, or `typealias Name<T> = () -> (T, T)` with its own parameters.
    func makeAlias(_ a: TypeAliasDeclSyntax, scope: GenericScope) throws(CheckError) -> TypeAliasDecl {
        let serial = table.nextSerial()
        let generics = (a.genericParameterClause?.parameters ?? []).map { GenericParameter(name: $0.name.text, owner: serial) }
        var alias = TypeAliasDecl(name: a.name.text, type: try resolver.resolve(a.initializer.value, in: scope.adding(generics)))
        alias.genericParameters = generics
        return alias
    }
}
