import SwiftDiagnostics
import PlaygroundSyntax
import SwiftSyntax

/// Bodies and ordinary statements: declarations, `if`, `switch`, loops, `return`.
extension ExpressionChecker {
    /// Checks a body; with a builder (and no explicit `return`) through the result-builder transform.
    func checkBody(_ items: CodeBlockItemListSyntax, builder: NominalID?, builderArguments: [SwiftType] = [], expectedResult: SwiftType?) throws(CheckError) -> CheckedBody {
        checker.loadDeclarations(reachedByBody: items)
        if let builder, let nested = ReturnScan.firstReturn(in: items), !Self.containsReturn(items), let decl = table.nominal(builder) {
            checker.pendingWarnings.append(Diagnostic(node: Syntax(nested), message: PlaygroundDiagnostic(
                "application of result builder '\(decl.name)' disabled by explicit 'return' statement", severity: .warning)))
        }
        if let builder, ReturnScan.firstReturn(in: items) == nil {
            guard let decl = table.nominal(builder) else { throw CheckError("unknown result builder '\(builder)'", at: items) }
            var body = try ResultBuilderTransform(checker: self, builder: decl, arguments: builderArguments).transformBody(items, expected: expectedResult)
            // The built value converts to an optional result as a returned value would (`() -> Int?`).
            if let expectedResult, case .return(let value?)? = body.statements.last, resolve(expectedResult).optionalWrapped != nil,
               resolve(value.type).optionalWrapped == nil, let converted = tryConvert(value, to: resolve(expectedResult)) {
                body = CheckedBody(statements: body.statements.dropLast() + [.return(converted)], resultType: resolve(expectedResult))
            }
            try requireResult(body, convertsTo: expectedResult, in: items)
            return body
        }
        let list = Array(items)
        // A single `if` or `switch` whose branches are values is the implicit result, unless `Void` is wanted.
        if let expr = Self.onlyExpression(items), Self.isBranching(expr), Self.isBranchValue(expr),
           expectedResult.map({ resolve($0) != .void }) ?? true {
            let value = try checkValue(expr, expected: expectedResult) { (value, syntax) throws(CheckError) in
                guard let expectedResult else { return value }
                if let converted = tryConvert(value, to: expectedResult) { return converted }
                throw CheckError("cannot convert return expression of type '\(resolve(value.type).sugared)' to return type '\(resolve(expectedResult).sugared)'", at: syntax)
            }
            return CheckedBody(statements: [.return(value)], resultType: resolve(value.type))
        }
        // A single expression is the implicit result.
        if list.count == 1, case .expr(let expr) = list[0].item, !Self.isBranching(expr), !Self.isDiscard(expr) {
            let value = try check(expr, expected: expectedResult.flatMap { resolve($0) == .void ? nil : $0 } ?? opaqueResultContext(for: expr))
            if let expectedResult, resolve(expectedResult) != .void, let converted = tryConvert(value, to: expectedResult) {
                return CheckedBody(statements: [.return(converted)], resultType: resolve(expectedResult))
            }
            return CheckedBody(statements: [.return(value)], resultType: resolve(value.type))
        }
        var returnType: SwiftType? = expectedResult
        let statements = try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(list, returnType: &returnType) }
        if expectedResult == nil, returnType == nil {
            // Only an opaque (`some P`) result is checked without an expected type.
            throw CheckError("function declares an opaque return type, but has no return statements in its body from which to infer an underlying type",
                             at: Self.openingBrace(of: items).map(Syntax.init) ?? Syntax(items))
        }
        // No `return` anywhere: a result still to be inferred is `()` (`g { a(); b() }` for `g<T>(_: () -> T)`).
        if let expectedResult, solver.isUnresolved(resolve(expectedResult)), ReturnScan.firstReturn(in: items) == nil {
            return CheckedBody(statements: statements, resultType: .void)
        }
        return CheckedBody(statements: statements, resultType: returnType.map(resolve) ?? .void)
    }

    /// An entry's top-level statements as the body of an implicit `@ViewBuilder` closure.
    func checkEntry(_ items: [CodeBlockItemSyntax], in tree: SourceFileSyntax) throws(CheckError) -> CheckedBody {
        // A `return` anywhere outside closures and declarations (`do { return … } catch { … }`)
        // turns the builder off, as in the compiler.
        if let builder = checker.defaultBuilder, let decl = table.nominal(builder), !items.contains(where: { ReturnScan.firstReturn(in: $0) != nil }) {
            let transform = ResultBuilderTransform(checker: self, builder: decl)
            let (statements, result) = try withScope { () throws(CheckError) -> ([Stmt], Expr) in
                try transform.transformBlock(items, at: Syntax(tree))
            }
            return CheckedBody(statements: statements + [.return(result)], resultType: resolve(result.type))
        }
        var returnType: SwiftType?
        let start = solver
        do throws(CheckError) {
            let statements = try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(items, returnType: &returnType) }
            return CheckedBody(statements: statements, resultType: returnType.map(resolve) ?? .void)
        } catch where error.message.hasPrefix("cannot convert return expression") && table.nominal("View")?.kind == .protocol {
            // Views of different types returned (`do { return Detail() } catch { return Text(…) }`
            // in a `#Preview`, whose closure returns `any View`): the entry is an `any View`.
            solver = start
            var anyView: SwiftType? = .existential([NominalID("View")])
            let statements = try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(items, returnType: &anyView) }
            return CheckedBody(statements: statements, resultType: .existential([NominalID("View")]))
        }
    }

    /// `_ = value`.
    static func isDiscard(_ expr: ExprSyntax) -> Bool {
        discarded(expr) != nil
    }

    /// The value of `_ = value` (also unfolded, as in a profile's body).
    static func discarded(_ expr: ExprSyntax) -> ExprSyntax? {
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(AssignmentExprSyntax.self) && infix.leftOperand.is(DiscardAssignmentExprSyntax.self) ? infix.rightOperand : nil
        }
        guard let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3,
              sequence.elements.first?.is(DiscardAssignmentExprSyntax.self) == true,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true else { return nil }
        let rest = Array(sequence.elements.dropFirst(2))
        return rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
    }

    static func containsReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            if case .stmt(let s) = item.item, s.is(ReturnStmtSyntax.self) { return true }
            return false
        }
    }

    func checkStatements(_ items: [CodeBlockItemSyntax], returnType: inout SwiftType?) throws(CheckError) -> [Stmt] {
        var out: [Stmt] = []
        var hoisted: [Stmt] = []
        let forward = try declareForwardReferencedFunctions(in: items)
        for item in items {
            if !forward.isEmpty, case .decl(let decl) = item.item, forward.contains(decl.id), let function = decl.as(FunctionDeclSyntax.self) {
                hoisted += try localFunction(function, hoisted: true)
                continue
            }
            out += try checkStatement(item, returnType: &returnType)
            defaultOpenEmptyLiterals()
        }
        return hoisted + out
    }

    func checkStatement(_ item: CodeBlockItemSyntax, returnType: inout SwiftType?) throws(CheckError) -> [Stmt] {
        if try diagnosticDirective(item) { return [] }
        switch item.item {
        case .decl(let decl):
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                // Registered with the entry's declarations (`Checker.localDeclarations`).
                if DeclarationCollector.isDeclaration(item), checker.isRegisteredLocal(decl) { return [] }
                if let function = decl.as(FunctionDeclSyntax.self), function.genericParameterClause == nil {
                    return try localFunction(function)
                }
                throw CheckError("local \(decl.kind == .functionDecl ? "functions" : "type declarations") are not supported in the playground", at: decl)
            }
            return try localVariable(variable)
        case .expr(let expr):
            return try expressionStatement(expr, returnType: &returnType)
        case .stmt(let stmt):
            if let ret = stmt.as(ReturnStmtSyntax.self) {
                guard let value = ret.expression else { return [.return(nil)] }
                if isFailableInitializer, value.is(NilLiteralExprSyntax.self) {
                    return [.return(try check(value, expected: DeclarationTable.optional(.void)))]
                }
                let expected = returnType ?? opaqueResultContext(for: value)
                let checked = try checkValue(value, expected: expected) { (checked, syntax) throws(CheckError) in
                    guard let expected else { return checked }
                    if let converted = tryConvert(checked, to: expected) { return converted }
                    throw CheckError("cannot convert return expression of type '\(resolve(checked.type).sugared)' to return type '\(resolve(expected).sugared)'", at: syntax)
                }
                if returnType == nil { returnType = checked.type }
                return [.return(checked)]
            }
            if let forStmt = stmt.as(ForStmtSyntax.self) {
                // `for c: Character in ["a", "b"]`: the annotation is the elements' type.
                let annotated = try forStmt.typeAnnotation.map { annotation throws(CheckError) in try resolveType(annotation.type) }
                let sequence = if let annotated, forStmt.sequence.is(ArrayExprSyntax.self) {
                    try check(forStmt.sequence, convertingTo: DeclarationTable.array(annotated))
                } else {
                    try check(forStmt.sequence)
                }
                // An asynchronous sequence takes `for await`.
                let isAsyncOnly = forStmt.awaitKeyword == nil && system.conforms(resolve(sequence.type), to: NominalID("AsyncSequence"))
                    && !system.conforms(resolve(sequence.type), to: NominalID("Sequence"))
                guard !isAsyncOnly, let element = elementType(of: resolve(sequence.type)) else {
                    throw CheckError("for-in loop requires '\(resolve(sequence.type).sugared)' to conform to 'Sequence'", at: forStmt.sequence)
                }
                // A throwing stream's `for await` is `for try await`.
                if let awaitKeyword = forStmt.awaitKeyword, forStmt.tryKeyword == nil, asyncIteratorThrows(resolve(sequence.type)) {
                    throw CheckError("call can throw, but the error is not handled", at: awaitKeyword)
                }
                if let annotation = forStmt.typeAnnotation, let annotated, !solver.unify(element, annotated) {
                    throw CheckError("cannot convert sequence element type '\(resolve(element).sugared)' to expected type '\(resolve(annotated).sugared)'", at: annotation.type)
                }
                var inner = returnType
                var name = "_"
                let body = try withScope { () throws(CheckError) -> [Stmt] in
                    let (variable, match) = try loopVariable(forStmt, element: element)
                    name = variable
                    let filter = try forStmt.whereClause.map { clause throws(CheckError) in
                        try check(clause.condition, convertingTo: DeclarationTable.bool)
                    }
                    // The body is a scope of its own: `for t in times { let t = t * 10 }`.
                    let statements = try withScope { () throws(CheckError) -> [Stmt] in
                        try checkStatements(Array(forStmt.body.statements), returnType: &inner)
                    }
                    let conditions = (match.map { [$0] } ?? []) + (filter.map { [.boolean($0)] } ?? [])
                    return conditions.isEmpty ? statements : [.if(conditions, statements, nil)]
                }
                returnType = inner
                return [.for(name, sequence, body)]
            }
            if let whileStmt = stmt.as(WhileStmtSyntax.self) {
                var inner = returnType
                let (conditions, body) = try withScope { () throws(CheckError) -> ([Condition], [Stmt]) in
                    let c = try checkConditions(whileStmt.conditions)
                    return (c, try withScope { () throws(CheckError) -> [Stmt] in
                        try checkStatements(Array(whileStmt.body.statements), returnType: &inner)
                    })
                }
                returnType = inner
                return [.while(conditions, body)]
            }
            if let doStmt = stmt.as(DoStmtSyntax.self), !doStmt.catchClauses.isEmpty { return [try doCatch(doStmt, returnType: &returnType)] }
            if let throwStmt = stmt.as(ThrowStmtSyntax.self) { return [try throwStatement(throwStmt)] }
            if let doStmt = stmt.as(DoStmtSyntax.self) {
                var inner = returnType
                let body = try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(Array(doStmt.body.statements), returnType: &inner) }
                returnType = inner
                return [.if([], body, nil)]
            }
            if let deferStmt = stmt.as(DeferStmtSyntax.self) {
                var none: SwiftType?
                return [.defer(try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(Array(deferStmt.body.statements), returnType: &none) })]
            }
            if stmt.is(BreakStmtSyntax.self) { return [.break] }
            if stmt.is(ContinueStmtSyntax.self) { return [.continue] }
            if let guardStmt = stmt.as(GuardStmtSyntax.self) {
                let conditions = try checkConditions(guardStmt.conditions)
                var inner = returnType
                let elseBody = try withScope { () throws(CheckError) -> [Stmt] in try checkStatements(Array(guardStmt.body.statements), returnType: &inner) }
                return [.guard(conditions, elseBody)]
            }
            if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                return try expressionStatement(exprStmt.expression, returnType: &returnType)
            }
            throw CheckError("this statement is not supported in the playground", at: stmt)
        }
    }

    /// An expression used as a statement: `if` and `switch` as statements, `_ = value`, a call.
    private func expressionStatement(_ expr: ExprSyntax, returnType: inout SwiftType?) throws(CheckError) -> [Stmt] {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            var inner = returnType
            let statement = try ifStatement(ifExpr) { (items, _) throws(CheckError) in try checkStatements(Array(items), returnType: &inner) }
            returnType = inner
            return [statement]
        }
        // `_ = value`: evaluated, the value discarded.
        if let value = Self.discarded(expr) {
            return [.discard(try check(value))]
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var inner = returnType
            let statement = try switchStatement(switchExpr) { (clause) throws(CheckError) in
                try checkStatements(Array(clause.statements.dropLast(Self.fallsThrough(clause) ? 1 : 0)), returnType: &inner)
            }
            returnType = inner
            return [try fallingThrough(statement, switchExpr)]
        }
        return [.expression(try check(expr))]
    }

    /// `let s: Set = [1, 2]`: a generic type written without its arguments has them inferred
    /// from the value.
    func openingArguments(of type: SwiftType, written: TypeSyntax) -> SwiftType {
        DeclarationCollector.isWrittenWithoutArguments(written, resolved: type, in: table) ? openingArguments(of: type) : type
    }

    /// A generic type with each argument a fresh type variable, for its value to give.
    func openingArguments(of type: SwiftType) -> SwiftType {
        guard case .nominal(let id, let args) = type else { return type }
        return .nominal(id, args.map { _ in solver.fresh() })
    }

    /// `let`/`var` in a body: declared locals (never builder components), or an entry's
    /// top-level variable written after a statement, defined there.
    func localVariable(_ v: VariableDeclSyntax) throws(CheckError) -> [Stmt] {
        if let globals = checker.orderedGlobals[v.id] { return [.defineGlobals(globals, Syntax(v))] }
        let mutable = v.bindingSpecifier.tokenKind == .keyword(.var)
        var out: [Stmt] = []
        for binding in v.bindings {
            if let declared = try localAccessorVariable(v, binding) {
                out += declared
                continue
            }
            var annotated: SwiftType?
            if let annotation = binding.sharedTypeAnnotation { annotated = try openingArguments(of: resolveType(annotation), written: annotation) }
            var value: Expr?
            if let initializer = binding.initializer?.value {
                if let annotated {
                    value = try checkValue(initializer, specifiedType: annotated)
                } else {
                    value = try checkValue(initializer, expected: nil)
                }
                defaultOpenEmptyLiterals()
            }
            if binding.pattern.is(WildcardPatternSyntax.self) {
                guard let value else { throw CheckError("expected initial value after '='", at: binding) }
                out.append(.discard(value))
                continue
            }
            if let tuple = binding.pattern.as(TuplePatternSyntax.self), let value {
                guard case .tuple(let types, _) = resolve(value.type), types.count == tuple.elements.count else {
                    throw CheckError("cannot destructure a value of type '\(resolve(value.type).sugared)' into \(tuple.elements.count) names", at: tuple)
                }
                let temp = temporary()
                declare(temp, Local(type: value.type, isMutable: false))
                out.append(.declare(temp, value, mutable: false))
                for (index, (element, type)) in zip(tuple.elements, types).enumerated() {
                    guard let identifier = element.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
                    let name = identifier.text
                    try requireNew(identifier)
                    declare(name, Local(type: type, isMutable: mutable))
                    out.append(.declare(name, Expr(.tupleElement(Expr(.local(temp), value.type, element), index), type, element), mutable: mutable))
                }
                continue
            }
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw CheckError("only simple names are supported in local declarations", at: binding.pattern)
            }
            guard let type = annotated ?? value?.type else {
                throw CheckError("type annotation missing in pattern", at: binding.pattern)
            }
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                try requireNew(identifier)
                if v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.weak) }), resolve(type).optionalWrapped == nil {
                    throw CheckError("'weak' variable should have optional type '\(resolve(type).sugared)?'", at: identifier)
                }
            }
            let defaultsToNil = resolve(type).optionalWrapped != nil && mutable
            let isWeak = v.modifiers.contains { $0.name.tokenKind == .keyword(.weak) }
            declare(name, Local(type: type, isMutable: mutable, isUninitialized: value == nil && !defaultsToNil,
                                accessors: isWeak ? LocalAccessors(isWeak: true) : nil))
            let initial = value ?? (resolve(type).optionalWrapped != nil && mutable ? Expr(.nilLiteral, type, binding) : nil)
            out.append(.declare(name, isWeak ? initial.map { weakReference($0) } : initial, mutable: mutable))
        }
        return out
    }

    /// A local declared twice in the same scope is an error (`let foo = 0; let foo = foo`).
    func requireNew(_ identifier: TokenSyntax) throws(CheckError) {
        if scopes.last?[identifier.text] != nil {
            throw CheckError("invalid redeclaration of '\(identifier.text)'", at: identifier)
        }
    }

    /// The element type of something a `for` loop can iterate.
    func elementType(of type: SwiftType) -> SwiftType? {
        if case .parameter = type, isSequence(type) { return .member(type, "Element") }
        if case .member = type, isSequence(type) { return .member(type, "Element") }
        guard case .nominal(let id, let args) = type else { return nil }
        switch id.qualifiedName {
        case "Array", "Range", "ClosedRange": return args.first
        default: return system.memberType(of: type, named: "Element")
        }
    }

    /// Whether an asynchronous sequence's iterator's `next()` is declared `throws`.
    func asyncIteratorThrows(_ type: SwiftType) -> Bool {
        guard case .nominal(let id, _)? = system.memberType(of: type, named: "AsyncIterator").map(system.normalize),
              let iterator = table.nominal(id) else { return false }
        return iterator.functions(named: "next")?.contains {
            $0.syntax?.as(FunctionDeclSyntax.self)?.signature.effectSpecifiers?.throwsClause != nil
        } == true
    }

    /// A generic parameter (or associated type) required to conform to `Sequence` or a refinement.
    func isSequence(_ type: SwiftType) -> Bool {
        requirements.contains { requirement in
            guard case .conformance(let t, let proto) = requirement, t == type, let decl = table.nominal(proto) else { return false }
            return proto.qualifiedName == "Sequence" || system.allProtocols(of: decl).contains { $0.qualifiedName == "Sequence" }
        }
    }

    /// An `if`: its conditions, and each branch's statements checked by `checkBranch` (given them and
    /// the brace that closes them) in the scope the conditions bind. A statement's branches are
    /// statements; an `if` expression's are values (`ExpressionChecker+BranchValues.swift`).
    func ifStatement(_ e: IfExprSyntax, branch checkBranch: (CodeBlockItemListSyntax, TokenSyntax) throws(CheckError) -> [Stmt]) throws(CheckError) -> Stmt {
        var conditions: [Condition] = []
        var body: [Stmt] = []
        var elseBody: [Stmt]?
        let elseStatements: CodeBlockItemListSyntax? = if case .codeBlock(let block)? = e.elseBody { block.statements } else { nil }
        _ = try branches(2, exits: { $0 == 0 ? Self.exits(e.body.statements) : Self.exits(elseStatements) }) { (branch: Int) throws(CheckError) in
            if branch == 0 {
                (conditions, body) = try withScope { () throws(CheckError) -> ([Condition], [Stmt]) in
                    let c = try checkConditions(e.conditions)
                    // The branch is a scope inside the conditions' (`if let v { let v = v + 1 }`).
                    return (c, try withScope { () throws(CheckError) -> [Stmt] in try checkBranch(e.body.statements, e.body.rightBrace) })
                }
                return
            }
            switch e.elseBody {
            case .ifExpr(let nested)?: elseBody = [try ifStatement(nested, branch: checkBranch)]
            case .codeBlock(let block)?:
                elseBody = try withScope { () throws(CheckError) -> [Stmt] in try checkBranch(block.statements, block.rightBrace) }
            case nil: break
            }
        }
        return .if(conditions, body, elseBody)
    }

    /// A `switch`: its subject, and each case's statements checked by `checkBranch` in the scope its
    /// patterns bind; every value must be matched.
    func switchStatement(_ e: SwitchExprSyntax, branch checkBranch: (SwitchCaseSyntax) throws(CheckError) -> [Stmt]) throws(CheckError) -> Stmt {
        let subject = try check(e.subject)
        var cases: [SwitchCase] = []
        let clauses = try switchClauses(e)
        cases = try branches(clauses.count, exits: { Self.exits(clauses[$0].statements) }) { (index: Int) throws(CheckError) -> SwitchCase in
            let clause = clauses[index]
            return try withScope { () throws(CheckError) -> SwitchCase in
                let (patterns, guardExpr) = try casePatterns(clause, subjectType: resolve(subject.type))
                let prelude = takePatternPrelude()
                return SwitchCase(patterns: patterns, guardExpr: guardExpr, body: prelude + (try checkBranch(clause)))
            }
        }
        try requireExhaustive(e, subjectType: resolve(subject.type), cases: cases)
        return .switch(subject, cases)
    }

    /// Whether a case's last statement is `fallthrough`.
    static func fallsThrough(_ clause: SwitchCaseSyntax) -> Bool {
        clause.statements.last?.item.as(StmtSyntax.self)?.is(FallThroughStmtSyntax.self) == true
    }

    /// A switch statement whose cases end in `fallthrough`: each runs the next case's body
    /// after its own (the next case may bind no variables, as Swift requires).
    func fallingThrough(_ statement: Stmt, _ e: SwitchExprSyntax) throws(CheckError) -> Stmt {
        guard case .switch(let subject, var cases) = statement else { return statement }
        let clauses = try switchClauses(e)
        guard clauses.contains(where: Self.fallsThrough) else { return statement }
        for index in clauses.indices.reversed() where Self.fallsThrough(clauses[index]) {
            let fallthroughStmt = clauses[index].statements.last!
            guard index + 1 < cases.count else {
                throw CheckError("'fallthrough' without a following 'case' or 'default' block", at: fallthroughStmt)
            }
            if case .case(let label) = clauses[index + 1].label,
               let bound = label.caseItems.lazy.flatMap({ $0.pattern.tokens(viewMode: .sourceAccurate) }).first(where: {
                   if case .identifier = $0.tokenKind { return $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.let) || $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .keyword(.var) }
                   return false
               }) {
                throw CheckError("'fallthrough' from a case which doesn't bind variable '\(bound.text)'", at: fallthroughStmt)
            }
            cases[index] = SwitchCase(patterns: cases[index].patterns, guardExpr: cases[index].guardExpr, body: cases[index].body + cases[index + 1].body)
        }
        return .switch(subject, cases)
    }

    func switchClauses(_ e: SwitchExprSyntax) throws(CheckError) -> [SwitchCaseSyntax] {
        var out: [SwitchCaseSyntax] = []
        if e.cases.isEmpty {
            throw CheckError("'switch' statement body must have at least one 'case' or 'default' block; add a default case", at: e.switchKeyword)
        }
        var sawDefault = false
        for (index, element) in e.cases.enumerated() {
            guard case .switchCase(let clause) = element else { throw CheckError("'#if' in a switch is not supported", at: element) }
            // The order Swift requires: nothing after `default`, `@unknown` only on the last case.
            if sawDefault, case .case(let label) = clause.label {
                throw CheckError("additional 'case' blocks cannot appear after the 'default' block of a 'switch'", at: label.caseKeyword)
            }
            if clause.label.is(SwitchDefaultLabelSyntax.self) { sawDefault = true }
            if clause.attribute != nil, index < e.cases.count - 1, case .case(let label) = clause.label {
                throw CheckError("'@unknown' can only be applied to the last case in a switch", at: label.caseKeyword)
            }
            if clause.statements.isEmpty {
                throw CheckError("'\(clause.label.is(SwitchDefaultLabelSyntax.self) ? "default" : "case")' label in a 'switch' must have at least one executable statement", at: clause.label)
            }
            out.append(clause)
        }
        return out
    }
}
