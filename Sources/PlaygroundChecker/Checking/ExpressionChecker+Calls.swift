import PlaygroundSyntax
import SwiftSyntax

/// Calls: finding the candidates and matching arguments to parameters (ranking them is in
/// `+OverloadRanking`, their requirements in `+CallRequirements`).
extension ExpressionChecker {
    func call(_ e: FunctionCallExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        let args = Argument.list(of: e)
        let callee = e.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if let local = lookupLocal(name), case .function = resolve(local.type) {
                if let labels = local.labels { try requireLabels(labels, of: args, at: e) }
                return try apply(Expr(.local(name), local.type, ref), args, at: e)
            }
            if let type = typeReference(callee) {
                return try initializer(of: type, args, expected: expected, at: e)
            }
            if let selfType {
                let methods = allFunctions(named: name, on: selfType, isStatic: false)
                if !methods.isEmpty {
                    try requireExplicitSelf("call to method", name, at: ref)
                    return try resolveCall(methods, receiver: .instance(selfReference(selfType, at: ref)), args, expected: expected, at: e)
                }
                let statics = allFunctions(named: name, on: selfType, isStatic: true)
                if !statics.isEmpty { return try resolveCall(statics, receiver: .type(selfType), args, expected: expected, at: e) }
                if case .property(_, let t)? = try propertyMember(named: name, on: selfType, at: ref), case .function = resolve(t) {
                    return try apply(try check(callee), args, at: e)
                }
            } else if isStaticMember, let owner = genericScope.selfType {
                // In a static method, the type's other static methods are named alone.
                let statics = allFunctions(named: name, on: owner, isStatic: true)
                if !statics.isEmpty { return try resolveCall(statics, receiver: .type(owner), args, expected: expected, at: e) }
            }
            for outer in enclosingTypes() {
                let statics = allFunctions(named: name, on: outer.declaredType, isStatic: true)
                if !statics.isEmpty { return try resolveCall(statics, receiver: .type(outer.declaredType), args, expected: expected, at: e) }
            }
            if let functions = table.functions[name], !functions.isEmpty {
                return try resolveCall(functions, receiver: .none, args, expected: expected, at: e)
            }
            // `type(of: x)`: the standard library's special form, `x`'s dynamic type.
            if name == "type", args.count == 1, args[0].label == "of", let operand = args[0].syntax {
                // The operand's type as solved by now, for the run time's static fallback.
                let checked = try check(operand), value = Expr(checked.kind, resolve(checked.type), checked.syntax)
                return Expr(.dynamicType(value), .metatype(value.type), e)
            }
            return try apply(try check(callee), args, at: e)
        }
        if callee.is(GenericSpecializationExprSyntax.self) || callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) {
            if let type = typeReference(callee) { return try initializer(of: type, args, expected: expected, at: e) }
            // `[String: Feed]()` with no `Feed`: the type that is missing, not a literal's complaint.
            if let missing = missingTypeName(inCollectionType: callee) {
                throw CheckError("cannot find '\(missing.text)' in scope", at: missing)
            }
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if member.base?.is(SuperExprSyntax.self) == true, name == "init" { return try superInit(args, at: e) }
            if name == "init", member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let delegated = try selfInit(args, at: e) {
                return delegated
            }
            if member.base != nil, let type = typeReference(callee) {
                return try initializer(of: type, args, expected: expected, at: e)
            }
            guard let baseSyntax = member.base else { return try implicitMemberCall(name, args, expected: expected, at: e, member: member) }
            if moduleQualifiedName(member) != nil, typeReference(baseSyntax) == nil {
                // `Swift.max(a, b)`: the module's function, whatever a type or local calls its own.
                guard let functions = table.functions[name], !functions.isEmpty else {
                    throw noModuleMember(member)
                }
                return try resolveCall(functions, receiver: .none, args, expected: expected, at: e)
            }
            if let type = typeReference(baseSyntax) {
                if name == "init" { return try initializer(of: type, args, expected: expected, at: e) }
                return try staticCall(name, on: type, args, expected: expected, at: e, member: member)
            }
            let start = solver
            let base = try check(baseSyntax, expected: try elementSearchBase(baseSyntax, name, args)
                ?? (Self.isImplicitMemberChain(baseSyntax) ? implicitChainBaseType(expected) : nil) ?? madeValueBase(baseSyntax, name, expected))
            do throws(CheckError) {
                return try methodCall(name, on: base, args, expected: expected, at: e, member: member)
            } catch {
                // `(50...60).value(percent: d)` with `value` of `ClosedRange where Bound:
                // BinaryFloatingPoint`: swiftc types the literals from the method's constraints,
                // so integer literals the call does not take as `Int` are tried as `Double`.
                guard Self.isIntegerLiteralsOnly(baseSyntax), let asDouble = Self.integersAsDouble(resolve(base.type)) else { throw error }
                solver = start
                guard let retyped = try? check(baseSyntax, expected: asDouble), resolve(retyped.type) == asDouble,
                      let call = try? methodCall(name, on: retyped, args, expected: expected, at: e, member: member) else {
                    throw error
                }
                return call
            }
        }
        // `{ … }()`: a closure called where it is written returns what the call's context wants
        // (`mode = { if shift { return .scale }; return .normal }()`).
        if callee.is(ClosureExprSyntax.self), args.isEmpty, let expected, !solver.isUnresolved(expected) {
            return try apply(try check(callee, expected: .function([], expected)), args, at: e)
        }
        return try apply(try check(callee), args, at: e)
    }

    /// Calls a value of function type.
    func apply(_ function: Expr, _ args: [Argument], at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        // `value(…)` on a type with `callAsFunction` (SE-0253): `dismiss()`, `(layout) { … }`.
        if case .nominal = resolve(function.type) { checker.loadDeclarations(reachedBy: ["callAsFunction"]) }
        if case .nominal = resolve(function.type), !allFunctions(named: "callAsFunction", on: resolve(function.type), isStatic: false).isEmpty {
            let methods = allFunctions(named: "callAsFunction", on: resolve(function.type), isStatic: false)
            return try resolveCall(methods, receiver: .instance(function), args, expected: nil, at: e)
        }
        guard case .function(let params, let result) = resolve(function.type) else {
            throw CheckError("cannot call value of non-function type '\(resolve(function.type).sugared)'", at: function.syntax)
        }
        guard params.count == args.count else {
            throw CheckError(args.count > params.count ? "extra argument in call" : "missing argument for parameter #\(args.count + 1) in call", at: e)
        }
        var checked: [Expr] = []
        for (param, arg) in zip(params, args) {
            if case .inoutParameter(let base) = resolve(param) {
                checked.append(try inoutArgument(arg, type: base))
            } else {
                try rejectAmpersand(arg, type: param)
                checked.append(try convert(try argumentValue(arg, expected: param, builder: nil), to: param))
            }
        }
        return Expr(.apply(function, checked), resolve(result), e)
    }

    func methodCall(_ name: String, on base: Expr, _ args: [Argument], expected: SwiftType?, at e: FunctionCallExprSyntax, member: MemberAccessExprSyntax) throws(CheckError) -> Expr {
        let baseType = resolve(base.type)
        // `type(of: shape).make()`: a static member of the type the metatype value holds.
        if case .metatype(let instanceType) = baseType {
            let statics = allFunctions(named: name, on: instanceType, isStatic: true)
            if !statics.isEmpty { return try resolveCall(statics, receiver: .metatype(base, instanceType: instanceType), args, expected: expected, at: e) }
        }
        let functions = allFunctions(named: name, on: baseType, isStatic: false)
        if functions.isEmpty {
            if case .property(let p, let t)? = try lookupMember(named: name, on: baseType, isStatic: false, at: member) {
                if case .function = resolve(t) { return try apply(Expr(.property(base, p), t, member), args, at: e) }
                // `self.dismiss()`: a value with `callAsFunction`.
                if !allFunctions(named: "callAsFunction", on: resolve(t), isStatic: false).isEmpty {
                    return try apply(Expr(.property(base, p), t, member), args, at: e)
                }
                // `self.handler(x)` with `var handler: Handler!`.
                let read = implicitlyUnwrapped(Expr(.property(base, p), t, member), expected: nil)
                if case .forceUnwrap = read.kind, case .function = resolve(read.type) { return try apply(read, args, at: e) }
            }
            if let dynamic = anyObjectCall(name, on: base, args, at: e) { return dynamic }
            if let wrapped = baseType.optionalWrapped, !allFunctions(named: name, on: wrapped, isStatic: false).isEmpty {
                throw CheckError("value of optional type '\(baseType.sugared)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.sugared)'", at: member.declName)
            }
            throw CheckError("value of type '\(baseType.sugared)' has no member '\(name)'", at: member.declName)
        }
        let start = solver
        do throws(CheckError) {
            return try resolveCall(functions, receiver: .instance(base), args, expected: expected, at: e)
        } catch {
            // A stored closure named like a method (`var headerView: () -> any View` beside
            // `func headerView(_:)`): the call that fits no method calls the closure.
            solver = start
            guard case .property(let p, let t)? = try? lookupMember(named: name, on: baseType, isStatic: false, at: member),
                  case .function = resolve(t),
                  let call = try? apply(Expr(.property(base, p), t, member), args, at: e) else { throw error }
            return call
        }
    }

    func staticCall(_ name: String, on type: SwiftType, _ args: [Argument], expected: SwiftType?, at e: FunctionCallExprSyntax, member: MemberAccessExprSyntax) throws(CheckError) -> Expr {
        let functions = allFunctions(named: name, on: type, isStatic: true)
        if !functions.isEmpty { return try resolveCall(functions, receiver: .type(type), args, expected: expected, at: e) }
        if case .nominal(let id, _) = type, let decl = table.nominal(id), let c = decl.enumCases[name] {
            return try resolveCall([checker.enumConstructor(decl, c)], receiver: .type(type), args, expected: expected, at: e)
        }
        if case .property(_, let t)? = try lookupMember(named: name, on: type, isStatic: true, at: member), case .function = resolve(t) {
            return try apply(try staticMember(name, of: type, at: member, expected: nil), args, at: e)
        }
        throw CheckError("type '\(type.sugared)' has no member '\(name)'", at: member.declName)
    }

    // MARK: Overload resolution

    /// Picks the best candidate for the arguments; reports the most relevant failure otherwise.
    func resolveCall(_ candidates: [FunctionDecl], receiver: CallReceiver, _ args: [Argument], expected: SwiftType?, at e: some SyntaxProtocol) throws(CheckError) -> Expr {
        var best: (Expr, OverloadScore, Solver, FunctionDecl)?
        var failures: [(Int, CheckError)] = []
        var ambiguity: (CheckError, OverloadScore)?
        let startSolver = solver
        // Disfavored overloads come last and are not tried once a favored one fits as well in
        // everything ranked before disfavor: they could only lose (and trying `Text`'s
        // `some StringProtocol` form would load `String`'s whole protocol family for `Text("a")`).
        var failed: [(index: Int, failure: CandidateFailure)] = []
        let order = candidates.indices.filter { !candidates[$0].isDisfavored } + candidates.indices.filter { candidates[$0].isDisfavored }
        for index in order {
            let candidate = candidates[index]
            if candidate.isDisfavored, let best, best.1.resultMismatch == 0, best.1.disfavored == 0,
               best.1.unavailable <= (candidate.unavailableMessage == nil ? 0 : 1) { continue }
            solver = startSolver
            do throws(CandidateFailure) {
                let (expr, score) = try attempt(candidate, receiver: receiver, args, expected: expected, at: e)
                let found = solver
                if let best, Self.differOnlyInBuilders(candidate, best.3), score == best.1 {
                    // Both builders accept the closure: Swift cannot choose either.
                    ambiguity = (CheckError("ambiguous use of '\(candidate.fullName)'", at: Self.calleeName(of: e)), score)
                }
                if best == nil || isBetter(candidate, score, than: best!.3, best!.1, receiver: receiver, from: startSolver, at: e) {
                    best = (expr, score, found, candidate)
                }
            } catch {
                failed.append((index, error))
            }
        }
        failures = failed.sorted { $0.index < $1.index }.map { ($0.failure.progress, $0.failure.error) }
        // A candidate whose type did not resolve runs nothing, and an argument that failed only
        // for a declaration like that: errors already reported.
        if let chosen = best?.3, chosen.hasUnresolvedType {
            solver = startSolver
            throw CheckError.followingOn(chosen.fullName, at: e)
        }
        if best == nil, let followOn = failures.first(where: { $0.1.isFollowOn }) {
            solver = startSolver
            throw followOn.1
        }
        if let (expr, score, finalSolver, _) = best {
            if let (error, tied) = ambiguity, tied == score { throw error }
            solver = finalSolver
            if case .call(let call) = expr.kind, let message = call.function.unavailableMessage {
                // `@available(*, unavailable)` without a message: Swift says no more than that.
                throw CheckError("'\(call.function.name)' is unavailable" + (message == "unavailable" ? "" : ": \(message)"), at: e)
            }
            if case .call(let call) = expr.kind { try requireMutableReceiver(of: call, at: e) }
            return expr
        }
        solver = startSolver
        let callee = candidates.first.map { ($0.owner.map { $0.id.qualifiedName + "." } ?? "") + $0.name }
        let failure = callFailure(candidates, failures, args, at: e)
        throw callee.map(failure.about) ?? failure
    }

    /// The most relevant of the candidates' failures, as swiftc explains a call that fits none.
    private func callFailure(_ candidates: [FunctionDecl], _ failures: [(Int, CheckError)], _ args: [Argument], at e: some SyntaxProtocol) -> CheckError {
        var failures = failures
        // swiftc explains a failure by the favored overloads (`Text(42)`: not LocalizedStringKey),
        // unless a disfavored one took a later argument (`Section(title) { Unknown() }` with a
        // `String` title: its error is in the closure).
        let favored = candidates.indices.filter { !candidates[$0].isDisfavored }
        let allFailed = failures.count == candidates.count
        let favoredProgress = allFailed ? favored.map { failures[$0].0 }.max() ?? 0 : 0
        let laterArgument = allFailed && candidates.indices.contains { index in
            candidates[index].isDisfavored && failures[index].0 > favoredProgress && failures[index].0 < 2000
        }
        let explained = !favored.isEmpty && favored.count < candidates.count && allFailed && !laterArgument
        let candidates = explained ? favored.map { candidates[$0] } : candidates
        if explained { failures = favored.map { failures[$0] } }
        let maxProgress = failures.map(\.0).max() ?? 0
        let relevant = failures.filter { $0.0 == maxProgress }
        if relevant.count > 1, maxProgress < 1000,
           let sameArity = zip(candidates, failures).first(where: { $0.0.parameters.count == args.count && $0.1.0 == maxProgress }) {
            return sameArity.1.1
        }
        // Every argument fitted but some parameters were left without one: swiftc names the missing
        // parameter of the candidate that lacks the fewest (`Button("Tap")` lacks `action`).
        if !relevant.isEmpty, maxProgress < 1000 {
            // A trailing closure stuck at a parameter that takes no closure (`Picker("Flavor") { … }`
            // stops at `selection:`): swiftc reports that parameter as missing.
            let withoutTrailing = args.filter { !($0.isTrailingClosure && $0.label == nil) }
            let lacking = zip(candidates, failures).compactMap { fn, failure -> (FunctionDecl, (Int, CheckError))? in
                guard failure.0 == maxProgress else { return nil }
                let message = failure.1.diagnostic.message
                if message.hasPrefix("missing argument for parameter") { return (fn, failure) }
                guard message.hasPrefix("trailing closure passed to parameter"), withoutTrailing.count < args.count else { return nil }
                do throws(CheckError) { _ = try matchArguments(fn, withoutTrailing, at: e) } catch {
                    if error.diagnostic.message.hasPrefix("missing argument for parameter") { return (fn, (failure.0, error)) }
                }
                return nil
            }
            func missingCount(_ fn: FunctionDecl) -> Int { fn.parameters.filter { $0.defaultValue == nil && !$0.isVariadic }.count - args.count }
            if let fewest = lacking.min(by: { missingCount($0.0) < missingCount($1.0) }),
               lacking.filter({ missingCount($0.0) == missingCount(fewest.0) }).count == 1 || lacking.count == relevant.count {
                return fewest.1.1
            }
        }
        if relevant.count > 1, maxProgress < 1000 {
            let what = candidates.first?.kind == .initializer ? "initializer" : "instance method"
            return CheckError("no exact matches in call to \(what) '\(candidates[0].kind == .initializer ? "init" : candidates[0].name)'", at: e)
        }
        // Every overload failed in the same method of its builder (two builders' `buildBlock`s
        // each rejecting a component): swiftc names that method.
        let builderMethods = relevant.compactMap { Self.failedBuilderMethod($0.1.diagnostic.message) }
        if relevant.count > 1, builderMethods.count == relevant.count, Set(builderMethods).count == 1 {
            return CheckError("no exact matches in reference to static method '\(builderMethods[0])'", at: e)
        }
        // A closure that fits a candidate's parameters and fails in its body says more than one
        // that another candidate takes with a different number of parameters.
        let closureFits = relevant.first { !Self.isClosureArityMismatch($0.1.message) }
        return (closureFits ?? relevant.first)?.1 ?? CheckError("no candidates", at: e)
    }

    /// Whether `message` says a closure takes another number of parameters than the context gives.
    static func isClosureArityMismatch(_ message: String) -> Bool {
        message.hasPrefix("contextual type for closure argument list expects")
            || message.hasPrefix("contextual closure type") && message.contains(" expects ")
    }

    /// An overload that did not fit, and how far it got (labels < types < requirements).
    struct CandidateFailure: Error {
        let progress: Int
        let error: CheckError
    }

    func attempt(_ fn: FunctionDecl, receiver: CallReceiver, _ args: [Argument], expected: SwiftType?, at e: some SyntaxProtocol) throws(CandidateFailure) -> (Expr, OverloadScore) {
        var progress = 0
        do throws(CheckError) {
            var sub = Substitution()
            var receiverExpr: Expr?
            var score = OverloadScore()
            let startConversions = solver.conversions
            score.unavailable = fn.unavailableMessage == nil ? 0 : 1
            score.disfavored = fn.isDisfavored ? 1 : 0
            score.protocolExtension = fn.isProtocolExtensionMember ? 1 : 0
            score.genericParameters = fn.genericParameters.count
            // A conformance to a refined protocol is more constraining (`S: InsettableShape` over `S: Shape`).
            score.constraints = fn.requirements.reduce(0) { total, r in
                guard case .conformance(_, let proto) = r, let decl = table.nominal(proto) else { return total + 1 }
                return total + 1 + system.allProtocols(of: decl).count
            }
            // Open the owner's and the function's generic parameters.
            if let owner = fn.owner {
                switch receiver {
                case .instance(let base):
                    receiverExpr = base
                    let baseType = resolve(base.type)
                    if owner.kind == .protocol { sub.bindings[owner.selfParameter] = baseType }
                    else { sub = system.substitution(for: baseType) }
                case .type(let type), .metatype(_, let type):
                    let type = resolve(type)
                    if owner.kind == .protocol {
                        sub.bindings[owner.selfParameter] = type
                    } else if case .nominal(_, let args) = type, args.count == owner.genericParameters.count {
                        sub = system.substitution(for: type)
                    } else {
                        for p in owner.genericParameters { sub.bindings[p] = solver.fresh() }
                    }
                    receiverExpr = nil
                    // An initializer a class inherits makes the subclass named (`Derived(name:)`).
                    if fn.kind == .initializer, owner.kind == .class, case .nominal(let id, _) = type, id != owner.id {
                        receiverExpr = Expr(.typeValue(type), .metatype(type), e)
                    }
                    // A class method runs the override of the class it is called on (`T.make()`,
                    // `type(of: shape).make()`): the call passes that class.
                    if fn.isStatic, fn.kind != .initializer, owner.kind == .class {
                        if case .metatype(let base, _) = receiver { receiverExpr = base } else { receiverExpr = Expr(.typeValue(type), .metatype(type), e) }
                    }
                    // A protocol's static requirement called on a metatype value (`t.make()` with
                    // `t: any P.Type`): the type the value holds has the witness.
                    if fn.isStatic, fn.kind != .initializer, owner.kind == .protocol, case .metatype(let base, _) = receiver { receiverExpr = base }
                case .none:
                    break
                }
            }
            for p in fn.genericParameters { sub.bindings[p] = solver.fresh(for: p) }
            for case .conformance(.parameter(let p), let proto) in fn.requirements + (fn.owner?.requirements ?? []) {
                if case .variable(let n)? = sub.bindings[p] { solver.protocolHints[n, default: []].append(proto) }
            }
            // A requirement on a pack (`each Content: View`) holds for every element.
            let ownGenerics = fn.genericParameters + (fn.kind == .initializer ? fn.owner?.genericParameters ?? [] : [])
            let packs = Set(ownGenerics.filter(\.isPack).compactMap { sub.bindings[$0] })
            let reqs = (fn.requirements + (fn.owner?.requirements ?? [])).map { r -> Requirement in
                switch r {
                case .conformance(let t, let p): .conformance(t.substituting(sub), p)
                case .sameType(let a, let b): .sameType(a.substituting(sub), b.substituting(sub))
                }
            }
            applySameTypeRequirements(reqs)
            // A generic type's initializer expected to make that type with some arguments known
            // (`TableColumn<Person, Never, _, _>` in a `TableColumnBuilder<Person, Never>`): they
            // type its closures' parameters, as the compiler's contextual type does.
            if fn.kind == .initializer, !fn.isFailable, let expected, let owner = fn.owner, owner.kind != .protocol, !owner.genericParameters.isEmpty {
                let made = resolve(owner.declaredType.substituting(sub)), wanted = resolve(expected)
                var trial = solver
                if made.nominalID == wanted.nominalID, trial.unify(made, wanted) { solver = trial }
            }
            // Match arguments to parameters.
            let matched: [Int: [Argument]]
            do throws(CheckError) { matched = try matchArguments(fn, args, at: e) } catch {
                progress = labelProgress
                throw error
            }
            progress = 1000
            // A closure argument is checked with what the context already says of the result
            // (`x?.map { $0 }` wanted as a `Values<T?>?` makes the closure return a `T?`, and
            // `let total: Double = xs.reduce(0, +)` makes the `0` a Double); not an
            // existential the result would only convert to. So is an argument of a parameter's
            // associated type (`let t: Tab? = make(0)` for `make<E>(_ raw: E.RawValue) -> E?`).
            let saysParameterTypes = args.contains { $0.isClosure || $0.isOperatorReference }
                || matched.keys.contains { dependsOnUnbound(fn.parameters[$0].type.substituting(sub)) }
            // Not an optional the result would only be promoted to, when an argument other than a
            // literal says the result (`reduce(into: [String: String]()) { … }` returned as a
            // `[String: String]?` accumulates a dictionary, not an optional).
            let argumentSaysResult = resolve(expected ?? .error).optionalWrapped != nil && matched.contains { index, arguments in
                resolve(fn.parameters[index].type.substituting(sub)) == resolve(fn.resultType.substituting(sub))
                    && arguments.allSatisfy { argument in argument.syntax.map { !$0.is(ClosureExprSyntax.self) && !Argument.isLiteral($0) } ?? false }
            }
            if let expected, saysParameterTypes, !argumentSaysResult, fn.opaqueResult == nil, fn.kind != .initializer, !fn.returnsDynamicSelf,
               !resolve(expected).isExistential, resolve(expected).nominalID.flatMap({ table.nominal($0) })?.kind != .protocol {
                var trial = solver
                if trial.unify(resolve(fn.resultType.substituting(sub)), expected) { solver = trial }
            }
            // So is an implicit member or key path argument of an initializer (`_phase =
            // State(wrappedValue: .empty)` wanted as a `State<Phase>`, `Query(sort: \.date)` as a
            // `Query<Bird>`): its base is the parameter the context binds.
            if let expected, fn.kind == .initializer, !fn.isFailable, let owner = fn.owner, owner.kind != .protocol,
               args.contains(where: \.takesTypeFromParameter), !resolve(expected).isExistential {
                var trial = solver
                let hints: [(name: String, type: SwiftType)] = if case .variable(let n) = resolve(expected) { solver.memberHints[n] ?? [] } else { [] }
                if trial.unify(resolve(owner.declaredType.substituting(sub)), expected) {
                    // What the outer call's requirements say of the type made (its `Compared`).
                    for hint in hints {
                        guard let member = system.memberType(of: trial.resolve(expected), named: hint.name) else { continue }
                        var hinted = trial
                        if hinted.unify(member, hint.type) { trial = hinted }
                    }
                    solver = trial
                }
            }
            hintAssociatedTypes(fn, matched, sub)
            var values: [Int: Expr] = [:]
            var variadic: [Int: [Expr]] = [:]
            // Closures last; number literals, key paths whose root is not known yet, and arguments
            // of a parameter's associated type (`value: Binding<F.FormatInput>`) just before them.
            let rank = { (index: Int) in
                let type = fn.parameters[index].type.substituting(sub)
                return matched[index]!.contains(where: \.isClosure) ? 2
                    : matched[index]!.allSatisfy({ $0.isNumberLiteral || self.waitsForRoot($0, type) }) || self.dependsOnUnbound(type) ? 1 : 0
            }
            var order = matched.keys.sorted { a, b in rank(a) == rank(b) ? a < b : rank(a) < rank(b) }
            // An argument whose type is left unknown (`selection: $selection` and the columns of a
            // `Table` whose rows, in the last closure, say the row type) goes after the others once.
            var deferred = Set<Int>()
            var next = 0
            while next < order.count {
                let index = order[next]
                next += 1
                let before = solver
                let secondTry = deferred.contains(index)
                if secondTry { retriesInProgress += 1 }
                defer { if secondTry { retriesInProgress -= 1 } }
                do throws(CheckError) {
                    // A candidate that fails at a later argument (a closure's body, checked last) is
                    // the more relevant failure: swiftc reports the body's error, not an earlier
                    // overload's mismatched argument.
                    if index != order.first { progress += 1 }
                    let param = fn.parameters[index]
                    let paramType = param.type.substituting(sub)
                    if case .packExpansion(let pattern) = param.type {
                        score.usesPack = 1
                        var elements: [Expr] = []
                        for arg in matched[index]! { elements.append(try argumentValue(arg, expected: nil, builder: nil)) }
                        _ = solver.unify(pattern.substituting(sub), .tuple(elements.map(\.type)))
                        variadic[index] = elements
                    } else if param.isVariadic, case .nominal(_, let elementArgs) = paramType {
                        var elements: [Expr] = []
                        for arg in matched[index]! {
                            try rejectAmpersand(arg, type: elementArgs[0])
                            elements.append(try convert(try argumentValue(arg, expected: elementArgs[0], builder: nil), to: elementArgs[0]))
                        }
                        variadic[index] = elements
                    } else if let arg = matched[index]?.first {
                        applySameTypeRequirements(reqs)
                        let target = system.normalize(solver.resolve(paramType))
                        if param.isInout {
                            values[index] = try inoutArgument(arg, type: target)
                            continue
                        }
                        try rejectAmpersand(arg, type: target)
                        if param.isAutoclosure, case .function([], let result) = target {
                            values[index] = try autoclosure(try argumentValue(arg, expected: result, builder: nil), result: result)
                            continue
                        }
                        let builderArguments = param.builder == nil ? [] : self.builderArguments(of: fn, parameter: index).map { resolve($0.substituting(sub)) }
                        nextClosureEscapes = param.isEscaping && arg.checked == nil && arg.syntax?.is(ClosureExprSyntax.self) == true
                        let value = try argumentValue(arg, expected: target, builder: param.builder, builderArguments: builderArguments)
                        nextClosureEscapes = false
                        try requireThrowsAllowed(value, parameter: param)
                        guard let converted = tryConvert(value, to: target) ?? pointerArgument(value, to: target) else {
                            throw CheckError("cannot convert value of type '\(resolve(value.type).sugared)' to expected argument type '\(expectedTypeText(param, target))'", at: value.syntax)
                        }
                        values[index] = converted
                    }
                } catch {
                    guard next < order.count, error.leavesATypeUnknown, retriesInProgress < Self.nestedRetryLimit,
                          deferred.insert(index).inserted else { throw error }
                    solver = before
                    nextClosureEscapes = false
                    order.append(index)
                }
            }
            progress = 2000
            // A pack given no arguments is empty (`Box()` of `init(_ v: repeat each T)` is `Box<Pack{}>`).
            for (index, param) in fn.parameters.enumerated() where matched[index] == nil {
                if case .packExpansion(let pattern) = param.type { _ = solver.unify(pattern.substituting(sub), .tuple([])) }
            }
            // SE-0347: a generic parameter that only a defaulted parameter uses takes the default's type.
            for (index, param) in fn.parameters.enumerated() where values[index] == nil && variadic[index] == nil {
                let ownGenerics = fn.genericParameters + (fn.kind == .initializer ? fn.owner?.genericParameters ?? [] : [])
                guard let value = param.defaultValue, case .parameter(let g) = param.type, ownGenerics.contains(g),
                      let bound = sub.bindings[g], solver.isUnresolved(resolve(bound)) else { continue }
                _ = solver.unify(resolve(bound), try checker.defaultArgumentType(fn, value: value, parameter: g))
            }
            applySameTypeRequirements(reqs)
            for requirement in reqs {
                switch requirement {
                case .conformance(let t, let proto):
                    let type = resolve(t)
                    // A function or tuple never conforms (a pack's tuple is checked element by element below).
                    switch type {
                    case .function:
                        throw CheckError(requirementMessage(fn, type: type, proto: proto), at: e)
                    case .tuple where !packs.contains(t):
                        throw CheckError(requirementMessage(fn, type: type, proto: proto), at: e)
                    default: break
                    }
                    if solver.isUnresolved(type) { continue }
                    if opensExistential(type, of: fn, for: proto, sub) { continue }
                    let elements: [SwiftType]
                    if packs.contains(t), case .tuple(let packed, _) = type { elements = packed } else { elements = [type] }
                    for element in elements where !system.conforms(element, to: proto, requirements: requirements) {
                        throw CheckError(requirementMessage(fn, type: element, proto: proto), at: e)
                    }
                case .sameType(let a, let b):
                    // `resolve` applies the caller's own `where` clauses (`P.Output == Output`).
                    if !solver.unify(resolve(a), resolve(b)) {
                        throw CheckError(sameTypeMessage(fn, resolve(a), resolve(b)), at: e)
                    }
                }
            }
            // The result, and the contextual type if it helps bind what is left.
            var result: SwiftType
            if fn.kind == .initializer, let owner = fn.owner {
                // A protocol's initializer makes the conforming type (`E(rawValue:)` is an `E?`).
                result = resolve((owner.kind == .protocol ? .parameter(owner.selfParameter) : owner.declaredType).substituting(sub))
                if case .metatype(let constructed)? = receiverExpr?.type { result = constructed }
                if fn.isFailable { result = DeclarationTable.optional(result) }
            } else if fn.returnsDynamicSelf, let receiverExpr {
                result = resolve(receiverExpr.type)
            } else {
                result = resolve(try checker.resultType(of: fn, at: e).substituting(sub))
            }
            if let expected {
                var trial = solver
                if trial.unify(result, expected) { solver = trial; result = resolve(result) } else { score.resultMismatch = 1 }
            }
            // What the contextual type bound must meet the requirements too
            // (`let c: _ConditionalContent<Text, String> = ViewBuilder.buildEither(first: …)`).
            for case .conformance(let t, let proto) in reqs where !packs.contains(t) {
                let type = resolve(t)
                if !solver.isUnresolved(type), !type.contains(where: { if case .variable = $0 { true } else { false } }),
                   !system.conforms(type, to: proto, requirements: requirements), !opensExistential(type, of: fn, for: proto, sub) {
                    throw CheckError(requirementMessage(fn, type: type, proto: proto), at: e)
                }
            }
            score.conversions = solver.conversions - startConversions
            // A literal typed as other than its default type (`17` as a Double) ranks after one that is not.
            for index in fn.parameters.indices {
                guard let arg = matched[index]?.first?.syntax, let value = values[index] else { continue }
                let type = resolve(value.type)
                if arg.is(IntegerLiteralExprSyntax.self), type != DeclarationTable.int { score.conversions += 1 }
            }
            var defaults: [Int: Expr] = [:]
            for (index, param) in fn.parameters.enumerated() where values[index] == nil && variadic[index] == nil {
                guard let value = param.defaultValue else { continue }
                // `#function` as a default argument names the caller (`log()` in `load()`: "load()").
                if value.as(MacroExpansionExprSyntax.self)?.macroName.text == "function" {
                    defaults[index] = Expr(.string(Self.functionName(enclosing: Syntax(e))), resolve(param.type.substituting(sub)), e)
                    continue
                }
                defaults[index] = try checker.defaultArgument(fn, index: index, value: value, type: resolve(param.type.substituting(sub)))
            }
            let box = SubstitutionBox(Substitution(sub.bindings.mapValues { resolve($0) }))
            openSubstitutions.append(box)
            let call = Call(
                function: fn, receiver: receiverExpr,
                arguments: fn.parameters.indices.map { values[$0] }, variadic: variadic,
                substitutionBox: box, defaults: defaults)
            return (Expr(.call(call), result, e), score)
        } catch {
            throw CandidateFailure(progress: progress, error: error)
        }
    }
}
