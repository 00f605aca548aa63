import SwiftSyntax

/// `if` and `switch` as values (SE-0380): a binding's initial value, a `return`'s value, an
/// assignment's source, or a body that is one of them (`let x = if c { 1 } else { 2 }`).
///
/// Each branch is one expression (or ends in a `throw`). The value is a block whose `if` or
/// `switch` returns each branch's value. With a contextual type every branch is checked
/// against it; without one each is checked alone, and all must have the same type, or be
/// classes of one superclass, the value's type then.
extension ExpressionChecker {
    /// Checks `syntax` where an `if` or `switch` may be a value; `finish` converts a value (and
    /// explains at its syntax why it cannot) as the place wants it: each branch's, for an `if`
    /// or `switch`.
    func checkValue(_ syntax: ExprSyntax, expected: SwiftType?, finish: (Expr, ExprSyntax) throws(CheckError) -> Expr = { value, _ in value }) throws(CheckError) -> Expr {
        guard Self.isBranching(syntax) else { return try finish(try check(syntax, expected: expected), syntax) }
        var common: (type: SwiftType, at: ExprSyntax)?
        let statement = try branchStatement(syntax, expected: expected, finish: finish, common: &common)
        let type = expected ?? common?.type ?? DeclarationTable.never
        // Every branch returns, throws or traps: the block's own result is never reached.
        return Expr(.block([statement], Expr(.tuple([]), .void, syntax)), type, syntax)
    }

    /// The value of a declaration written with its type (`let x: T = …`, a property's `= …`),
    /// each branch converted to it, or swiftc's "cannot convert value of type … to specified type …".
    func checkValue(_ syntax: ExprSyntax, specifiedType type: SwiftType) throws(CheckError) -> Expr {
        try checkValue(syntax, expected: type) { (checked, at) throws(CheckError) in
            guard let converted = tryConvert(checked, to: type) else {
                throw CheckError("cannot convert value of type '\(resolve(checked.type).sugared)' to specified type '\(resolve(type).sugared)'", at: at)
            }
            return converted
        }
    }

    /// Whether a body of one `if` or `switch` is a value: every branch one expression (or
    /// ending in a `throw`), and an `if` with an unconditional `else`.
    static func isBranchValue(_ syntax: ExprSyntax) -> Bool {
        func isValue(_ items: CodeBlockItemListSyntax) -> Bool {
            if let expr = onlyExpression(items) { return !isBranching(expr) || isBranchValue(expr) }
            if case .stmt(let last)? = items.last?.item { return last.is(ThrowStmtSyntax.self) }
            return false
        }
        if let e = syntax.as(IfExprSyntax.self) {
            switch e.elseBody {
            case .ifExpr(let nested)?: return isValue(e.body.statements) && isBranchValue(ExprSyntax(nested))
            case .codeBlock(let block)?: return isValue(e.body.statements) && isValue(block.statements)
            case nil: return false
            }
        }
        if let e = syntax.as(SwitchExprSyntax.self) {
            return e.cases.allSatisfy { element in
                if case .switchCase(let clause) = element { return isValue(clause.statements) }
                return false
            }
        }
        return false
    }

    /// The expression that is all of `items` (an `if` or `switch` among statements is one too).
    static func onlyExpression(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first?.item else { return nil }
        switch item {
        case .expr(let expr): return expr
        case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }

    static func isBranching(_ syntax: ExprSyntax) -> Bool {
        syntax.is(IfExprSyntax.self) || syntax.is(SwitchExprSyntax.self)
    }

    private func branchStatement(
        _ syntax: ExprSyntax, expected: SwiftType?, finish: (Expr, ExprSyntax) throws(CheckError) -> Expr, common: inout (type: SwiftType, at: ExprSyntax)?
    ) throws(CheckError) -> Stmt {
        if let e = syntax.as(IfExprSyntax.self) {
            // Every `if` of an `else if` chain needs its `else`.
            var link: IfExprSyntax? = e
            while let current = link {
                switch current.elseBody {
                case .ifExpr(let next)?: link = next
                case .codeBlock?: link = nil
                case nil: throw CheckError("'if' must have an unconditional 'else' to be used as expression", at: current.ifKeyword)
                }
            }
            return try ifStatement(e) { (items, brace) throws(CheckError) in
                try branchBody(items, end: Syntax(brace), statement: "if", expected: expected, finish: finish, common: &common)
            }
        }
        guard let e = syntax.as(SwitchExprSyntax.self) else { throw CheckError("expected 'if' or 'switch'", at: syntax) }
        return try switchStatement(e) { (clause) throws(CheckError) in
            let end = clause.statements.last.map(Syntax.init) ?? Syntax(clause)
            return try branchBody(clause.statements, end: end, statement: "switch", expected: expected, finish: finish, common: &common)
        }
    }

    /// A branch: its one expression's value returned, or statements that end in a `throw`.
    private func branchBody(
        _ items: CodeBlockItemListSyntax, end: Syntax, statement: String, expected: SwiftType?,
        finish: (Expr, ExprSyntax) throws(CheckError) -> Expr, common: inout (type: SwiftType, at: ExprSyntax)?
    ) throws(CheckError) -> [Stmt] {
        if let syntax = Self.onlyExpression(items) {
            if Self.isBranching(syntax) { return [try branchStatement(syntax, expected: expected, finish: finish, common: &common)] }
            let value = try check(syntax, expected: expected)
            // `fatalError()` traps: it takes no part in the type.
            if resolve(value.type).isNever { return [.expression(value)] }
            let finished = try finish(value, syntax)
            if expected == nil {
                if let found = common, resolve(found.type) != resolve(finished.type) {
                    guard let joined = commonSuperclass(resolve(found.type), resolve(finished.type)) else {
                        throw CheckError("branches have mismatching types '\(resolve(found.type).sugared)' and '\(resolve(finished.type).sugared)'", at: found.at)
                    }
                    common = (joined, found.at)
                }
                if common == nil { common = (finished.type, syntax) }
            }
            return [.return(finished)]
        }
        if case .stmt(let last)? = items.last?.item, last.is(ThrowStmtSyntax.self) {
            var none: SwiftType?
            return try checkStatements(Array(items), returnType: &none)
        }
        throw CheckError("non-expression branch of '\(statement)' expression may only end with a 'throw'", at: end)
    }
}
