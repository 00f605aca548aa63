/// Cutting a source into declarations by its lines' first bytes: profiles are written one
/// declaration per line at their indentation, with bodies and continuations further in, so
/// most lines are never read past their indentation.
extension ProfileChunks {
    /// A top-level declaration: its lines, introducer keyword and name (the extended type's
    /// first component for an extension).
    struct Declaration {
        let source: SourceLines
        let lines: Range<Int>
        var keyword: String
        var name: String?
        /// How many lines the header takes (up to its `{`).
        let headerLines: Int

        init(source: SourceLines, lines: Range<Int>, keyword: String, name: String?) {
            self.source = source
            self.lines = lines
            self.keyword = keyword
            self.name = name
            headerLines = (lines.firstIndex { Line(source.line($0), words: false).opensBrace } ?? lines.upperBound - 1) + 1 - lines.lowerBound
        }

        var text: Substring { source.text(of: lines) }
        var header: Substring { source.text(of: lines.lowerBound..<(lines.lowerBound + headerLines)) }
        /// Whether the header has an inheritance clause (`extension Text: Equatable`).
        var headerDeclaresConformances: Bool { header.utf8.contains(0x3A) }
    }

    /// The column-0 declarations, each with the attribute lines above it (comments dropped).
    static func topLevelDeclarations(in source: SourceLines) -> [Declaration] {
        statements(source, in: source.indices, indent: 0).compactMap { group in
            let words = leadingWords(source, of: group, through: introducers)
            guard let at = words.firstIndex(where: { introducers.contains($0) }) else { return nil }
            return Declaration(source: source, lines: group, keyword: words[at], name: words.indices.contains(at + 1) ? words[at + 1] : nil)
        }
    }

    /// The members of an extension (between its header and closing lines), each with its name.
    static func members(of declaration: Declaration) -> [(text: Substring, name: String?)]? {
        let source = declaration.source
        let lines = declaration.lines
        let headerLines = declaration.headerLines
        guard lines.count > headerLines, source.text(of: (lines.upperBound - 1)..<lines.upperBound).utf8.drop(while: { $0 == 0x20 }).elementsEqual("}".utf8) else { return nil }
        let inner = (lines.lowerBound + headerLines)..<(lines.upperBound - 1)
        guard let first = inner.first(where: { !source.isBlankOrComment($0) }) else { return [] }
        return statements(source, in: inner, indent: source.indents[first]).map { group in
            let words = leadingWords(source, of: group, through: memberIntroducers)
            let name = words.firstIndex { memberIntroducers.contains($0) }.flatMap { at in
                words[at] == "init" || words[at] == "subscript" || !words.indices.contains(at + 1) ? nil : words[at + 1]
            }
            return (source.text(of: group), name)
        }
    }

    /// The words of a statement's first lines, up to the word after the first of `introducers`
    /// (its name).
    static func leadingWords(_ source: SourceLines, of lines: Range<Int>, through introducers: Set<String>) -> [String] {
        var words: [String] = []
        for index in lines {
            words += Line(source.line(index), stoppingAfterNameOf: introducers).words
            if let at = words.firstIndex(where: introducers.contains), words.count > at + 1 { break }
        }
        return words
    }

    /// Lines grouped into statements written `indent` spaces in: a statement starts at a line
    /// with that indentation that begins a declaration (a word or an attribute, not `}`, `)`,
    /// a comment or a `where` clause) and runs to the next one; attribute-only lines belong to
    /// the statement below them; blank and comment lines between statements are dropped.
    static func statements(_ source: SourceLines, in lines: Range<Int>, indent: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int?
        var attributesOnly = false
        func close(at end: Int) {
            guard let first = start else { return }
            var last = end
            while last > first, source.isBlankOrComment(last - 1) { last -= 1 }
            if last > first { out.append(first..<last) }
            start = nil
        }
        for index in lines where source.startsStatement(index, indent: indent) {
            if !attributesOnly {
                close(at: index)
                start = index
            }
            attributesOnly = source.firsts[index] == 0x40 && Line(source.line(index)).isAttributesOnly
        }
        close(at: lines.upperBound)
        return out
    }
}
