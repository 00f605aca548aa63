import PlaygroundSyntax
import SwiftOperators
import SwiftSyntax

/// Checks the expressions and statements of one body (a function, getter, closure or entry).
///
/// One solver spans the body, so types inferred in one statement (the two arms of an
/// `if`/`else` in a result builder) meet in a shared type variable.
final class ExpressionChecker {
    /// A local variable or parameter.
    struct Local {
        var type: SwiftType
        var isMutable: Bool
        /// A parameter pack (`repeat each Content`).
        var isPack = false
        /// Declared without a value (`let y: Int`) and not assigned yet.
        var isUninitialized = false
        /// A computed or observed local's accessors.
        var accessors: LocalAccessors? = nil
        /// A local function's argument labels, which its calls must write.
        var labels: [String?]? = nil
    }

    let checker: Checker
    var table: DeclarationTable { checker.table }
    var system: TypeSystem { checker.system }
    var solver = Solver()
    /// The protocols of the body's opaque result (`-> some Shape`) when no builder makes it.
    var opaqueResultProtocols: [NominalID] = []

    /// How many second tries are under way, one inside another: a builder's component checked
    /// again in its builder's context, an argument checked again after the others. Each checks
    /// what it holds twice, so an error deep in nested closures is bounded by `nestedRetryLimit`.
    var retriesInProgress = 0
    static let nestedRetryLimit = 3
    var scopes: [[String: Local]] = [[:]]
    /// The names the pattern being checked binds, with their types (a case's patterns must agree).
    var boundNames: [(String, SwiftType, Syntax)] = []
    /// Those of `boundNames` bound with `var`.
    var boundVars: Set<String> = []
    /// The pattern being checked is inside `var` (its names are mutable).
    var bindsVar = false
    /// Statements a case's patterns need at the start of its body (`ExpressionChecker+Splat.swift`).
    var patternPrelude: [Stmt] = []
    /// Generic parameters and requirements visible in the body.
    let genericScope: GenericScope
    /// The type of `self`, inside a type's members.
    let selfType: SwiftType?
    /// `self` may be mutated (initializers, mutating methods).
    let selfIsMutable: Bool
    /// Anonymous closure parameters (`$0`) of the closures being checked, innermost last.
    var anonymousParameters: [[SwiftType]] = []
    /// Inside an initializer, where `let` properties of `self` may be assigned once.
    var isInitializer = false
    /// In an `init?`, `return nil` ends the initialization with no value.
    var isFailableInitializer = false
    /// Inside a static member, a property's initial value or a default argument, where the type's
    /// static properties are named alone.
    var isStaticMember = false
    /// Inside a static member, where `self` is the type (`String(describing: self)`, `self.init(…)`).
    var selfIsType = false
    /// What each closure being checked reads from outside itself, innermost last.
    var captureFrames: [(base: Int, names: Set<String>, usesSelf: Bool, escapesWithoutSelf: Bool)] = []
    /// The next closure checked is an argument to an `@escaping` parameter.
    var nextClosureEscapes = false
    /// Arguments the last candidate placed before its labels failed (picks the most relevant error).
    var labelProgress = 0
    /// The `?` links of the optional chains being checked, innermost chain last.
    var chainFrames: [[(base: Expr, name: String)]] = []
    /// The chain temporaries a mutating method changed (`items?.append(x)`): their chains store
    /// them back (`ExpressionChecker.storingBack`).
    var mutatedChainTemporaries: Set<String> = []
    /// Substitutions of the calls checked so far, completed by `finish()`.
    var openSubstitutions: [SubstitutionBox] = []
    var openTypes: [TypeBox] = []

    /// A type box completed by `finish()`.
    func typeBox(_ type: SwiftType) -> TypeBox {
        let box = TypeBox(type)
        openTypes.append(box)
        return box
    }
    /// Counter for builder temporaries (`v0`, `v1`…).
    var temporaryCounter = 0

    init(checker: Checker, genericScope: GenericScope, selfType: SwiftType?, selfIsMutable: Bool) {
        self.checker = checker
        self.genericScope = genericScope
        self.selfType = selfType
        self.selfIsMutable = selfIsMutable
    }

    var requirements: [Requirement] { genericScope.requirements }

    /// Empty collection literals whose type is a generic parameter still open
    /// (`.replaceError(with: [:])`): what follows may fix it; `finish()` gives the rest their
    /// defaults.
    var openEmptyLiterals: [SwiftType] = []

