import PlaygroundPreview

/// One playground session: takes an entry (code or a `:command`) and returns what to show.
///
/// The PlaygroundSession folder holds the session, its `:commands` (one per file under
/// `Commands/`) and the transcript format; the REPL, `playground eval` and `playground replay`
/// are thin shells over this type, so every mode behaves the same.
public final class Session {
    public var options: SessionOptions

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
    }

    /// Runs one entry: a `:command` line, or Swift code (declarations, statements, a view).
    public func submit(_ input: String) -> SessionOutput {
        let trimmed = input.trimmingWhitespace()
        if trimmed.isEmpty { return SessionOutput() }
        if trimmed.hasPrefix(":") { return runCommand(trimmed) }
        return evaluate(code: input)
    }

    /// Evaluates Swift code typed at the prompt or read from a file.
    func evaluate(code: String) -> SessionOutput {
        SessionOutput(diagnostics: "error: evaluation is not available yet\n", isError: true)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
