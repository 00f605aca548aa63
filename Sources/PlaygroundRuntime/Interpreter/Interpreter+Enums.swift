import PlaygroundChecker
import SwiftSyntax

/// Raw values and `allCases`, as Swift synthesizes them for enums.
extension Interpreter {
    /// A case's raw value: written out (`case a = "x"`), else the case's name for `String`, or one
    /// more than the previous case's for an integer type (starting at 0).
    func rawValue(ofCase name: String, in decl: NominalDecl) throws(RuntimeError) -> Value {
        if let literal = decl.rawValueLiterals[name] { return try literalValue(literal) }
        switch decl.rawType?.description {
        case let type? where NominalDecl.integerRawTypes.contains(type):
            guard let index = decl.enumCaseOrder.firstIndex(of: name) else { return .int(0) }
            if index == 0 { return .int(0) }
            guard case .int(let previous) = try rawValue(ofCase: decl.enumCaseOrder[index - 1], in: decl) else { return .int(index) }
            return .int(previous + 1)
        default:
            return .string(name)
        }
    }

    /// Every case of an enum without associated values, in declaration order.
    func allCases(of decl: NominalDecl) -> Value {
        .array(decl.enumCaseOrder.map { .enumCase(EnumValue(decl: decl, type: decl.declaredType, name: $0, payload: [])) })
    }

    /// The value of a raw-value literal (`"x"`, `3`, `-1`, `2.5`).
    private func literalValue(_ literal: ExprSyntax) throws(RuntimeError) -> Value {
        let text = literal.trimmedDescription
        if let string = literal.as(StringLiteralExprSyntax.self) {
            return .string(string.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined())
        }
        if let n = Int(text.replacingUnderscores) { return .int(n) }
        if let d = Double(text.replacingUnderscores) { return .double(d) }
        throw RuntimeError("raw value for enum case must be a literal", at: Syntax(literal))
    }
}

private extension String {
    var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
