import PlaygroundSyntax
import SwiftSyntax

/// Argument values: closures checked against their parameter's type, autoclosures.
extension ExpressionChecker {
    /// Checks one argument against its parameter type (closures with the parameter's builder).
    func argumentValue(_ arg: Argument, expected: SwiftType?, builder: NominalID?, builderArguments: [SwiftType] = []) throws(CheckError) -> Expr {
        if let checked = arg.checked { return checked }
        guard let syntax = arg.syntax else { throw CheckError("missing argument", at: arg.node) }
        if let closure = syntax.as(ClosureExprSyntax.self) {
            return try self.closure(closure, expected: expected, builder: builder, builderArguments: builderArguments)
        }
        return try check(syntax, expected: expected)
    }

    /// An `@autoclosure` argument: the expression, converted to `result`, run when the callee calls it.
    func autoclosure(_ value: Expr, result: SwiftType) throws(CheckError) -> Expr {
        guard let converted = tryConvert(value, to: result) else {
            throw CheckError("cannot convert value of type '\(resolve(value.type).sugared)' to expected argument type '\(result.sugared)'", at: value.syntax)
        }
        let body = CheckedBody(statements: [.return(converted)], resultType: result)
        let closure = Closure(parameters: [], body: body, id: table.nextSerial(), captures: [], usesSelf: true)
        return Expr(.closure(closure), .function([], result), value.syntax)
    }
}
