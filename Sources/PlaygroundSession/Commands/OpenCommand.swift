import PlaygroundRuntime

/// `:open LABEL`: follows the NavigationLink labelled LABEL (its destination is pushed).
struct OpenCommand: SessionCommand {
    let name = "open"
    let usage = ":open LABEL [N]"
    let summary = "follow the navigation link labelled LABEL (:back returns)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard !argument.isEmpty else { return SessionOutput(diagnostics: "error: :open needs a link label\n", isError: true) }
        switch session.findControl("NavigationLink", argument) {
        case .failure(let error):
            return SessionOutput(diagnostics: "error: \(error.message)\n", isError: true)
        case .success(let control):
            guard let path = control.node.path, let mount = session.mounted?.graph else {
                return SessionOutput(diagnostics: "error: the link cannot be opened\n", isError: true)
            }
            // A link a binding opens is followed by writing true through it, as a tap does.
            let activate = session.interpreter.linkActivation(of: control.node)
            return session.interact {
                activate?(true)
                mount.openLink(at: path, closing: activate.map { set in { set(false) } })
            }
        }
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        session.controls("NavigationLink").map(\.label).filter { $0.hasPrefix(prefix) }
    }
}
