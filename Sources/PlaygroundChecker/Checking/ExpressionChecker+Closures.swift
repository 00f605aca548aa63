import PlaygroundSyntax
import SwiftSyntax

/// Closure literals: parameters from the context or the signature, bodies with or without a builder.
extension ExpressionChecker {
    func closure(_ e: ClosureExprSyntax, expected: SwiftType?, builder: NominalID?, builderArguments: [SwiftType] = []) throws(CheckError) -> Expr {
        // A closure's `return` is its own, not the enclosing body's opaque result.
        let enclosingOpaqueResult = opaqueResultProtocols
        opaqueResultProtocols = []
        defer { opaqueResultProtocols = enclosingOpaqueResult }
        let escapes = nextClosureEscapes
        nextClosureEscapes = false
        var paramTypes: [SwiftType]
        var resultType: SwiftType
        // A closure given where an optional function is wanted (`onDelete(perform:)`'s
        // `((IndexSet) -> Void)?`) takes the wrapped function's parameters.
        let wanted = expected.map(resolve).map { type in type.optionalWrapped.map(resolve) ?? type }
        if case .function(let params, let result)? = wanted {
            paramTypes = params
            resultType = result
        } else {
            paramTypes = []
            resultType = solver.fresh()
        }
        var names: [String] = []
        // `{ (index, element) in … }` for a function of one tuple: the tuple is destructured (SE-0110).
        var destructured: [(String, Int, SwiftType)] = []
        if paramTypes.count == 1, let clause = e.signature?.parameterClause,
           case .tuple(let elements, _) = system.normalize(resolve(paramTypes[0])), elements.count > 1 {
            let written: [String] = switch clause {
            case .simpleInput(let list): list.map(\.name.text)
            case .parameterClause(let params): params.parameters.map { $0.secondName?.text ?? $0.firstName.text }
            }
            if written.count == elements.count {
                destructured = zip(written, elements).enumerated().map { ($1.0, $0, $1.1) }
            }
        }
        // `{ $0 + $1 }` for a function of one tuple: the same, with anonymous names.
        if e.signature == nil, paramTypes.count == 1,
           case .tuple(let elements, _) = system.normalize(resolve(paramTypes[0])), elements.count > 1 {
            let used = AnonymousParameterScan(viewMode: .sourceAccurate)
            used.walk(e.statements)
            if used.highest >= 1 { destructured = elements.enumerated().map { ("$\($0)", $0, $1) } }
        }
        if !destructured.isEmpty {
            names = ["$tuple"]
        } else if let signature = e.signature, let clause = signature.parameterClause {
            switch clause {
            case .simpleInput(let list):
                names = list.map(\.name.text)
            case .parameterClause(let params):
                names = []
                for (i, p) in params.parameters.enumerated() {
                    names.append(p.secondName?.text ?? p.firstName.text)
                    if let written = p.type {
                        let type = try resolveType(written)
                        if i < paramTypes.count { _ = solver.unify(paramTypes[i], type) } else { paramTypes.append(type) }
                    }
                }
            }
            if expected == nil || paramTypes.count < names.count {
                while paramTypes.count < names.count { paramTypes.append(solver.fresh()) }
            }
            if names.count != paramTypes.count {
                throw CheckError("contextual closure type '\(SwiftType.function(paramTypes, resultType).sugared)' expects \(paramTypes.count) argument\(paramTypes.count == 1 ? "" : "s"), but \(names.count) \(names.count == 1 ? "was" : "were") used in closure body", at: clause)
            }
        } else {
            // Without a signature, the body must use `$0`…`$(n-1)`: a parameter cannot be ignored,
            // so `{ }` is not a `(V) -> Void` (`onChange(of:) { }` takes its zero-parameter form).
            // A single `Void` parameter may be ignored (`TapGesture().onEnded { … }`).
            if !paramTypes.isEmpty, !(paramTypes.count == 1 && system.normalize(resolve(paramTypes[0])) == .void) {
                let used = AnonymousParameterScan(viewMode: .sourceAccurate)
                used.walk(e.statements)
                // A `$n` of an inactive `#if` clause in this closure (not in a nested one) counts too.
                let own = e.positionAfterSkippingLeadingTrivia.utf8Offset..<e.endPositionBeforeTrailingTrivia.utf8Offset
                for (offset, index) in checker.inactiveAnonymousArguments[e.root.id] ?? []
                where own.contains(offset) && !used.nestedClosures.contains(where: { $0.contains(offset) }) {
                    used.highest = max(used.highest, index)
                }
                if used.highest + 1 < paramTypes.count {
                    throw CheckError("contextual type for closure argument list expects \(paramTypes.count) argument\(paramTypes.count == 1 ? "" : "s"), which cannot be implicitly ignored", at: e)
                }
            }
            names = paramTypes.indices.map { "$\($0)" }
        }
        // A written result type (`{ () -> T in … }`) must name a type, and fixes the result.
        if let written = e.signature?.returnClause?.type {
            let declared = try resolveType(written)
            if !solver.unify(resultType, declared) { resultType = declared }
        }
        try requireResolvedParameters(paramTypes, resultType: resultType, builder: builder, at: e)
        let capturesSelf = e.signature?.capture?.items.contains { $0.name.text == "self" } ?? false
        // A capture list is read where the closure is written, outside it (`[all]` of a property
        // needs no `self.`).
        let references = try capturedReferences(e.signature?.capture)
        captureFrames.append((base: scopes.count, names: [], usesSelf: false, escapesWithoutSelf: escapes && !capturesSelf))
        let frameIndex = captureFrames.count - 1
        defer { captureFrames.removeLast() }
        let body = try withScope { () throws(CheckError) -> CheckedBody in
            for (name, type) in zip(names, paramTypes) where name != "_" {
                // An `inout` parameter is a variable of its type, copied back to the caller's place.
                if case .inoutParameter(let base) = resolve(type) {
                    declare(name, Local(type: base, isMutable: true))
                } else {
                    declare(name, Local(type: type, isMutable: false))
                }
            }
            var unpack: [Stmt] = []
            // `[weak self]`: inside, `self` is an optional (`self?.count`, `guard let self`).
            if let selfType, let weak = e.signature?.capture?.items.first(where: { $0.name.text == "self" && $0.specifier?.specifier.tokenKind == .keyword(.weak) }) {
                guard case .nominal(let id, _) = resolve(selfType), table.nominal(id)?.kind == .class else {
                    throw CheckError("'weak' may only be applied to class and class-bound protocol types, not '\(resolve(selfType).sugared)'", at: weak.name)
                }
                let optional = DeclarationTable.optional(selfType)
                declare("self", Local(type: optional, isMutable: false))
                unpack.append(.declare("self", Expr(.wrapOptional(selfReference(selfType, at: e)), optional, e), mutable: false))
            }
            // `[weak store]`: an optional of the object inside; `[unowned store]`: the object;
            // `[count]`, `[total = a + b]`: a constant, bound by the closure that makes this one.
            for reference in references {
                // A weak capture is optional: of the reference, or of what an optional one holds.
                let isOptional = resolve(reference.value.type).optionalWrapped != nil
                let wraps = reference.isWeak && !isOptional
                let type = wraps ? DeclarationTable.optional(reference.value.type) : reference.value.type
                declare(reference.name, Local(type: type, isMutable: false))
                guard !reference.byValue else { continue }
                unpack.append(.declare(reference.name, wraps ? Expr(.wrapOptional(reference.value), type, e) : reference.value, mutable: false))
            }
            for (name, index, type) in destructured where name != "_" {
                declare(name, Local(type: type, isMutable: false))
                unpack.append(.declare(name, Expr(.tupleElement(Expr(.local("$tuple"), paramTypes[0], e), index), type, e), mutable: false))
            }
            if e.statements.isEmpty, builder == nil, resolve(resultType) != .void, !solver.isUnresolved(resolve(resultType)) {
                throw CheckError("cannot convert value of type '()' to closure result type '\(resolve(resultType).sugared)'", at: e)
            }
            let checked = try checkBody(e.statements, builder: builder, builderArguments: builderArguments, expectedResult: resultType)
            return unpack.isEmpty ? checked : CheckedBody(statements: unpack + checked.statements, resultType: checked.resultType)
        }
        if !solver.unify(resultType, body.resultType) {
            if resolve(resultType) == .void {
                // A single expression whose value is discarded, as in `Button("+") { count += 1 }`.
            } else {
                try requireInferred(resultType, at: e)
                throw CheckError("cannot convert value of type '\(resolve(body.resultType).sugared)' to closure result type '\(resolve(resultType).sugared)'", at: e)
            }
        }
        if builder == nil { try requireReturn(body, resultType: resolve(resultType), in: e) }
        let type = SwiftType.function(paramTypes.map(resolve), resolve(resultType))
        let frame = captureFrames[frameIndex]
        let closure = Closure(parameters: names, body: body, id: table.nextSerial(), captures: frame.names.sorted(), usesSelf: frame.usesSelf)
        let made = Expr(.closure(closure), type, e)
        // Values a capture list copies are read where the closure is written: an enclosing
        // closure, called with them there, makes this one.
        let copied = references.filter(\.byValue)
        guard !copied.isEmpty else { return made }
        let maker = Closure(parameters: copied.map(\.name), body: CheckedBody(statements: [.return(made)], resultType: type),
                            id: table.nextSerial(), captures: frame.names.sorted(), usesSelf: frame.usesSelf)
        return Expr(.apply(Expr(.closure(maker), .function(copied.map(\.value.type), type), e), copied.map(\.value)), type, e)
    }
}