    /// Gives each empty collection literal that its statement left open the type Swift gives
    /// it: `[AnyHashable: Any]` or `[Any]` (`let x = identity([:])`).
    func defaultOpenEmptyLiterals() {
        for literal in openEmptyLiterals {
            guard case .nominal(let id, let arguments) = resolve(literal) else { continue }
            let defaults = id.qualifiedName == "Dictionary" ? [.nominal(NominalID("AnyHashable"), []), .any] : [SwiftType.any]
            for (argument, fallback) in zip(arguments, defaults) where solver.isUnresolved(resolve(argument)) {
                _ = solver.unify(argument, fallback)
            }
        }
        openEmptyLiterals.removeAll()
    }

    /// Resolves what later statements bound in the calls' substitutions; call when the body is done.
    func finish() {
        defaultOpenEmptyLiterals()
        for box in openSubstitutions {
            box.value = Substitution(box.value.bindings.mapValues { resolve($0) })
        }
        openSubstitutions.removeAll()
        for box in openTypes { box.value = resolve(box.value) }
        openTypes.removeAll()
    }

    // MARK: Locals

    func lookupLocal(_ name: String) -> Local? {
        for index in scopes.indices.reversed() {
            guard let local = scopes[index][name] else { continue }
            // A closure whose scopes start above this one captures the variable.
            for frame in captureFrames.indices where captureFrames[frame].base > index {
                captureFrames[frame].names.insert(name)
            }
            return local
        }
        return nil
    }

    /// A member of a class's `self` named without `self.` inside an escaping closure that does not
    /// capture `[self]`: swiftc asks for the explicit `self` (SE-0269).
    func requireExplicitSelf(_ kind: String, _ name: String, at node: some SyntaxProtocol) throws(CheckError) {
        guard captureFrames.contains(where: \.escapesWithoutSelf), case .nominal(let id, _)? = selfType,
              table.nominal(id)?.kind == .class else { return }
        throw CheckError("\(kind) '\(name)' in closure requires explicit use of 'self' to make capture semantics explicit", at: node)
    }

    /// `self`, noting that the closures being checked use it.
    func selfReference(_ type: SwiftType, at node: some SyntaxProtocol) -> Expr {
        for frame in captureFrames.indices { captureFrames[frame].usesSelf = true }
        return Expr(.selfValue, type, node)
    }

    /// A reference to a top-level variable, noted as a capture of the closures being checked.
    func noteGlobal(_ name: String) {
        for frame in captureFrames.indices { captureFrames[frame].names.insert(name) }
    }

    /// The first assignment to a local declared without a value initializes it.
    func markInitialized(_ name: String) {
        guard let index = scopes.indices.last(where: { scopes[$0][name] != nil }) else { return }
        scopes[index][name]?.isUninitialized = false
    }

    /// A local by the scope it is declared in and its name.
    struct LocalKey: Hashable {
        let scope: Int
        let name: String
    }

    /// The locals declared without a value and not assigned yet.
    var uninitializedLocals: Set<LocalKey> {
        var out = Set<LocalKey>()
        for (index, scope) in scopes.enumerated() {
            for (name, local) in scope where local.isUninitialized { out.insert(LocalKey(scope: index, name: name)) }
        }
        return out
    }

    /// Checks the branches of an `if` or `switch` each from the same state of the locals declared
    /// without a value (`let title: String; if … { title = a } else { title = b }`). Afterwards a
    /// local is assigned when every branch that goes on (`exits` tells those that return, throw,
    /// break or continue) assigned it, as Swift's definite initialization has it.
    func branches<T>(_ count: Int, exits: (Int) -> Bool, _ check: (Int) throws(CheckError) -> T) throws(CheckError) -> [T] {
        let before = uninitializedLocals
        var still = Set<LocalKey>()
        var out: [T] = []
        for index in 0..<count {
            for key in before { scopes[key.scope][key.name]?.isUninitialized = true }
            out.append(try check(index))
            if !exits(index) { still.formUnion(uninitializedLocals.intersection(before)) }
        }
        for key in before { scopes[key.scope][key.name]?.isUninitialized = still.contains(key) }
        return out
    }

    /// Whether statements end by leaving their scope (`return`, `throw`, `break`, `continue`,
    /// `fatalError`, or `fallthrough`, whose next case starts from the state before the switch).
    static func exits(_ items: CodeBlockItemListSyntax?) -> Bool {
        guard case .stmt(let last)? = items?.last?.item else {
            if case .expr(let expr)? = items?.last?.item, let call = expr.as(FunctionCallExprSyntax.self) {
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "fatalError"
            }
            return false
        }
        return last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
            || last.is(ContinueStmtSyntax.self) || last.is(FallThroughStmtSyntax.self)
    }

