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
    /// Sets of chunks parsed together, by profile and chunk numbers: checkers of one process
    /// (a test run, `:builder` switches) mostly load the same sets, and syntax trees are immutable.
    private static let parsedChunks = Mutex<[String: SourceFile]>([:])

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
        let file = parsed(reached)
        profileRoots.append(Syntax(file.tree))
        let collector = DeclarationCollector(table: table, lazyMembers: true)
        collector.collect(Array(file.tree.statements))
        for error in collector.errors {
            assertionFailure("profile \(profile.name): \(error.message)")
        }
    }

    /// The chunks numbered `indices`, parsed as one file (once per process).
    private func parsed(_ indices: [Int]) -> SourceFile {
        let key = profile.name + ":" + indices.map(String.init).joined(separator: ",")
        if let done = Self.parsedChunks.withLock({ $0[key] }) { return done }
        let text = indices.map { chunks.chunks[$0].text }.joined(separator: "\n")
        let file = SourceFile(name: "<\(profile.name)>", text: text, trusted: true)
        Self.parsedChunks.withLock { $0[key] = file }
        return file
    }

    /// Registers every declaration of the profile (for completion, which lists them all).
    func loadAllDeclarations() {
        loadDeclarations(reachedBy: chunks.chunks.flatMap(\.names))
    }
}
