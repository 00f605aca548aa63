import PlaygroundSyntax
import SwiftSyntax

/// Assignment's targets and values: tuple assignment, the value converted to the target's
/// type, the assignable expressions (and a mutating method's receiver), and the copies a store
/// through an optional writes back.
extension ExpressionChecker {
    /// `(a, b) = (b, a)`: the value is read whole, then each element stored as a single
    /// assignment stores it (`_` elements are dropped).
    func tupleAssignment(_ e: InfixOperatorExprSyntax, _ tuple: TupleExprSyntax) throws(CheckError) -> Expr {
        var targets: [Expr?] = []
        for element in tuple.elements {
            targets.append(element.expression.is(DiscardAssignmentExprSyntax.self) ? nil : try lvalue(element.expression))
        }
        let type = SwiftType.tuple(targets.map { $0.map(Self.storedType(of:)) ?? solver.fresh() }, labels: tuple.elements.map { $0.label?.text })
        let value = try assignedValue(e, to: type)
        let temp = temporary()
        declare(temp, Local(type: type, isMutable: false))
        var statements: [Stmt] = [.declare(temp, value, mutable: false)]
        for (index, target) in targets.enumerated() {
            guard let target else { continue }
            let element = Expr(.tupleElement(Expr(.local(temp), type, e), index), Self.storedType(of: target), e)
            statements.append(.expression(copyingBack(target, element, at: e) ?? observedStore(target, newValue: element, at: e) ?? Expr(.assign(target, element), .void, e)))
        }
        return Expr(.block(statements, Expr(.tuple([]), .void, e)), .void, e)
    }

    /// The right side of `target = value` (an `if` or `switch` among them), converted to the
    /// target's type; swiftc names a subscript target as one, by its element type
    /// (`subscript of type 'Int'` for `d["k"]`).
    func assignedValue(_ e: InfixOperatorExprSyntax, to type: SwiftType) throws(CheckError) -> Expr {
        let start = solver
        do {
            return try checkValue(e.rightOperand, expected: type) { (value, syntax) throws(CheckError) in
                if let converted = tryConvert(value, to: type) { return converted }
                let target = resolve(type)
                let named = e.leftOperand.is(SubscriptCallExprSyntax.self)
                    ? "subscript of type '\((target.optionalWrapped ?? target).sugared)'" : "type '\(target.sugared)'"
                throw CheckError("cannot assign value of type '\(resolve(value.type).sugared)' to \(named)", at: syntax)
            }
        } catch {
            // Swift also solves for the wrapped type and wraps the value (`handler = steps.reduce(…)`
            // into a `Handler!` infers the reduction's `Handler`, not `Handler?`).
            guard let wrapped = resolve(type).optionalWrapped else { throw error }
            let failed = solver
            solver = start
            do {
                let value = try check(e.rightOperand, expected: wrapped)
                if let converted = tryConvert(value, to: type) { return converted }
            } catch {}
            solver = failed
            throw error
        }
    }

    /// An assignable expression: a `var`, a settable property, or a wrapped (`@State`) property.
    func lvalue(_ syntax: ExprSyntax) throws(CheckError) -> Expr {
        if let ref = syntax.as(DeclReferenceExprSyntax.self), let local = lookupLocal(ref.baseName.text), let accessors = local.accessors {
            // A computed local with a setter is stored through `observedStore`.
            if accessors.setter != nil { return Expr(.local(ref.baseName.text), local.type, syntax) }
            if accessors.getter != nil { throw CheckError("cannot assign to value: '\(ref.baseName.text)' is a get-only property", at: syntax) }
            // A weak or observed local is stored through `observedStore`.
            if accessors.isWeak || accessors.willSet != nil || accessors.didSet != nil {
                if !local.isMutable { throw CheckError("cannot assign to value: '\(ref.baseName.text)' is a 'let' constant", at: syntax) }
                return Expr(.local(ref.baseName.text), local.type, syntax)
            }
        }
        if let ref = syntax.as(DeclReferenceExprSyntax.self), let local = lookupLocal(ref.baseName.text), local.isUninitialized {
            markInitialized(ref.baseName.text)
            return Expr(.local(ref.baseName.text), local.type, syntax)
        }
        let expr = try check(syntax)
        try requireMutable(expr, at: syntax)
        return expr
    }

