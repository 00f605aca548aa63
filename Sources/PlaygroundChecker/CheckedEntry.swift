import SwiftDiagnostics

/// What checking one entry produced.
public struct CheckedEntry {
    public var declaredTypes: [String] = []
    public var declaredFunctions: [FunctionDecl] = []
    public var declaredVariables: [PropertyDecl] = []
    /// Those of `declaredVariables` its body defines in order (`Stmt.defineGlobals`): declared
    /// after a statement, so the statements before them run first.
    public var variablesDefinedInBody: [PropertyDecl] = []
    /// The entry's statements as the body of an implicit `@ViewBuilder` closure.
    public var body: CheckedBody?
    /// The static type of that body's result.
    public var resultType: SwiftType?
    /// Errors: the entry does not run.
    public var diagnostics: [Diagnostic] = []
    /// Warnings: printed, and the entry runs (`import Kingfisher`: no such module here).
    public var warnings: [Diagnostic] = []
}
