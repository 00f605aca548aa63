import PlaygroundRuntime

/// `:changes [all|off|on]`: which body evaluations print a `_printChanges` line.
struct ChangesCommand: SessionCommand {
    let name = "changes"
    let usage = ":changes [all|off|on]"
    let summary = "log every body run (all), none (off), or _printChanges ones (on)"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        switch argument {
        case "": break
        case "all": session.changesMode = .all
        case "off": session.changesMode = .off
        case "on", "printing": session.changesMode = .printing
        default: return SessionOutput(diagnostics: "error: :changes takes all, off or on\n", isError: true)
        }
        let description = switch session.changesMode {
        case .all: "all (every body evaluated is logged)"
        case .off: "off (nothing is logged)"
        case .printing: "on (views whose body calls Self._printChanges() are logged)"
        }
        return SessionOutput(text: "changes: \(description)\n")
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        ["all", "off", "on"].filter { $0.hasPrefix(prefix) }
    }
}
