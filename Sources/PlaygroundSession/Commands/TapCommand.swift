import PlaygroundRuntime

/// `:tap LABEL`: runs the action of the Button labelled LABEL.
struct TapCommand: SessionCommand {
    let name = "tap"
    let usage = ":tap LABEL [N]"
    let summary = "press the button labelled LABEL (the Nth one; or :tap N)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard !argument.isEmpty else { return SessionOutput(diagnostics: "error: :tap needs a button label\n", isError: true) }
        switch session.findControl("Button", argument) {
        case .failure(let error):
            return SessionOutput(diagnostics: "error: \(error.message)\n", isError: true)
        case .success(let control):
            guard case .function(let action)? = control.node.field("action") else {
                return SessionOutput(diagnostics: "error: the button has no action\n", isError: true)
            }
            return session.interact { () throws(RuntimeError) in _ = try session.interpreter.call(action, [], at: nil) }
        }
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        session.controls("Button").map(\.label).filter { $0.hasPrefix(prefix) }
    }
}
