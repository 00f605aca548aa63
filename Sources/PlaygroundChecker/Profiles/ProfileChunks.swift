/// A profile's source and the standard library's, cut into their top-level declarations, so
/// that a checker parses and registers only the declarations it needs.
///
/// Reading a whole profile is most of a short run's work, and an entry uses a small part of
/// it. The cut is textual (no parse): profiles are written one declaration per column-0 line,
/// members indented. Each chunk records the names that reach it, and the checker loads a
/// chunk when one of them is needed: a word of an entry, a word of a profile body about to
/// be checked (`Checker.loadDeclarations(reachedByBody:)`), or a type name a lookup missed
/// (`DeclarationTable.loadOnMiss`). A name loads every declaration of it.
///
/// - A type, alias or function is reached by its name.
/// - An extension of a type a source declares comes with that type (its conformances,
///   initializers and members apply wherever the type does).
/// - An extension of a protocol a source declares is cut per member, each reached by the
///   member's name (`padding`, `red`), since members of protocol extensions are found by name;
///   a default implementation of one of the protocol's requirements comes with the protocol
///   instead (a type conforming to `Shape` gets Shape's `body` without naming it).
/// - An extension of a type that no source cut with it declares is always loaded.
///
/// The standard library is cut with each profile (`init(sources:)`), so an extension in one of
/// a type of the other (`extension Optional: View`) comes with the type.
struct ProfileChunks: Sendable {
    struct Chunk: Sendable, Equatable {
        /// Its pieces (the whole declaration, or an extension's header, one member and `}`):
        /// slices of the source, joined by newlines when the chunk is read.
        let pieces: [Substring]
        var text: String { pieces.joined(separator: "\n") }
        /// The names that reach this chunk.
        let names: [String]
        /// Which of the sources cut together it comes from (the standard library's come first).
        let module: Int
    }

    private(set) var chunks: [Chunk] = []
    /// Chunks by the names that reach them.
    private var byName: [String: [Int]] = [:]
    /// Chunks loaded with the first chunk that can be reached.
    private(set) var always: [Int] = []

    init(source: String) {
        self.init(sources: [source])
    }

    /// A cut made before (`init(stored:sources:)`).
    init(chunks: [Chunk], always: [Int]) {
        self.chunks.reserveCapacity(chunks.count)
        byName.reserveCapacity(chunks.count)
        for chunk in chunks { add(chunk.pieces, names: chunk.names, module: chunk.module) }
        self.always = always
    }

    /// Cuts several sources together: an extension in one of a type another declares (the
    /// profile's `extension Optional: View`) comes with that type.
    init(sources: [String]) {
        let modules = sources.map { Self.topLevelDeclarations(in: SourceLines($0)) }
        let declarations = modules.flatMap { $0 }
        let protocols = Set(declarations.filter { $0.keyword == "protocol" }.compactMap(\.name))
        let types = Set(declarations.filter { $0.keyword != "extension" }.compactMap(\.name))
        // A protocol extension's default implementation of a requirement (Shape's `body`, View's
        // requirement) comes with the protocol: a conforming user type needs it without naming it.
        var requirements = Set<String>()
        for declaration in declarations where declaration.keyword == "protocol" {
            requirements.formUnion(Self.members(of: declaration)?.compactMap(\.name) ?? [])
        }
        for (module, moduleDeclarations) in modules.enumerated() {
            for declaration in moduleDeclarations {
                guard declaration.keyword == "extension", let extended = declaration.name else {
                    add([declaration.text], names: declaration.name.map { [$0] } ?? [], module: module)
                    continue
                }
                if protocols.contains(extended), !declaration.headerDeclaresConformances, let members = Self.members(of: declaration) {
                    for member in members {
                        let name = member.name ?? extended
                        // Reached through the protocol, not by the name every conforming type uses (`body`).
                        let withProtocol = requirements.contains(name) ? [extended] : [name]
                        add([declaration.header, member.text, "}"], names: withProtocol, module: module)
                    }
                } else if types.contains(extended) {
                    add([declaration.text], names: [extended], module: module)
                } else {
                    always.append(chunks.count)
                    add([declaration.text], names: [], module: module)
                }
            }
        }
    }

    private mutating func add(_ pieces: [Substring], names: [String], module: Int) {
        for name in names { byName[name, default: []].append(chunks.count) }
        chunks.append(Chunk(pieces: pieces, names: names, module: module))
    }

    /// Whether a chunk is reached by `name`.
    func declares(_ name: String) -> Bool { byName[name] != nil }

    /// The type `name` names when it is declared once, as a struct, enum or class without
    /// generic parameters or an alias of one (`typealias CGFloat = Double`): a signature can
    /// name it before its chunk is loaded, since nothing about the type but its name is needed
    /// until a conformance or member of it is asked for (`Text`'s `init(_ date: Date, style:)`
    /// need not load `Date` for `Text("a")`).
    func plainType(named name: String, aliasDepth: Int = 0) -> String? {
        guard let indices = byName[name] else { return nil }
        var found: String?
        for index in indices {
            let first = chunks[index].pieces[0]
            let header = first[..<(first.utf8.firstIndex(of: 0x7B) ?? first.utf8.endIndex)]
            let words = Line(header).words
            guard let at = words.firstIndex(where: Self.introducers.contains), words.indices.contains(at + 1) else { return nil }
            if words[at] == "extension" { continue }
            guard found == nil else { return nil }
            let isNominal = ["struct", "enum", "class"].contains(words[at])
            if isNominal, words[at + 1] == name, !Self.isGeneric(name, in: header) {
                found = name
            } else if words[at] == "typealias", aliasDepth == 0, words.count == at + 3, words[at + 1] == name, header.contains("=") {
                found = plainType(named: words[at + 2], aliasDepth: 1)
                if found == nil { return nil }
            } else {
                return nil
            }
        }
        return found
    }

