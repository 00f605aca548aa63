import PlaygroundSyntax
import SwiftSyntax

/// Ranking overloads: which of two candidates that both fit wins, and where an ambiguity is reported.
extension ExpressionChecker {
    /// `buildBlock` in “static method 'buildBlock(_:_:)' requires that …”; nil for other errors.
    static func failedBuilderMethod(_ message: String) -> String? {
        guard message.hasPrefix("static method 'build"), message.contains("' requires that ") else { return nil }
        return message.dropFirst("static method '".count).prefix { $0 != "(" && $0 != "'" }.description
    }

    /// Whether `candidate` beats the best so far: by score, except that between two generic
    /// overloads equal up to their generic parameters the more specialized one wins, as the
    /// compiler ranks them (`buildPartialBlock(accumulated: Values<(T0, T1)>, …)` over `Values<T>`).
    func isBetter(_ candidate: FunctionDecl, _ score: OverloadScore, than best: FunctionDecl, _ bestScore: OverloadScore,
                  receiver: CallReceiver, from start: Solver, at e: some SyntaxProtocol) -> Bool {
        if score.beforeGenerics == bestScore.beforeGenerics, !candidate.genericParameters.isEmpty, !best.genericParameters.isEmpty {
            let saved = solver
            defer { solver = saved }
            if isMoreSpecialized(candidate, than: best, receiver: receiver, from: start, at: e) { return true }
            if isMoreSpecialized(best, than: candidate, receiver: receiver, from: start, at: e) { return false }
        }
        return score < bestScore
    }

    /// `a`'s parameter types can be passed to `b`, and not the other way round.
    func isMoreSpecialized(_ a: FunctionDecl, than b: FunctionDecl, receiver: CallReceiver, from start: Solver, at e: some SyntaxProtocol) -> Bool {
        func accepts(_ f: FunctionDecl, parametersOf g: FunctionDecl) -> Bool {
            guard f.parameters.count == g.parameters.count, !g.parameters.contains(where: \.isVariadic) else { return false }
            solver = start
            let args = g.parameters.map { Argument(label: $0.label, checked: Expr(.local("$specialized"), $0.type, Syntax(e))) }
            do throws(CandidateFailure) { _ = try attempt(f, receiver: receiver, args, expected: nil, at: e) } catch { return false }
            return true
        }
        return accepts(b, parametersOf: a) && !accepts(a, parametersOf: b)
    }

    /// Two overloads with the same parameters whose closure parameters differ only in their builder.
    static func differOnlyInBuilders(_ a: FunctionDecl, _ b: FunctionDecl) -> Bool {
        guard a !== b, a.fullName == b.fullName, a.parameters.count == b.parameters.count else { return false }
        let pairs = zip(a.parameters, b.parameters)
        return pairs.contains { $0.builder != $1.builder } && pairs.allSatisfy { $0.type.description == $1.type.description || $0.builder != $1.builder }
    }

    /// Where swiftc reports an ambiguous call: the called name.
    static func calleeName(of e: some SyntaxProtocol) -> Syntax {
        guard let call = Syntax(e).as(FunctionCallExprSyntax.self) else { return Syntax(e) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(call.calledExpression)
    }
}
