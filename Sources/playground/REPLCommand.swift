import ArgumentParser
import PlaygroundSession

/// `playground repl` (not yet written).
struct REPLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl")
    func run() throws {}
}
