import LineEditing
import PlaygroundSession

/// The REPL reading plain lines from a pipe or file: no prompts, no editing; lines group into
/// entries by the same bracket balance as at the terminal.
struct PipedREPL {
    let session: Session

    /// Runs until the input ends or `:quit`; an unfinished last entry is still submitted, so
    /// its diagnostics are shown. Returns the exit status.
    func run() -> Int32 {
        var pending = EntryAccumulator()
        while let line = readLine(strippingNewline: true) {
            guard let entry = pending.add(line) else { continue }
            if submit(entry) { return 0 }
        }
        if let rest = pending.flush() { _ = submit(rest) }
        return 0
    }

    /// Submits one entry and shows its output; true when the session asked to quit.
    private func submit(_ entry: String) -> Bool {
        let output = session.submit(entry)
        Console.show(output)
        return output.shouldQuit
    }
}
