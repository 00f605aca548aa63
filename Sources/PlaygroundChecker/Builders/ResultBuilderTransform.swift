import PlaygroundSyntax
import SwiftSyntax

/// The result-builder transform, as the Swift compiler performs it.
///
/// Each component expression becomes `let vN = B.buildExpression(e)`; `if`/`switch` assign
/// `buildEither` injections (the compiler's balanced tree) to a shared variable, wrapped by
/// `buildOptional`/`buildIf` when there is no final `else`; the block ends in `buildBlock`.
/// The statements it produces are ordinary checked code, so `:desugar` prints them.
struct ResultBuilderTransform {
    let checker: ExpressionChecker
    let builder: NominalDecl
    /// The generic arguments the attribute gives a generic builder (`@TaggedBuilder<Color>`);
    /// empty when it gives none, and the build methods' uses infer them.
    var arguments: [SwiftType] = []

    var builderType: SwiftType { .nominal(builder.id, arguments.count == builder.genericParameters.count ? arguments : []) }
    var name: String { builder.name }

    /// The builder declares `method` with at least one overload available (an unavailable build
    /// method does not count: `buildPartialBlock` marked unavailable falls back to `buildBlock`).
    func has(_ method: String) -> Bool {
        checker.allFunctions(named: method, on: builderType, isStatic: true).contains { $0.unavailableMessage == nil }
    }

    /// The body's statements and its value; `buildFinalResult` is chosen by the contextual
    /// result type when it is overloaded (`-> Int` and `-> String` for a closure of `Int?`).
    func transformBody(_ items: CodeBlockItemListSyntax, expected: SwiftType? = nil) throws(CheckError) -> CheckedBody {
        if items.isEmpty, !supportsPartialBlock,
           !checker.allFunctions(named: "buildBlock", on: builderType, isStatic: true).contains(where: { f in
               f.parameters.allSatisfy { $0.isVariadic || $0.defaultValue != nil }
           }) {
            // No `buildBlock()` for an empty body: Swift asks for an expression of the result type.
            let wanted = expected.map { checker.resolve($0).sugared } ?? "Any"
            throw CheckError("expected expression of type '\(wanted)' in result builder '\(name)'",
                             at: ExpressionChecker.openingBrace(of: items).map(Syntax.init) ?? Syntax(items))
        }
        let (statements, result) = try checker.withScope { () throws(CheckError) -> ([Stmt], Expr) in
            try transformBlock(Array(items), at: Syntax(items))
        }
        var final = result
        if has("buildFinalResult") {
            let context = expected.map { checker.resolve($0) }.flatMap { $0.optionalWrapped ?? $0 }
            final = try build("buildFinalResult", [final], expected: context, at: result.syntax)
        }
        return CheckedBody(statements: statements + [.return(final)], resultType: checker.resolve(final.type))
    }

