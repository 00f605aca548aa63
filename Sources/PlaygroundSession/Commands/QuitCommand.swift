/// `:quit`: ends the session.
struct QuitCommand: SessionCommand {
    let name = "quit"
    let usage = ":quit"
    let summary = "leave the playground (Ctrl-D does the same)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        SessionOutput(shouldQuit: true)
    }
}
