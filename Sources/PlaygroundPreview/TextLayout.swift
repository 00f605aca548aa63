/// Breaks text into lines: at spaces and around wide (CJK) characters, inside words only when
/// a word is wider than the line, and with `…` ending the last line when lines run out.
public struct TextLayout: Hashable, Sendable {
    /// One laid-out line and its display width.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Int
        /// Whether the line begins a paragraph (rather than continuing a wrapped one).
        var startsParagraph = false
    }

    /// The lines, top to bottom.
    public private(set) var lines: [Line]

    /// The widest line's width.
    public var width: Int { lines.reduce(0) { max($0, $1.width) } }

    /// Lays out `text` within `width` columns (`nil`: no wrapping) and at most `maxLines` lines.
    public init(_ text: String, width: Int?, maxLines: Int?) {
        let width = width.map { max(0, $0) }
        let maxLines = maxLines.map { max(1, $0) }
        if let line = Self.plainLine(text), line.width <= width ?? line.width, line.width > 0 {
            self.lines = [line]
            return
        }
        var lines: [Line] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let tokens = Self.tokens(of: paragraph)
            let start = lines.count
            if let width {
                Self.wrap(tokens, width: width, into: &lines)
            } else {
                lines.append(Self.join(tokens))
            }
            if start < lines.count { lines[start].startsParagraph = true }
            if let maxLines, lines.count > maxLines { break }
        }
        if let maxLines, lines.count > maxLines {
            let last = lines[maxLines - 1], next = lines[maxLines]
            let run = next.startsParagraph
                ? last
                : Line(text: last.text + " " + next.text, width: last.width + 1 + next.width)
            lines = Array(lines.prefix(maxLines - 1)) + [Self.ellipsized(run, width: width, cut: last)]
        }
        if width == 0 {
            lines = lines.map { _ in Line(text: "", width: 0) }
        }
        self.lines = text.isEmpty ? [] : lines
    }

    /// The common case, a single line of printable ASCII, as its one line without trailing
    /// spaces; `nil` for anything else.
    private static func plainLine(_ text: String) -> Line? {
        var width = 0
        var trimmed = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            width += 1
            if byte != 0x20 { trimmed = width }
        }
        let line = trimmed == width ? text : String(text.prefix(trimmed))
        return Line(text: line, width: trimmed, startsParagraph: true)
    }

    /// A word or a single wide character, with the spaces before it.
    private struct Token {
        var text: Substring
        var width: Int
        var gap: Int
    }

    /// The paragraph's tokens; zero-width characters (controls) are dropped.
    private static func tokens(of paragraph: Substring) -> [Token] {
        var tokens: [Token] = []
        var gap = 0
        var wordStart: Substring.Index?
        var wordWidth = 0
        var wordGap = 0
        func endWord(at end: Substring.Index) {
            if let start = wordStart {
                tokens.append(Token(text: paragraph[start..<end], width: wordWidth, gap: wordGap))
                wordStart = nil
            }
        }
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let next = paragraph.index(after: index)
            if character == " " || character == "\t" {
                endWord(at: index)
                gap += 1
            } else {
                let characterWidth = DisplayWidth.of(character)
                if characterWidth == 2 {
                    endWord(at: index)
                    tokens.append(Token(text: paragraph[index..<next], width: 2, gap: gap))
                    gap = 0
                } else if characterWidth == 1 {
                    if wordStart == nil {
                        wordStart = index
                        wordWidth = 0
                        wordGap = gap
                        gap = 0
                    }
                    wordWidth += 1
                }
            }
            index = next
        }
        endWord(at: paragraph.endIndex)
        return tokens.map { token in
            var clean = token
            if token.text.contains(where: { DisplayWidth.of($0) == 0 }) {
                clean.text = Substring(token.text.filter { DisplayWidth.of($0) > 0 })
            }
            return clean
        }
    }

    /// The tokens on one line, gaps kept.
    private static func join(_ tokens: [Token]) -> Line {
        var text = ""
        var width = 0
        for token in tokens {
            text += String(repeating: " ", count: token.gap)
            text += token.text
            width += token.gap + token.width
        }
        return Line(text: text, width: width)
    }

    /// Greedy wrapping: as many tokens per line as fit; a line break swallows the gap.
    private static func wrap(_ tokens: [Token], width: Int, into lines: inout [Line]) {
        var text = ""
        var lineWidth = 0
        var hasContent = false
        func flush() {
            lines.append(Line(text: text, width: lineWidth))
            text = ""
            lineWidth = 0
            hasContent = false
        }
        for (index, token) in tokens.enumerated() {
            let atParagraphStart = index == 0
            if hasContent, lineWidth + token.gap + token.width <= width {
                text += String(repeating: " ", count: token.gap)
                text += token.text
                lineWidth += token.gap + token.width
                continue
            }
            if hasContent { flush() }
            let indent = atParagraphStart ? token.gap : 0
            if indent + token.width <= width {
                text = String(repeating: " ", count: indent) + token.text
                lineWidth = indent + token.width
                hasContent = true
            } else {
                for piece in split(token.text, width: width) {
                    if hasContent { flush() }
                    text = piece.text
                    lineWidth = piece.width
                    hasContent = true
                }
            }
        }
        if hasContent || tokens.isEmpty { flush() }
    }

    /// A word cut into pieces of at most `width` columns; a character wider than the
    /// line becomes `…`.
    private static func split(_ word: Substring, width: Int) -> [Line] {
        guard width > 0 else { return [Line(text: "", width: 0)] }
        var pieces: [Line] = []
        var text = ""
        var pieceWidth = 0
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            if pieceWidth + characterWidth > width, pieceWidth > 0 {
                pieces.append(Line(text: text, width: pieceWidth))
                text = ""
                pieceWidth = 0
            }
            if characterWidth > width {
                pieces.append(Line(text: "…", width: 1))
                continue
            }
            text.append(character)
            pieceWidth += characterWidth
        }
        if pieceWidth > 0 { pieces.append(Line(text: text, width: pieceWidth)) }
        return pieces
    }

    /// The last visible line, `cut`, marked as cut short: as much of `run` (the cut line and
    /// the one after it) as fits `width` with `…` after it.
    private static func ellipsized(_ run: Line, width: Int?, cut: Line) -> Line {
        guard let width else { return Line(text: cut.text + "…", width: cut.width + 1) }
        let line = run
        guard width > 0 else { return Line(text: "", width: 0) }
        var text = ""
        var used = 0
        for character in line.text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            text.append(character)
            used += characterWidth
        }
        while text.last == " " {
            text.removeLast()
            used -= 1
        }
        return Line(text: text + "…", width: used + 1)
    }
}
