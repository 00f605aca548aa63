import SwiftSyntax

/// Prints a checked body as Swift source, with the result-builder transform written out.
///
/// Builder calls, temporaries and closures are printed from the checked program; other
/// expressions keep their source text unless they contain a transformed closure.
public struct DesugaredSource {
    var indent = 0
    private var out = ""

    public init() {}

    /// The body's statements, one per line.
    public static func print(_ body: CheckedBody) -> String {
        var printer = DesugaredSource()
        printer.statements(body.statements)
        return renumbered(printer.out)
    }

    /// Temporaries numbered in order of appearance (`__builder0`, `__builder1`…).
    static func renumbered(_ text: String) -> String {
        var mapping: [Substring: String] = [:]
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "__builder") {
            out += rest[..<range.lowerBound]
            let digits = rest[range.upperBound...].prefix { $0.isNumber }
            let name = rest[range.lowerBound..<digits.endIndex]
            if mapping[name] == nil { mapping[name] = "__builder\(mapping.count)" }
            out += mapping[name]!
            rest = rest[digits.endIndex...]
        }
        return out + rest
    }

    mutating func line(_ text: String) {
        out += String(repeating: "    ", count: indent) + text + "\n"
    }

    mutating func statements(_ list: [Stmt]) {
        for statement in list { self.statement(statement) }
    }

    mutating func statement(_ statement: Stmt) {
        switch statement {
        case .expression(let e): line(expr(e))
        case .declare(let name, let value, let mutable):
            line("\(mutable ? "var" : "let") \(name)" + (value.map { " = " + expr($0) } ?? ""))
        case .builderVariable(let name, let type, let value):
            // Qualified, as source spells it (`SequenceBuilder.EitherSequence<…>`, not `EitherSequence<…>`).
            line("var \(name): \(type.value.sugared)" + (value.map { " = " + expr($0) } ?? ""))
        case .discard(let e): line("let _ = " + expr(e))
        case .defineGlobals(_, let syntax): line(syntax.trimmedDescription)
        case .if(let conditions, let body, let elseBody):
            block("if " + conditions.map(condition).joined(separator: ", "), body)
            var rest = elseBody
            while let r = rest {
                if r.count == 1, case .if(let c, let b, let e) = r[0] {
                    dedentLast()
                    block("} else if " + c.map(condition).joined(separator: ", "), b)
                    rest = e
                } else {
                    dedentLast()
                    block("} else", r)
                    rest = nil
                }
            }
        case .switch(let subject, let cases):
            line("switch \(expr(subject)) {")
            for c in cases {
                line(c.patterns.contains { if case .wildcard = $0 { true } else { false } } && c.patterns.count == 1
                    ? "default:" : "case " + c.patterns.map(pattern).joined(separator: ", ") + (c.guardExpr.map { " where " + expr($0) } ?? "") + ":")
                indent += 1
                statements(c.body)
                indent -= 1
            }
            line("}")
        case .return(let value): line("return" + (value.map { " " + expr($0) } ?? ""))
        case .for(let name, let sequence, let body): block("for \(name) in \(expr(sequence))", body)
        case .while(let conditions, let body): block("while " + conditions.map(condition).joined(separator: ", "), body)
        case .guard(let conditions, let elseBody): block("guard " + conditions.map(condition).joined(separator: ", ") + " else", elseBody)
        case .break: line("break")
        case .continue: line("continue")
        case .throw(let error): line("throw " + expr(error))
        case .defer(let body): block("defer", body)
        case .do(let body, let clauses):
            block("do", body)
            for c in clauses {
                dedentLast()
                block("} catch " + c.patterns.map(pattern).joined(separator: ", ") + (c.guardExpr.map { " where " + expr($0) } ?? ""), c.body)
            }
        }
    }

    mutating func block(_ head: String, _ body: [Stmt]) {
        line(head + " {")
        indent += 1
        statements(body)
        indent -= 1
        line("}")
    }

    /// Removes the closing brace just printed, so `else` can follow it.
    mutating func dedentLast() {
        let closing = String(repeating: "    ", count: indent) + "}\n"
        if out.hasSuffix(closing) { out.removeLast(closing.count) }
    }

    func condition(_ c: Condition) -> String {
        switch c {
        case .boolean(let e): expr(e)
        case .optionalBinding(let name, let e): "let \(name) = \(expr(e))"
        case .pattern(let p, let e): "case \(pattern(p)) = \(expr(e))"
        case .availability(let available): available ? "#available(iOS 16, *)" : "#unavailable(iOS 16)"
        }
    }

    func pattern(_ p: Pattern) -> String {
        switch p {
        case .wildcard: "_"
        case .binding(let name): "let \(name)"
        case .expression(let e): expr(e)
        case .enumCase(let name, let subs): "." + name + (subs.isEmpty ? "" : "(" + subs.map(pattern).joined(separator: ", ") + ")")
        case .tuple(let subs): "(" + subs.map(pattern).joined(separator: ", ") + ")"
        case .optionalSome(let inner): pattern(inner) + "?"
        case .cast(let inner, let type): pattern(inner) + " as \(type)"
        }
    }

    /// An expression: builder calls and closures from the checked program, the rest as written.
    func expr(_ e: Expr) -> String {
        switch e.kind {
        case .local(let name): return name
        case .assign(let target, let value): return expr(target) + " = " + expr(value)
        case .wrapOptional(let inner): return "Optional.some(\(expr(inner)))"
        case .nilLiteral: return "nil"
        case .array(let elements) where elements.isEmpty: return "[]"
        case .native("Array.append", let args) where args.count == 2: return "\(expr(args[0])).append(\(expr(args[1])))"
        case .call(let call) where call.function.owner?.isResultBuilder == true:
            let args = zip(call.function.parameters, call.arguments).map { param, arg -> String in
                (param.label.map { "\($0): " } ?? "") + (arg.map(expr) ?? "")
            }
            let packed = call.variadic.sorted { $0.key < $1.key }.flatMap { $0.value.map(expr) }
            return "\(call.function.owner!.name).\(call.function.name)(\((args.filter { !$0.isEmpty } + packed).joined(separator: ", ")))"
        case .closure(let closure) where containsBuilderCode(closure.body.statements):
            var nested = DesugaredSource()
            nested.indent = indent + 1
            var statements = closure.body.statements
            var names = closure.parameters
            // A destructured tuple parameter (`{ (index, element) in … }`) is written as it was.
            if names == ["$tuple"] {
                names = []
                while case .declare(let name, let value?, _)? = statements.first, case .tupleElement(let base, _) = value.kind,
                      case .local("$tuple") = base.kind {
                    names.append(name)
                    statements.removeFirst()
                }
                names = names.isEmpty ? ["_"] : ["(" + names.joined(separator: ", ") + ")"]
            }
            nested.statements(statements)
            // Anonymous parameters (`$0`) stay anonymous: the body's source refers to them.
            let params = names.isEmpty || names.allSatisfy { $0.hasPrefix("$") }
                ? "" : " " + names.joined(separator: ", ") + " in"
            return "{" + params + "\n" + nested.out + String(repeating: "    ", count: indent) + "}"
        case .call(let call) where containsTransformedClosure(e):
            return callText(call, e)
        default:
            return e.syntax.trimmedDescription
        }
    }

    /// A call that has a transformed closure among its arguments, printed argument by argument.
    func callText(_ call: Call, _ e: Expr) -> String {
        var callee: String
        if let receiver = call.receiver {
            callee = expr(receiver) + "." + call.function.name
        } else if let owner = call.function.owner {
            callee = call.function.kind == .initializer ? owner.name : owner.name + "." + call.function.name
        } else {
            callee = call.function.name
        }
        if let fc = e.syntax.as(FunctionCallExprSyntax.self) { callee = callee.isEmpty ? fc.calledExpression.trimmedDescription : callee }
        let args = zip(call.function.parameters, call.arguments).compactMap { param, arg -> String? in
            guard let arg else { return nil }
            return (param.label.map { "\($0): " } ?? "") + expr(arg)
        }
        return "\(callee)(\(args.joined(separator: ", ")))"
    }

    func containsTransformedClosure(_ e: Expr) -> Bool {
        guard case .call(let call) = e.kind else { return false }
        return call.arguments.contains { arg in
            guard let arg else { return false }
            if case .closure(let c) = arg.kind { return containsBuilderCode(c.body.statements) }
            return containsTransformedClosure(arg)
        }
    }

    func containsBuilderCode(_ statements: [Stmt]) -> Bool {
        statements.contains { s in
            switch s {
            case .builderVariable: return true
            case .declare(_, let v?, _):
                if case .call(let c) = v.kind, c.function.owner?.isResultBuilder == true { return true }
                return false
            case .return(let v?):
                if case .call(let c) = v.kind, c.function.owner?.isResultBuilder == true { return true }
                return false
            default: return false
            }
        }
    }
}
