/// The inline Markdown SwiftUI's `Text` renders from a `LocalizedStringKey`: `*emphasis*` and
/// `_emphasis_`, `**strong**` and `__strong__`, `~~strikethrough~~`, `` `code` ``,
/// `[links](url)` and backslash escapes, read by CommonMark's rules (flanking delimiter runs,
/// the delimiter stack, the rule of three). Block syntax (headings, lists) stays text, as in
/// `Text`. The result is runs of text, each with its styles and link.
public struct InlineMarkdown: Equatable, Sendable {
    /// The styles a run has.
    public struct Style: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let emphasized = Style(rawValue: 1)
        public static let strong = Style(rawValue: 2)
        public static let code = Style(rawValue: 4)
        public static let strikethrough = Style(rawValue: 8)
    }

    /// Characters in one style, perhaps a link's.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var style: Style
        public var link: String?
    }

    public private(set) var runs: [Run]

    /// Whether `text` has a character that could start Markdown; when not, it is its own text.
    public static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.contains { [0x2A, 0x5F, 0x7E, 0x60, 0x5B, 0x5C].contains($0) }
    }

    public init(_ text: String) {
        var items = Self.items(Array(text), link: nil)
        Self.matchDelimiters(&items)
        var runs: [Run] = []
        for item in items {
            let text: String
            switch item.kind {
            case .text(let t): text = t
            case .delimiter(let character, let count, _, _): text = String(repeating: character, count: count)
            }
            guard !text.isEmpty else { continue }
            if let last = runs.last, last.style == item.style, last.link == item.link {
                runs[runs.count - 1].text += text
            } else {
                runs.append(Run(text: text, style: item.style, link: item.link))
            }
        }
        self.runs = runs
    }

    /// `text` with the characters Markdown would read as markup escaped, so it shows as written
    /// (an interpolated value in a localized string is not Markdown).
    public static func escaped(_ text: String) -> String {
        guard mayHaveMarkup(text) else { return text }
        var out = ""
        for character in text {
            if "*_~`[]\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    // MARK: Items

    /// Text, or a run of delimiter characters that may open or close a span.
    struct Item {
        enum Kind {
            case text(String)
            case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
        }
        var kind: Kind
        var style: Style = []
        var link: String?
    }

    /// The items of `characters`: escapes and code spans resolved, links parsed with their own
    /// items (emphasis does not cross a link's brackets), delimiter runs classified.
    static func items(_ characters: [Character], link: String?) -> [Item] {
        var items: [Item] = []
        var text = ""
        func flush() {
            if !text.isEmpty { items.append(Item(kind: .text(text), link: link)) }
            text = ""
        }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "\\", i + 1 < characters.count, characters[i + 1].isASCII, characters[i + 1].isPunctuation || characters[i + 1].isSymbol {
                text.append(characters[i + 1])
                i += 2
            } else if c == "`" {
                let open = run(of: "`", in: characters, from: i)
                if let close = closingBackticks(count: open, in: characters, from: i + open) {
                    flush()
                    items.append(Item(kind: .text(codeContent(Array(characters[(i + open)..<close]))), style: .code, link: link))
                    i = close + open
                } else {
                    text += String(repeating: "`", count: open)
                    i += open
                }
            } else if c == "[", let (end, label, url) = linkAt(i, in: characters) {
                flush()
                items += Self.items(label, link: url)
                i = end
            } else if c == "*" || c == "_" || c == "~" {
                flush()
                let count = run(of: c, in: characters, from: i)
                let before = i > 0 ? characters[i - 1] : " "
                let after = i + count < characters.count ? characters[i + count] : " "
                let (canOpen, canClose) = flanking(c, before: before, after: after)
                items.append(Item(kind: .delimiter(c, count: count, canOpen: canOpen, canClose: canClose), link: link))
                i += count
            } else {
                text.append(c)
                i += 1
            }
        }
        flush()
        return items
    }

    static func run(of character: Character, in characters: [Character], from start: Int) -> Int {
        var end = start
        while end < characters.count, characters[end] == character { end += 1 }
        return end - start
    }

    /// Where a run of exactly `count` backticks starts after `start`, if one does.
    static func closingBackticks(count: Int, in characters: [Character], from start: Int) -> Int? {
        var i = start
        while i < characters.count {
            if characters[i] == "`" {
                let length = run(of: "`", in: characters, from: i)
                if length == count { return i }
                i += length
            } else {
                i += 1
            }
        }
        return nil
    }

    /// A code span's content: line endings as spaces, one space stripped from each end when both
    /// ends have one and it is not all spaces.
    static func codeContent(_ characters: [Character]) -> String {
        var content = String(characters.map { $0.isNewline ? " " : $0 })
        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content = String(content.dropFirst().dropLast())
        }
        return content
    }

    /// `[label](destination)` at `start`: where it ends, its label and its destination.
    static func linkAt(_ start: Int, in characters: [Character]) -> (Int, [Character], String)? {
        var depth = 0
        var i = start
        var close: Int?
        while i < characters.count {
            let c = characters[i]
            if c == "\\" { i += 2; continue }
            if c == "`" {
                let open = run(of: "`", in: characters, from: i)
                if let end = closingBackticks(count: open, in: characters, from: i + open) { i = end + open; continue }
                i += open
                continue
            }
            if c == "[" { depth += 1 }
            if c == "]" {
                depth -= 1
                if depth == 0 { close = i; break }
            }
            i += 1
        }
        guard let close, close + 1 < characters.count, characters[close + 1] == "(" else { return nil }
        var end = close + 2
        var parentheses = 0
        while end < characters.count {
            let c = characters[end]
            if c == "(" { parentheses += 1 }
            if c == ")" {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            if c.isWhitespace { break }
            end += 1
        }
        guard end < characters.count, characters[end] == ")" else { return nil }
        let destination = String(characters[(close + 2)..<end])
        return (end + 1, Array(characters[(start + 1)..<close]), destination)
    }

    /// CommonMark's left- and right-flanking rules for a run of `character` between `before`
    /// and `after` (`_` may not open or close inside a word).
    static func flanking(_ character: Character, before: Character, after: Character) -> (Bool, Bool) {
        let punctuation = { (c: Character) in c.isPunctuation || c.isSymbol }
        let left = !after.isWhitespace && (!punctuation(after) || before.isWhitespace || punctuation(before))
        let right = !before.isWhitespace && (!punctuation(before) || after.isWhitespace || punctuation(after))
        if character == "_" {
            return (left && (!right || punctuation(before)), right && (!left || punctuation(after)))
        }
        return (left, right)
    }

    // MARK: Matching

    /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener of
    /// its character (two characters for strong emphasis and strikethrough, one for emphasis),
    /// styles what lies between, and the delimiters between can no longer match.
    static func matchDelimiters(_ items: inout [Item]) {
        var closer = 0
        while closer < items.count {
            guard case .delimiter(let character, let closeCount, let closerOpens, true) = items[closer].kind, closeCount > 0 else {
                closer += 1
                continue
            }
            var opener: Int?
            var search = closer - 1
            while search >= 0 {
                if case .delimiter(character, let openCount, true, let openerCloses) = items[search].kind, openCount > 0,
                   items[search].link == items[closer].link,
                   character != "~" || (openCount >= 2 && closeCount >= 2),
                   !ruleOfThree(openCount, closeCount, openerCloses: openerCloses, closerOpens: closerOpens) {
                    opener = search
                    break
                }
                search -= 1
            }
            guard let opener, case .delimiter(_, let openCount, _, let openerCloses) = items[opener].kind else {
                if !closerOpens { items[closer].kind = .delimiter(character, count: closeCount, canOpen: false, canClose: false) }
                closer += 1
                continue
            }
            let used = character == "~" ? 2 : (openCount >= 2 && closeCount >= 2 ? 2 : 1)
            let style: Style = character == "~" ? .strikethrough : used == 2 ? .strong : .emphasized
            for index in (opener + 1)..<closer {
                items[index].style.insert(style)
                if case .delimiter(let c, let n, _, _) = items[index].kind {
                    items[index].kind = .delimiter(c, count: n, canOpen: false, canClose: false)
                }
            }
            items[opener].kind = .delimiter(character, count: openCount - used, canOpen: true, canClose: openerCloses)
            items[closer].kind = .delimiter(character, count: closeCount - used, canOpen: closerOpens, canClose: true)
            if closeCount - used == 0 { closer += 1 }
        }
    }

    /// A run that can both open and close does not pair with one whose lengths sum to a multiple
    /// of three, unless both are multiples of three (`*foo**bar*`).
    static func ruleOfThree(_ openCount: Int, _ closeCount: Int, openerCloses: Bool, closerOpens: Bool) -> Bool {
        (openerCloses || closerOpens) && (openCount + closeCount) % 3 == 0 && !(openCount % 3 == 0 && closeCount % 3 == 0)
    }
}
