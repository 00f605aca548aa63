import ArgumentParser

/// `corpus-census`: measures what real SwiftUI code uses and how much of it the playground evaluates.
@main
struct CorpusCensusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus-census",
        abstract: "Census of the real-world SwiftUI corpus: the surface it uses, and how much the playground evaluates.",
        subcommands: [UsageCommand.self, ReportCommand.self]
    )
}
