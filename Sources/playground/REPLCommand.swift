import ArgumentParser
import LineEditing
import PlaygroundSession

/// `playground` / `playground repl`: the interactive playground, or entries piped on stdin.
struct REPLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Type SwiftUI-style code and see its type, type tree and preview.",
        discussion: """
            At a terminal: `vb> ` prompts, `... ` until brackets balance, Up/Down for history \
            (kept in $XDG_STATE_HOME/viewbuilder-playground/history), Tab to complete, \
            Ctrl-C to cancel an entry or interrupt an evaluation, Ctrl-D to quit. With input \
            piped in, each entry's output is printed with no prompts.
            """)

    @OptionGroup var flags: SessionFlags

    func run() throws {
        let session = Session(options: flags.sessionOptions(sourceName: "<repl>"))
        var status: Int32
        if Terminal.isTerminal(0), let editor = LineEditor(historyFile: HistoryFile.forCurrentUser()) {
            status = InteractiveREPL(session: session, editor: editor, followsTerminalWidth: flags.width == nil).run()
        } else {
            status = PipedREPL(session: session).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