    func declare(_ name: String, _ local: Local) {
        scopes[scopes.count - 1][name] = local
    }

    func withScope<T>(_ body: () throws(CheckError) -> T) throws(CheckError) -> T {
        scopes.append([:])
        defer { scopes.removeLast() }
        return try body()
    }

    func resolve(_ type: SwiftType) -> SwiftType {
        let resolved = system.normalize(solver.resolve(type))
        guard !sameTypeRules.isEmpty else { return resolved }
        // Rewritten until nothing changes when a rule's result holds another rule's subject, so
        // rules that meet agree (`C == S.Element` and `Element == C.Compared` make `Element` and
        // `C.Compared` both `S.Element.Compared`); a few rounds at most, whatever rules cycle.
        var current = resolved
        for _ in 0..<(sameTypeRulesChain ? 4 : 1) {
            let next = system.normalize(current.map { t in sameTypeRules[t] })
            if next == current { break }
            current = next
        }
        return current
    }

    /// `where A == B` requirements of the body's context, as rewrites from the parameter side;
    /// with those a parameter's protocols state (`E: BE` of `protocol BE … where RawValue ==
    /// Int` makes `E.RawValue` an `Int`).
    /// Whether a rule's result mentions what another rule rewrites, so one pass is not enough.
    lazy var sameTypeRulesChain: Bool = sameTypeRules.values.contains { result in
        result.contains { sameTypeRules[$0] != nil }
    }

    lazy var sameTypeRules: [SwiftType: SwiftType] = {
        var rules: [SwiftType: SwiftType] = [:]
        for case .sameType(let a, let b) in genericScope.requirements + protocolSameTypes {
            switch (a, b) {
            case (.parameter, _) where !b.contains(where: { $0 == a }): rules[a] = b
            case (_, .parameter) where !a.contains(where: { $0 == b }): rules[b] = a
            case (.member, _) where !b.contains(where: { $0 == a }): rules[a] = b
            default: break
            }
        }
        return rules
    }()

    /// The same-type requirements of the protocols the context's parameters conform to, said of
    /// the parameters.
    private var protocolSameTypes: [Requirement] {
        var out: [Requirement] = []
        for case .conformance(let type, let proto) in genericScope.requirements {
            guard let decl = table.nominal(proto) else { continue }
            for p in [decl] + system.allProtocols(of: decl).compactMap({ table.nominal($0) }) {
                let sub = Substitution([p.selfParameter: type])
                for case .sameType(let a, let b) in p.requirements { out.append(.sameType(a.substituting(sub), b.substituting(sub))) }
            }
        }
        return out
    }

    /// For a body with an opaque result (`-> some Shape`), a returned implicit member
    /// (`return .rect(cornerRadius: 8)`) is looked up among the types the result's protocols
    /// offer it on (SE-0299): the expected type is one to infer, hinted with those protocols.
    func opaqueResultContext(for value: ExprSyntax) -> SwiftType? {
        guard !opaqueResultProtocols.isEmpty, Argument(label: nil, syntax: value).isImplicitMember,
              case .variable(let n) = solver.fresh() else { return nil }
        solver.protocolHints[n] = opaqueResultProtocols
        return .variable(n)
    }

    func temporary() -> String {
        defer { temporaryCounter += 1 }
        return "__builder\(temporaryCounter)"
    }

    /// Resolves a written type in this body's generic context.
    func resolveType(_ syntax: TypeSyntax) throws(CheckError) -> SwiftType {
        let type = try TypeResolver(table: table).resolve(syntax, in: genericScope)
        try requireGenericRequirements(of: type, at: syntax)
        return type
    }

