import PlaygroundSyntax
import SwiftSyntax

/// A transformed body's result against the declared result type of its function or property.
extension ExpressionChecker {
    /// The built value must convert to the declared result: `@TupleBuilder var x: Int { "" }` and
    /// `@MyBuilder func test() -> S<String> { S<Int>() }` are rejected where swiftc rejects them,
    /// at the body's opening brace.
    func requireResult(_ body: CheckedBody, convertsTo expected: SwiftType?, in items: CodeBlockItemListSyntax) throws(CheckError) {
        guard let expected, case .return(let value?)? = body.statements.last else { return }
        let target = resolve(expected)
        if target == .void || solver.isUnresolved(target) || tryConvert(value, to: target) != nil { return }
        let anchor = Self.openingBrace(of: items).map(Syntax.init) ?? Syntax(items)
        let actual = resolve(value.type).sugared
        if case .call(let call) = value.kind, case .parameter(let parameter) = call.function.resultType,
           call.function.parameters.contains(where: { $0.type == .parameter(parameter) }),
           !Self.isLiteralComponent(call.arguments.last ?? nil) {
            throw CheckError("conflicting arguments to generic parameter '\(parameter.name)' ('\(actual)' vs. '\(target.sugared)')", at: anchor)
        }
        throw CheckError("cannot convert return expression of type '\(actual)' to return type '\(target.sugared)'", at: anchor)
    }

    static func openingBrace(of items: CodeBlockItemListSyntax) -> TokenSyntax? {
        items.parent?.as(CodeBlockSyntax.self)?.leftBrace ?? items.parent?.as(AccessorBlockSyntax.self)?.leftBrace
            ?? items.parent?.as(ClosureExprSyntax.self)?.leftBrace
    }

    /// A component bound from a literal (`""`): swiftc words its mismatch as a return conversion.
    static func isLiteralComponent(_ argument: Expr?) -> Bool {
        guard let argument else { return false }
        let syntax = argument.syntax
        return syntax.is(StringLiteralExprSyntax.self) || syntax.is(IntegerLiteralExprSyntax.self)
            || syntax.is(FloatLiteralExprSyntax.self) || syntax.is(BooleanLiteralExprSyntax.self)
    }
}

extension ExpressionChecker {
    /// The generic arguments written on a parameter's builder attribute (`@TaggedBuilder<Tag>`),
    /// resolved in the function's own generic scope (the call's substitution is applied after).
    func builderArguments(of fn: FunctionDecl, parameter index: Int) -> [SwiftType] {
        let clause = fn.syntax?.as(FunctionDeclSyntax.self)?.signature.parameterClause
            ?? fn.syntax?.as(InitializerDeclSyntax.self)?.signature.parameterClause
        guard let clause, index < clause.parameters.count else { return [] }
        let parameter = clause.parameters[clause.parameters.index(clause.parameters.startIndex, offsetBy: index)]
        return checker.builderArguments(in: parameter.attributes, owner: fn.owner, generics: fn.genericParameters, requirements: fn.requirements)
    }
}

extension Checker {
    /// The generic arguments of the builder attribute among `attributes`, if it has any.
    func builderArguments(in attributes: AttributeListSyntax, owner: NominalDecl?, generics: [GenericParameter], requirements: [Requirement]) -> [SwiftType] {
        for case .attribute(let attribute) in attributes {
            guard table.resultBuilder(attribute.attributeNameText, writtenIn: owner?.id) != nil,
                  let clause = attribute.attributeName.as(IdentifierTypeSyntax.self)?.genericArgumentClause else { continue }
            let scope = scope(for: owner).adding(generics, requirements: requirements)
            var out: [SwiftType] = []
            for argument in clause.arguments {
                guard case .type(let type) = argument.argument, let resolved = try? TypeResolver(table: table).resolve(type, in: scope) else { return [] }
                out.append(resolved)
            }
            return out
        }
        return []
    }
}

extension Syntax {
    /// The variable declaration a binding or accessor belongs to.
    var ancestorVariable: VariableDeclSyntax? {
        var node = parent
        while let current = node {
            if let variable = current.as(VariableDeclSyntax.self) { return variable }
            node = current.parent
        }
        return nil
    }
}
