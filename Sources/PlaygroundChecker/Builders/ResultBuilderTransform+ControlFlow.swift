import PlaygroundSyntax
import SwiftSyntax

/// `if`/`else if`/`else`, `switch` and `for` inside a result builder body.
extension ResultBuilderTransform {
    /// One branch of a chain: how to check its conditions and what its body is.
    private struct Branch {
        let conditions: ConditionElementListSyntax?
        let body: CodeBlockSyntax
    }

    func transformIf(_ ifExpr: IfExprSyntax) throws(CheckError) -> ([Stmt], Expr) {
        var branches: [Branch] = []
        var current: IfExprSyntax? = ifExpr
        var finalElse: CodeBlockSyntax?
        while let c = current {
            branches.append(Branch(conditions: c.conditions, body: c.body))
            switch c.elseBody {
            case .ifExpr(let next)?: current = next
            case .codeBlock(let block)?: finalElse = block; current = nil
            case nil: current = nil
            }
        }
        if let finalElse { branches.append(Branch(conditions: nil, body: finalElse)) }
        let isOptional = finalElse == nil
        let count = branches.count
        if isOptional, !has("buildOptional"), !has("buildIf") {
            throw CheckError("closure containing control flow statement cannot be used with result builder '\(name)'", at: ifExpr.ifKeyword)
        }
        if count > 1, !has("buildEither") {
            throw CheckError("closure containing control flow statement cannot be used with result builder '\(name)'", at: ifExpr.ifKeyword)
        }
        let joined = checker.solver.fresh()
        let variable = checker.temporary()
        let variableType = isOptional ? DeclarationTable.optional(joined) : joined
        checker.declare(variable, .init(type: variableType, isMutable: true))

        func branchStatements(_ index: Int) throws(CheckError) -> ([Condition], [Stmt]) {
            let branch = branches[index]
            return try checker.withScope { () throws(CheckError) -> ([Condition], [Stmt]) in
                let conditions = try branch.conditions.map { (c) throws(CheckError) in try checker.checkConditions(c) } ?? []
                // The branch's block is a scope inside the conditions' (`if let v = o { let v = v + 1 }`).
                let (statements, block) = try checker.withScope { () throws(CheckError) -> ([Stmt], Expr) in
                    try transformBlock(Array(branch.body.statements), at: Syntax(branch.body))
                }
                var value = block
                // `#available` erases its own branch; `#unavailable` erases the `else` after it.
                var available = conditions.contains { if case .availability(true) = $0 { true } else { false } }
                if index > 0, let previous = branches[index - 1].conditions,
                   previous.contains(where: { $0.condition.as(AvailabilityConditionSyntax.self)?.availabilityKeyword.tokenKind == .poundUnavailable }) {
                    available = true
                }
                if available, has("buildLimitedAvailability") {
                    value = try build("buildLimitedAvailability", [value], at: branch.body)
                }
                value = try inject(value, index: index, of: count, into: joined)
                if isOptional { value = Expr(.wrapOptional(value), variableType, value.syntax) }
                let assign = Stmt.expression(Expr(.assign(Expr(.local(variable), variableType, branch.body), value), .void, branch.body))
                return (conditions, statements + [assign])
            }
        }
        // Build the chain from the last branch outwards so each `else` holds the next `if`.
        var checked: [([Condition], [Stmt])] = []
        for index in 0..<count { checked.append(try branchStatements(index)) }
        var elseBody: [Stmt]? = finalElse == nil ? nil : checked[count - 1].1
        let ifCount = finalElse == nil ? count : count - 1
        for index in (0..<ifCount).reversed() {
            let stmt = Stmt.if(checked[index].0, checked[index].1, elseBody)
            elseBody = [stmt]
        }
        let declaration = Stmt.builderVariable(variable, checker.typeBox(variableType), isOptional ? Expr(.nilLiteral, variableType, ifExpr) : nil)
        var statements = [declaration] + (elseBody ?? [])
        var component = Expr(.local(variable), variableType, ifExpr)
        if isOptional {
            let (s, c) = bind(try build(has("buildOptional") ? "buildOptional" : "buildIf", [component], at: ifExpr), at: ifExpr)
            statements += s
            component = c
        }
        return (statements, component)
    }