    /// Transforms a block's statements; returns them and the block's combined value.
    func transformBlock(_ items: [CodeBlockItemSyntax], at node: Syntax) throws(CheckError) -> ([Stmt], Expr) {
        var statements: [Stmt] = []
        var components: [Expr] = []
        for item in items {
            if try checker.diagnosticDirective(item) { continue }
            switch item.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else {
                    throw CheckError("local \(decl.is(FunctionDeclSyntax.self) ? "functions" : "types") are not supported in a result builder body here", at: decl)
                }
                statements += try checker.localVariable(variable)
            case .expr(let expr):
                let (s, component) = try transformExpression(expr)
                statements += s
                components.append(component)
            case .stmt(let stmt):
                if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                    let (s, component) = try transformExpression(exprStmt.expression)
                    statements += s
                    components.append(component)
                } else if let doStmt = stmt.as(DoStmtSyntax.self), doStmt.catchClauses.isEmpty {
                    let (s, component) = try transformDo(doStmt)
                    statements += s
                    components.append(component)
                } else if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
                    // Not a component: it leaves the closure.
                    statements.append(try checker.throwStatement(throwStmt))
                } else if let forStmt = stmt.as(ForStmtSyntax.self), has("buildArray") {
                    let (s, component) = try transformFor(forStmt)
                    statements += s
                    components.append(component)
                } else {
                    throw CheckError("closure containing control flow statement cannot be used with result builder '\(name)'", at: stmt)
                }
            }
        }
        return (statements, try combine(components, at: node))
    }

    /// One component: an `if`, a `switch`, or an expression through `buildExpression`.
    func transformExpression(_ expr: ExprSyntax) throws(CheckError) -> ([Stmt], Expr) {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try transformIf(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try transformSwitch(switchExpr) }
        let value: Expr
        if has("buildExpression") {
            let candidates = checker.allFunctions(named: "buildExpression", on: builderType, isStatic: true)
            // The component is checked once, then offered to every overload: checking it again per
            // overload would cost twice per level of nesting (2ⁿ for n nested stacks). Only when no
            // overload takes it so is it checked again in each overload's context (a literal that
            // must become a Double, an implicit member).
            if !Self.needsContext(expr) {
                let startSolver = checker.solver
                // A component with an error of its own reports it (without checking it again),
                // unless the error is a type left unknown (`$T1`) that the builder may tell
                // (`TableColumn("Age") { row in … }` in a `TableColumnBuilder<Person, Never>`).
                do throws(CheckError) {
                    let component = try checker.check(expr)
                    if let value = try? checker.resolveCall(candidates, receiver: .type(builderType), [Argument(label: nil, checked: component)], expected: nil, at: expr) {
                        return bind(value, at: expr)
                    }
                } catch {
                    guard error.leavesATypeUnknown, checker.retriesInProgress < ExpressionChecker.nestedRetryLimit else { throw error }
                }
                checker.solver = startSolver
                checker.retriesInProgress += 1
                defer { checker.retriesInProgress -= 1 }
                value = try checker.resolveCall(candidates, receiver: .type(builderType), [Argument(label: nil, syntax: expr)], expected: nil, at: expr)
                return bind(value, at: expr)
            }
            value = try checker.resolveCall(candidates, receiver: .type(builderType), [Argument(label: nil, syntax: expr)], expected: nil, at: expr)
        } else {
            value = try checker.check(expr)
        }
        return bind(value, at: expr)
    }

    /// Expressions whose type comes from their context (`.red`, `nil`, literals, closures).
    static func needsContext(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        return expr.is(NilLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
            || expr.is(StringLiteralExprSyntax.self) || expr.is(ClosureExprSyntax.self) || expr.is(ArrayExprSyntax.self)
            || expr.is(BooleanLiteralExprSyntax.self) || expr.is(TernaryExprSyntax.self) || passesRootlessKeyPath(expr)
    }

    /// A call, or a chain of calls, given a key path without its root (`TableColumn("Name",
    /// value: \.name).width(60)`): the root is the builder's (`TableColumnBuilder<Person, Never>`).
    static func passesRootlessKeyPath(_ expr: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expr
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if call.arguments.contains(where: { $0.expression.as(KeyPathExprSyntax.self).map { $0.root == nil } ?? false }) { return true }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return false
    }

    /// `let vN = value`, returning the reference to `vN` as the component.
    func bind(_ value: Expr, at node: some SyntaxProtocol) -> ([Stmt], Expr) {
        let temp = checker.temporary()
        checker.declare(temp, .init(type: value.type, isMutable: false))
        return ([.declare(temp, value, mutable: false)], Expr(.local(temp), value.type, node))
    }

    /// Both `buildPartialBlock(first:)` and `buildPartialBlock(accumulated:next:)` are declared.
    var supportsPartialBlock: Bool {
        let labels = checker.allFunctions(named: "buildPartialBlock", on: builderType, isStatic: true)
            .filter { $0.unavailableMessage == nil }.map { $0.parameters.map(\.label) }
        return labels.contains(["first"]) && labels.contains(["accumulated", "next"])
    }

    /// The `buildPartialBlock` fold for a non-empty block (the compiler prefers it to `buildBlock`
    /// when a builder declares both), else `buildBlock(c0, c1, …)`.
    func combine(_ components: [Expr], at node: Syntax) throws(CheckError) -> Expr {
        if supportsPartialBlock, let first = components.first {
            var accumulated = try build("buildPartialBlock", [first], labels: ["first"], at: first.syntax)
            for next in components.dropFirst() {
                accumulated = try build("buildPartialBlock", [accumulated, next], labels: ["accumulated", "next"], at: next.syntax)
            }
            return accumulated
        }
        guard has("buildBlock") else {
            let brace = node.as(CodeBlockItemListSyntax.self).flatMap(ExpressionChecker.openingBrace).map(Syntax.init)
            throw CheckError("result builder '\(name)' does not implement any 'buildBlock' or a combination of 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)' with sufficient availability for this call site", at: brace ?? node)
        }
        return try build("buildBlock", components, at: node)
    }

    /// Calls a static build method with already checked arguments.
    func build(_ method: String, _ args: [Expr], labels: [String?]? = nil, expected: SwiftType? = nil, at node: some SyntaxProtocol) throws(CheckError) -> Expr {
        let candidates = checker.allFunctions(named: method, on: builderType, isStatic: true)
        let arguments = args.enumerated().map { i, a in Argument(label: labels?[i] ?? nil, checked: a) }
        return try checker.resolveCall(candidates, receiver: .type(builderType), arguments, expected: expected, at: node)
    }

    /// The `buildEither` path to branch `index` of `count`: the left subtree takes the
    /// largest power of two strictly less than `count` (the compiler's balanced tree).
    static func eitherPath(_ index: Int, of count: Int) -> [Bool] {
        if count <= 1 { return [] }
        var left = 1
        while left * 2 < count { left *= 2 }
        return index < left ? [true] + eitherPath(index, of: left) : [false] + eitherPath(index - left, of: count - left)
    }

    /// Wraps a branch's value in the `buildEither(first:)`/`(second:)` calls of its path.
    func inject(_ value: Expr, index: Int, of count: Int, into joined: SwiftType) throws(CheckError) -> Expr {
        let path = Self.eitherPath(index, of: count)
        var result = value
        for (depth, first) in path.enumerated().reversed() {
            result = try build("buildEither", [result], labels: [first ? "first" : "second"], expected: depth == 0 ? joined : nil, at: value.syntax)
        }
        // Every branch must produce the type of the first (a non-generic buildEither cannot join them).
        if !checker.solver.unify(result.type, joined) {
            throw CheckError("cannot convert value of type '\(checker.resolve(value.type).sugared)' to expected argument type '\(checker.resolve(joined).sugared)'", at: value.syntax)
        }
        return result
    }
}