    /// A written type's generic arguments must meet its parameters' conformances
    /// (`_ConditionalContent<Text, String>`: 'String' does not conform to 'View').
    func requireGenericRequirements(of type: SwiftType, at node: TypeSyntax) throws(CheckError) {
        var failure: (SwiftType, NominalID)?
        _ = type.contains { t in
            guard failure == nil, case .nominal(let id, let args) = t, !args.isEmpty, let decl = table.nominal(id) else { return false }
            let substitution = system.substitution(for: t)
            for case .conformance(let subject, let proto) in decl.requirements {
                let concrete = system.normalize(subject.substituting(substitution))
                // A requirement on a pack (`each Item: View`) holds for each of its elements.
                let isPack = if case .parameter(let p) = subject { p.isPack } else { false }
                let elements = if isPack, case .tuple(let packed, _) = concrete { packed } else { [concrete] }
                for element in elements where !element.contains(where: Checker.isAbstract) && !system.conforms(element, to: proto, requirements: requirements) {
                    failure = (element, proto)
                    return true
                }
            }
            return false
        }
        if let (concrete, proto) = failure {
            throw CheckError("type '\(concrete.sugared)' does not conform to protocol '\(proto.simpleName)'", at: node)
        }
    }

    // MARK: Expressions

    /// Checks an expression, using `expected` (if known) as its contextual type.
    func check(_ syntax: ExprSyntax, expected: SwiftType? = nil) throws(CheckError) -> Expr {
        try checker.guardDepth(at: syntax)
        defer { checker.depth -= 1 }
        let expected = expected.map(resolve)
        if Self.isOptionalChainHead(syntax) { return try optionalChain(syntax, expected: expected) }
        return implicitlyUnwrapped(try checkKind(syntax, expected: expected), expected: expected)
    }

    func checkKind(_ syntax: ExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        switch syntax.as(ExprSyntaxEnum.self) {
        case .sequenceExpr(let e):
            // Profiles are parsed without folding; their operators are folded here, on first use.
            guard let folded = try? OperatorTable.standardOperators.foldSingle(e), !folded.is(SequenceExprSyntax.self) else {
                throw CheckError("cannot fold this operator sequence", at: e)
            }
            return try check(folded, expected: expected)
        case .integerLiteralExpr(let e): return try integerLiteral(e, expected: expected)
        case .floatLiteralExpr(let e): return try floatLiteral(e, expected: expected)
        case .booleanLiteralExpr(let e): return try booleanLiteral(e, expected: expected)
        case .stringLiteralExpr(let e): return try stringLiteral(e, expected: expected)
        case .nilLiteralExpr(let e): return try nilLiteral(e, expected: expected)
        case .declReferenceExpr(let e): return try reference(e, expected: expected)
        case .memberAccessExpr(let e): return try memberAccess(e, expected: expected)
        case .functionCallExpr(let e): return try limitingTypeSize(try call(e, expected: expected), at: e)
        case .closureExpr(let e): return try closure(e, expected: expected, builder: nil)
        case .tupleExpr(let e): return try tuple(e, expected: expected)
        case .arrayExpr(let e): return try array(e, expected: expected)
        case .dictionaryExpr(let e): return try dictionaryLiteral(e, expected: expected)
        case .infixOperatorExpr(let e): return try infix(e, expected: expected)
        case .prefixOperatorExpr(let e): return try prefix(e, expected: expected)
        case .postfixOperatorExpr(let e): return try postfix(e)
        case .ternaryExpr(let e): return try ternary(e, expected: expected)
        case .forceUnwrapExpr(let e):
            let base = try check(e.expression)
            // `self.init(named: n)!` in an initializer: the delegation unwrapped what it made.
            if Self.isSelfInitDelegation(e.expression), isInitializer, resolve(base.type) == .void { return base }
            guard let wrapped = resolve(base.type).optionalWrapped else {
                throw CheckError("cannot force unwrap value of non-optional type '\(resolve(base.type))'", at: e)
            }
            return Expr(.forceUnwrap(base), wrapped, e)
        case .keyPathExpr(let e): return try keyPath(e, expected: expected)
        case .asExpr(let e): return try cast(e)
        case .isExpr(let e): return try typeTest(e)
        case .tryExpr(let e) where e.questionOrExclamationMark == nil:
            // `try f()` is `f()`: a thrown error unwinds at run time to the `catch` that handles it.
            return try check(e.expression, expected: expected)
        case .tryExpr(let e):
            // `try? f()`: nil when `f` throws (an optional result is not wrapped twice, SE-0230);
            // `try! f()`: a trap when it throws.
            let forced = e.questionOrExclamationMark?.tokenKind == .exclamationMark
            let inner = try check(e.expression, expected: forced ? expected : expected.map { resolve($0).optionalWrapped ?? $0 })
            if forced { return Expr(.native("try!", [inner]), inner.type, e) }
            let type = resolve(inner.type).optionalWrapped != nil ? resolve(inner.type) : DeclarationTable.optional(inner.type)
            return Expr(.native("try?", [inner]), type, e)
        case .awaitExpr(let e):
            // The playground runs nothing concurrently: `await f()` is `f()` (`.task { await load() }`).
            return try check(e.expression, expected: expected)
        case .packExpansionExpr(let e): return try packExpansion(e)
        case .subscriptCallExpr(let e): return try subscriptCall(e, expected: expected)
        case .optionalChainingExpr(let e):
            return try optionalChainLink(e)
        case .typeExpr(let e):
            throw CheckError("expected member name or initializer call after type name", at: e)
        case .superExpr(let e):
            return try superReference(e)
        case .ifExpr(let e):
            throw CheckError("'if' may only be used as expression in return, throw, or as the source of an assignment", at: e)
        case .switchExpr(let e):
            throw CheckError("'switch' may only be used as expression in return, throw, or as the source of an assignment", at: e)
        case .macroExpansionExpr(let e):
            if e.macroName.text == "selector" { return try selectorLiteral(e) }
            if e.macroName.text == "Predicate" { return try predicateMacro(e, expected: expected) }
            return try sourceLocationLiteral(e, expected: expected)
        case .inOutExpr(let e):
            throw CheckError("'&' may only be used to pass an argument to inout parameter", at: e)
        case .genericSpecializationExpr(let e):
            // `NSCache<NSString, Entry>()` of a type the playground does not declare.
            if let ref = e.expression.as(DeclReferenceExprSyntax.self), table.nominal(ref.baseName.text) == nil, table.typeAliases[ref.baseName.text] == nil {
                throw CheckError("cannot find '\(ref.baseName.text)' in scope", at: ref)
            }
            // A call whose written type did not resolve (`PassthroughSubject<Missing, Never>()`): the argument that did not.
            for argument in e.genericArgumentClause.arguments {
                if case .type(let type) = argument.argument { _ = try resolveType(type) }
            }
            throw CheckError("this kind of expression is not supported in the playground", at: syntax)
        default:
            throw CheckError("this kind of expression is not supported in the playground", at: syntax)
        }
    }

