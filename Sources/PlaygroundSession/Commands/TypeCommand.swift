import PlaygroundSyntax

/// `:type EXPR`: the static type of an expression, without mounting it.
struct TypeCommand: SessionCommand {
    let name = "type"
    let usage = ":type EXPR"
    let summary = "the static type of EXPR (or of the last view)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        if argument.isEmpty {
            guard let view = session.lastView else { return SessionOutput(diagnostics: "error: no view yet; enter one first\n", isError: true) }
            return SessionOutput(text: view.type.entryDescription + "\n")
        }
        let file = SourceFile(name: session.options.sourceName, text: argument)
        let declares = file.tree.statements.contains { if case .decl = $0.item { true } else { false } }
        if declares { return session.evaluate(code: argument, sections: [.type], mount: false) }
        return LargeStack.run { TypeCommand.staticType(of: file, in: session) }
    }

    /// The type the checker gives `file`, without running it: a view that contains itself,
    /// or a ForEach over a huge range, still has a type.
    static func staticType(of file: SourceFile, in session: Session) -> SessionOutput {
        let printer = DiagnosticPrinter(colorize: session.options.color)
        if !file.syntaxDiagnostics.isEmpty {
            return SessionOutput(diagnostics: printer.format(file.syntaxDiagnostics, in: file), isError: true)
        }
        let entry = session.checker.check(file)
        if !entry.diagnostics.isEmpty {
            return SessionOutput(diagnostics: printer.format(entry.diagnostics, in: file), isError: true)
        }
        guard let type = entry.resultType else { return SessionOutput() }
        return SessionOutput(text: type.entryDescription + "\n")
    }
}
