/// One expected output line: literal text, or an opt-in `(re)` / `(glob)` pattern.
public struct ExpectedLine: Hashable, Sendable {
    /// How the line is compared.
    public enum Kind: Hashable, Sendable {
        /// Character for character.
        case literal
        /// A regular expression (Swift `Regex` syntax) the whole line must match.
        case regex
        /// `*` matches any run of characters, `?` any one; `\*`, `\?` and `\\` are literal.
        case glob
    }

    public var kind: Kind
    /// The literal text, or the pattern.
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// A line compared exactly.
    public static func literal(_ text: String) -> ExpectedLine { ExpectedLine(.literal, text) }

    /// Whether an actual output line matches.
    public func matches(_ line: String) -> Bool {
        matcher()(line)
    }

    /// A test for actual lines with the pattern compiled once, for matching many lines.
    func matcher() -> (String) -> Bool {
        switch kind {
        case .literal:
            let text = self.text
            return { $0 == text }
        case .regex:
            guard let regex = try? Regex(text) else { return { _ in false } }
            return { (try? regex.wholeMatch(in: $0)) != nil }
        case .glob:
            let pattern = Array(text)
            return { ExpectedLine.glob(pattern, matches: Array($0)) }
        }
    }

    /// Checks that a `(re)` pattern compiles; returns the compiler's message when it does not.
    public func patternError() -> String? {
        guard kind == .regex else { return nil }
        if let problem = Self.backtrackingProblem(in: text) { return problem }
        do {
            _ = try Regex(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Glob matching by dynamic programming over the pattern and the line.
    private static func glob(_ pattern: [Character], matches line: [Character]) -> Bool {
        enum Token: Equatable { case any, one, char(Character) }
        var tokens: [Token] = []
        var i = 0
        while i < pattern.count {
            let c = pattern[i]
            if c == "\\", i + 1 < pattern.count, "*?\\".contains(pattern[i + 1]) {
                tokens.append(.char(pattern[i + 1]))
                i += 2
                continue
            }
            tokens.append(c == "*" ? .any : c == "?" ? .one : .char(c))
            i += 1
        }
        // reachable[j]: the tokens so far can match the first j characters of the line.
        var reachable = [Bool](repeating: false, count: line.count + 1)
        reachable[0] = true
        for token in tokens {
            var next = [Bool](repeating: false, count: line.count + 1)
            for j in 0...line.count where reachable[j] || (token == .any && j > 0 && next[j - 1]) {
                switch token {
                case .any:
                    next[j] = true
                case .one:
                    if reachable[j], j < line.count { next[j + 1] = true }
                case .char(let c):
                    if reachable[j], j < line.count, line[j] == c { next[j + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[line.count]
    }
}
