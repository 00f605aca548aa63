/// `(re)` patterns are matched by a backtracking engine with no time limit, so a transcript
/// (which may come from someone else) may not use the shapes that backtrack exponentially: a
/// repeated group that itself repeats or alternates (`(a*)*`, `(a|aa)+`), or a backreference.
extension ExpectedLine {
    /// Why the pattern could backtrack without bound, or nil.
    static func backtrackingProblem(in pattern: String) -> String? {
        let s = Array(pattern.unicodeScalars)
        // For each open group: whether it holds a quantifier or an alternation.
        var groups: [Bool] = []
        var i = 0
        while i < s.count {
            switch s[i] {
            case "\\":
                if i + 1 < s.count, ("1"..."9").contains(s[i + 1]) || s[i + 1] == "k" {
                    return "a backreference can take exponential time"
                }
                i += 2
                continue
            case "[":
                // Skip a character class (a `]` right after `[` or `[^` is literal).
                i += 1
                if i < s.count, s[i] == "^" { i += 1 }
                if i < s.count, s[i] == "]" { i += 1 }
                while i < s.count, s[i] != "]" { i += s[i] == "\\" ? 2 : 1 }
            case "(":
                groups.append(false)
            case "|":
                if !groups.isEmpty { groups[groups.count - 1] = true }
            case "*", "+", "{":
                if !groups.isEmpty { groups[groups.count - 1] = true }
            case ")":
                let repeats = groups.popLast() ?? false
                let next = i + 1 < s.count ? s[i + 1] : nil
                if repeats, next == "*" || next == "+" || next == "{" {
                    return "a repeated group that itself repeats or alternates can take exponential time"
                }
                if repeats, !groups.isEmpty { groups[groups.count - 1] = true }
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
