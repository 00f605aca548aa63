import PlaygroundSyntax
import SwiftSyntax

/// Optional chaining: `a?.b.c()` unwraps `a` once and makes the whole chain optional.
extension ExpressionChecker {
    /// A postfix chain (`x?.y`, `x?.f()[0]`) that contains `?` and is not part of a longer chain.
    static func isOptionalChainHead(_ syntax: ExprSyntax) -> Bool {
        if let parent = syntax.parent, Self.chainBase(of: parent)?.id == syntax.id { return false }
        var current: ExprSyntax? = Self.chainBase(of: Syntax(syntax))
        while let c = current {
            if c.is(OptionalChainingExprSyntax.self) { return true }
            current = Self.chainBase(of: Syntax(c))
        }
        return false
    }

    /// The expression a postfix node applies to.
    static func chainBase(of node: Syntax) -> ExprSyntax? {
        if let m = node.as(MemberAccessExprSyntax.self) { return m.base }
        if let c = node.as(FunctionCallExprSyntax.self) { return c.calledExpression }
        if let s = node.as(SubscriptCallExprSyntax.self) { return s.calledExpression }
        if let f = node.as(ForceUnwrapExprSyntax.self) { return f.expression }
        if let o = node.as(OptionalChainingExprSyntax.self) { return o.expression }
        return nil
    }

    /// Checks a whole chain; each `?` inside binds its unwrapped value, and the result is optional.
    func optionalChain(_ syntax: ExprSyntax, expected: SwiftType?) throws(CheckError) -> Expr {
        chainFrames.append([])
        var inner: Expr
        do throws(CheckError) {
            // The wanted optional's wrapped type guides the chain's end (`x?.map { $0 }` as a `Values<T?>?`).
            inner = try checkKind(syntax, expected: expected.map(resolve)?.optionalWrapped)
        } catch {
            chainFrames.removeLast()
            throw error
        }
        let links = chainFrames.removeLast()
        var result = inner
        for link in links.reversed() {
            if mutatedChainTemporaries.contains(link.name) { result = try storingBack(link, after: result, at: syntax) }
            let type = resolve(result.type)
            let optionalType = type.optionalWrapped != nil ? type : DeclarationTable.optional(type)
            result = Expr(.optionalChain(link.base, link.name, result), optionalType, syntax)
        }
        return result
    }

    /// The chain's rest, then the changed copy stored back into the place it was unwrapped from
    /// (`children?.append(4)` puts the array back into `children`); that place must be a
    /// variable, and when it is itself inside an outer link's copy, that copy is changed too.
    func storingBack(_ link: (base: Expr, name: String), after rest: Expr, at syntax: ExprSyntax) throws(CheckError) -> Expr {
        if let outer = Self.chainTemporary(at: link.base) {
            mutatedChainTemporaries.insert(outer)
        } else {
            do throws(CheckError) { try requireMutable(link.base, at: syntax) } catch {
                let message = error.diagnostic.message
                let reason = ["cannot assign to value: ", "cannot assign to property: ", "cannot assign through subscript: "].first(where: message.hasPrefix).map { String(message.dropFirst($0.count)) }
                throw CheckError("cannot use mutating member on immutable value" + (reason.map { ": " + $0 } ?? ""), at: Self.calleeName(of: syntax))
            }
        }
        let result = "$stored\(temporaryCounter)"
        temporaryCounter += 1
        return Expr(.block([.declare(result, rest, mutable: false), copyBack(link, at: syntax)], Expr(.local(result), rest.type, syntax)), rest.type, syntax)
    }

    /// `base = .some(copy)`: a link's unwrapped copy, changed inside the chain, stored back
    /// into the place it was unwrapped from (for stores, compound assignments and mutating calls).
    func copyBack(_ link: (base: Expr, name: String), at syntax: some SyntaxProtocol) -> Stmt {
        let type = resolve(link.base.type)
        let copy = Expr(.local(link.name), type.optionalWrapped ?? .error, syntax)
        return .expression(Expr(.assign(link.base, Expr(.wrapOptional(copy), type, syntax)), .void, syntax))
    }

    /// The chain temporary a place is part of (`$chain0` of `$chain0.items[1]`), if any.
    static func chainTemporary(at place: Expr) -> String? {
        switch place.kind {
        case .local(let name): return name.hasPrefix(chainTemporaryPrefix) ? name : nil
        case .property(let base, _), .tupleElement(let base, _): return chainTemporary(at: base)
        case .call(let call) where call.function.name == "subscript": return call.receiver.flatMap(chainTemporary(at:))
        case .native("Array.subscript", let args), .native("Dictionary.subscript", let args): return args.first.flatMap(chainTemporary(at:))
        default: return nil
        }
    }

    /// The start of the name of the temporary an `x?` binds (`$chain1`), which messages about
    /// storing into it recognize.
    static let chainTemporaryPrefix = "$chain"

    /// `x?` inside a chain: the unwrapped `x`, bound to a temporary the chain refers to.
    func optionalChainLink(_ e: OptionalChainingExprSyntax) throws(CheckError) -> Expr {
        guard !chainFrames.isEmpty else {
            throw CheckError("'?' must be followed by a call, member lookup, or subscript", at: e)
        }
        let base = try check(e.expression)
        guard let wrapped = resolve(base.type).optionalWrapped else {
            throw CheckError("cannot use optional chaining on non-optional value of type '\(resolve(base.type).sugared)'", at: e.questionMark)
        }
        let name = Self.chainTemporaryPrefix + "\(temporaryCounter)"
        temporaryCounter += 1
        declare(name, Local(type: wrapped, isMutable: false))
        chainFrames[chainFrames.count - 1].append((base, name))
        return Expr(.local(name), wrapped, e)
    }
}
