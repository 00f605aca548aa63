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
