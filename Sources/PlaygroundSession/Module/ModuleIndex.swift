import PlaygroundChecker
import PlaygroundSyntax
import SwiftSyntax

/// A module's other files, indexed by the names their top-level declarations provide.
///
/// Xcode builds a preview with its whole module; the playground instead takes from the module
/// what the evaluated file reaches (the declarations that provide the names it mentions, then
/// those they mention in turn), and parses a file only when it may declare a name needed, so a
/// large app costs only what the file uses.
struct ModuleIndex {
    private let files: [ModuleFile]
    private var parsed: Set<Int> = []
    /// Files that may declare each name at their top level (`ModuleFile.declaredNameCandidates`).
    private var candidates: [String: [Int]] = [:]
    /// Files that may declare each name in an extension's body: where a member comes from.
    private var memberCandidates: [String: [Int]] = [:]
    /// Files whose extensions' headers may name each protocol (`extension Optional: TextStyle`).
    private var conformanceCandidates: [String: [Int]] = [:]
    /// Extensions of types outside the module that add conformances, by the protocols they name:
    /// a conformance is what a generic requirement uses (`buildOptional`'s `(some TextStyle)?`
    /// needs `Optional: TextStyle`) without naming the extended type, so the protocol reaches it.
    private var externalConformances: [String: [Int]] = [:]
    /// Names some file may declare a type by.
    private var typeNames: Set<String> = []
    private var declarations: [ModuleDeclaration] = []
    /// Types, functions and variables by name; a file-private one under `file#name`.
    private var topLevel: [String: [Int]] = [:]
    /// Extensions by the type they extend: loaded with it.
    private var extensionsOf: [String: [Int]] = [:]
    /// Extensions of types outside the module (`extension View`), by the members they add.
    private var externalMembers: [String: [Int]] = [:]
    /// The one declaration a type or variable name means in this load, once it is first reached:
    /// two targets' declarations of a name would otherwise both load and clash.
    private var chosen: [String: Int] = [:]

    /// Each file's path inside the module, split at `/` and `_` (`App/Views/Row.swift` →
    /// App, Views, Row.swift): where a name is declared in several targets, the nearest wins.
    private let places: [String: [Substring]]
    /// The folder the files share, stripped from their names to make `places`.
    private let root: String
    /// The folders (as places) of files declaring an app's entry point (`@main`): each an app
    /// target's root, whose declarations do not hide the SDK's from another app's files.
    private let appFolders: [[Substring]]
    /// The files of apps other than the evaluated file's (`declarations(reachedBy:before:)`).
    private var otherApps: Set<String> = []
    /// Whether the SDK (the profile) declares a name: one that another app's file declares
    /// too means the SDK's here.
    private let sdkDeclares: (String) -> Bool
    /// Each file's number, its place in `files`.
    private let fileNumbers: [String: Int]
    /// The modules of the packages among the files, which may qualify a name (`Backend.Category`).
    let packageModules: Set<String>

