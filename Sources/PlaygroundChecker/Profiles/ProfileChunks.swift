/// A profile's source and the standard library's, cut into their top-level declarations, so
/// that a checker parses and registers only the declarations an entry can reach.
///
/// Reading a whole profile is most of a short run's work, and an entry uses a small part of
/// it. The cut is textual (no parse): profiles are written one declaration per column-0 line,
/// members indented. Each chunk records the names it declares and the identifiers it
/// mentions; `reach(_:)` follows mentions from an entry's identifiers to every chunk that
/// can matter, an over-approximation (a mentioned name loads every declaration of it).
///
/// - A type, alias or function is reached by its name.
/// - An extension of a type the profile declares comes with that type (its conformances,
///   initializers and members apply wherever the type does).
/// - An extension of a protocol the profile declares is cut per member, each reached by the
///   member's name (`padding`, `red`), since members of protocol extensions are found by name;
///   a default implementation of one of the protocol's requirements comes with the protocol
///   instead (a type conforming to `Shape` gets Shape's `body` without naming it).
/// - A chunk's mentions leave out the names it declares and labels (`rect:`): they are no uses.
/// - An extension of a type that no source cut with it declares is always loaded.
///
/// The standard library is cut with each profile (`init(sources:)`), so an extension in one of
/// a type of the other (`extension Optional: View`) comes with the type.
struct ProfileChunks: Sendable {
    struct Chunk: Sendable {
        let text: String
        /// The names that reach this chunk.
        let names: [String]
        /// Which of the sources cut together it comes from (the standard library is the first).
        let module: Int

