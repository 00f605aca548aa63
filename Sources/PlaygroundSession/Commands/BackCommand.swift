import PlaygroundRuntime

/// `:back`: pops the navigation destination opened last.
struct BackCommand: SessionCommand {
    let name = "back"
    let usage = ":back"
    let summary = "return from the navigation destination opened last"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard let mount = session.mounted?.graph else {
            return SessionOutput(diagnostics: "error: no view is mounted; enter one first\n", isError: true)
        }
        var popped = false
        let output = session.interact { popped = mount.closeLastLink() }
        return popped ? output : SessionOutput(diagnostics: "error: no navigation link is open\n", isError: true)
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] { [] }
}
