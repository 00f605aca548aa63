import ArgumentParser
import PlaygroundChecker

/// `playground profile-index` (hidden): prints `ProfileChunkIndex.swift` for the profiles this
/// binary holds (each profile's cut into chunks, which a process then reads instead of cutting).
struct ProfileIndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profile-index",
        abstract: "Print the stored cuts of the builder profiles (Sources/PlaygroundChecker/Profiles/ProfileChunkIndex.swift).",
        shouldDisplay: false)

    func run() throws {
        print(Profile.chunkIndexSource(), terminator: "")
    }
}