    init(files: [ModuleFile], sdkDeclares: @escaping (String) -> Bool = { _ in false }) {
        self.files = files
        self.sdkDeclares = sdkDeclares
        packageModules = Self.packageModules(of: files)
        root = Self.commonFolder(of: files.map(\.name))
        var places: [String: [Substring]] = [:]
        for file in files { places[file.name] = Self.place(of: file.name, under: root) }
        self.places = places
        fileNumbers = Dictionary(files.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        appFolders = files.filter(\.declaresEntryPoint).compactMap { places[$0.name]?.dropLast() }.map(Array.init)
        for (index, file) in files.enumerated() {
            let names = file.declaredNameCandidates
            for name in names.all { candidates[name, default: []].append(index) }
            for name in names.extensionMembers { memberCandidates[name, default: []].append(index) }
            for name in names.extensionConformances { conformanceCandidates[name, default: []].append(index) }
            typeNames.formUnion(names.types)
        }
    }

    /// The modules of the packages among `files`: a Swift package's `Sources/<Module>/` folders.
    static func packageModules(of files: [ModuleFile]) -> Set<String> {
        Set(files.compactMap { file in
            let parts = file.name.split(separator: "/")
            guard let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count else { return nil }
            return String(parts[index + 1])
        })
    }

    /// The declarations `entry` reaches, in groups each to be checked after the groups before it:
    /// a group is declarations that need each other, after those they need (Tarjan's order).
    /// Names the entry declares itself are the entry's: its own declaration wins, and one that
    /// the module's declarations use (a helper function beside the view that the module's other
    /// views call) is loaded with them, as Xcode compiles the file with its module; the entry
    /// declares it again. Reaching stops at `deadline`, with what was reached by then.
    mutating func declarations(reachedBy entry: SourceFile, before deadline: ContinuousClock.Instant) -> [[ModuleDeclaration]] {
        otherApps = filesOfOtherApps(than: entry.name)
        let allOfEntry = ModuleDeclaration.all(in: entry, modules: packageModules)
        let entryDeclarations = allOfEntry.filter { $0.extends == nil }
        // The entry's extensions go with their types when the module needs those (`extension
        // CountryDetails { struct Routing … }`, which `CountryDetails` uses), as Xcode compiles
        // the file with its module; the entry declares them again.
        for declaration in allOfEntry {
            guard let extended = declaration.extends else { continue }
            declarations.append(declaration)
            extensionsOf[extended, default: []].append(declarations.count - 1)
        }
        let own = Set(entryDeclarations.flatMap(\.provides))
        var mentioned = ModuleDeclaration.mentions(in: entry.tree, modules: packageModules)
        mentioned.names.subtract(own)
        // The entry's declarations by the names they provide, indexed once a module declaration needs one.
        var entryIndex: [Int: Int] = [:]
        func entryProviders(of names: Set<String>) -> [Int] {
            entryDeclarations.indices.filter { !entryDeclarations[$0].provides.isDisjoint(with: names) }.map { position in
                if let index = entryIndex[position] { return index }
                declarations.append(entryDeclarations[position])
                entryIndex[position] = declarations.count - 1
                return declarations.count - 1
            }
        }
        // What each chosen declaration reaches: the work list, and then the edges of the graph.
        var edges: [Int: [Int]] = [:]
        var pending = reached(names: mentioned.names, members: mentioned.members, in: entry.name)
        // Its extensions of the SDK's types go too, once a declaration taken with the entry's uses
        // what they add (`.sheet2(…)` from the entry's `extension View`); the entry alone does not
        // take them (it declares them itself).
        for index in declarations.indices where declarations[index].file.name == entry.name {
            guard let extended = declarations[index].extends, !own.contains(extended),
                  !typeNames.contains(extended) || sdkDeclares(extended) else { continue }
            for member in declarations[index].provides { externalMembers[member, default: []].append(index) }
        }
        while let index = pending.popLast(), ContinuousClock().now < deadline {
            guard edges[index] == nil else { continue }
            let declaration = declarations[index]
            // A name its own file declares `private` is that declaration, not the entry's.
            let file = declaration.file.name
            let entryNames = declaration.names.intersection(own).filter { file == entry.name || topLevel[file + "#" + $0] == nil }
            let names = declaration.names.subtracting(entryNames).subtracting(ownMemberNames(of: declaration))
            // Only what its shape needs orders it (`LaterCheckedBodies`); what its bodies alone
            // name is reached too, and may load in a later group.
            let shape = reached(names: names.intersection(declaration.shapeNames), members: declaration.shapeMembers, in: file, mentioning: names)
                + entryProviders(of: entryNames.intersection(declaration.shapeNames))
                + ownExtensions(usedBy: declaration, in: declaration.shapeNames.union(declaration.shapeMembers))
            let bodies = reached(
                names: names.subtracting(declaration.shapeNames), members: declaration.members.subtracting(declaration.shapeMembers),
                in: file, mentioning: names)
                + entryProviders(of: entryNames.subtracting(declaration.shapeNames))
            edges[index] = shape
            pending += shape + bodies
        }
        spellFilePrivateNamesApart(Array(edges.keys), entryNames: own, entry: entry.name)
        return components(of: edges)
    }

    /// The names a type's declaration, or an extension of it, mentions bare that an extension of
    /// the type declares (`extension SFSymbol { static let all = [app, …] }`, with `app` from
    /// another extension): a member hides a global of its name, and the type's extensions load
    /// with it, so such a name reaches no other declaration.
    private mutating func ownMemberNames(of declaration: ModuleDeclaration) -> Set<String> {
        guard let type = declaration.extends ?? (declaration.declaresType ? declaration.provides.first : nil) else { return [] }
        var found = Set<String>()
        for name in declaration.names where name != type {
            parseFiles(memberCandidates[name] ?? [])
            if (extensionsOf[type] ?? []).contains(where: { declarations[$0].provides.contains(name) }) { found.insert(name) }
        }
        return found
    }

    /// The module's extensions, in its other files, of the types only `entry` declares (`extension
    /// CountriesList { struct LocaleReader … }`): Xcode compiles them with the file, so they are
    /// checked with it, each in its own file (`renames` is empty: a private name stays its file's).
    mutating func extensions(ofTypesDeclaredBy entry: SourceFile) -> [ModuleDeclaration] {
        let own = ModuleDeclaration.all(in: entry, modules: packageModules).filter { $0.extends == nil && $0.declaresType }.flatMap(\.provides)
        var found: [ModuleDeclaration] = []
        for name in Set(own).sorted() {
            parseFiles(candidates[name] ?? [])
            // A type the module declares too is the module's (the file's own wins): its extensions are its.
            guard !(topLevel[name] ?? []).contains(where: { declarations[$0].file.name != entry.name }) else { continue }
            found += (extensionsOf[name] ?? []).map { declarations[$0] }.filter {
                $0.file.name != entry.name && $0.renames.isEmpty && !isInTestTarget($0.file.name)
            }
        }
        return found
    }

    /// Renames, in the chosen declarations of a module file, each of its `private` types that
    /// another loaded file, the entry or the SDK also declares (`ModuleDeclaration.renaming`):
    /// otherwise two `private struct Row` would be one type, and a file's `private struct
    /// Label` would hide SwiftUI's from the entry.
    private mutating func spellFilePrivateNamesApart(_ chosen: [Int], entryNames: Set<String>, entry: String) {
        var filesProviding: [String: Set<String>] = [:]
        for index in chosen where declarations[index].extends == nil {
            for name in declarations[index].provides { filesProviding[name, default: []].insert(declarations[index].file.name) }
        }
        var renames: [String: [String: String]] = [:]
        for index in chosen {
            let declaration = declarations[index]
            guard declaration.isFilePrivate, declaration.declaresType, declaration.file.name != entry,
                  let number = fileNumbers[declaration.file.name] else { continue }
            for name in declaration.provides where (filesProviding[name]?.count ?? 0) > 1 || entryNames.contains(name) || sdkDeclares(name) {
                renames[declaration.file.name, default: [:]][name] = NominalID.filePrivateName(name, file: number)
            }
        }
        guard !renames.isEmpty else { return }
        for index in chosen {
            if let renamed = renames[declarations[index].file.name] { declarations[index] = declarations[index].renaming(renamed) }
        }
    }

    /// The declarations that provide `names` and `members` to a declaration of `file` that
    /// mentions `mentioned` in all (the types whose extensions' members it may use bare).
    private mutating func reached(names: Set<String>, members: Set<String>, in file: String, mentioning mentioned: Set<String>? = nil) -> [Int] {
        let mentioned = mentioned ?? names
        var found: [Int] = []
        // In order of name: a set's order changes from run to run, and which declaration of a
        // name is chosen first (and so what loads) must not.
        for name in names.sorted() {
            parseFiles(candidates[name] ?? [])
            if let own = topLevel[file + "#" + name] {
                // The file's own `private` declaration hides the module's others of that name.
                found += own + extensions(of: name).filter { declarations[$0].file.name == file }
                continue
            }
            // A type the module declares brings all its extensions; the SDK's (`Image`: a test
            // file's `private class Image` is not it) only those its name reaches.
            let provided = providers(of: name, to: file)
            let declaresType = provided.contains { declarations[$0].declaresType }
            found += provided + extensions(of: name).filter { declaresType || declarations[$0].isReachedByItsTypeName }
            if provided.contains(where: { declarations[$0].declaresProtocol }) {
                parseFiles(conformanceCandidates[name] ?? [])
                found += externalConformances[name] ?? []
            }
            // A member of an SDK type's extension used without `self.` (`isHovering($0)` in a
            // view, from `extension View`), when the declaration names that type.
            parseFiles(memberCandidates[name] ?? [])
            found += (externalMembers[name] ?? []).filter { declarations[$0].extends.map(mentioned.contains) ?? false }
        }
        for member in members.sorted() {
            parseFiles(memberCandidates[member] ?? [])
            found += externalMembers[member] ?? []
        }
        return found
    }

    /// The declarations `name` means to a declaration of `file`: every nearest function (functions
    /// overload), and one type or variable, the one chosen when the name was first reached (from
    /// the evaluated file, or from the declaration that first needed it).
    private mutating func providers(of name: String, to file: String) -> [Int] {
        var declared = topLevelIndices(named: name)
        if sdkDeclares(name) {
            // An app's own type of an SDK name (`struct Collection`) is not the library's or
            // another app's, which mean the SDK's.
            let own = app(of: file)
            declared.removeAll { index in
                let declaring = declarations[index].file.name
                return otherApps.contains(declaring) || app(of: declaring).map { $0 != own } ?? false
            }
        }
        let found = nearest(declared, to: file)
        let functions = found.filter { declarations[$0].syntax.is(FunctionDeclSyntax.self) }
        let others = found.filter { !declarations[$0].syntax.is(FunctionDeclSyntax.self) }
        guard !others.isEmpty else { return functions }
        if let index = chosen[name] { return functions + [index] }
        // Two in one folder (one of them not in the app's target): the file named after it.
        let index = others.first { declarations[$0].file.name.hasSuffix("/\(name).swift") } ?? others[0]
        chosen[name] = index
        return functions + [index]
    }

    /// The indices (in `topLevel`) of the module's top-level declarations of `name`, less an
    /// app's alias of it back to a package's type of that name through the package's own alias
    /// (`typealias Defaults = _Defaults`, where the Defaults package declares `enum Defaults` and
    /// `typealias _Defaults = Defaults`): in Swift the app's alias shadows the imported name and
    /// means that same type, so the package's declaration stands for both (in one namespace the
    /// two would be a cycle).
    private func topLevelIndices(named name: String) -> [Int] {
        let declared = topLevel[name] ?? []
        guard declared.count > 1, declared.contains(where: { !declarations[$0].syntax.is(TypeAliasDeclSyntax.self) }) else { return declared }
        return declared.filter { index in
            guard let target = Self.aliasedName(declarations[index].syntax) else { return true }
            return !(topLevel[target] ?? []).contains { Self.aliasedName(declarations[$0].syntax) == name }
        }
    }

    /// The plain name a `typealias` stands for (`_Defaults` in `typealias Defaults = _Defaults`).
    private static func aliasedName(_ syntax: DeclSyntax) -> String? {
        guard let alias = syntax.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil,
              let type = alias.initializer.value.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil else { return nil }
        return type.name.text
    }

    /// The extensions of a module type that extend the declaration chosen for `name`: where
    /// several targets declare it, each extension extends its own target's (its nearest).
    private func extensions(of name: String) -> [Int] {
        let all = extensionsOf[name] ?? []
        let declared = topLevelIndices(named: name)
        guard let index = chosen[name], Set(declared.map { declarations[$0].file.name }).count > 1 else { return all }
        return all.filter { nearest(declared, to: declarations[$0].file.name).contains(index) }
    }

    /// The extensions of a type that its declaration, or one of its extensions, uses by one of
    /// `used` (a nested `Routing` or a helper method declared in `extension CountryDetails`):
    /// they need each other, so they load together.
    private func ownExtensions(usedBy declaration: ModuleDeclaration, in used: Set<String>) -> [Int] {
        let types = declaration.extends.map { [$0] } ?? Array(declaration.provides)
        return types.flatMap { extensions(of: $0) }.filter { !declarations[$0].provides.isDisjoint(with: used) }
    }

    /// Of declarations of one name in several files (an app and its widget each declaring
    /// `Model`), those whose file shares the longest leading part of its path with `file`'s.
    private func nearest(_ found: [Int], to file: String) -> [Int] {
        guard Set(found.map { declarations[$0].file.name }).count > 1 else { return found }
        let from = places[file] ?? Self.place(of: file, under: root)
        func shared(_ index: Int) -> Int {
            let other = places[declarations[index].file.name] ?? []
            return zip(from, other).prefix { $0 == $1 }.count
        }
        let best = found.map(shared).max() ?? 0
        let nearest = found.filter { shared($0) == best }
        // Equally near (a shared file's name declared for each platform): iOS's, as `#if` reads.
        let forThisPlatform = nearest.filter { !Self.isForOtherPlatform(declarations[$0].file.name) }
        return forThisPlatform.isEmpty ? nearest : forThisPlatform
    }

    /// Whether a folder of `path`, below the module's root, is a test target's (`UnitTests/`,
    /// `AppTests/`), which the app's previews do not compile.
    private func isInTestTarget(_ path: String) -> Bool {
        let folders = path.hasPrefix(root) ? path.dropFirst(root.count).split(separator: "/").dropLast() : []
        return folders.contains { $0.hasSuffix("Tests") }
    }

    /// Whether a folder of `path` is named for a platform other than iOS (`Mac/`, `watchOS/`).
    static func isForOtherPlatform(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            ["mac", "macos", "osx", "appkit", "tvos", "watchos", "watchkit", "watchapp", "watch", "visionos", "xros"].contains(folder.lowercased())
        }
    }

