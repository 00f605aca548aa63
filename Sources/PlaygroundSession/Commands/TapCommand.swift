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
            // An alert's or dialog's button: only while it is presented, and it closes it.
            guard let presented = ControlInputCommand.binding(session.presentingBinding(of: control.node)) else {
                return session.interact { () throws(RuntimeError) in _ = try session.interpreter.call(action, [], at: nil) }
            }
            let (isPresented, dismiss) = presented
            return session.interact { () throws(RuntimeError) in
                guard case .bool(true) = try session.interpreter.call(isPresented, [], at: nil) else {
                    throw RuntimeError("'\(control.label)' is in an alert that is not presented", at: nil)
                }
                _ = try session.interpreter.call(action, [], at: nil)
                _ = try session.interpreter.call(dismiss, [.bool(false)], at: nil)
            }
        }
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        session.controls("Button").map(\.label).filter { $0.hasPrefix(prefix) }
    }
}
