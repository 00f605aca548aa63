import PlaygroundChecker
import SwiftSyntax

/// Executing statements, conditions and pattern matches.
extension Interpreter {
    /// How a statement list ended.
    enum Completion {
        case normal
        case `return`(Value?)
        case `break`
        case `continue`
    }

    func exec(_ statements: [Stmt], _ env: Environment) throws(RuntimeError) -> Completion {
        var deferred: [[Stmt]] = []
        var completion = Completion.normal
        do throws(RuntimeError) {
            for statement in statements {
                if case .defer(let body) = statement {
                    deferred.append(body)
                    continue
                }
                completion = try exec(statement, env)
                if case .normal = completion { continue }
                break
            }
        } catch {
            try runDeferred(deferred, env)
            throw error
        }
        try runDeferred(deferred, env)
        return completion
    }

    /// The `defer` bodies met, last first, after the value a `return` returns is computed.
    private func runDeferred(_ deferred: [[Stmt]], _ env: Environment) throws(RuntimeError) {
        for body in deferred.reversed() { _ = try exec(body, Environment(parent: env)) }
    }

    /// The first case (of a `switch`, or `catch` clause) whose pattern and guard match `value`,
    /// with the environment holding its bindings.
    func firstMatch(_ cases: [SwitchCase], _ value: Value, _ env: Environment) throws(RuntimeError) -> (SwitchCase, Environment)? {
        for c in cases {
            let inner = Environment(parent: env)
            var matched = false
            for p in c.patterns where try match(p, value, inner) {
                matched = true
                break
            }
            if matched, let guardExpr = c.guardExpr, case .bool(false) = try eval(guardExpr, inner) { matched = false }
            if matched { return (c, inner) }
        }
        return nil
    }

    func exec(_ statement: Stmt, _ env: Environment) throws(RuntimeError) -> Completion {
        switch statement {
        case .expression(let e):
            _ = try eval(e, env)
        case .declare(let name, let value, _), .builderVariable(let name, _, let value):
            env.define(name, try value.map { (v) throws(RuntimeError) in try eval(v, env) } ?? .void)
        case .discard(let e):
            _ = try eval(e, env)
        case .defineGlobals(let variables, _):
            for variable in variables { try defineGlobal(variable) }
        case .if(let conditions, let body, let elseBody):
            let inner = Environment(parent: env)
            if try test(conditions, inner) { return try exec(body, inner) }
            if let elseBody { return try exec(elseBody, Environment(parent: env)) }
        case .guard(let conditions, let elseBody):
            if try !test(conditions, env) { return try exec(elseBody, Environment(parent: env)) }
        case .switch(let subject, let cases):
            let value = try eval(subject, env)
            if let (c, inner) = try firstMatch(cases, value, env) {
                // A `break` in a case leaves the switch, not the loop or function around it.
                let completion = try exec(c.body, inner)
                if case .break = completion { return .normal }
                return completion
            }
            throw RuntimeError("Fatal error: no case of the switch matched", at: subject.syntax)
        case .return(let value):
            return .return(try value.map { (v) throws(RuntimeError) in try eval(v, env) })
        case .for(let name, let sequence, let body):
            let value = try eval(sequence, env)
            // A user's sequence, and an endless range (`1...`), is read one element at a time (it
            // can end with `break`).
            let next = try userIterator(of: value, at: sequence.syntax) ?? Self.rangeIterator(of: value)
            var listed = next == nil ? try elements(of: value, at: sequence.syntax)[...] : []
            while let element = try next?() ?? listed.popFirst() {
                try tick(sequence.syntax)
                let inner = Environment(parent: env)
                inner.define(name, element)
                switch try exec(body, inner) {
                case .return(let v): return .return(v)
                case .break: return .normal
                case .normal, .continue: continue
                }
            }
        case .while(let conditions, let body):
            while true {
                let inner = Environment(parent: env)
                guard try test(conditions, inner) else { break }
                try tick(nil)
                switch try exec(body, inner) {
                case .return(let v): return .return(v)
                case .break: return .normal
                case .normal, .continue: continue
                }
            }
        case .defer:
            // Met in a statement list (`exec(_:_:)` above), which runs it when the list ends.
            break
        case .break:
            return .break
        case .continue:
            return .continue
        case .throw(let error):
            throw try raise(try eval(error, env), at: error.syntax)
        case .do(let body, let clauses):
            do throws(RuntimeError) {
                return try exec(body, Environment(parent: env))
            } catch {
                // Only the error a `throw` raised is caught (a trap is not).
                guard let (message, value) = thrown, message == error.message else { throw error }
                guard let (clause, inner) = try firstMatch(clauses, value, env) else { throw error }
                thrown = nil
                return try exec(clause.body, inner)
            }
        }
        return .normal
    }

