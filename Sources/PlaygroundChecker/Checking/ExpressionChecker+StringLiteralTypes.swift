import PlaygroundSyntax
import SwiftSyntax

/// String literals of a type other than `String` (`LocalizedStringKey`): made with
/// `init(stringLiteral:)`, or, when interpolated, built as Swift builds them (SE-0228).
extension ExpressionChecker {
    /// The type a string literal becomes where `expected` is wanted: a nominal type other than
    /// the standard library's strings that conforms to `ExpressibleByStringLiteral`
    /// (`ExpressibleByStringInterpolation` when the literal interpolates).
    func stringLiteralType(for expected: SwiftType?, interpolated: Bool) -> SwiftType? {
        guard let expected else { return nil }
        let target = resolve(expected.optionalWrapped ?? expected)
        guard case .nominal(let id, _) = target,
              !["String", "Substring", "StaticString", "Character"].contains(id.qualifiedName) else { return nil }
        let proto = interpolated ? "ExpressibleByStringInterpolation" : "ExpressibleByStringLiteral"
        return system.conforms(target, to: NominalID(proto)) ? target : nil
    }

    /// The type a one-character literal becomes where `expected` is wanted, and the label of the
    /// initializer that makes it: a nominal type that is `ExpressibleByExtendedGraphemeClusterLiteral`
    /// only (`KeyEquivalent`), or `ExpressibleByUnicodeScalarLiteral` only (`Unicode.Scalar`).
    func characterLiteralType(for expected: SwiftType?) -> (type: SwiftType, label: String)? {
        guard let expected else { return nil }
        let target = resolve(expected.optionalWrapped ?? expected)
        guard case .nominal(let id, _) = target, id.qualifiedName != "Character" else { return nil }
        if system.conforms(target, to: NominalID("ExpressibleByExtendedGraphemeClusterLiteral")) { return (target, "extendedGraphemeClusterLiteral") }
        if system.conforms(target, to: NominalID("ExpressibleByUnicodeScalarLiteral")) { return (target, "unicodeScalarLiteral") }
        return nil
    }

    /// The associated type `StringInterpolation` inferred from `init(stringInterpolation:)`.
    func interpolationParameter(of type: SwiftType) -> SwiftType? {
        guard case .nominal(let id, _) = type, let decl = table.nominal(id) else { return nil }
        let made = decl.initializers.first { $0.parameters.count == 1 && $0.parameters[0].label == "stringInterpolation" }
        return made.map { resolve($0.parameters[0].type) }
    }

    /// `T(stringLiteral: "text")`.
    func plainLiteral(_ text: String, of type: SwiftType, at e: StringLiteralExprSyntax) throws(CheckError) -> Expr {
        let literal = Expr(.string(text), DeclarationTable.string, e)
        return try initializer(of: type, [Argument(label: "stringLiteral", checked: literal)], expected: type, at: e)
    }

    /// An interpolated literal of `type`: a `T.StringInterpolation` made with the literal's
    /// capacity, each literal segment appended with `appendLiteral`, each interpolation with the
    /// `appendInterpolation` overload its labelled arguments select (`\(x, specifier: "%.1f")`),
    /// then `T(stringInterpolation:)`.
    func interpolatedLiteral(_ e: StringLiteralExprSyntax, of type: SwiftType) throws(CheckError) -> Expr {
        guard let builderType = system.memberType(of: type, named: "StringInterpolation") ?? interpolationParameter(of: type) else {
            throw CheckError("type '\(type.sugared)' has no member 'StringInterpolation'", at: e)
        }
        let name = "$interpolation\(e.position.utf8Offset)"
        let delimiter = e.openingPounds?.text ?? ""
        var literalCapacity = 0, interpolationCount = 0
        for segment in e.segments {
            switch segment {
            case .stringSegment(let s): literalCapacity += unescape(s.content.text, delimiter: delimiter).utf8.count
            case .expressionSegment: interpolationCount += 1
            }
        }
        return try withScope { () throws(CheckError) -> Expr in
            let make = try initializer(of: builderType, [
                Argument(label: "literalCapacity", checked: Expr(.integer(literalCapacity), DeclarationTable.int, e)),
                Argument(label: "interpolationCount", checked: Expr(.integer(interpolationCount), DeclarationTable.int, e)),
            ], expected: builderType, at: e)
            declare(name, Local(type: builderType, isMutable: true))
            var statements: [Stmt] = [.declare(name, make, mutable: true)]
            for segment in e.segments {
                let builder = CallReceiver.instance(Expr(.local(name), builderType, segment))
                switch segment {
                case .stringSegment(let s):
                    let text = unescape(s.content.text, delimiter: delimiter)
                    guard !text.isEmpty else { continue }
                    let literal = Expr(.string(text), DeclarationTable.string, s)
                    let appendLiteral = allFunctions(named: "appendLiteral", on: builderType, isStatic: false)
                    statements.append(.expression(try resolveCall(appendLiteral, receiver: builder, [Argument(label: nil, checked: literal)], expected: nil, at: s)))
                case .expressionSegment(let s):
                    let appendInterpolation = allFunctions(named: "appendInterpolation", on: builderType, isStatic: false)
                    guard !appendInterpolation.isEmpty else {
                        throw CheckError("value of type '\(builderType.sugared)' has no member 'appendInterpolation'", at: s)
                    }
                    let args = s.expressions.map { Argument(label: $0.label?.text, syntax: $0.expression) }
                    statements.append(.expression(try resolveCall(appendInterpolation, receiver: builder, args, expected: nil, at: s)))
                }
            }
            let made = Expr(.local(name), builderType, e)
            let result = try initializer(of: type, [Argument(label: "stringInterpolation", checked: made)], expected: type, at: e)
            return Expr(.block(statements, result), type, e)
        }
    }
}
