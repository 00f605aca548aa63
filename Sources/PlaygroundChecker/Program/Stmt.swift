import SwiftSyntax

/// A checked statement.
public indirect enum Stmt: @unchecked Sendable {
    case expression(Expr)
    /// `let`/`var name = value` (value nil: declared, assigned later).
    case declare(String, Expr?, mutable: Bool)
    /// `var name: Type [= initial]`: a variable the builder transform assigns in each branch.
    case builderVariable(String, TypeBox, Expr?)
    /// `let _ = value`: evaluated and discarded.
    case discard(Expr)
    /// A top-level variable declared after an entry's first statement (its syntax): defined
    /// where it is written, as top-level code runs in order, and kept for later entries.
    case defineGlobals([PropertyDecl], Syntax)
    case `if`([Condition], [Stmt], [Stmt]?)
    case `switch`(Expr, [SwitchCase])
    case `return`(Expr?)
    case `for`(String, Expr, [Stmt])
    case `while`([Condition], [Stmt])
    /// `guard conditions else { … }`: the bindings stay in scope after it.
    case `guard`([Condition], [Stmt])
    case `break`, `continue`
    /// `throw error`: unwinds to the nearest `catch` that matches.
    case `throw`(Expr)
    /// `do { … } catch pattern { … }`: each catch clause is a case matched against the error.
    case `do`([Stmt], [SwitchCase])
    /// `defer { … }`: run when the statements it is among end, however they end (last
    /// deferred first).
    case `defer`([Stmt])
}

/// One clause of an `if`/`while` condition list.
public enum Condition: @unchecked Sendable {
    case boolean(Expr)
    /// `let name = optional`.
    case optionalBinding(String, Expr)
    /// `case pattern = value`.
    case pattern(Pattern, Expr)
    /// `#available` (true here: the playground runs on the newest OS) and `#unavailable`.
    case availability(Bool)
}

/// A `case` of a switch: its patterns (any may match) and body.
public struct SwitchCase: @unchecked Sendable {
    public let patterns: [Pattern]
    public let guardExpr: Expr?
    public let body: [Stmt]
}

/// A pattern in `case` or `if case`.
public indirect enum Pattern: @unchecked Sendable {
    case wildcard
    /// Matches with `==` (or `~=` for ranges).
    case expression(Expr)
    case binding(String)
    case enumCase(String, [Pattern])
    case tuple([Pattern])
    case optionalSome(Pattern)
    /// `pattern as T`: matches when the value's dynamic type is `T`.
    case cast(Pattern, SwiftType)
}

/// A checked function, getter or closure body.
public struct CheckedBody: @unchecked Sendable {
    public let statements: [Stmt]
    public let resultType: SwiftType
}
