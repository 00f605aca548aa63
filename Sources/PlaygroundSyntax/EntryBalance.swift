/// Whether an entry typed so far is complete: its `(`, `[` and `{` are closed, and no
/// multi-line string or block comment is left open.
///
/// Brackets inside string literals (raw `#"…"#` and multi-line `"""` ones too) and comments
/// do not count; those in a string's `\( )` interpolation are code and do. A single-line
/// string left open at the end of a line, or a closer with no opener, makes the entry complete
/// at once: it cannot be mended by more lines, so the parser, not the prompt, reports it.
public struct EntryBalance: Equatable, Sendable {
    /// Brackets still open, outermost first.
    public private(set) var openBrackets: [Character] = []
    /// A `"""` string is still open.
    public private(set) var inMultilineString = false
    /// Depth of unclosed `/* */` comments (they nest in Swift).
    public private(set) var commentDepth = 0
    /// A closer appeared with no opener to match.
    public private(set) var hasStrayCloser = false
    /// A single-line string was still open at the end of its line.
    public private(set) var hasUnterminatedString = false
    /// The first bracket, string or comment still open, with its 0-based line; nil when
    /// complete (for "never closed" errors).
    public private(set) var firstOpen: (token: String, line: Int)?

    /// Scans `text`, which may hold several lines.
    public init(of text: String) {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.run()
        openBrackets = scanner.code.map(Character.init)
        inMultilineString = scanner.strings.contains(where: \.isMultiline)
        commentDepth = scanner.commentDepth
        hasStrayCloser = scanner.strayCloser
        hasUnterminatedString = scanner.unterminatedString
        if !hasStrayCloser, !hasUnterminatedString { firstOpen = scanner.firstOpen }
    }

    public static func == (a: EntryBalance, b: EntryBalance) -> Bool {
        a.openBrackets == b.openBrackets && a.inMultilineString == b.inMultilineString && a.commentDepth == b.commentDepth
            && a.hasStrayCloser == b.hasStrayCloser && a.hasUnterminatedString == b.hasUnterminatedString
    }

    /// The entry can be submitted: nothing is left open, or it is broken beyond more lines.
    public var isComplete: Bool {
        hasStrayCloser || hasUnterminatedString
            || (openBrackets.isEmpty && !inMultilineString && commentDepth == 0)
    }

    /// The first bracket past a nesting limit, if any: where it stands (in UTF-8 bytes) and
    /// the error to give. More than `Limits.squareBracketNesting` `[` or `Limits.bracketNesting`
    /// brackets of any kind open at once take the parser exponential time. The scan goes on past
    /// what ends `init`'s (a string left open at the end of its line closes there, a stray
    /// closer is skipped), as the parser does.
    public static func firstTooDeepBracket(in text: String) -> (offset: Int, message: String)? {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.lenient = true
        scanner.run()
        let found: (Int, String)?
        if let any = scanner.tooDeepAny, any < scanner.tooDeepSquare ?? .max {
            found = (any, "too many brackets open at once (over \(Limits.bracketNesting)), the playground's limit")
        } else if let square = scanner.tooDeepSquare {
            found = (square, "too many '[' open at once (over \(Limits.squareBracketNesting)), the playground's limit")
        } else {
            found = nil
        }
        return found.map { found in (scanner.s[..<found.0].reduce(0) { $0 + UTF8.width($1) }, found.1) }
    }

    /// True when `text` is a complete entry.
    public static func isComplete(_ text: String) -> Bool {
        EntryBalance(of: text).isComplete
    }
}

extension EntryBalance {
    /// A string literal being scanned: its delimiter and the bracket depth where it began.
    fileprivate struct StringFrame {
        var isMultiline: Bool
        var hashes: Int
        /// How many code brackets were open (including interpolation parens) when it began.
        var codeDepth: Int
        /// Where it began in the text.
        var start: Int
    }

    /// The scanning state machine: code brackets and string frames interleave through
    /// interpolations, so both stacks are kept and `inString` tells which is innermost.
    fileprivate struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0
        /// Open brackets in code; an interpolation's `(` is stored as `\u{0}`.
        var code: [Unicode.Scalar] = []
        /// Where each open code bracket stands in the text.
        var codeStarts: [Int] = []
        var strings: [StringFrame] = []
        var commentDepth = 0
        /// Where the outermost open comment began.
        var commentStart = 0
        var strayCloser = false
        var unterminatedString = false
        /// `[` open in code now, and the scalar offset of the first one past the limit.
        var squareDepth = 0
        var tooDeepSquare: Int?
        /// The scalar offset of the first bracket of any kind past `Limits.bracketNesting`.
        var tooDeepAny: Int?
        /// Scan to the end: a single-line string closes at its line's end, a stray closer is skipped.
        var lenient = false

