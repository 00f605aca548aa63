/// `:reset`: forgets every declaration, variable and view.
struct ResetCommand: SessionCommand {
    let name = "reset"
    let usage = ":reset"
    let summary = "forget every declaration, variable and view"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        session.reset()
        return SessionOutput(text: "Session reset (builder \(session.options.builder)).\n")
    }
}
