
/// `:record` support: every entry passes through `recordEntry` on its way out of `submit`.
extension Session {

    /// Adds a finished entry to the transcript `:record` is writing, if any, and returns the
    /// output to show: `output` itself, or with a line added when the entry is left out (it
    /// was stopped by Ctrl-C, so a replay could not print the same) or the file could not be
    /// written (recording then stops). `submit` passes every entry through it.
    func recordEntry(_ input: String, _ output: SessionOutput) -> SessionOutput {
        let trimmed = input.trimmingWhitespace()
        let command = Session.commandAndArgument(trimmed)
        if trimmed.isEmpty || command?.command is RecordCommand { return output }
        guard let recorder = recording.recorder else {
            if command == nil { recording.unrecordedCodeEntries += 1 }
            return output
        }
        if command == nil, interruption.isRaised, output.isError {
            var shown = output
            shown.diagnostics += "note: an interrupted entry is not recorded\n"
            return shown
        }
        let setsWidth = command?.command is WidthCommand && command?.argument.isEmpty == false && !output.isError
        do {
            try recorder.record(input, output, width: options.width, setsWidth: setsWidth)
            return output
        } catch {
            recording.recorder = nil
            var shown = output
            shown.diagnostics += "error: recording stopped: \(error.description)\n"
            return shown
        }
    }

    /// The command a `:command` line names (nil if none or unknown), and its argument.
    static func commandAndArgument(_ line: String) -> (command: (any SessionCommand)?, argument: String)? {
        guard line.hasPrefix(":") else { return nil }
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        return (command(named: name), String(body.dropFirst(name.count)).trimmingWhitespace())
    }

    /// The entry is a `:record` command, which is never recorded itself.
    static func isRecordCommand(_ line: String) -> Bool {
        commandAndArgument(line)?.command is RecordCommand
    }
}
