
/// `:help`: lists the commands.
struct HelpCommand: SessionCommand {
    let name = "help"
    let usage = ":help"
    let summary = "list the commands"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        let width = Session.commands.map(\.usage.count).max() ?? 0
        var text = "Type Swift code (declarations, statements, a view) or a command.\n"
        text += "A view entry is mounted: :tap, :toggle and statements like `count += 1` change its\n"
        text += "state; the change log and the redrawn preview follow. The type never changes with\n"
        text += "state (:type shows it).\n"
        for command in Session.commands {
            text += "  " + command.usage + String(repeating: " ", count: width - command.usage.count)
            text += "  " + command.summary + "\n"
        }
        return SessionOutput(text: text)
    }
}
