import ArgumentParser
import PlaygroundSession

@main
struct Playground: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "A terminal playground for SwiftUI's result builders.")

    func run() throws {
        let session = Session()
        print(session.submit(":help").combined, terminator: "")
    }
}
