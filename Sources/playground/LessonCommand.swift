import ArgumentParser
import LineEditing
import PlaygroundSession

/// `playground lesson N [STEP]`: the REPL, started in lesson N (resuming where it was left).
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson",
        abstract: "Start the playground in a guided lesson (resuming where you left it).",
        discussion: "`playground lessons` lists them. In the playground, :hint, :solution, :next, :prev and :lesson off.")

    @Argument(help: "The lesson's number (or the start of its name).")
    var lesson: String

    @Argument(help: "The step to start at (default: where you left the lesson).")
    var step: Int?

    @OptionGroup var flags: SessionFlags

    func run() throws {
        let session = Session(options: flags.sessionOptions(sourceName: "<repl>"))
        let interactive = Terminal.isTerminal(0)
        if interactive, flags.width == nil, let columns = PreviewWidth.ofTerminal() {
            session.options.width = columns
        }
        let start = session.submit(":lesson " + lesson + (step.map { " \($0)" } ?? ""))
        if start.isError, !session.lessons.isActive {
            Console.show(start)
            throw ExitCode(1)
        }
        var status: Int32
        if interactive, let editor = LineEditor(historyFile: HistoryFile.forCurrentUser()) {
            status = InteractiveREPL(session: session, editor: editor, followsTerminalWidth: flags.width == nil).run(opening: start)
        } else {
            Console.show(start)
            status = PipedREPL(session: session).run()
        }
        if status != 0 { throw ExitCode(status) }
    }
}