        init(_ scalars: [Unicode.Scalar]) { s = scalars }

        /// The innermost context is a string (not code inside an interpolation).
        var inString: Bool {
            guard let top = strings.last else { return false }
            return top.codeDepth == code.count
        }

        /// The earliest construct still open, as its token and the line it began on.
        var firstOpen: (token: String, line: Int)? {
            var open: [(token: String, start: Int)] = zip(code, codeStarts).map { (String($0.0), $0.1) }
            open += strings.map { ($0.isMultiline ? "\"\"\"" : "\"", $0.start) }
            if commentDepth > 0 { open.append(("/*", commentStart)) }
            guard let first = open.min(by: { $0.start < $1.start }) else { return nil }
            return (first.token, s[..<first.start].lazy.filter { $0 == "\n" }.count)
        }

        func at(_ offset: Int) -> Unicode.Scalar? {
            i + offset < s.count ? s[i + offset] : nil
        }

        func matches(_ text: String, at offset: Int = 0) -> Bool {
            var k = offset
            for c in text.unicodeScalars {
                guard at(k) == c else { return false }
                k += 1
            }
            return true
        }

        func hashes(at offset: Int) -> Int {
            var n = 0
            while at(offset + n) == "#" { n += 1 }
            return n
        }

        mutating func run() {
            while i < s.count, lenient || (!strayCloser && !unterminatedString) {
                if commentDepth > 0 {
                    scanComment()
                } else if s[i] == "\n", strings.contains(where: { !$0.isMultiline }) {
                    unterminatedString = true
                    if lenient {
                        strings.removeAll { !$0.isMultiline }
                        i += 1
                    }
                } else if inString {
                    scanString()
                } else {
                    scanCode()
                }
            }
            if strings.contains(where: { !$0.isMultiline }) { unterminatedString = true }
            // Report an interpolation's opener as the `(` it was written as.
            code = code.map { $0 == "\u{0}" ? "(" : $0 }
        }

        mutating func scanComment() {
            if matches("/*") {
                commentDepth += 1
                i += 2
            } else if matches("*/") {
                commentDepth -= 1
                i += 2
            } else {
                i += 1
            }
        }

        mutating func scanCode() {
            let c = s[i]
            switch c {
            case "/" where at(1) == "/":
                while i < s.count, s[i] != "\n" { i += 1 }
            case "/" where at(1) == "*":
                commentDepth = 1
                commentStart = i
                i += 2
            case "(", "[", "{":
                code.append(c)
                codeStarts.append(i)
                if code.count > Limits.bracketNesting, tooDeepAny == nil { tooDeepAny = i }
                if c == "[" {
                    squareDepth += 1
                    if squareDepth > Limits.squareBracketNesting, tooDeepSquare == nil { tooDeepSquare = i }
                }
                i += 1
            case ")", "]", "}":
                closeBracket(c)
                i += 1
            case "#", "\"":
                let n = hashes(at: 0)
                if at(n) == "\"" {
                    let multiline = matches("\"\"\"", at: n)
                    strings.append(StringFrame(isMultiline: multiline, hashes: n, codeDepth: code.count, start: i))
                    i += n + (multiline ? 3 : 1)
                } else {
                    i += max(n, 1)
                }
            default:
                i += 1
            }
        }

        /// Closes the innermost bracket; an interpolation's `)` thereby returns to its string.
        mutating func closeBracket(_ c: Unicode.Scalar) {
            guard let open = code.popLast() else {
                strayCloser = true
                return
            }
            codeStarts.removeLast()
            if open == "[" { squareDepth -= 1 }
        }

        mutating func scanString() {
            guard let frame = strings.last else { return }
            let c = s[i]
            if c == "\\", hashes(at: 1) == frame.hashes {
                let after = 1 + frame.hashes
                if at(after) == "(" {
                    code.append("\u{0}")
                    codeStarts.append(i + after)
                    i += after + 1
                } else {
                    // Skip the escaped character, but never a newline (a line continuation).
                    i += after + (at(after) == "\n" || at(after) == nil ? 0 : 1)
                }
                return
            }
            if c == "\"" {
                let quotes = frame.isMultiline ? 3 : 1
                let closer = String(repeating: "\"", count: quotes)
                if matches(closer), hashes(at: quotes) >= frame.hashes {
                    strings.removeLast()
                    i += quotes + frame.hashes
                    return
                }
            }
            i += 1
        }
    }
}
