/// Whether an input is complete by the rule the REPL uses to show its `... ` prompt
/// (LineEditing's `EntryBalance`; keep the two in step): its `(`, `[` and `{` are closed and
/// no `"""` string or `/* */` comment is left open. A single-line string open at the end of
/// its line, or a closer without an opener, also ends the entry: more lines cannot mend it.
struct InputBalance {
    /// The first bracket or delimiter still open, with its 0-based line in the input.
    private(set) var firstOpen: (token: String, line: Int)?

    init(of text: String) {
        var scanner = Scanner(Array(text.unicodeScalars))
        scanner.run()
        firstOpen = scanner.broken ? nil : scanner.firstOpen
    }

    /// Nothing is left open.
    var isComplete: Bool { firstOpen == nil }

    /// A string literal being scanned: its delimiter and the code depth where it began.
    private struct StringFrame {
        var isMultiline: Bool
        var hashes: Int
        var codeDepth: Int
        var line: Int
    }

    private struct Scanner {
        let s: [Unicode.Scalar]
        var i = 0
        var line = 0
        /// Open code brackets; an interpolation's `(` counts as one.
        var code: [(token: Unicode.Scalar, line: Int)] = []
        var strings: [StringFrame] = []
        var comments: [Int] = []
        /// A stray closer or an unterminated single-line string: complete, if broken.
        var broken = false

        init(_ scalars: [Unicode.Scalar]) { s = scalars }

        var firstOpen: (token: String, line: Int)? {
            var open: [(token: String, line: Int)] = code.map { (String($0.token), $0.line) }
            open += strings.map { ($0.isMultiline ? "\"\"\"" : "\"", $0.line) }
            open += comments.map { ("/*", $0) }
            return open.min { $0.line < $1.line }
        }

        var inString: Bool { strings.last.map { $0.codeDepth == code.count } ?? false }

        func at(_ offset: Int) -> Unicode.Scalar? { i + offset < s.count ? s[i + offset] : nil }

        func matches(_ text: String, at offset: Int = 0) -> Bool {
            text.unicodeScalars.enumerated().allSatisfy { at(offset + $0.offset) == $0.element }
        }

        func hashes(at offset: Int) -> Int {
            var n = 0
            while at(offset + n) == "#" { n += 1 }
            return n
        }

        mutating func advance(_ n: Int = 1) {
            for _ in 0..<n where i < s.count {
                if s[i] == "\n" { line += 1 }
                i += 1
            }
        }

        mutating func run() {
            while i < s.count, !broken {
                if !comments.isEmpty {
                    scanComment()
                } else if s[i] == "\n", strings.contains(where: { !$0.isMultiline }) {
                    broken = true
                } else if inString {
                    scanString()
                } else {
                    scanCode()
                }
            }
            if strings.contains(where: { !$0.isMultiline }) { broken = true }
        }

        mutating func scanComment() {
            if matches("/*") {
                comments.append(line)
                advance(2)
            } else if matches("*/") {
                comments.removeLast()
                advance(2)
            } else {
                advance()
            }
        }

        mutating func scanCode() {
            let c = s[i]
            switch c {
            case "/" where at(1) == "/":
                while i < s.count, s[i] != "\n" { advance() }
            case "/" where at(1) == "*":
                comments.append(line)
                advance(2)
            case "(", "[", "{":
                code.append((c, line))
                advance()
            case ")", "]", "}":
                if code.popLast() == nil { broken = true }
                advance()
            case "#", "\"":
                let n = hashes(at: 0)
                if at(n) == "\"" {
                    let multiline = matches("\"\"\"", at: n)
                    strings.append(StringFrame(isMultiline: multiline, hashes: n, codeDepth: code.count, line: line))
                    advance(n + (multiline ? 3 : 1))
                } else {
                    advance(max(n, 1))
                }
            default:
                advance()
            }
        }

        mutating func scanString() {
            guard let frame = strings.last else { return }
            let c = s[i]
            if c == "\\", hashes(at: 1) == frame.hashes {
                let after = 1 + frame.hashes
                if at(after) == "(" {
                    code.append(("(", line))
                    advance(after + 1)
                } else {
                    advance(after + (at(after) == "\n" || at(after) == nil ? 0 : 1))
                }
                return
            }
            if c == "\"" {
                let quotes = frame.isMultiline ? 3 : 1
                if matches(String(repeating: "\"", count: quotes)), hashes(at: quotes) >= frame.hashes {
                    strings.removeLast()
                    advance(quotes + frame.hashes)
                    return
                }
            }
            advance()
        }
    }
}