    func transformSwitch(_ switchExpr: SwitchExprSyntax) throws(CheckError) -> ([Stmt], Expr) {
        let subject = try checker.check(switchExpr.subject)
        let clauses = try checker.switchClauses(switchExpr)
        let count = clauses.count
        if count > 1, !has("buildEither") {
            throw CheckError("closure containing control flow statement cannot be used with result builder '\(name)'", at: switchExpr.switchKeyword)
        }
        let joined = checker.solver.fresh()
        let variable = checker.temporary()
        checker.declare(variable, .init(type: joined, isMutable: true))
        var cases: [SwitchCase] = []
        for (index, clause) in clauses.enumerated() {
            let switchCase = try checker.withScope { () throws(CheckError) -> SwitchCase in
                let (patterns, guardExpr) = try checker.casePatterns(clause, subjectType: checker.resolve(subject.type))
                let prelude = checker.takePatternPrelude()
                let (statements, block) = try transformBlock(Array(clause.statements), at: Syntax(clause))
                let value = try inject(block, index: index, of: count, into: joined)
                let assign = Stmt.expression(Expr(.assign(Expr(.local(variable), joined, clause), value), .void, clause))
                return SwitchCase(patterns: patterns, guardExpr: guardExpr, body: prelude + statements + [assign])
            }
            cases.append(switchCase)
        }
        try checker.requireExhaustive(switchExpr, subjectType: checker.resolve(subject.type), cases: cases)
        return ([.builderVariable(variable, checker.typeBox(joined), nil), .switch(subject, cases)], Expr(.local(variable), joined, switchExpr))
    }

    /// `do { … }` (without `catch`): its statements are a block of their own, combined with
    /// `buildBlock` into one component, as the compiler does (`buildDo` is not called).
    func transformDo(_ doStmt: DoStmtSyntax) throws(CheckError) -> ([Stmt], Expr) {
        let (statements, block) = try checker.withScope { () throws(CheckError) -> ([Stmt], Expr) in
            try transformBlock(Array(doStmt.body.statements), at: Syntax(doStmt.body))
        }
        let (s, component) = bind(block, at: doStmt)
        return (statements + s, component)
    }

    /// `for x in xs { … }` with `buildArray`: each iteration's block is collected into an array.
    func transformFor(_ forStmt: ForStmtSyntax) throws(CheckError) -> ([Stmt], Expr) {
        let sequence = try checker.check(forStmt.sequence)
        guard let element = checker.elementType(of: checker.resolve(sequence.type)) else {
            throw CheckError("for-in loop requires '\(checker.resolve(sequence.type).sugared)' to conform to 'Sequence'", at: forStmt.sequence)
        }
        var loopName = "_"
        let elementResult = checker.solver.fresh()
        let arrayType = DeclarationTable.array(elementResult)
        let variable = checker.temporary()
        checker.declare(variable, .init(type: arrayType, isMutable: true))
        let body = try checker.withScope { () throws(CheckError) -> [Stmt] in
            let (name, match) = try checker.loopVariable(forStmt, element: element)
            loopName = name
            // `where` filters the iterations, and so does a `case` pattern: those they reject add no element.
            let filter = try forStmt.whereClause.map { clause throws(CheckError) in
                try checker.check(clause.condition, convertingTo: DeclarationTable.bool)
            }
            let (statements, block) = try checker.withScope { () throws(CheckError) -> ([Stmt], Expr) in
                try transformBlock(Array(forStmt.body.statements), at: Syntax(forStmt.body))
            }
            _ = checker.solver.unify(elementResult, block.type)
            let append = Expr(.native("Array.append", [Expr(.local(variable), arrayType, forStmt), block]), .void, forStmt)
            let iteration = statements + [.expression(append)]
            let conditions = (match.map { [$0] } ?? []) + (filter.map { [.boolean($0)] } ?? [])
            return conditions.isEmpty ? iteration : [.if(conditions, iteration, nil)]
        }
        let declaration = Stmt.builderVariable(variable, checker.typeBox(arrayType), Expr(.array([]), arrayType, forStmt))
        let (s, component) = bind(try build("buildArray", [Expr(.local(variable), arrayType, forStmt)], at: forStmt), at: forStmt)
        return ([declaration, .for(loopName, sequence, body)] + s, component)
    }
}
