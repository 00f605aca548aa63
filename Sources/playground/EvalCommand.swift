import ArgumentParser
import PlaygroundSession

/// `playground eval` (not yet written).
struct EvalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "eval")
    func run() throws {}
}