    /// Whether `name` is followed by `<` in a declaration's header (a generic type's).
    private static func isGeneric(_ name: String, in header: Substring) -> Bool {
        let bytes = Array(header.utf8)
        let pattern = Array(name.utf8) + [0x3C]
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { bytes[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }


    /// The chunks not in `loaded` that `names` reach, in source order (with `always` once
    /// nothing is loaded yet).
    /// Each chunk comes with those its header names (`struct Bool: Hashable, Sendable`,
    /// `typealias CGFloat = Double`): registering it resolves them at once, so they are parsed
    /// and registered with it rather than one lookup miss at a time.
    func reach(_ names: some Sequence<String>, loaded: Set<Int>) -> [Int] {
        var found = Set(loaded.isEmpty ? always : [])
        var queue = Array(found)
        func visit(_ name: String) {
            for index in byName[name] ?? [] where !loaded.contains(index) && found.insert(index).inserted {
                queue.append(index)
            }
        }
        for name in names { visit(name) }
        while let index = queue.popLast() {
            for name in headerNames(of: index) { visit(name) }
        }
        return found.sorted()
    }

    /// The capitalized words of a chunk's header (up to its first `{`): a whole declaration's,
    /// or the extension header a protocol extension's member is read with (`extension Layout`),
    /// since registering the chunk needs them. Loading them in the same batch matters: a name
    /// looked up while a batch registers loads on its own, and would find this batch's chunks
    /// counted as loaded before they are registered.
    func headerNames(of index: Int) -> [String] {
        let first = chunks[index].pieces[0]
        let end = first.utf8.firstIndex(of: 0x7B) ?? first.utf8.endIndex
        return Line(first[..<end]).words.filter { $0.first?.isUppercase == true }
    }

    /// The identifier-like words of Swift source, outside comments (what `reach(_:)` takes).
    static func words(in text: String) -> Set<String> {
        let lines = SourceLines(text)
        return Set(lines.indices.lazy.flatMap { Line(lines.line($0)).words })
    }

    /// A line of source, scanned once: its words outside comments, whether it opens a brace,
    /// its first byte.
    struct Line {
        /// Identifier-like words (keywords and words in strings included).
        let words: [String]
        /// Whether a `{` outside strings and comments is on the line.
        let opensBrace: Bool
        let firstNonSpace: UInt8?

        /// Scans `text`; without `words`, only its braces and first byte. With `introducers`,
        /// the scan stops at the word after the first of them (a declaration's name).
        init(_ text: Substring, words collect: Bool = true, stoppingAfterNameOf introducers: Set<String>? = nil) {
            var words: [String] = []
            var opens = false
            var firstNonSpace: UInt8?
            func pass(_ bytes: UnsafeBufferPointer<UInt8>) {
                var inString = false
                var wordStart: Int?
                var previous: UInt8 = 0
                var index = 0
                while index < bytes.count {
                    let c = bytes[index]
                    if firstNonSpace == nil, c != 0x20 { firstNonSpace = c }
                    if collect {
                        let isWordByte = c == 0x5F || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c >= 0x80
                            || (c >= 0x30 && c <= 0x39 && wordStart != nil)
                        if isWordByte {
                            if wordStart == nil { wordStart = index }
                        } else if let start = wordStart {
                            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                            words.append(word)
                            wordStart = nil
                            if let introducers, words.count > 1, introducers.contains(words[words.count - 2]) { return }
                        }
                    }
                    if c == 0x2F, previous == 0x2F, !inString {  // `//`
                        wordStart = nil
                        break
                    }
                    if inString {
                        if c == 0x22, previous != 0x5C { inString = false }
                    } else if c == 0x22 {
                        inString = true
                    } else if c == 0x7B {
                        opens = true
                    }
                    previous = c
                    index += 1
                }
                if let start = wordStart {
                    words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                }
            }
            // Native strings are contiguous; a bridged one is copied first.
            if text.utf8.withContiguousStorageIfAvailable(pass) == nil {
                Array(text.utf8).withUnsafeBufferPointer(pass)
            }
            self.words = words
            opensBrace = opens
            self.firstNonSpace = firstNonSpace
        }

        /// Only attributes (`@ViewBuilder`): it belongs to the declaration below it.
        var isAttributesOnly: Bool {
            firstNonSpace == 0x40 && !words.contains { ProfileChunks.introducers.contains($0) || ProfileChunks.memberIntroducers.contains($0) }
        }
    }

    static let introducers: Set<String> = [
        "struct", "enum", "class", "protocol", "extension", "typealias", "func", "var", "let", "actor",
    ]
    static let memberIntroducers: Set<String> = [
        "func", "var", "let", "init", "subscript", "typealias", "struct", "enum", "class", "case", "associatedtype",
    ]
}