extension ExpressionChecker {
    /// A builder closure's parameters must be known before its body is transformed (the compiler
    /// solves the body apart from the call): a generic parameter that only the body's result could
    /// fix, and that a parameter's type needs, cannot be inferred (`test<T>(@B _: (S<T>) -> T)`).
    func requireResolvedParameters(_ parameters: [SwiftType], resultType: SwiftType, builder: NominalID?, at e: ClosureExprSyntax) throws(CheckError) {
        guard builder != nil else { return }
        let result = resolve(resultType)
        for parameter in parameters {
            for n in openVariables(in: parameter) where result.contains(where: { $0 == .variable(n) }) {
                guard let name = solver.origins[n] else { continue }
                let call = e.parent?.as(FunctionCallExprSyntax.self)
                throw CheckError("generic parameter '\(name)' could not be inferred", at: call.map(Syntax.init) ?? Syntax(e))
            }
        }
    }
}

extension ExpressionChecker {
    /// A closure of several statements returns only with `return`: one that has none and would
    /// fall off its end where a value is wanted is refused, at the unused last value or the `}`.
    func requireReturn(_ body: CheckedBody, resultType: SwiftType, in e: ClosureExprSyntax) throws(CheckError) {
        try requireReturn(body, resultType: resultType, statements: e.statements, closedBy: e.rightBrace, in: "closure")
    }