    /// The folder all `names` are in (the module's root); empty when they share none.
    static func commonFolder(of names: [String]) -> String {
        guard var common = names.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() }) else { return "" }
        for name in names.dropFirst() {
            let parts = name.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            common = common.prefix(zip(common, parts).prefix { $0 == $1 }.count)
        }
        return common.isEmpty ? "" : common.joined(separator: "/") + "/"
    }

    /// `file`'s path under `root` split at `/` and `_`; a file outside the root (a corpus copy
    /// named `App_Views_Row.swift`) by its own name, less the root's folders it begins with
    /// (`projects_App_Row.swift` when the root is `…/projects/`).
    static func place(of file: String, under root: String) -> [Substring] {
        if file.hasPrefix(root) { return file.dropFirst(root.count).split { $0 == "/" || $0 == "_" } }
        var name = file.split(separator: "/").last ?? Substring(file)
        let folders = root.split(separator: "/")
        for start in folders.indices {
            let prefix = folders[start...].joined(separator: "_") + "_"
            if name.hasPrefix(prefix) {
                name = name.dropFirst(prefix.count)
                break
            }
        }
        return name.split { $0 == "/" || $0 == "_" }
    }

    /// Parses, once, the files that may declare a name, and indexes their declarations.
    private mutating func parseFiles(_ fileIndices: [Int]) {
        for fileIndex in fileIndices where parsed.insert(fileIndex).inserted {
            let file = SourceFile(name: files[fileIndex].name, text: files[fileIndex].text, declarationsOnly: true)
            for declaration in ModuleDeclaration.all(in: file, modules: packageModules) {
                let index = declarations.count
                declarations.append(declaration)
                if let extended = declaration.extends {
                    extensionsOf[extended, default: []].append(index)
                    // An extension of the SDK's type (`extension Collection`), also where an app of
                    // the repository declares its own type of that name (`struct Collection`).
                    if !typeNames.contains(extended) || sdkDeclares(extended) {
                        for member in declaration.provides { externalMembers[member, default: []].append(index) }
                        for conformance in declaration.conformances { externalConformances[conformance, default: []].append(index) }
                    }
                } else {
                    for provided in declaration.provides {
                        topLevel[declaration.isFilePrivate ? file.name + "#" + provided : provided, default: []].append(index)
                    }
                }
            }
        }
    }

    /// Files inside another app's root than the one `entry` is in (a repository of many apps,
    /// each its own target); none when `entry` is in no app's root. Targets share files across
    /// folders (a watch app uses its phone app's views), so these stay visible, except that
    /// their declarations do not hide the SDK's: HackingWithSwift's Bookworm means SwiftData's
    /// `Query`, not the `Query` another of the repository's apps declares.
    private func filesOfOtherApps(than entry: String) -> Set<String> {
        guard let own = app(of: entry) else { return [] }
        return Set(files.map(\.name).filter { name in
            app(of: name).map { $0 != own } ?? false
        })
    }

    /// The root of the app whose files include `file`; nil for a file in no app (a library's).
    private func app(of file: String) -> [Substring]? {
        let place = places[file] ?? Self.place(of: file, under: root)
        return appFolders.filter { place.starts(with: $0) }.max { $0.count < $1.count }
    }

    /// The chosen declarations as strongly connected groups, those needed first.
    private func components(of edges: [Int: [Int]]) -> [[ModuleDeclaration]] {
        let chosen = edges.keys.sorted()
        let within = edges.mapValues { $0.filter { edges[$0] != nil } }
        var order = StronglyConnectedComponents(nodes: chosen, edges: within).components
        for i in order.indices {
            order[i].sort { (declarations[$0].file.name, declarations[$0].syntax.position) < (declarations[$1].file.name, declarations[$1].syntax.position) }
        }
        return order.map { $0.map { declarations[$0] } }
    }
}
