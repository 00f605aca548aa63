import PlaygroundChecker

/// `:builder [NAME|show]`: lists the builder profiles, switches to one, or prints its declarations.
struct BuilderCommand: SessionCommand {
    let name = "builder"
    let usage = ":builder [NAME|show]"
    let summary = "list profiles, switch to NAME (resets), or show its builder"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        switch argument {
        case "":
            let width = Profile.all.map(\.name.count).max() ?? 0
            let lines = Profile.all.map { profile in
                (profile.name == session.options.builder ? "● " : "  ")
                    + profile.name.padding(to: width) + "  " + profile.summary
            }
            return SessionOutput(text: lines.joined(separator: "\n") + "\n")
        case "show":
            return SessionOutput(text: session.checker.profile.builderSource + "\n")
        default:
            guard Profile.named(argument) != nil else {
                let names = Profile.all.map(\.name).joined(separator: ", ")
                return SessionOutput(diagnostics: "error: unknown builder '\(argument)'; choose one of: \(names)\n", isError: true)
            }
            session.options.builder = argument
            session.reset()
            return SessionOutput(text: "Builder \(argument); declarations were reset.\n")
        }
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        (Profile.all.map(\.name) + ["show"]).filter { $0.hasPrefix(prefix) }
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
