/// What one entry produced: the text a person sees, in order, and whether it failed.
public struct SessionOutput: Sendable, Equatable {
    /// Lines for standard output (type line, tree, preview, logs).
    public var text: String
    /// Diagnostics, already formatted with line, column and caret.
    public var diagnostics: String
    /// The entry failed (a diagnostic with error severity, or an unknown command).
    public var isError: Bool
    /// The entry asked the session to end (`:quit`).
    public var shouldQuit: Bool
    /// The declarations the errors are about that their messages do not quote (the initializer
    /// a call did not fit: `Theme.init`), for notes on why one is missing (`ModuleLoad`).
    public var callees: [String] = []

    public init(text: String = "", diagnostics: String = "", isError: Bool = false, shouldQuit: Bool = false) {
        self.text = text
        self.diagnostics = diagnostics
        self.isError = isError
        self.shouldQuit = shouldQuit
    }

    /// Output and diagnostics as one block, the way a terminal shows them.
    public var combined: String {
        [text, diagnostics].filter { !$0.isEmpty }.joined(separator: text.hasSuffix("\n") || text.isEmpty ? "" : "\n")
    }
}
