/// `:preview`: draws the last view's preview again, at the current width and colour.
struct PreviewCommand: SessionCommand {
    let name = "preview"
    let usage = ":preview"
    let summary = "draw the last view's preview again (at the current width)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard argument.isEmpty else {
            return SessionOutput(diagnostics: "error: :preview takes no argument (set the width with :width N)\n", isError: true)
        }
        guard let view = session.lastView else {
            return SessionOutput(diagnostics: "error: no view yet; enter one first\n", isError: true)
        }
        let drawing = session.render(view, sections: [.preview])
        return SessionOutput(text: drawing.isEmpty ? "(the view draws nothing)\n" : drawing)
    }
}
