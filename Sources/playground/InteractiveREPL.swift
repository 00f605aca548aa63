import LineEditing
import PlaygroundSession

/// The REPL at a terminal: libedit prompts, continuation lines, history, completion, Ctrl-C.
struct InteractiveREPL {
    let session: Session
    /// Editor for the terminal on standard input.
    let editor: LineEditor
    /// Follow the terminal's width (no `--width`): it is read again before each entry, until
    /// a `:width` command sets a width of its own.
    let followsTerminalWidth: Bool

    static let banner = "ViewBuilder Playground — :help for commands, Ctrl-D to quit\n"
    static let prompt = "vb> "
    static let continuationPrompt = "... "

    /// Runs until Ctrl-D or `:quit`, showing `opening` (a lesson's start) under the banner;
    /// returns the exit status.
    func run(opening: SessionOutput? = nil) -> Int32 {
        editor.completer = { [session] line in session.completions(for: line) }
        let interrupts = InterruptForwarder(session: session)
        interrupts.install()
        editor.write(InteractiveREPL.banner)
        if let opening { Console.show(opening) }
        var pending = EntryAccumulator()
        var followedWidth: Int? = followsTerminalWidth ? session.options.width : nil
        while true {
            let prompt = pending.isEmpty ? InteractiveREPL.prompt : InteractiveREPL.continuationPrompt
            switch editor.read(prompt: prompt) {
            case .endOfFile:
                editor.write("\n")
                return 0
            case .cancelled:
                pending.reset()
            case .line(let line):
                guard let entry = pending.add(line) else { continue }
                editor.addHistory(entry)
                if let width = followedWidth {
                    followedWidth = followTerminal(from: width)
                }
                let output = interrupts.whileEvaluating { session.submit(entry) }
                Console.show(output)
                if output.shouldQuit { return 0 }
            }
        }
    }

    /// Sets the session's width to the terminal's, unless it changed since the REPL last set it
    /// to `width` (a `:width` command); returns the width now followed, or nil to stop following.
    private func followTerminal(from width: Int) -> Int? {
        guard session.options.width == width else { return nil }
        if let columns = PreviewWidth.ofTerminal() { session.options.width = columns }
        return session.options.width
    }
}
