import ArgumentParser
import PlaygroundChecker

/// `playground prelude [--builder NAME]` (hidden): prints a profile's declarations as Swift
/// source that swiftc compiles, the stand-in library `bin/bench` builds snippets against.
struct PreludeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prelude",
        abstract: "Print a builder profile's declarations as compilable Swift (the stand-in library).",
        shouldDisplay: false)

    @Option(help: "The builder profile whose declarations to print.")
    var builder: BuilderProfileName = .swiftui

    func run() throws {
        guard let profile = Profile.named(builder.rawValue) else { throw ExitCode.failure }
        print(profile.standInSource)
    }
}
