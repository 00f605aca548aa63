import PlaygroundRuntime

/// `:toggle LABEL`: flips the Toggle labelled LABEL through its binding.
struct ToggleCommand: SessionCommand {
    let name = "toggle"
    let usage = ":toggle LABEL [N]"
    let summary = "flip the toggle labelled LABEL"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard !argument.isEmpty else { return SessionOutput(diagnostics: "error: :toggle needs a toggle label\n", isError: true) }
        switch session.findControl("Toggle", argument) {
        case .failure(let error):
            return SessionOutput(diagnostics: "error: \(error.message)\n", isError: true)
        case .success(let control):
            guard let (get, set) = ControlInputCommand.binding(control.node.field("isOn")) else {
                return SessionOutput(diagnostics: "error: the toggle has no binding\n", isError: true)
            }
            return session.interact { () throws(RuntimeError) in
                guard case .bool(let on) = try session.interpreter.call(get, [], at: nil) else { return }
                _ = try session.interpreter.call(set, [.bool(!on)], at: nil)
            }
        }
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        session.controls("Toggle").map(\.label).filter { $0.hasPrefix(prefix) }
    }
}
