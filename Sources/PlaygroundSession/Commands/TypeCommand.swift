/// `:type EXPR`: the static type of an expression, without mounting it.
struct TypeCommand: SessionCommand {
    let name = "type"
    let usage = ":type EXPR"
    let summary = "print the static type of EXPR (the last view's when EXPR is omitted)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        if argument.isEmpty {
            guard let view = session.lastView else { return SessionOutput(diagnostics: "error: no view yet; enter one first\n", isError: true) }
            return SessionOutput(text: view.type.description + "\n")
        }
        return session.evaluate(code: argument, sections: [.type], mount: false)
    }
}
