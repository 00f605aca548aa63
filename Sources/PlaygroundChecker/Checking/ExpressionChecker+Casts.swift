import SwiftSyntax

/// Casts: `x as T` (a coercion), `x as? T`, `x as! T` and `x is T` (checked when run).
extension ExpressionChecker {
    /// Checks `x as T`, `x as? T` or `x as! T`.
    func cast(_ e: AsExprSyntax) throws(CheckError) -> Expr {
        let target = try resolveType(e.type)
        switch e.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?, .infixQuestionMark?:
            let base = try check(e.expression)
            return Expr(.cast(base, target, .conditional), DeclarationTable.optional(target), e)
        case .exclamationMark?:
            let base = try check(e.expression)
            return Expr(.cast(base, target, .forced), target, e)
        default:
            return try coercion(e, to: target)
        }
    }

    /// Checks `x as T`: `x` must convert to `T` implicitly.
    private func coercion(_ e: AsExprSyntax, to target: SwiftType) throws(CheckError) -> Expr {
        // `error as NSError`: any error bridges (an `NSError` as itself).
        if case .nominal(let id, _) = target, id.qualifiedName == "NSError", table.nominal(id).map(checker.isProfileDeclaration) == true {
            let base = try check(e.expression)
            let type = resolve(base.type)
            let isError = type == .existential([NominalID("Error")]) || system.conforms(type, to: NominalID("Error"), requirements: requirements)
            guard isError else { throw coercionError(base, to: target) }
            return Expr(.native("Error.bridgedNSError", [base]), target, e)
        }
        // `value as AnyObject` always succeeds: a class instance is itself, another value is boxed.
        let anyObject: Bool = switch target {
        case .existential(let ids): ids == [TypeSystem.anyObject]
        case .nominal(let id, _): id == TypeSystem.anyObject
        default: false
        }
        if anyObject {
            let base = try check(e.expression)
            return Expr(base.kind, target, e)
        }
        let base: Expr
        do {
            base = try check(e.expression, expected: target)
        } catch {
            // A literal that cannot be a `T` is reported as the coercion swiftc reports.
            guard let alone = try? check(e.expression), tryConvert(alone, to: target) == nil else { throw error }
            if let bridged = bridged(alone, to: target, at: e) { return bridged }
            throw coercionError(alone, to: target)
        }
        guard let converted = tryConvert(base, to: target) else {
            if let bridged = bridged(base, to: target, at: e) { return bridged }
            throw coercionError(base, to: target)
        }
        return Expr(converted.kind, target, e)
    }

    /// `path as NSString`, `name as String`: Foundation's bridging of a value to a type that
    /// declares an `init(_bridging:)` taking it; nil when none does.
    private func bridged(_ value: Expr, to target: SwiftType, at e: AsExprSyntax) -> Expr? {
        guard case .nominal(let id, _) = target, let decl = table.nominal(id),
              decl.initializers.contains(where: { $0.parameters.first?.label == "_bridging" }) else { return nil }
        let saved = solver
        do throws(CheckError) {
            let call = try initializer(of: target, [Argument(label: "_bridging", checked: value)], expected: target, at: e)
            return Expr(call.kind, target, e)
        } catch {
            solver = saved
            return nil
        }
    }

    /// swiftc's error for a coercion that does not convert.
    private func coercionError(_ base: Expr, to target: SwiftType) -> CheckError {
        CheckError("cannot convert value of type '\(resolve(base.type).sugared)' to type '\(resolve(target).sugared)' in coercion", at: base.syntax)
    }

    /// Checks `x is T`.
    func typeTest(_ e: IsExprSyntax) throws(CheckError) -> Expr {
        let target = try resolveType(e.type)
        let base = try check(e.expression)
        return Expr(.cast(base, target, .test), DeclarationTable.bool, e)
    }
}
