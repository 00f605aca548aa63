import PlaygroundSyntax
import SwiftSyntax

/// Entries that build a value with a user-defined result builder (`greeting()` where
/// `@StringBuilder func greeting() -> String`): not views, so the session prints their value.
extension Checker {
    /// The entry as a plain expression, when it is one expression whose value is not a view and
    /// that uses a result builder other than the profile's. Nil otherwise (the builder's error stands).
    func valueEntry(_ statements: [CodeBlockItemSyntax]) -> (CheckedBody, SwiftType)? {
        guard statements.count == 1 else { return nil }
        let expression: ExprSyntax
        switch statements[0].item {
        case .expr(let e): expression = e
        case .stmt(let s):
            guard let e = s.as(ExpressionStmtSyntax.self)?.expression else { return nil }
            expression = e
        case .decl: return nil
        }
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return nil }
        guard usesUserBuilder(expression) else { return nil }
        let checker = ExpressionChecker(checker: self, genericScope: GenericScope(), selfType: nil, selfIsMutable: false)
        do throws(CheckError) {
            let value = try checker.check(expression)
            checker.finish()
            let type = checker.resolve(value.type)
            if checker.solver.isUnresolved(type) || system.conforms(type, to: NominalID("View")) { return nil }
            return (CheckedBody(statements: [.return(value)], resultType: type), type)
        } catch {
            return nil
        }
    }

    /// The expression names a result builder type, or a function, initializer or variable that
    /// carries a builder attribute (on itself or a parameter) other than the entry's builder.
    func usesUserBuilder(_ expression: ExprSyntax) -> Bool {
        let entryBuilder = defaultBuilder
        func isUser(_ builder: NominalID?) -> Bool { builder != nil && builder != entryBuilder }
        func functionUses(_ f: FunctionDecl) -> Bool {
            isUser(f.builder) || f.parameters.contains { isUser($0.builder) } || f.owner?.isResultBuilder == true
        }
        var names: Set<String> = []
        for token in expression.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifierLike {
            names.insert(token.text)
        }
        for name in names {
            if let nominal = table.nominal(name) {
                if nominal.isResultBuilder { return true }
                if nominal.initializers.contains(where: functionUses) { return true }
            }
            if table.functions[name]?.contains(where: functionUses) == true { return true }
            if isUser(table.variables[name]?.builder) { return true }
            for nominal in table.nominals.values {
                if nominal.functions(named: name)?.contains(where: functionUses) == true { return true }
                if nominal.properties[name]?.contains(where: { isUser($0.builder) }) == true { return true }
            }
        }
        return false
    }
}

extension TokenKind {
    /// An identifier or a keyword-like name (`init`, `self`).
    var isIdentifierLike: Bool {
        switch self {
        case .identifier: true
        default: false
        }
    }
}
