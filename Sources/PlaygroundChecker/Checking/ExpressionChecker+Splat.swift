import SwiftSyntax

/// One pattern for a whole multi-value payload (`case let .multi(value)`, `case .test(let v)`):
/// the payload is matched element by element into temporaries, and the name is bound to their
/// tuple (with the payload's labels) by a statement that starts the case's body.
extension ExpressionChecker {
    func splatPattern(_ e: ExprSyntax, payload: [SwiftType], labels: [String?], binding: Bool) throws(CheckError) -> [Pattern] {
        let tupleType = SwiftType.tuple(payload, labels: labels)
        switch try expressionPattern(e, subjectType: tupleType, binding: binding) {
        case .tuple(let elements) where elements.count == payload.count:
            return elements
        case .binding(let name):
            let temporaries = payload.indices.map { _ in temporary() }
            let elements = zip(temporaries, payload).map { Expr(.local($0.0), $0.1, e) }
            patternPrelude.append(.declare(name, Expr(.tuple(elements), tupleType, e), mutable: false))
            return temporaries.map { .binding($0) }
        case .wildcard:
            return payload.map { _ in .wildcard }
        default:
            throw CheckError("tuple pattern has the wrong length for tuple type '\(tupleType.sugared)'", at: e)
        }
    }

    /// The statements the last case's patterns need at the start of its body.
    func takePatternPrelude() -> [Stmt] {
        defer { patternPrelude = [] }
        return patternPrelude
    }
}
