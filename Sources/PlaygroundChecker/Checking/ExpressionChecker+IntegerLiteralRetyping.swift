import SwiftSyntax

/// A receiver written with integer literals alone, retyped as `Double`s when the method called
/// on it needs a floating-point bound (`(50...60).value(percent: d)`), as swiftc types the
/// literals from the method's constraints.
extension ExpressionChecker {
    /// Whether `e` is written with integer literals alone (`5`, `(50...60)`, `-1..<3`).
    static func isIntegerLiteralsOnly(_ e: ExprSyntax) -> Bool {
        var sawLiteral = false
        for token in e.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .integerLiteral: sawLiteral = true
            case .leftParen, .rightParen, .prefixOperator("-"), .binaryOperator("..."), .binaryOperator("..<"): continue
            default: return false
            }
        }
        return sawLiteral
    }

    /// `type` with its `Int`s as `Double`s (`ClosedRange<Int>` → `ClosedRange<Double>`); nil
    /// when it has none.
    static func integersAsDouble(_ type: SwiftType) -> SwiftType? {
        let int = SwiftType.nominal(NominalID("Int"), []), double = SwiftType.nominal(NominalID("Double"), [])
        if type == int { return double }
        guard case .nominal(let id, let args) = type, args.contains(int) else { return nil }
        return .nominal(id, args.map { $0 == int ? double : $0 })
    }
}