    /// Checks an expression and converts it to `type` (optional promotion, erasure to `Any`).
    func check(_ syntax: ExprSyntax, convertingTo type: SwiftType) throws(CheckError) -> Expr {
        let expr = try check(syntax, expected: type)
        return try convert(expr, to: type)
    }

    /// Converts a checked expression to `type`, or explains why it cannot.
    func convert(_ expr: Expr, to type: SwiftType) throws(CheckError) -> Expr {
        if let converted = tryConvert(expr, to: type) { return converted }
        let from = resolve(expr.type), to = resolve(type)
        throw CheckError("cannot convert value of type '\(from.sugared)' to expected argument type '\(to.sugared)'", at: expr.syntax)
    }

    /// Whether a value of `source` converts to `target` without changing (a type's own, an
    /// erasure to an existential, a subclass to its superclass): what a function's result or an
    /// optional's wrapped value may do in place. The conversion counts in the solver once, there.
    func isConvertedAsItIs(_ source: SwiftType, to target: SwiftType) -> Bool {
        let saved = solver
        let placeholder = Expr(.local("$converted"), source, Syntax(TokenSyntax.identifier("$converted")))
        if let converted = tryConvert(placeholder, to: target), case .local = converted.kind { return true }
        solver = saved
        return false
    }

    /// The conversions Swift applies implicitly; nil when none applies.
    func tryConvert(_ expr: Expr, to type: SwiftType) -> Expr? {
        let target = resolve(type)
        let source = resolve(expr.type)
        var attempt = solver
        if attempt.unify(source, target) {
            solver = attempt
            return expr
        }
        // `Never` binds an open type (a builder branch of `fatalError(…)`), else stands in for any.
        if source.isNever { return expr }
        // A protocol named without `any` is an existential in Swift 5 mode (`_ v: TestIfSequences`).
        var existential = target
        if case .nominal(let id, _) = target, table.nominal(id)?.kind == .protocol { existential = .existential([id]) }
        switch existential {
        case .existential(let protocols):
            if protocols.allSatisfy({ system.conforms(source, to: $0, requirements: requirements) }) {
                solver.conversions += 1
                return expr
            }
        case .nominal(let id, _) where id.qualifiedName == "AnyHashable":
            // Any Hashable value converts to AnyHashable (`.named("card")`, `.tag(1)` stored as AnyHashable).
            let isValueType: Bool = switch source { case .nominal, .parameter, .member: true; default: false }
            if source != target, isValueType, system.conforms(source, to: NominalID("Hashable"), requirements: requirements) {
                solver.conversions += 1
                return Expr(.native("AnyHashable.init", [expr]), target, expr.syntax)
            }
        case .nominal(let id, let args) where id.qualifiedName == "Optional":
            if source.optionalWrapped == nil, let converted = tryConvert(expr, to: args[0]) {
                solver.conversions += 1
                return Expr(.wrapOptional(converted), target, expr.syntax)
            }
            // `T?` to `P?`: the wrapped value converts as it is (erasure, a superclass; counted there).
            if let wrapped = source.optionalWrapped, isConvertedAsItIs(wrapped, to: args[0]) {
                return Expr(expr.kind, target, expr.syntax)
            }
        case .nominal(let id, let args) where ["Array", "Dictionary"].contains(id.qualifiedName):
            if let upcast = collectionUpcast(expr, from: source, to: target, id: id, args: args) { return upcast }
        case .function(let toParameters, let toResult):
            // A function whose result converts as it is (`() -> T?` where `() -> P?` is wanted).
            if case .function(let fromParameters, let fromResult) = source, fromParameters.count == toParameters.count {
                var trial = solver
                guard zip(fromParameters, toParameters).allSatisfy({ trial.unify($0, $1) }) else { return nil }
                let saved = solver
                solver = trial
                if isConvertedAsItIs(fromResult, to: toResult) { return Expr(expr.kind, target, expr.syntax) }
                solver = saved
            }
        case .metatype(let instanceTarget):
            // A conforming type's metatype to an existential metatype (`Token.self` as `AnyClass`),
            // a subclass's to its superclass's.
            guard case .metatype(let instanceSource) = source else { break }
            var protocols: [NominalID]?
            if case .existential(let ids) = instanceTarget { protocols = ids }
            if case .nominal(let id, _) = instanceTarget, table.nominal(id)?.kind == .protocol { protocols = [id] }
            let converts = protocols.map { $0.allSatisfy { system.conforms(instanceSource, to: $0, requirements: requirements) } } ?? isSubclass(instanceSource, of: instanceTarget)
            if converts {
                solver.conversions += 1
                return Expr(expr.kind, target, expr.syntax)
            }
        default:
            if isSubclass(source, of: target) {
                // A generic ancestor's arguments are the subclass's (`KeyPath<Root, Value>` given a
                // `WritableKeyPath<AppState, Status>` says `Value`).
                if case .nominal(let id, let args) = target, !args.isEmpty, let ancestor = superclassType(of: source, named: id) {
                    var trial = solver
                    guard trial.unify(ancestor, target) else { return nil }
                    solver = trial
                }
                solver.conversions += 1
                return Expr(expr.kind, target, expr.syntax)
            }
        }
        return nil
    }

