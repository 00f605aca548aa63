import Foundation

/// A snippet's source cut into top-level items: the declarations the playground registers, and
/// the statements that form the body of its implicit `@ViewBuilder` closure.
///
/// This is a small lexical scan, not a parser: it tracks bracket depth outside strings and
/// comments, starts a new item at each line at depth 0 that does not continue the previous
/// one, and classifies an item by its first keyword after attributes and modifiers. A plain
/// `let`/`var` is a statement (a local of the body); with an attribute or a modifier
/// (`@ViewBuilder var`, `private let`) it is a declaration.
struct SnippetLayout: Equatable {
    struct Item: Equatable {
        enum Kind: Equatable { case declaration, statement }
        var kind: Kind
        /// 0-based index of the item's first line in the snippet's source.
        var firstLine: Int
        var lines: [String]
        /// The declaration keyword (`struct`, `func`, `extension`…); nil for statements.
        var introducer: String?
        /// Where `static ` goes when the declaration is moved into an enum namespace
        /// (a `func`, `var`, `let` or `subscript` without `static`): line within `lines`, UTF-8 offset.
        var staticInsertion: Position?
    }

    struct Position: Equatable {
        var line: Int
        var utf8Offset: Int
    }

    var items: [Item]

    var declarations: [Item] { items.filter { $0.kind == .declaration } }
    var statements: [Item] { items.filter { $0.kind == .statement } }

    /// Declarations that only work at file scope (`extension`, `import`, operators…); a snippet
    /// with one is compiled in a program of its own, without a namespace.
    var needsFileScope: Bool {
        declarations.contains { Self.fileScopeIntroducers.contains($0.introducer ?? "") }
    }

    static let fileScopeIntroducers: Set<String> = ["extension", "import", "operator", "precedencegroup", "macro"]

    static let declarationKeywords: Set<String> = [
        "struct", "class", "enum", "protocol", "extension", "actor", "typealias", "import", "func",
        "operator", "precedencegroup", "macro", "subscript", "init", "var", "let",
    ]

    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "static", "indirect",
        "nonisolated", "dynamic", "lazy", "override", "required", "convenience", "mutating",
        "nonmutating", "infix", "prefix", "postfix", "weak", "unowned", "consuming", "borrowing",
    ]

    init(items: [Item]) { self.items = items }

    init(source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let starts = Self.lineStarts(of: lines)
        var items: [Item] = []
        var previousCodeLine: String?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let neutral = trimmed.isEmpty || trimmed.hasPrefix("//")
            let atTop = starts[index].inCode && starts[index].depth == 0
            if atTop && !neutral && !(items.last.map { Self.continues($0, with: trimmed, after: previousCodeLine) } ?? false) {
                items.append(Item(kind: .statement, firstLine: index, lines: [line]))
            } else if items.isEmpty {
                continue  // comments and blank lines before the first item carry no code
            } else {
                items[items.count - 1].lines.append(line)
            }
            if !neutral { previousCodeLine = trimmed }
        }
        self.items = items.map(Self.classify)
    }

    // MARK: Line starts

    private struct LineStart { var depth: Int; var inCode: Bool }

    private enum Mode {
        case code
        case interpolation(depth: Int)
        case string(hashes: Int, multiline: Bool)
        case blockComment(level: Int)
    }

    /// Bracket depth and lexical state at the start of every line.
    private static func lineStarts(of lines: [String]) -> [LineStart] {
        var result: [LineStart] = []
        var stack: [Mode] = [.code]
        var depth = 0
        for line in lines {
            result.append(LineStart(depth: depth, inCode: stack.count == 1))
            let c = Array(line.unicodeScalars)
            var i = 0
            func at(_ k: Int) -> Character? { k < c.count ? Character(c[k]) : nil }
            func hashes(from k: Int) -> Int { var n = 0; while at(k + n) == "#" { n += 1 }; return n }
            scan: while i < c.count {
                switch stack.last! {
                case .code, .interpolation:
                    let ch = at(i)!
                    if ch == "/" && at(i + 1) == "/" { break scan }
                    if ch == "/" && at(i + 1) == "*" { stack.append(.blockComment(level: 1)); i += 2; continue }
                    if ch == "#" || ch == "\"" {
                        let n = hashes(from: i)
                        if at(i + n) == "\"" {
                            let multi = at(i + n + 1) == "\"" && at(i + n + 2) == "\""
                            stack.append(.string(hashes: n, multiline: multi))
                            i += n + (multi ? 3 : 1)
                            continue
                        }
                        i += max(n, 1)
                        continue
                    }
                    if case .interpolation(let d) = stack.last! {
                        if ch == "(" { stack[stack.count - 1] = .interpolation(depth: d + 1) }
                        if ch == ")" {
                            if d == 0 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: d - 1) }
                        }
                    } else {
                        if "([{".contains(ch) { depth += 1 }
                        if ")]}".contains(ch) { depth = max(0, depth - 1) }
                    }
                    i += 1
                case .string(let n, let multi):
                    let ch = at(i)!
                    if ch == "\\" && hashes(from: i + 1) == n {
                        if at(i + 1 + n) == "(" { stack.append(.interpolation(depth: 0)); i += n + 2; continue }
                        i += n + 2
                        continue
                    }
                    if ch == "\"" {
                        let quotes = multi ? 3 : 1
                        if (0..<quotes).allSatisfy({ at(i + $0) == "\"" }) && hashes(from: i + quotes) >= n {
                            stack.removeLast()
                            i += quotes + n
                            continue
                        }
                    }
                    i += 1
                case .blockComment(let level):
                    if at(i) == "/" && at(i + 1) == "*" { stack[stack.count - 1] = .blockComment(level: level + 1); i += 2; continue }
                    if at(i) == "*" && at(i + 1) == "/" {
                        if level == 1 { stack.removeLast() } else { stack[stack.count - 1] = .blockComment(level: level - 1) }
                        i += 2
                        continue
                    }
                    i += 1
                }
            }
            // A single-line string cannot span lines: recover at the line's end.
            while case .string(_, false)? = stack.last { stack.removeLast() }
            while case .interpolation? = stack.last {
                stack.removeLast()
                if case .string(_, false)? = stack.last { stack.removeLast() }
            }
        }
        return result
    }

    // MARK: Items

    /// Whether a line at depth 0 continues `item` rather than starting a new item.
    private static func continues(_ item: Item, with trimmed: String, after previous: String?) -> Bool {
        // A line of attributes only (`@ViewBuilder`) belongs to the declaration below it.
        if let previous, previous.hasPrefix("@"), Self.isAttributeOnly(previous) { return true }
        // A line ending in a binary operator, `=` or `,` continues on the next line.
        if let previous, ["=", ",", "&&", "||", "??", "+", "-", "*", " ?", " :", "->", "."].contains(where: previous.hasSuffix) {
            return true
        }
        let leading = ["else", "where", "catch", "->"]
        for word in leading where trimmed.hasPrefix(word) {
            let rest = trimmed.dropFirst(word.count)
            if word == "->" || rest.isEmpty || !(rest.first!.isLetter || rest.first!.isNumber || rest.first! == "_") { return true }
        }
        // A leading `.` is a member chain (`.padding()`), `{` a trailing closure, the rest operators.
        if let first = trimmed.first, ".{}):,?&|=+*%<>".contains(first) { return true }
        return false
    }

    private static func isAttributeOnly(_ line: String) -> Bool {
        var scanner = TokenScanner(String(line))
        while scanner.skipAttribute() {}
        scanner.skipTrivia()
        return scanner.atEnd
    }

    private static func classify(_ item: Item) -> Item {
        var item = item
        var scanner = TokenScanner(item.lines.joined(separator: "\n"))
        var decorated = false
        var hasStatic = false
        while true {
            if scanner.skipAttribute() { decorated = true; continue }
            let mark = scanner.position
            guard let word = scanner.identifier() else { break }
            if modifiers.contains(word) {
                // `class func` is a modifier; `class Foo` is a declaration.
                decorated = true
                if word == "static" { hasStatic = true }
                continue
            }
            if declarationKeywords.contains(word) {
                if (word == "var" || word == "let") && !decorated { break }
                item.kind = .declaration
                item.introducer = word
                if ["func", "var", "let", "subscript"].contains(word) && !hasStatic {
                    item.staticInsertion = scanner.lineAndOffset(of: mark)
                }
            }
            break
        }
        return item
    }
}

