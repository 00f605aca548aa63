#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import SwiftDiagnostics
import PlaygroundSyntax
import SwiftSyntax

/// Loading a profile's declarations and the standard library's: their chunks as entries and
/// bodies reach them, and as lookups miss (`ProfileChunks`).
extension Checker {
    /// Each profile's chunks, cut with the standard library's once per process (or read from
    /// `ProfileChunkIndex` when stored there for the sources as they are).
    private static let profileChunks = Locked<[String: ProfileChunks]>([:])
    /// Sets of chunks parsed together, by profile and chunk numbers: checkers of one process
    /// (a test run, `:builder` switches) mostly load the same sets, and syntax trees are immutable.
    private static let parsedChunks = Locked<[String: [SourceFile]]>([:])
    /// Chunks parsed ahead, each a file of its own, by profile and chunk number
    /// (`parseAhead(_:from:)`): a checker takes them one by one as it loads them.
    private static let parsedAhead = Locked<[String: [Int: SourceFile]]>([:])

    static func chunks(of profile: Profile) -> ProfileChunks {
        profileChunks.withLock { cut in
            if let done = cut[profile.name] { return done }
            let sources = Profile.standardLibrarySources + profile.sources
            let stored = ProfileChunkIndex.stored[profile.name].flatMap { ProfileChunks(stored: $0, sources: sources) }
            let made = stored ?? ProfileChunks(sources: sources)
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

    /// Registers the profile declarations that a profile body (or initial value) names, before
    /// it is checked: most bodies never are, so what they use loads only when it is needed.
    func loadDeclarations(reachedByBody body: some SyntaxProtocol) {
        guard isProfileSyntax(Syntax(body)) else { return }
        var names = Set<String>()
        for token in body.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { names.insert(token.text) }
        }
        loadDeclarations(reachedBy: names)
    }

    /// Registers the profile declarations that `names` reach and that are not registered yet.
    func loadDeclarations(reachedBy names: some Sequence<String>) {
        let reached = chunks.reach(names, loaded: loadedChunks)
        guard !reached.isEmpty else { return }
        loadedChunks.formUnion(reached)
        if Self.tracesLoads { traceLoad(reached, reachedBy: names) }
        let start = ContinuousClock.now
        defer { loading = (loading.count + 1, loading.time + (ContinuousClock.now - start)) }
        let files = Self.parsed(reached, of: profile, chunks: chunks)
        profileRoots.formUnion(files.map { Syntax($0.tree) })
        standardLibraryRoots.formUnion(files.filter { $0.name == Self.standardLibraryFileName }.map { Syntax($0.tree) })
        let collector = DeclarationCollector(table: table, lazyMembers: true)
        collector.collect(files.flatMap { Array($0.tree.statements) })
        lazilyRead += collector.deferredMembers
        // Computed globals (`NSLocalizedDescriptionKey`): read through their getters.
        for item in files.flatMap({ Array($0.tree.statements) }) {
            guard case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self),
                  let properties = try? collector.makeProperties(variable, owner: nil, scope: GenericScope(), extensionRequirements: [], isProtocolExtension: false) else { continue }
            for property in properties where property.getter != nil { table.variables[property.name] = property }
        }
        for error in collector.errors {
            if let shadowing = userDeclarationShadowing(namedIn: error.message) {
                warnShadowing(shadowing)
            } else {
                assertionFailure("profile \(profile.name): \(error.message)")
            }
        }
    }

    /// Whether `PLAYGROUND_TIMING=loads` asks for every load to be written to standard error:
    /// the chunks (by first name) and their size, and the names that reached them.
    private static let tracesLoads = getenv("PLAYGROUND_TIMING").map { String(cString: $0) == "loads" } ?? false

