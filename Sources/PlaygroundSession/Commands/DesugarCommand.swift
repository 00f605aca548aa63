import PlaygroundChecker

/// `:desugar [CODE]`: the last entry (or CODE) as the result-builder transform rewrote it.
struct DesugarCommand: SessionCommand {
    let name = "desugar"
    let usage = ":desugar [CODE]"
    let summary = "the last entry (or CODE) as the builder transform rewrote it"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        if argument.isEmpty {
            guard let view = session.lastView else { return SessionOutput(diagnostics: "error: no view yet; enter one first\n", isError: true) }
            return SessionOutput(text: DesugaredSource.print(view.body))
        }
        return session.evaluate(code: argument, sections: [.desugar], mount: false)
    }
}
