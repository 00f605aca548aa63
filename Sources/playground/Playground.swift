import ArgumentParser
import PlaygroundSession

/// The `playground` executable: the REPL by default, `eval` and `replay` as subcommands.
@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A terminal playground for SwiftUI's result builders.",
        subcommands: [REPLCommand.self, EvalCommand.self, ReplayCommand.self, LessonsCommand.self, LessonCommand.self],
        defaultSubcommand: REPLCommand.self)
}
