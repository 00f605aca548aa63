import Dispatch
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
    private static let parsedChunks = Mutex<[String: [SourceFile]]>([:])

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
        let files = parsed(reached)
        profileRoots += files.map { Syntax($0.tree) }
        let collector = DeclarationCollector(table: table, lazyMembers: true)
        collector.collect(files.flatMap { Array($0.tree.statements) })
        for error in collector.errors {
            assertionFailure("profile \(profile.name): \(error.message)")
        }
    }

    /// The chunks numbered `indices`, parsed once per process: many chunks in two files on
    /// two cores.
    private func parsed(_ indices: [Int]) -> [SourceFile] {
        let key = profile.name + ":" + indices.map(String.init).joined(separator: ",")
        if let done = Self.parsedChunks.withLock({ $0[key] }) { return done }
        let halves = indices.count < 16 ? [indices[...]] : [indices[..<(indices.count / 2)], indices[(indices.count / 2)...]]
        let texts = halves.map { half in half.map { chunks.chunks[$0].text }.joined(separator: "\n") }
        let files = Mutex([SourceFile?](repeating: nil, count: texts.count))
        let name = "<\(profile.name)>"
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            let file = SourceFile(name: name, text: texts[index], trusted: true)
            files.withLock { $0[index] = file }
        }
        let done = files.withLock { $0.compactMap { $0 } }
        Self.parsedChunks.withLock { $0[key] = done }
        return done
    }

    /// Registers every declaration of the profile (for completion, which lists them all).
    func loadAllDeclarations() {
        loadDeclarations(reachedBy: chunks.chunks.flatMap(\.names))
    }
}
