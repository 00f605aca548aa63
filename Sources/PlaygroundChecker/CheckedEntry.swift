import SwiftDiagnostics

/// What checking one entry produced.
public struct CheckedEntry {
    public var declaredTypes: [String] = []
    public var declaredFunctions: [FunctionDecl] = []
    public var declaredVariables: [PropertyDecl] = []
    /// The entry's statements as the body of an implicit `@ViewBuilder` closure.
    public var body: CheckedBody?
    /// The static type of that body's result.
    public var resultType: SwiftType?
    public var diagnostics: [Diagnostic] = []
}