    /// `requireReturn` for the statements of a closure or local function (`what`), ending at `brace`.
    func requireReturn(_ body: CheckedBody, resultType: SwiftType, statements: CodeBlockItemListSyntax, closedBy brace: TokenSyntax, in what: String) throws(CheckError) {
        let items = Array(statements)
        let implicit = items.count == 1 && items[0].item.is(ExprSyntax.self)
        guard !implicit, !items.isEmpty, resultType != .void, !resultType.isNever, !solver.isUnresolved(resultType),
              ReturnScan.firstReturn(in: statements) == nil else { return }
        switch body.statements.last {
        case .expression(let last)? where !resolve(last.type).isNever:
            let unused = resolve(last.type) != .void
            throw CheckError("missing return in \(what) expected to return '\(resultType.sugared)'", at: unused ? last.syntax : Syntax(brace))
        case .declare?, .discard?, .builderVariable?:
            throw CheckError("missing return in \(what) expected to return '\(resultType.sugared)'", at: brace)
        default:
            // Control flow, `throw`, a call that never returns: Swift's own analysis decides; not here.
            return
        }
    }

    /// The type variables still unsolved in `type`.
    func openVariables(in type: SwiftType) -> [Int] {
        var open: [Int] = []
        _ = resolve(type).contains { t in
            if case .variable(let n) = t { open.append(n) }
            return false
        }
        return open
    }

