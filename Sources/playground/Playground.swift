import ArgumentParser
import PlaygroundSession

/// The `playground` executable: the REPL by default, `eval` and `replay` as subcommands.
@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A terminal playground for SwiftUI's result builders.",
        subcommands: [REPLCommand.self, EvalCommand.self, WatchCommand.self, ReplayCommand.self, LessonsCommand.self, LessonCommand.self, PreludeCommand.self, ProfileIndexCommand.self],
        defaultSubcommand: REPLCommand.self)

    /// Starts loading the builder profile on another core while the arguments are read.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let builder = arguments.firstIndex(of: "--builder").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        // `eval`'s file is its last argument as usually written; a wrong guess only loads more.
        let entryPath = ["eval", "watch"].contains(arguments.first) ? arguments.last.flatMap { $0.hasPrefix("-") ? nil : $0 } : nil
        Session.prepare(builder: builder ?? SessionOptions().builder, entryPath: entryPath)
        main(nil)
    }
}