    /// Throws `error` as a Swift error: `do`/`catch`, `try?` and `try!` catch it; uncaught,
    /// it stops the run as Swift's top level does.
    func raise(_ error: Value, at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        let raised = RuntimeError("Fatal error: Error raised at top level: \(try reflecting(error, at: node))", at: node)
        thrown = (raised.message, error)
        return raised
    }

    /// The next-element function of an endless integer range (`1...`), or nil for any other
    /// value: a bounded range is made into its elements first, so that one too long for the
    /// step budget stops at once, at the range.
    static func rangeIterator(of value: Value) -> (() throws(RuntimeError) -> Value?)? {
        guard case .range(let lo, let hi, true) = value, hi == Int.max else { return nil }
        var current = lo
        var done = false
        return { () throws(RuntimeError) -> Value? in
            guard !done else { return nil }
            let element = current
            if current == hi { done = true } else { current += 1 }
            return .int(element)
        }
    }

    /// The elements of an array, set, dictionary, range or string (its characters).
    func elements(of value: Value, at node: Syntax?) throws(RuntimeError) -> [Value] {
        switch value {
        case .array(let values): return values
        case .string(let text): return text.map { .string(String($0)) }
        case .dictionary(let keys, let values): return zip(keys, values).map { .tuple([$0, $1]) }
        case .instance(let i) where { if case .array? = i.fields["elements"] { true } else { false } }():
            // A sequence stored as an `elements` array (SequenceBuilder's `EitherSequence`).
            return try elements(of: i.fields["elements"]!, at: node)
        case .range(let lo, let hi, let closed):
            let count = try Self.count(ofRange: lo, hi, closed: closed, at: node)
            if count > stepBudget - steps {
                throw RuntimeError("range of \(count) elements is too large to evaluate", at: node)
            }
            return try rangeElements(lo, hi, closed: closed, at: node)
        default:
            if let values = try userElements(of: value, at: node) { return values }
            throw RuntimeError("value is not a sequence", at: node)
        }
    }

    /// Evaluates a condition list, binding `if let`/`if case` names in `env`.
    func test(_ conditions: [Condition], _ env: Environment) throws(RuntimeError) -> Bool {
        for condition in conditions {
            switch condition {
            case .boolean(let e):
                guard case .bool(true) = try eval(e, env) else { return false }
            case .optionalBinding(let name, let e):
                guard case .optional(let wrapped?) = try eval(e, env) else { return false }
                env.define(name, wrapped)
            case .pattern(let pattern, let e):
                guard try match(pattern, try eval(e, env), env) else { return false }
            case .availability(let available):
                if !available { return false }
            }
        }
        return true
    }

    /// Matches a value against a pattern, binding names in `env`.
    func match(_ pattern: Pattern, _ value: Value, _ env: Environment) throws(RuntimeError) -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name):
            env.define(name, value)
            return true
        case .tuple(let patterns):
            guard case .tuple(let values) = value, values.count == patterns.count else { return false }
            for (p, v) in zip(patterns, values) where !(try match(p, v, env)) { return false }
            return true
        case .optionalSome(let inner):
            guard case .optional(let wrapped?) = value else { return false }
            return try match(inner, wrapped, env)
        case .cast(let inner, let target):
            guard let cast = castValue(value, to: checker.system.normalize(target.substituting(env.substitution))) else { return false }
            return try match(inner, cast, env)
        case .enumCase(let name, let subpatterns):
            if case .optional(let wrapped) = value {
                if name == "none" { return wrapped == nil }
                guard name == "some", let wrapped else { return false }
                return try subpatterns.first.map { (p) throws(RuntimeError) in try match(p, wrapped, env) } ?? true
            }
            guard case .enumCase(let e) = value, e.name == name else { return false }
            for (p, v) in zip(subpatterns, e.payload) where !(try match(p, v, env)) { return false }
            return true
        case .expression(let e):
            let candidate = try eval(e, env)
            if case .range(let lo, let hi, let closed) = candidate, case .int(let n) = value {
                return n >= lo && (closed ? n <= hi : n < hi)
            }
            return candidate == value
        }
    }
}