    /// A closure result that only a generic parameter still open could have given: swiftc reports
    /// the parameter, at the call (at the `[` of a subscript's result being called).
    func requireInferred(_ resultType: SwiftType, at e: ClosureExprSyntax) throws(CheckError) {
        guard let name = openVariables(in: resultType).lazy.compactMap({ self.solver.origins[$0] }).first else { return }
        let call = sequence(first: Syntax(e), next: \.parent).dropFirst().prefix(3).lazy.compactMap { $0.as(FunctionCallExprSyntax.self) }.first
        let anchor = call?.calledExpression.as(SubscriptCallExprSyntax.self).map { Syntax($0.leftSquare) } ?? call.map(Syntax.init) ?? Syntax(e)
        throw CheckError("generic parameter '\(name)' could not be inferred", at: anchor)
    }

    /// The names of a capture list other than `self`, with their values read where the closure
    /// is written: `weak` and `unowned` ones (`[weak store]`) must be class instances; the others
    /// (`[count]`, `[total = a + b]`) are constants copied by value.
    func capturedReferences(_ capture: ClosureCaptureClauseSyntax?) throws(CheckError) -> [(name: String, value: Expr, isWeak: Bool, byValue: Bool)] {
        var out: [(String, Expr, Bool, Bool)] = []
        for item in capture?.items ?? [] where item.name.text != "self" {
            let specifier = item.specifier?.specifier.tokenKind
            let isReference = specifier == .keyword(.weak) || specifier == .keyword(.unowned)
            let value: Expr
            if let initializer = item.initializer {
                value = try check(initializer.value)
            } else {
                do throws(CheckError) {
                    value = try check(ExprSyntax(DeclReferenceExprSyntax(baseName: item.name.trimmed)))
                } catch {
                    throw error.moved(to: item.name)
                }
            }
            if isReference {
                guard isClassReference(resolve(value.type)) else {
                    throw CheckError("'\(item.specifier?.specifier.text ?? "weak")' may only be applied to class and class-bound protocol types, not '\(resolve(value.type).sugared)'", at: item.name)
                }
            }
            out.append((item.name.text, value, specifier == .keyword(.weak), item.initializer != nil || !isReference))
        }
        return out
    }
}

extension ExpressionChecker {
    /// Whether `weak` or `unowned` may capture a value of `type`: an instance of a class or of a
    /// class-bound protocol (`protocol Delegate: AnyObject`), or an optional one (`[weak ref]` of
    /// a `Ref?`); an `any P` existential is taken as class-bound.
    func isClassReference(_ type: SwiftType) -> Bool {
        let held = type.optionalWrapped.map(resolve) ?? type
        if case .existential = held { return true }
        return system.conforms(held, to: TypeSystem.anyObject, requirements: requirements)
    }
}

/// The highest `$n` a closure body uses (nested closures have their own).
final class AnonymousParameterScan: SyntaxVisitor {
    var highest = -1
    /// The byte ranges of the closures nested in the body.
    var nestedClosures: [Range<Int>] = []
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        nestedClosures.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .dollarIdentifier(let text) = token.tokenKind, let n = Int(text.dropFirst()) { highest = max(highest, n) }
        return .visitChildren
    }
}