    private func traceLoad(_ reached: [Int], reachedBy names: some Sequence<String>) {
        let bytes = reached.reduce(0) { $0 + chunks.chunks[$1].text.utf8.count }
        let loaded = reached.map { chunks.chunks[$0].names.first ?? "extension" }.joined(separator: " ")
        let line = "load: \(reached.count) chunks, \(bytes) bytes: \(loaded) (reached by \(names.sorted().prefix(12).joined(separator: " ")))\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    /// The user's type named in a profile declaration's error (`type 'Shape' is not a
    /// protocol` once the user declared `enum Shape`): the playground has one namespace, so
    /// the profile's declarations that use the name see the user's type.
    private func userDeclarationShadowing(namedIn message: String) -> NominalDecl? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return quoted.lazy.compactMap { self.table.nominal($0) }.first { !self.isProfileDeclaration($0) }
    }

    /// Warns, once per type, at the user's declaration that hides a SwiftUI name (or a name of
    /// a library the session imported: one it did not import hides nothing, as in Swift).
    func warnShadowing(_ decl: NominalDecl) {
        let library = Profile.libraryTypeNames[decl.name]
        if let library, !importedModules.contains(library) { return }
        let own = decl.syntax.flatMap { node in entryAnchor?.root == node.root ? node : nil }
        guard let node = own ?? entryAnchor, shadowWarned.insert(decl.name).inserted else { return }
        let module = library ?? "SwiftUI"
        pendingWarnings.append(Diagnostic(node: node, message: PlaygroundDiagnostic(
            "'\(decl.name)' hides \(module)'s '\(decl.name)': the playground has one namespace, so the \(module) declarations that use '\(decl.name)' are not available", severity: .warning)))
    }

    /// The name of the files the standard library's chunks are parsed into.
    static let standardLibraryFileName = "<stdlib>"

    /// Registers the profile's protocol-extension members named `names` that the playground
    /// itself calls (a `Layout`'s drawing entry points), which no user code names.
    public func loadProfileMembers(named names: [String]) {
        loadDeclarations(reachedBy: names)
    }

    /// Registers the declarations named `name` (its first component), for a lookup that found
    /// none: whether any were found.
    func loadDeclarations(named name: String) -> Bool {
        let first = String(name.prefix { $0 != "." })
        guard chunks.declares(first) else { return false }
        let before = loadedChunks.count
        loadDeclarations(reachedBy: [first])
        return loadedChunks.count > before
    }

    /// Chunks of `profile`, parsed once per process: those parsed ahead as they are, the rest
    /// with the standard library's in one file and the profile's in one or (many chunks, on two
    /// cores) two. The lock is held while those are parsed, so a second thread asking waits.
    static func parsed(_ indices: [Int], of profile: Profile, chunks: ProfileChunks) -> [SourceFile] {
        let ahead = parsedAhead.withLock { $0[profile.name] ?? [:] }
        let taken = indices.compactMap { ahead[$0] }
        guard taken.count < indices.count else { return taken }
        let rest = taken.isEmpty ? indices : indices.filter { ahead[$0] == nil }
        return taken + parsedTogether(rest, of: profile, chunks: chunks)
    }

    /// Parses, on the calling thread, the chunks that the type names of the `loaded` chunks
    /// reach and that are not parsed yet: what a check of the entry those chunks were loaded
    /// for mostly loads next (the types of the members it uses). A warmed-up checker's thread
    /// does this while the session checks the entry on another core, and the session's thread
    /// while it waits for that checker, as long as `shouldContinue` says.
    public static func parseAhead(_ profile: Profile, from loaded: Set<Int>, while shouldContinue: () -> Bool = { true }) {
        let chunks = chunks(of: profile)
        var names = Set<String>()
        for index in loaded {
            for word in ProfileChunks.words(in: chunks.chunks[index].text) where word.first?.isUppercase == true {
                names.insert(word)
            }
        }
        for index in chunks.reach(likelyNames, loaded: loaded) + chunks.reach(names, loaded: loaded) {
            guard shouldContinue() else { return }
            let parsed = parsedAhead.withLock { $0[profile.name]?[index] != nil }
            guard !parsed else { continue }
            let isStandard = chunks.chunks[index].module < Profile.standardLibrarySources.count
            let file = SourceFile(name: isStandard ? standardLibraryFileName : "<\(profile.name)>", text: chunks.chunks[index].text, trusted: true)
            parsedAhead.withLock { $0[profile.name, default: [:]][index] = $0[profile.name]?[index] ?? file }
        }
    }

