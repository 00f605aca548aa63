import ArgumentParser
import PlaygroundSession

/// `playground replay` (not yet written).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay")
    func run() throws {}
}
