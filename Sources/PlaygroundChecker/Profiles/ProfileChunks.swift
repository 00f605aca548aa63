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
    struct Chunk: Sendable {
        /// Its lines, slices of the source (joined only when the chunk is read).
        let lines: [Substring]
        var text: String { lines.joined(separator: "\n") }
        /// The names that reach this chunk.
        let names: [String]
        /// Which of the sources cut together it comes from (the standard library is the first).
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

    /// Cuts several sources together: an extension in one of a type another declares (the
    /// profile's `extension Optional: View`) comes with that type.
    init(sources: [String]) {
        let modules = sources.map(Self.topLevelDeclarations(in:))
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
                    add(declaration.lines, names: declaration.name.map { [$0] } ?? [], module: module)
                    continue
                }
                if protocols.contains(extended), !declaration.headerDeclaresConformances, let members = Self.members(of: declaration) {
                    for member in members {
                        let name = member.name ?? extended
                        // Reached through the protocol, not by the name every conforming type uses (`body`).
                        let withProtocol = requirements.contains(name) ? [extended] : [name]
                        add(declaration.lines.prefix(declaration.headerLines) + member.lines + ["}"], names: withProtocol, module: module)
                    }
                } else if types.contains(extended) {
                    add(declaration.lines, names: [extended], module: module)
                } else {
                    always.append(chunks.count)
                    add(declaration.lines, names: [], module: module)
                }
            }
        }
    }

    private mutating func add(_ lines: [Substring], names: [String], module: Int) {
        for name in names { byName[name, default: []].append(chunks.count) }
        chunks.append(Chunk(lines: lines, names: names, module: module))
    }

    /// Whether a chunk is reached by `name`.
    func declares(_ name: String) -> Bool { byName[name] != nil }

    /// The chunks not in `loaded` that `names` reach, in source order (with `always` once
    /// nothing is loaded yet).
    func reach(_ names: some Sequence<String>, loaded: Set<Int>) -> [Int] {
        var found = Set(loaded.isEmpty ? always : [])
        for name in names {
            for index in byName[name] ?? [] where !loaded.contains(index) { found.insert(index) }
        }
        return found.sorted()
    }

    /// The identifier-like words of Swift source, outside comments (what `reach(_:)` takes).
    static func words(in text: String) -> Set<String> {
        Set(lines(of: text).lazy.flatMap { Line($0).words })
    }

    // MARK: Cutting

    /// A top-level declaration: its lines, introducer keyword and name (the extended type's
    /// first component for an extension).
    struct Declaration {
        var lines: [Substring]
        var keyword: String
        var name: String?

        /// How many lines the header takes (up to its `{`).
        var headerLines: Int { (lines.firstIndex { Line($0, words: false).opensBrace } ?? lines.count - 1) + 1 }
        /// Whether the header has an inheritance clause (`extension Text: Equatable`).
        var headerDeclaresConformances: Bool { lines.prefix(headerLines).contains { $0.contains(":") } }
    }

    /// A line of source, scanned once: its words outside comments, whether it opens a brace,
    /// its first byte.
    struct Line {
        /// Identifier-like words (keywords and words in strings included).
        let words: [String]
        /// Whether a `{` outside strings and comments is on the line.
        let opensBrace: Bool
        let firstNonSpace: UInt8?

        /// Scans `text`; without `words`, only its braces and first byte.
        init(_ text: Substring, words collect: Bool = true) {
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
                            words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                            wordStart = nil
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

    /// The column-0 declarations, each with the attribute lines above it (comments dropped).
    static func topLevelDeclarations(in source: String) -> [Declaration] {
        statements(lines(of: source), indent: 0).compactMap { group in
            let words = leadingWords(of: group, through: introducers)
            guard let at = words.firstIndex(where: { introducers.contains($0) }) else { return nil }
            return Declaration(lines: group, keyword: words[at], name: words.indices.contains(at + 1) ? words[at + 1] : nil)
        }
    }

    /// The lines of `source`, found byte by byte (splitting by `Character` walks grapheme
    /// clusters, and the generic `split` is several times slower than this loop).
    static func lines(of source: String) -> [Substring] {
        var source = source
        source.makeContiguousUTF8()
        var lines: [Substring] = []
        let utf8 = source.utf8
        var start = utf8.startIndex
        utf8.withContiguousStorageIfAvailable { bytes in
            var lineStart = 0
            for (offset, byte) in bytes.enumerated() where byte == 0x0A {
                let end = utf8.index(start, offsetBy: offset - lineStart)
                lines.append(Substring(utf8[start..<end]))
                start = utf8.index(after: end)
                lineStart = offset + 1
            }
        }
        lines.append(Substring(utf8[start...]))
        return lines
    }

    /// The members of an extension (between its header and closing lines), each with its name.
    static func members(of declaration: Declaration) -> [(lines: [Substring], name: String?)]? {
        let lines = declaration.lines
        let headerLines = declaration.headerLines
        guard lines.count > headerLines, lines.last?.drop(while: { $0 == " " }) == "}" else { return nil }
        let inner = Array(lines[headerLines..<(lines.count - 1)])
        guard let first = inner.first(where: { !isBlankOrComment($0) }) else { return [] }
        return statements(inner, indent: first.prefix { $0 == " " }.count).map { group in
            let words = leadingWords(of: group, through: memberIntroducers)
            let name = words.firstIndex { memberIntroducers.contains($0) }.flatMap { at in
                words[at] == "init" || words[at] == "subscript" || !words.indices.contains(at + 1) ? nil : words[at + 1]
            }
            return (group, name)
        }
    }

    /// The words of a statement's first lines, up to the line with one of `introducers`.
    static func leadingWords(of lines: [Substring], through introducers: Set<String>) -> [String] {
        var words: [String] = []
        for line in lines {
            words += Line(line).words
            if words.contains(where: introducers.contains) { break }
        }
        return words
    }

    /// Lines grouped into statements written `indent` spaces in: a statement starts at a line
    /// with that indentation that begins a declaration (a word or an attribute, not `}`, `)`,
    /// a comment or a `where` clause) and runs to the next one; attribute-only lines belong to
    /// the statement below them; blank and comment lines between statements are dropped.
    ///
    /// Only the first bytes of most lines are read: profiles are written one declaration per
    /// line at their indentation, with bodies and continuations further in.
    static func statements(_ lines: [Substring], indent: Int) -> [[Substring]] {
        var out: [[Substring]] = []
        var current: [Substring] = []
        var attributesOnly = false
        func close() {
            while let last = current.last, isBlankOrComment(last) { current.removeLast() }
            if !current.isEmpty { out.append(current) }
            current = []
        }
        for line in lines {
            if startsStatement(line, indent: indent) {
                if !attributesOnly { close() }
                current.append(line)
                attributesOnly = line.utf8.dropFirst(indent).first == 0x40 && Line(line).isAttributesOnly
            } else if !current.isEmpty {
                current.append(line)
            }
        }
        close()
        return out
    }

    /// Whether `line` is written `indent` spaces in and begins with a word (not `where`) or `@`.
    static func startsStatement(_ line: Substring, indent: Int) -> Bool {
        let bytes = line.utf8
        guard bytes.count > indent, bytes.prefix(indent).allSatisfy({ $0 == 0x20 }) else { return false }
        let c = bytes[bytes.index(bytes.startIndex, offsetBy: indent)]
        let beginsWord = c == 0x5F || c == 0x40 || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
        return beginsWord && !line.utf8.dropFirst(indent).starts(with: "where ".utf8)
    }

    /// Whether a line is blank or holds only a comment.
    static func isBlankOrComment(_ line: Substring) -> Bool {
        let rest = line.utf8.drop { $0 == 0x20 }
        return rest.isEmpty || rest.starts(with: "//".utf8)
    }
}
