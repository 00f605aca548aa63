import PlaygroundChecker
import PlaygroundPreview
import PlaygroundRuntime
import PlaygroundSyntax

/// One playground session: takes an entry (code or a `:command`) and returns what to show.
///
/// The PlaygroundSession folder holds the session, its `:commands` (one per file under
/// `Commands/`) and the transcript format; the REPL, `playground eval` and `playground replay`
/// are thin shells over this type, so every mode behaves the same.
public final class Session {
    public var options: SessionOptions
    /// The declarations in scope: the profile's and those entered so far.
    public private(set) var checker: Checker
    /// The last entry that produced a view, for `:type`, `:tree`, `:desugar`.
    public internal(set) var lastView: EvaluatedView?

    public init(options: SessionOptions = SessionOptions()) {
        self.options = options
        self.checker = Checker(profile: Profile.named(options.builder) ?? Profile.all[0])
    }

    /// Forgets every declaration and value; keeps the options.
    public func reset() {
        checker = Checker(profile: Profile.named(options.builder) ?? Profile.all[0])
        lastView = nil
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
        let file = SourceFile(name: options.sourceName, text: code)
        let printer = DiagnosticPrinter(colorize: options.color)
        if !file.syntaxDiagnostics.isEmpty {
            return SessionOutput(diagnostics: printer.format(file.syntaxDiagnostics, in: file), isError: true)
        }
        let entry = checker.check(file)
        if !entry.diagnostics.isEmpty {
            return SessionOutput(diagnostics: printer.format(entry.diagnostics, in: file), isError: true)
        }
        guard let body = entry.body, let type = entry.resultType else { return SessionOutput() }
        let view = EvaluatedView(type: type, body: body, source: file)
        lastView = view
        return SessionOutput(text: render(view, sections: options.sections))
    }

    /// The sections of a view entry, each ending in a newline.
    func render(_ view: EvaluatedView, sections: [SessionOptions.Section]) -> String {
        var out = ""
        for section in sections {
            switch section {
            case .type: out += view.type.description + "\n"
            case .tree, .preview, .desugar: break
            }
        }
        return out
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