    /// Names nearly every view entry's check loads, whatever it names: the types a builder makes
    /// of its statements and `if`s, and a string literal's. Parsed ahead before the rest.
    static let likelyNames = ["TupleView", "Optional", "_ConditionalContent", "LocalizedStringKey", "StringInterpolationProtocol"]

    /// Parses chunks into one file (or two, on two cores), cached by the set of chunks.
    private static func parsedTogether(_ indices: [Int], of profile: Profile, chunks: ProfileChunks) -> [SourceFile] {
        let key = profile.name + ":" + indices.map(String.init).joined(separator: ",")
        return parsedChunks.withLock { cache in
            if let done = cache[key] { return done }
            let isStandard = { (index: Int) in chunks.chunks[index].module < Profile.standardLibrarySources.count }
            let stdlib = indices.filter(isStandard)
            let own = indices.filter { !isStandard($0) }
            let halves = own.count < 16 ? [own[...]] : [own[..<(own.count / 2)], own[(own.count / 2)...]]
            let groups = ([stdlib[...]] + halves).filter { !$0.isEmpty }
            let texts = groups.map { group in group.map { chunks.chunks[$0].text }.joined(separator: "\n") }
            let names = groups.map { group in group.first.map(isStandard) == true ? standardLibraryFileName : "<\(profile.name)>" }
            let done: [SourceFile]
            if texts.count == 1 {
                done = [SourceFile(name: names[0], text: texts[0], trusted: true)]
            } else {
                let files = Locked([SourceFile?](repeating: nil, count: texts.count))
                DispatchQueue.concurrentPerform(iterations: texts.count) { index in
                    let file = SourceFile(name: names[index], text: texts[index], trusted: true)
                    files.withLock { $0[index] = file }
                }
                done = files.withLock { $0.compactMap { $0 } }
            }
            cache[key] = done
            return done
        }
    }

    /// The names a new checker loads the declarations of: its builder's, and the words of the
    /// entry it is made for.
    static func firstNames(_ profile: Profile, firstEntry: String?) -> [String] {
        [profile.entryBuilder] + (firstEntry.map(ProfileChunks.words(in:)) ?? [])
    }

    /// The chunks a new checker made for `firstEntry` loads first.
    public static func firstChunks(_ profile: Profile, firstEntry: String?) -> Set<Int> {
        Set(chunks(of: profile).reach(firstNames(profile, firstEntry: firstEntry), loaded: []))
    }

    /// Reads the members of the profile types among `names` (`Checker.init`'s `readingMembers`).
    func readMembers(ofTypesNamed names: [String]) {
        for word in names where word.first?.isUppercase == true {
            guard let decl = table.nominals[word], isProfileDeclaration(decl) else { continue }
            _ = decl.initializers
        }
    }

    /// Registers every declaration of the profile (for completion, which lists them all).
    func loadAllDeclarations() {
        loadDeclarations(reachedBy: chunks.chunks.flatMap(\.names))
    }
}

extension Checker {
    /// Whether the profile or the standard library declares `name` (loaded or not).
    public func profileDeclares(_ name: String) -> Bool {
        chunks.declares(name)
    }

    /// Whether `decl` comes from the profile (a primitive SwiftUI view), not from the user.
    public func isProfileDeclaration(_ decl: NominalDecl) -> Bool {
        isProfileSyntax(decl.syntax)
    }

    /// Whether a declaration's syntax comes from the profile or the standard library (or it has
    /// none: made by the checker).
    func isProfileSyntax(_ syntax: Syntax?) -> Bool {
        guard let root = syntax?.root else { return true }
        return profileRoots.contains(root)
    }

    /// Whether `decl` comes from the standard library subset (module `Swift`).
    public func isStandardLibraryDeclaration(_ decl: NominalDecl) -> Bool {
        guard let root = decl.syntax?.root else { return true }
        return standardLibraryRoots.contains(root)
    }
}