    /// A collection of values that each convert as they are to a collection of the wider type:
    /// `[Cat]` to `[Any]` or `[Animal]`, `[String: String]` to `[String: Any]`, and a dictionary's
    /// keys to `AnyHashable` (`userInfo: [AnyHashable: Any]` given a `[String: Any]`), as Swift
    /// upcasts collections implicitly. Nil while a type is still unknown.
    private func collectionUpcast(_ expr: Expr, from source: SwiftType, to target: SwiftType, id: NominalID, args: [SwiftType]) -> Expr? {
        guard case .nominal(let sourceID, let sourceArgs) = source, sourceID == id, sourceArgs.count == args.count,
              !solver.isUnresolved(source), !solver.isUnresolved(target) else { return nil }
        let saved = solver
        let valuesConvert = isConvertedAsItIs(sourceArgs[sourceArgs.count - 1], to: args[args.count - 1])
        guard valuesConvert else { solver = saved; return nil }
        guard args.count == 2 else {
            solver.conversions += 1
            return Expr(expr.kind, target, expr.syntax)
        }
        var keys = solver
        if keys.unify(sourceArgs[0], args[0]) {
            solver = keys
            solver.conversions += 1
            return Expr(expr.kind, target, expr.syntax)
        }
        guard args[0].nominalID?.qualifiedName == "AnyHashable", system.conforms(sourceArgs[0], to: NominalID("Hashable"), requirements: requirements) else {
            solver = saved
            return nil
        }
        solver.conversions += 1
        return Expr(.native("Dictionary.keysAsAnyHashable", [expr]), target, expr.syntax)
    }
}