        /// Identifiers in the chunk's declarations (keywords and words in strings included: an
        /// over-approximation), less the names it declares (`func foregroundStyle` in Text's chunk
        /// does not reach View's `foregroundStyle`: a call of another overload is reached by the
        /// same name anyway); scanned when the chunk is reached, since most never are.
        ///
        /// Bodies (of functions, accessors, closures) are left out: the checker loads what a
        /// body names when it checks the body (`Checker.loadDeclarations(reachedByBody:)`), and
        /// most bodies are never checked.
        var mentions: [String] {
            let lines = text.utf8.split(separator: 0x0A).map { Line(Substring($0)) }
            var signatureWords: [String] = []
            var bodyDepth = 0
            for line in lines {
                if bodyDepth > 0 {
                    bodyDepth = max(0, bodyDepth + line.braceBalance)
                    continue
                }
                guard line.opensBrace, !line.declaresType else {
                    signatureWords += line.referenceWords
                    continue
                }
                // A body opens on this line: its words up to the brace are the signature's.
                signatureWords += line.referenceWordsBeforeBrace
                bodyDepth = max(0, line.braceBalance)
            }
            var declared = Set<String>()
            for line in lines {
                let words = line.words
                for (word, next) in zip(words, words.dropFirst()) where ProfileChunks.declaringKeywords.contains(word) {
                    declared.insert(next)
                }
            }
            return signatureWords.filter { !declared.contains($0) || names.contains($0) }
        }
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
                    add(declaration.text, names: declaration.name.map { [$0] } ?? [], module: module)
                    continue
                }
                if protocols.contains(extended), !declaration.header.contains(":"), let members = Self.members(of: declaration) {
                    for member in members {
                        let name = member.name ?? extended
                        // Reached through the protocol, not by the name every conforming type uses (`body`).
                        let withProtocol = requirements.contains(name) ? [extended] : [name]
                        add(declaration.header + "\n" + member.text + "\n}", names: withProtocol, module: module)
                    }
                } else if types.contains(extended) {
                    add(declaration.text, names: [extended], module: module)
                } else {
                    always.append(chunks.count)
                    add(declaration.text, names: [], module: module)
                }
            }
        }
    }

    private mutating func add(_ text: String, names: [String], module: Int) {
        for name in names { byName[name, default: []].append(chunks.count) }
        chunks.append(Chunk(text: text, names: names, module: module))
    }

    /// Whether a chunk is reached by `name`.
    func declares(_ name: String) -> Bool { byName[name] != nil }

    /// The chunks not in `loaded` that `names` reach, directly or through the chunks reached,
    /// in source order (with `always` once nothing is loaded yet).
    func reach(_ names: some Sequence<String>, loaded: Set<Int>) -> [Int] {
        var found = Set<Int>()
        var pending = loaded.isEmpty ? always : []
        var seen = Set<String>()
        var queue = Array(names)
        while true {
            while let index = pending.popLast() {
                guard !loaded.contains(index), found.insert(index).inserted else { continue }
                queue.append(contentsOf: chunks[index].mentions)
            }
            guard let name = queue.popLast() else { break }
            if seen.insert(name).inserted { pending += byName[name] ?? [] }
        }
        return found.sorted()
    }

    /// The identifier-like words of Swift source, outside comments (what `reach(_:)` takes).
    static func words(in text: String) -> Set<String> {
        Set(text.utf8.split(separator: 0x0A).lazy.flatMap { Line(Substring($0)).words })
    }

    // MARK: Cutting

    /// A top-level declaration: its lines, introducer keyword and name (the extended type's
    /// first component for an extension), and how many lines its header takes (up to its `{`).
    struct Declaration {
        var lines: [Line]
        var keyword: String
        var name: String?
        var headerLines: Int

        var text: String { lines.map(\.text).joined(separator: "\n") }
        var header: String { lines.prefix(headerLines).map(\.text).joined(separator: "\n") }
    }

    /// A line of source: its text and brace balance (its words are scanned when asked for).
    struct Line {
        let text: Substring
        /// Opening minus closing braces, outside string literals and comments.
        let braceBalance: Int
        let opensBrace: Bool
        /// Blank, or only a comment.
        let isBlank: Bool
        /// Only attributes (`@ViewBuilder`): it belongs to the declaration below it.
        let isAttributesOnly: Bool

        init(_ text: Substring) {
            self.text = text
            let scan = Self.scan(text, words: false)
            braceBalance = scan.balance
            opensBrace = scan.opens
            isBlank = scan.firstNonSpace == nil || (scan.firstNonSpace == 0x2F && text.drop { $0 == " " }.hasPrefix("//"))
            isAttributesOnly = scan.firstNonSpace == 0x40
                && !Self.scan(text, words: true).words.contains { ProfileChunks.introducers.contains($0) || ProfileChunks.memberIntroducers.contains($0) }
        }

        /// The identifier-like words, outside comments.
        var words: [String] { Self.scan(text, words: true).words }

        /// The words that can refer to a declaration: not labels and parameter names (a word
        /// right before `:`, as in `addRect(_ rect: CGRect)` or `Color(red: 1)`).
        var referenceWords: [String] { Self.scan(text, words: true, dropLabels: true).words }

        /// `referenceWords` up to the line's first `{` outside strings and comments.
        var referenceWordsBeforeBrace: [String] { Self.scan(text, words: true, dropLabels: true, stopAtBrace: true).words }

        /// Whether the line introduces a type or an extension (its braces hold members, not a body).
        var declaresType: Bool {
            Self.scan(text, words: true, stopAtBrace: true).words.contains { ProfileChunks.typeIntroducers.contains($0) }
        }

        /// One pass over the bytes: braces outside strings and comments, the first non-space
        /// byte and, when asked for, the words.
        private static func scan(_ text: Substring, words collect: Bool, dropLabels: Bool = false, stopAtBrace: Bool = false) -> (words: [String], balance: Int, opens: Bool, firstNonSpace: UInt8?) {
            var words: [String] = []
            var balance = 0, opens = false
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
                            let isLabel = dropLabels && c == 0x3A && (index + 1 >= bytes.count || bytes[index + 1] != 0x3A)
                            if !isLabel { words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
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
                        if stopAtBrace {
                            wordStart = nil
                            break
                        }
                        balance += 1
                        opens = true
                    } else if c == 0x7D {
                        balance -= 1
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
            return (words, balance, opens, firstNonSpace)
        }
    }

    /// Keywords whose next word is a name being declared, not a use.
    static let declaringKeywords: Set<String> = ["func", "var", "let", "case"]

    /// Keywords that open a member block rather than a body.
    static let typeIntroducers: Set<String> = ["struct", "enum", "class", "protocol", "extension", "actor"]

    static let introducers: Set<String> = [
        "struct", "enum", "class", "protocol", "extension", "typealias", "func", "var", "let", "actor",
    ]
    static let memberIntroducers: Set<String> = [
        "func", "var", "let", "init", "subscript", "typealias", "struct", "enum", "class", "case", "associatedtype",
    ]

    /// The column-0 declarations, each with the attribute lines above it (comments dropped).
    static func topLevelDeclarations(in source: String) -> [Declaration] {
        // Split by bytes: splitting by `Character` walks grapheme clusters, several times slower.
        let lines = source.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Line(Substring($0)) }
        return statements(lines).compactMap { group in
            let words = leadingWords(of: group, through: introducers)
            guard let at = words.firstIndex(where: { introducers.contains($0) }) else { return nil }
            let headerLines = (group.firstIndex { $0.opensBrace } ?? group.count - 1) + 1
            return Declaration(lines: group, keyword: words[at], name: words.indices.contains(at + 1) ? words[at + 1] : nil, headerLines: headerLines)
        }
    }

    /// The members of an extension (between its header and closing lines), each with its name.
    static func members(of declaration: Declaration) -> [(text: String, name: String?)]? {
        let lines = declaration.lines
        guard lines.count > declaration.headerLines, lines.last?.text.drop(while: { $0 == " " }) == "}" else { return nil }
        return statements(Array(lines[declaration.headerLines..<(lines.count - 1)])).map { group in
            let words = leadingWords(of: group, through: memberIntroducers)
            let name = words.firstIndex { memberIntroducers.contains($0) }.flatMap { at in
                words[at] == "init" || words[at] == "subscript" || !words.indices.contains(at + 1) ? nil : words[at + 1]
            }
            return (group.map(\.text).joined(separator: "\n"), name)
        }
    }

    /// The words of a statement's first lines, up to the line with one of `introducers`.
    static func leadingWords(of lines: [Line], through introducers: Set<String>) -> [String] {
        var words: [String] = []
        for line in lines {
            words += line.words
            if words.contains(where: introducers.contains) { break }
        }
        return words
    }

    /// Lines grouped into statements: a statement ends at the first line that leaves the braces
    /// balanced, unless that line holds only attributes; blank and comment lines between
    /// statements are dropped.
    static func statements(_ lines: [Line]) -> [[Line]] {
        var out: [[Line]] = []
        var current: [Line] = []
        var depth = 0
        for line in lines {
            if current.isEmpty, line.isBlank { continue }
            current.append(line)
            depth += line.braceBalance
            if depth <= 0, !line.isAttributesOnly {
                out.append(current)
                current = []
                depth = 0
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
}
