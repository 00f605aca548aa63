/// `:tree`: the last view's type tree, with each conditional's active branch.
struct TreeCommand: SessionCommand {
    let name = "tree"
    let usage = ":tree"
    let summary = "print the last view's type tree (active branches marked ●)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard let view = session.lastView else { return SessionOutput(diagnostics: "error: no view yet; enter one first\n", isError: true) }
        return SessionOutput(text: session.render(view, sections: [.tree]))
    }
}
