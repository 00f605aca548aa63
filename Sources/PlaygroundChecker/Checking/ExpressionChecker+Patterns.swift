import SwiftDiagnostics
import PlaygroundSyntax
import SwiftSyntax

/// Conditions (`if let`, `if case`, `#available`) and switch patterns.
extension ExpressionChecker {
    /// Checks a condition list; bindings are declared in the current scope.
    func checkConditions(_ list: ConditionElementListSyntax) throws(CheckError) -> [Condition] {
        var out: [Condition] = []
        for element in list {
            switch element.condition {
            case .expression(let e):
                if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                    throw CheckError("use of '=' in a boolean context, did you mean '=='?", at: infix.operator)
                }
                out.append(.boolean(try check(e, convertingTo: DeclarationTable.bool)))
            case .optionalBinding(let binding) where Self.isTuplePattern(binding.pattern):
                out.append(try tupleBinding(binding))
            case .optionalBinding(let binding):
                let wildcard = binding.pattern.trimmedDescription == "_" ? "_" : nil
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? wildcard, binding.initializer != nil || wildcard == nil else {
                    throw CheckError("only simple names are supported in optional bindings", at: binding.pattern)
                }
                let value = try bindingValue(binding, name: name)
                guard let wrapped = resolve(value.type).optionalWrapped else {
                    let node = binding.initializer.map { Syntax($0.value) } ?? Syntax(binding.pattern)
                    throw CheckError("initializer for conditional binding must have Optional type, not '\(resolve(value.type).sugared)'", at: node)
                }
                if name != "_" { declare(name, Local(type: wrapped, isMutable: binding.bindingSpecifier.tokenKind == .keyword(.var))) }
                out.append(.optionalBinding(name, value))
            case .matchingPattern(let matching):
                let value = try check(matching.initializer.value)
                out.append(.pattern(try pattern(matching.pattern, subjectType: resolve(value.type), binding: false), value))
            case .availability(let availability):
                if availability.availabilityKeyword.tokenKind == .poundUnavailable,
                   availability.availabilityArguments.contains(where: { $0.argument.as(TokenSyntax.self)?.tokenKind == .binaryOperator("*") }) {
                    throw CheckError("platform wildcard '*' is always implicit in #unavailable", at: availability)
                }
                out.append(.availability(availability.availabilityKeyword.tokenKind == .poundAvailable))
            }
        }
        return out
    }

    /// `(a, b)`, as a pattern or as the expression the parser makes of it.
    static func isTuplePattern(_ pattern: PatternSyntax) -> Bool {
        pattern.is(TuplePatternSyntax.self) || pattern.as(ExpressionPatternSyntax.self)?.expression.is(TupleExprSyntax.self) == true
    }

    /// `if let (index, action) = pair`: the optional's value matched by the tuple pattern, as
    /// `if case let (index, action)? = pair` matches it.
    private func tupleBinding(_ binding: OptionalBindingConditionSyntax) throws(CheckError) -> Condition {
        guard let initializer = binding.initializer else {
            throw CheckError("only simple names are supported in optional bindings", at: binding.pattern)
        }
        let value = try check(initializer.value)
        guard let wrapped = resolve(value.type).optionalWrapped else {
            throw CheckError("initializer for conditional binding must have Optional type, not '\(resolve(value.type).sugared)'", at: initializer.value)
        }
        let outer = bindsVar
        bindsVar = binding.bindingSpecifier.tokenKind == .keyword(.var)
        defer { bindsVar = outer }
        return .pattern(.optionalSome(try pattern(binding.pattern, subjectType: resolve(wrapped), binding: true)), value)
    }

    /// The value an optional binding unwraps: its initializer's, or for `if let name` the
    /// variable of that name (a reference made for it, its errors reported at the name).
    private func bindingValue(_ binding: OptionalBindingConditionSyntax, name: String) throws(CheckError) -> Expr {
        if let initializer = binding.initializer { return try check(initializer.value) }
        do {
            return try check(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))))
        } catch {
            throw error.moved(to: binding.pattern)
        }
    }

    /// The patterns of a `case` label (or a wildcard for `default`) and its `where` clause.
    func casePatterns(_ clause: SwitchCaseSyntax, subjectType: SwiftType) throws(CheckError) -> ([Pattern], Expr?) {
        guard case .case(let label) = clause.label else { return ([.wildcard], nil) }
        var patterns: [Pattern] = []
        var guardExpr: Expr?
        var first: [(String, SwiftType, Syntax)]?
        var firstVars: Set<String> = []
        for item in label.caseItems {
            boundNames = []
            boundVars = []
            patterns.append(try pattern(item.pattern, subjectType: subjectType, binding: false))
            // Every pattern of a case binds its names with the same types, and as `let` or `var` alike.
            if let first {
                for (name, type, node) in boundNames {
                    guard first.contains(where: { $0.0 == name }) else { continue }
                    if firstVars.contains(name) != boundVars.contains(name) {
                        let (this, previous) = boundVars.contains(name) ? ("var", "let") : ("let", "var")
                        throw CheckError("'\(this)' pattern binding must match previous '\(previous)' pattern binding", at: node)
                    }
                    guard let earlier = first.first(where: { $0.0 == name })?.1, resolve(earlier) != resolve(type) else { continue }
                    throw CheckError("pattern variable bound to type '\(resolve(type).sugared)', expected type '\(resolve(earlier).sugared)'", at: node)
                }
            } else {
                first = boundNames
                firstVars = boundVars
            }
            if let whereClause = item.whereClause {
                guardExpr = try check(whereClause.condition, convertingTo: DeclarationTable.bool)
            }
        }
        return (patterns, guardExpr)
    }

    /// The variable a `for` loop binds each element to, declared in the loop body's scope. A
    /// simple name is the variable itself; a tuple pattern (`for (i, x) in …`) or a `case`
    /// pattern (`for case let x? in …`) binds a temporary, and the condition matches it against
    /// the pattern, binding its names: an element that does not match is skipped.
    func loopVariable(_ forStmt: ForStmtSyntax, element: SwiftType) throws(CheckError) -> (name: String, match: Condition?) {
        if forStmt.caseKeyword == nil {
            if let name = forStmt.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                declare(name, Local(type: element, isMutable: false))
                return (name, nil)
            }
            if forStmt.pattern.is(WildcardPatternSyntax.self) { return ("_", nil) }
        }
        if let tuple = forStmt.pattern.as(TuplePatternSyntax.self) {
            guard case .tuple(let types, _) = resolve(element), types.count == tuple.elements.count else {
                throw CheckError("pattern cannot match values of type '\(resolve(element).sugared)'", at: forStmt.sequence)
            }
        }
        let variable = temporary()
        declare(variable, Local(type: element, isMutable: false))
        let matched = try pattern(forStmt.pattern, subjectType: resolve(element), binding: forStmt.caseKeyword == nil)
        return (variable, .pattern(matched, Expr(.local(variable), element, forStmt.pattern)))
    }

    /// Checks a pattern against the subject's type, declaring its bindings.
    func pattern(_ syntax: PatternSyntax, subjectType: SwiftType, binding: Bool) throws(CheckError) -> Pattern {
        if syntax.is(WildcardPatternSyntax.self) { return .wildcard }
        if let id = syntax.as(IdentifierPatternSyntax.self) {
            declare(id.identifier.text, Local(type: subjectType, isMutable: bindsVar))
            if bindsVar { boundVars.insert(id.identifier.text) }
            boundNames.append((id.identifier.text, subjectType, Syntax(id)))
            return .binding(id.identifier.text)
        }
        if let value = syntax.as(ValueBindingPatternSyntax.self) {
            let outer = bindsVar
            bindsVar = value.bindingSpecifier.tokenKind == .keyword(.var)
            defer { bindsVar = outer }
            return try pattern(value.pattern, subjectType: subjectType, binding: true)
        }
        if let tuple = syntax.as(TuplePatternSyntax.self) {
            guard case .tuple(let types, _) = subjectType, types.count == tuple.elements.count else {
                throw CheckError("tuple pattern cannot match values of the non-tuple type '\(subjectType.sugared)'", at: tuple)
            }
            var out: [Pattern] = []
            for (element, type) in zip(tuple.elements, types) { out.append(try pattern(element.pattern, subjectType: type, binding: binding)) }
            return .tuple(out)
        }
        if let expression = syntax.as(ExpressionPatternSyntax.self) {
            return try expressionPattern(expression.expression, subjectType: subjectType, binding: binding)
        }
        // `case is Int`, `catch is CancellationError`: matches by the value's dynamic type.
        if let test = syntax.as(IsTypePatternSyntax.self) { return .cast(.wildcard, try resolveType(test.type)) }
        throw CheckError("this kind of pattern is not supported in the playground", at: syntax)
    }

    func expressionPattern(_ e: ExprSyntax, subjectType: SwiftType, binding: Bool) throws(CheckError) -> Pattern {
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        // `(value)`: parentheses around a pattern; `(let a, let q)`: a tuple pattern.
        if let tuple = e.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try expressionPattern(only.expression, subjectType: subjectType, binding: binding)
            }
            if case .tuple(let types, _) = resolve(subjectType), types.count == tuple.elements.count {
                var elements: [Pattern] = []
                for (element, type) in zip(tuple.elements, types) {
                    elements.append(try expressionPattern(element.expression, subjectType: type, binding: binding))
                }
                return .tuple(elements)
            }
        }
        // `let s?` / `_?`: an optional pattern, matching a non-nil value.
        if let chained = e.as(OptionalChainingExprSyntax.self) {
            guard let wrapped = subjectType.optionalWrapped else {
                throw CheckError("pattern cannot match values of type '\(subjectType.sugared)'", at: e)
            }
            return .optionalSome(try expressionPattern(chained.expression, subjectType: wrapped, binding: binding))
        }
        if e.is(NilLiteralExprSyntax.self) {
            if subjectType.optionalWrapped != nil { return .enumCase("none", []) }
            checker.pendingWarnings.append(Diagnostic(node: Syntax(e), message: PlaygroundDiagnostic(
                "type '\(subjectType.sugared)' is not optional, value can never be nil; this is an error in the Swift 6 language mode",
                severity: .warning)))
            // Never matches: the subject is not an optional.
            return .optionalSome(.wildcard)
        }
        if let inner = e.as(PatternExprSyntax.self) { return try pattern(inner.pattern, subjectType: subjectType, binding: binding) }
        if let cast = e.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            let target = try resolveType(cast.type)
            return .cast(try expressionPattern(cast.expression, subjectType: target, binding: binding), target)
        }
        if binding, let ref = e.as(DeclReferenceExprSyntax.self) {
            declare(ref.baseName.text, Local(type: subjectType, isMutable: bindsVar))
            if bindsVar { boundVars.insert(ref.baseName.text) }
            boundNames.append((ref.baseName.text, subjectType, Syntax(ref)))
            return .binding(ref.baseName.text)
        }
        var enumType = subjectType.optionalWrapped ?? subjectType
        if let name = (e.as(MemberAccessExprSyntax.self) ?? e.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self))?.declName.baseName.text,
           subjectType.optionalWrapped != nil, name == "some" || name == "none" {
            enumType = subjectType
        }
        // `.name` or `.name(patterns…)` naming a case of the subject's enum.
        var member: MemberAccessExprSyntax?
        var arguments: LabeledExprListSyntax?
        if let m = e.as(MemberAccessExprSyntax.self) { member = m }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            member = m
            arguments = call.arguments
        }
        if let member, case .nominal(let id, _) = enumType, let decl = table.nominal(id), decl.kind == .enum,
           let c = decl.enumCases[member.declName.baseName.text] {
            let sub = system.substitution(for: enumType)
            var subpatterns: [Pattern] = []
            if let arguments, arguments.count > 1, c.payload.count == 1,
               case .tuple(let elements, _) = resolve(c.payload[0].substituting(sub)), elements.count == arguments.count {
                // `case let .tuple(a: a, b: b)` for `case tuple((a: Int, b: Int))`: the arguments match the one tuple.
                var inner: [Pattern] = []
                for (arg, element) in zip(arguments, elements) {
                    inner.append(try expressionPattern(arg.expression, subjectType: element, binding: binding))
                }
                subpatterns = [.tuple(inner)]
            } else if let arguments, arguments.count == 1, c.payload.count > 1 {
                subpatterns = try splatPattern(arguments.first!.expression, payload: c.payload.map { resolve($0.substituting(sub)) }, labels: c.labels, binding: binding)
            } else if let arguments {
                guard arguments.count == c.payload.count else {
                    throw CheckError("tuple pattern has the wrong length for tuple type '\(SwiftType.tuple(c.payload).sugared)'", at: e)
                }
                for (arg, payload) in zip(arguments, c.payload) {
                    subpatterns.append(try expressionPattern(arg.expression, subjectType: resolve(payload.substituting(sub)), binding: binding))
                }
            }
            let pattern = Pattern.enumCase(c.name, subpatterns)
            return subjectType.optionalWrapped != nil && enumType.nominalID?.qualifiedName != "Optional" ? .optionalSome(pattern) : pattern
        }
        // Otherwise `.name` is a static member matched by `~=` (`case .swallow:` of a struct's `static let`).
        if let member, member.base == nil,
           (try? lookupMember(named: member.declName.baseName.text, on: enumType, isStatic: true, at: member)) == nil {
            throw CheckError("type '\(enumType.sugared)' has no member '\(member.declName.baseName.text)'", at: member)
        }
        let value = try check(e, expected: subjectType)
        let valueType = resolve(value.type)
        if case .nominal(let id, let args) = valueType, ["Range", "ClosedRange", "PartialRangeUpTo", "PartialRangeThrough", "PartialRangeFrom"].contains(id.qualifiedName), args.first == subjectType {
            return .expression(value)
        }
        guard tryConvert(value, to: subjectType) != nil else {
            throw CheckError("expression pattern of type '\(valueType.sugared)' cannot match values of type '\(subjectType.sugared)'", at: e)
        }
        return .expression(value)
    }

    /// Swift requires a switch to cover every value; checks the cases it can reason about.
    func requireExhaustive(_ e: SwitchExprSyntax, subjectType: SwiftType, cases: [SwitchCase]) throws(CheckError) {
        let rows = cases.filter { $0.guardExpr == nil }.flatMap(\.patterns).map { [$0] }
        if !covers(rows, [subjectType]) { throw CheckError("switch must be exhaustive", at: e.switchKeyword) }
    }

    static func isIrrefutable(_ p: Pattern) -> Bool {
        switch p {
        case .wildcard, .binding: true
        case .tuple(let ps): ps.allSatisfy(isIrrefutable)
        default: false
        }
    }
}