    /// `point?.x = 1` where the unwrapped value is a struct: the store goes into the unwrapped
    /// copy, which then goes back into `point`; nil when the target needs no copying back.
    func copyingBack(_ target: Expr, _ value: Expr, at e: InfixOperatorExprSyntax) -> Expr? {
        guard case .optionalChain(let base, let name, let rest) = target.kind,
              (try? requireMutable(rest, at: e.leftOperand)) == nil else { return nil }
        let store = Expr(.block([
            .expression(Expr(.assign(rest, value), .void, e)),
            copyBack((base, name), at: e),
        ], Expr(.tuple([]), .void, e)), .void, e)
        return Expr(.optionalChain(base, name, store), DeclarationTable.optional(.void), e)
    }

    /// The type a target stores: through `a?.b`, `b`'s (the chain's own type is optional).
    static func storedType(of target: Expr) -> SwiftType {
        if case .optionalChain(_, _, let rest) = target.kind { return storedType(of: rest) }
        return target.type
    }

    /// `items[i] = x`, `scores["a"] = 1`: the subscripts an assignment can store through.
    static let assignableSubscripts: Set<String> = ["Array.subscript", "Dictionary.subscript", "Dictionary.subscriptDefault"]

    /// A protocol's subscript requirement written `{ get set }`.
    static func requiresSetter(_ fn: FunctionDecl) -> Bool {
        guard case .accessors(let list)? = fn.syntax?.as(SubscriptDeclSyntax.self)?.accessorBlock?.accessors else { return false }
        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.set) }
    }

    func requireMutable(_ expr: Expr, at syntax: ExprSyntax) throws(CheckError) {
        switch expr.kind {
        case .local(let name):
            if lookupLocal(name)?.isMutable != true {
                throw CheckError("cannot assign to value: '\(name)' is a 'let' constant", at: syntax)
            }
        case .global(let name):
            if let p = table.variables[name], p.isLet || !p.isSettable {
                throw CheckError("cannot assign to value: '\(name)' is a \(p.isLet ? "'let' constant" : "get-only property")", at: syntax)
            }
        case .staticProperty(let p, _):
            if p.wrapper == nil, p.isLet || !p.isSettable {
                throw CheckError("cannot assign to property: '\(p.name)' is a \(p.isLet ? "'let' constant" : "get-only property")", at: syntax)
            }
        case .property(let base, let p):
            if p.wrapper != nil { return }
            if case .selfValue = base.kind, isInitializer, p.isStored { return }
            if let owner = p.owner, owner.kind == .class, !p.isLet, p.isSettable { return }
            // Through a class-bound protocol (`protocol Counter: AnyObject`), as through a class.
            if p.owner?.kind == .protocol, !p.isLet, p.isSettable, system.conforms(resolve(base.type), to: TypeSystem.anyObject, requirements: requirements) { return }
            if p.isLet || !p.isSettable {
                throw CheckError("cannot assign to property: '\(p.name)' is a \(p.isLet ? "'let' constant" : "get-only property")", at: syntax)
            }
            // A `nonmutating set` changes no value of the base.
            if p.setter?.isNonmutating == true { return }
            if case .selfValue = base.kind {
                if !selfIsMutable { throw CheckError("cannot assign to property: 'self' is immutable", at: syntax) }
                return
            }
            // swiftc names what is immutable as the property's ("cannot assign to property: 's' is a 'let' constant").
            try requireMutable(base, at: syntax, saying: "cannot assign to property: ", for: ["cannot assign to value: ", "cannot assign through subscript: "])
        case .wrapperStorage(let base, let p):
            if case .selfValue = base.kind, isInitializer { return }
            if p.owner?.kind == .class { return }
            if case .selfValue = base.kind {
                if !selfIsMutable { throw CheckError("cannot assign to property: 'self' is immutable", at: syntax) }
                return
            }
            try requireMutable(base, at: syntax)
        case .selfValue:
            if !selfIsMutable { throw CheckError("cannot assign to value: 'self' is immutable", at: syntax) }
        case .projection(let base, let p) where p.wrapper?.qualifiedName == "Published":
            // `&$status` for `assign(to:)`: Combine's `projectedValue` has a setter.
            if p.owner?.kind == .class { return }
            try requireMutable(base, at: syntax)
        case .optionalChain(let base, let name, let rest):
            // `self?.count = 1` (a class), `editMode?.wrappedValue = .active` (a nonmutating set):
            // stored through the unwrapped value; `point?.x = 1` (a struct): into a copy of it,
            // which goes back into `point` (`copyingBack`), so `point` must be mutable.
            guard (try? requireMutable(rest, at: syntax)) == nil else { return }
            try withScope { () throws(CheckError) in
                declare(name, Local(type: resolve(base.type).optionalWrapped ?? .error, isMutable: true))
                try requireMutable(rest, at: syntax)
            }
            try requireMutable(base, at: syntax)
        case .tupleElement(let base, _):
            try requireMutable(base, at: syntax)
        case .forceUnwrap(let inner):
            // `name! += "b"`, `casts[id]![key] = value`: the store replaces the value `inner` wraps.
            try requireMutable(inner, at: syntax, saying: "cannot assign through '!': ", for: ["cannot assign to value: ", "cannot assign to property: "])
        case .call(let call) where call.function.name == "subscript" && call.function.owner != nil:
            guard call.function.setter != nil || Self.requiresSetter(call.function) else {
                throw CheckError("cannot assign through subscript: subscript is get-only", at: syntax)
            }
            if call.function.owner?.kind == .class || call.function.isStatic || call.function.setter?.isNonmutating == true { return }
            guard let receiver = call.receiver else { return }
            if case .selfValue = receiver.kind {
                if !selfIsMutable { throw CheckError("cannot assign through subscript: 'self' is immutable", at: syntax) }
                return
            }
            try requireMutable(receiver, at: syntax, saying: "cannot assign through subscript: ", for: ["cannot assign to value: ", "cannot assign to property: ", "cannot assign through '!': "])
        case .native("KeyPath.apply", let args) where args.count == 2:
            // A `WritableKeyPath` stores through a mutable base; a `ReferenceWritableKeyPath` through any.
            guard case .nominal(let kind, _) = resolve(args[1].type), kind.simpleName != "KeyPath" else {
                let named = args[1].syntax.as(DeclReferenceExprSyntax.self).map { "'\($0.baseName.text)' is a read-only key path" }
                throw CheckError("cannot assign through subscript: " + (named ?? "key path is read-only"), at: syntax)
            }
            if kind.simpleName == "ReferenceWritableKeyPath" { return }
            try requireMutable(args[0], at: syntax, saying: "cannot assign through subscript: ", for: ["cannot assign to value: "])
        case .native(let name, let args) where Self.assignableSubscripts.contains(name) && !args.isEmpty:
            try requireMutable(args[0], at: syntax, saying: "cannot assign through subscript: ", for: ["cannot assign to value: ", "cannot assign through '!': "])
        default:
            throw CheckError("cannot assign to this expression", at: syntax)
        }
    }

    /// `requireMutable(expr)`, its error said again as the outer construct's when it begins
    /// with one of `inner` (swiftc's "cannot assign through subscript: 'd' is a 'let' constant"
    /// for `d[0] = 1`, where `d` alone would be "cannot assign to value: …").
    func requireMutable(_ expr: Expr, at syntax: ExprSyntax, saying outer: String, for inner: [String]) throws(CheckError) {
        do throws(CheckError) { try requireMutable(expr, at: syntax) } catch {
            let message = error.diagnostic.message
            guard let prefix = inner.first(where: message.hasPrefix) else { throw error }
            throw CheckError(outer + message.dropFirst(prefix.count), at: syntax)
        }
    }

    /// A mutating method's receiver must be a variable (`let a = [1]; a.append(2)` is
    /// rejected with swiftc's "cannot use mutating member on immutable value"): checked for the
    /// receivers an assignment could name, which are the ones whose immutability is known.
    func requireMutableReceiver(of call: Call, at e: some SyntaxProtocol) throws(CheckError) {
        let fn = call.function
        guard fn.isMutating, fn.kind != .initializer, !fn.isStatic, fn.owner?.kind != .class, let receiver = call.receiver,
              let syntax = receiver.syntax.as(ExprSyntax.self) else { return }
        switch receiver.kind {
        case .local, .global, .property, .selfValue, .staticProperty, .tupleElement, .native, .forceUnwrap: break
        default: return
        }
        do throws(CheckError) { try requireMutable(receiver, at: syntax) } catch {
            let message = error.diagnostic.message
            guard let prefix = ["cannot assign to value: ", "cannot assign to property: ", "cannot assign through subscript: ", "cannot assign through '!': "].first(where: message.hasPrefix) else { return }
            // The unwrapped value of `a?.items.append(x)` is a copy its chain puts back into `a`.
            if let temporary = Self.chainTemporary(at: receiver) {
                mutatedChainTemporaries.insert(temporary)
                return
            }
            throw CheckError("cannot use mutating member on immutable value: " + message.dropFirst(prefix.count), at: Self.calleeName(of: e))
        }
    }
}
