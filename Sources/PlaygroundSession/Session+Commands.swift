/// Dispatch of `:command` lines to the commands in `Commands/`.
extension Session {
    /// Every command, in the order `:help` lists them.
    public static let commands: [any SessionCommand] = [
        HelpCommand(), TypeCommand(), TreeCommand(), PreviewCommand(), ShowCommand(), TapCommand(), ToggleCommand(), ControlInputCommand.fill, ControlInputCommand.pick, ControlInputCommand.set, ControlInputCommand.tab, OpenCommand(), BackCommand(), StateCommand(), ChangesCommand(), BuilderCommand(), DesugarCommand(), CompareCommand(), LoadCommand(), ResetCommand(),
        WidthCommand(), RecordCommand(), LessonsCommand(), LessonCommand(), HintCommand(), SolutionCommand(),
        NextCommand(), PrevCommand(), QuitCommand(),
    ]

    /// Finds a command by name; a unique prefix also matches (`:h` for `:help`).
    static func command(named name: String) -> (any SessionCommand)? {
        if let exact = commands.first(where: { $0.name == name }) { return exact }
        let matches = commands.filter { $0.name.hasPrefix(name) }
        return matches.count == 1 ? matches[0] : nil
    }

    func runCommand(_ line: String) -> SessionOutput {
        let body = line.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argument = String(body.dropFirst(name.count)).trimmingWhitespace()
        guard let command = Session.command(named: name) else {
            let candidates = Session.commands.filter { $0.name.hasPrefix(name) }.map { ":" + $0.name }
            if !name.isEmpty, candidates.count > 1 {
                return SessionOutput(
                    diagnostics: "error: ambiguous command ':\(name)' (\(candidates.joined(separator: ", ")))\n", isError: true)
            }
            return SessionOutput(
                diagnostics: "error: unknown command ':\(name)'; type :help for the list\n", isError: true)
        }
        return command.run(argument, in: self)
    }

    /// Completions for a partial entry: command names after `:`, else names known to the checker.
    public func completions(for line: String) -> [String] {
        if line.hasPrefix(":") {
            let body = line.dropFirst()
            if let space = body.firstIndex(where: \.isWhitespace) {
                let name = String(body[..<space])
                let argument = String(body[space...]).trimmingWhitespace()
                return Session.command(named: name)?.completions(forArgument: argument, in: self) ?? []
            }
            return Session.commands.map { ":" + $0.name }.filter { $0.hasPrefix(line) }
        }
        // The identifier being typed, and whether it follows a `.` (a modifier or member).
        let word = String(line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        let beforeWord = line.dropLast(word.count)
        if beforeWord.hasSuffix(".") {
            return checker.memberNames.filter { $0.hasPrefix(word) && !$0.hasPrefix("_") }
        }
        return checker.typeNames.filter { $0.hasPrefix(word) && !$0.hasPrefix("_") }
    }
}
