import PlaygroundSyntax
import SwiftSyntax
import Synchronization

/// Loading a profile's declarations: the standard library at once, the profile's chunks as
/// entries reach them (`ProfileChunks`).
extension Checker {
    /// The standard library subset, parsed once per process.
    static let standardLibrary = SourceFile(name: "<stdlib>", text: Profile.standardLibrarySource, trusted: true)
    /// Each profile's chunks, cut once per process.
    private static let profileChunks = Mutex<[String: ProfileChunks]>([:])

    static func chunks(of profile: Profile) -> ProfileChunks {
        profileChunks.withLock { cut in
            if let done = cut[profile.name] { return done }
            let made = ProfileChunks(source: profile.source)
            cut[profile.name] = made
            return made
        }
    }

    /// Registers the profile declarations that the identifiers of `file` reach.
    func loadDeclarations(reachedBy file: SourceFile) {
        var names = Set<String>()
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { names.insert(token.text) }
        }
        loadDeclarations(reachedBy: names)
    }

    /// Registers the profile declarations that `names` reach and that are not registered yet.
    func loadDeclarations(reachedBy names: some Sequence<String>) {
        let reached = chunks.reach(names, loaded: loadedChunks)
        guard !reached.isEmpty else { return }
        loadedChunks.formUnion(reached)
        let text = reached.map { chunks.chunks[$0].text }.joined(separator: "\n")
        let file = SourceFile(name: "<\(profile.name)>", text: text, trusted: true)
        profileRoots.append(Syntax(file.tree))
        let collector = DeclarationCollector(table: table, lazyMembers: true)
        collector.collect(Array(file.tree.statements))
        for error in collector.errors {
            assertionFailure("profile \(profile.name): \(error.message)")
        }
    }

    /// Registers every declaration of the profile (for completion, which lists them all).
    func loadAllDeclarations() {
        loadDeclarations(reachedBy: chunks.chunks.flatMap(\.names))
    }
}