/// Reads the leading tokens of a declaration: attributes, modifiers, the introducer keyword.
private struct TokenScanner {
    let scalars: [Unicode.Scalar]
    var position = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var atEnd: Bool { position >= scalars.count }

    mutating func skipTrivia() {
        while position < scalars.count {
            let s = scalars[position]
            if s == " " || s == "\t" || s == "\n" || s == "\r" { position += 1; continue }
            if s == "/" && position + 1 < scalars.count && scalars[position + 1] == "/" {
                while position < scalars.count && scalars[position] != "\n" { position += 1 }
                continue
            }
            if s == "/" && position + 1 < scalars.count && scalars[position + 1] == "*" {
                position += 2
                while position + 1 < scalars.count && !(scalars[position] == "*" && scalars[position + 1] == "/") { position += 1 }
                position += 2
                continue
            }
            break
        }
    }

    /// `@Name`, `@Name(...)`, `@Name<...>`; returns false (not moving) when there is none.
    mutating func skipAttribute() -> Bool {
        skipTrivia()
        guard position < scalars.count, scalars[position] == "@" else { return false }
        position += 1
        _ = identifier()
        while position < scalars.count && scalars[position] == "." { position += 1; _ = identifier() }
        for (open, close) in [("<", ">"), ("(", ")")] where position < scalars.count && scalars[position] == Unicode.Scalar(open)! {
            var depth = 0
            while position < scalars.count {
                if scalars[position] == Unicode.Scalar(open)! { depth += 1 }
                if scalars[position] == Unicode.Scalar(close)! { depth -= 1; if depth == 0 { position += 1; break } }
                position += 1
            }
        }
        return true
    }

    mutating func identifier() -> String? {
        skipTrivia()
        let start = position
        while position < scalars.count {
            let s = scalars[position]
            if s.properties.isAlphabetic || s == "_" || (position > start && s.properties.numericType != nil) {
                position += 1
            } else {
                break
            }
        }
        guard position > start else { return nil }
        return String(String.UnicodeScalarView(scalars[start..<position]))
    }

    /// The 0-based line and UTF-8 offset within that line of the token at `index` (after trivia).
    func lineAndOffset(of index: Int) -> SnippetLayout.Position {
        var i = index
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" || scalars[i] == "\n" { i += 1 }
        var line = 0
        var lineStart = 0
        for k in 0..<i where scalars[k] == "\n" { line += 1; lineStart = k + 1 }
        let offset = scalars[lineStart..<i].reduce(0) { $0 + String($1).utf8.count }
        return SnippetLayout.Position(line: line, utf8Offset: offset)
    }
}
