/// Marks where two printed types differ: a token-level longest common subsequence, with `^`
/// under each token that is not shared.
enum TypeDifference {
    /// Identifiers, and each other character, as tokens; spaces belong to the token before.
    static func tokens(_ type: String) -> [String] {
        var out: [String] = []
        var current = ""
        for c in type {
            if c.isLetter || c.isNumber || c == "_" || c == "." {
                current.append(c)
            } else {
                if !current.isEmpty { out.append(current); current = "" }
                if c == " ", !out.isEmpty { out[out.count - 1].append(c) } else { out.append(String(c)) }
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// One marker line per type: `^` under the characters of tokens the other type lacks.
    static func marks(_ a: String, _ b: String) -> [String] {
        let x = tokens(a), y = tokens(b)
        var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var sharedX = Array(repeating: false, count: x.count), sharedY = Array(repeating: false, count: y.count)
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if x[i] == y[j] {
                sharedX[i] = true; sharedY[j] = true; i += 1; j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        func line(_ tokens: [String], _ shared: [Bool]) -> String {
            var out = ""
            for (token, same) in zip(tokens, shared) {
                let trimmed = token.hasSuffix(" ") ? String(token.dropLast()) : token
                out += String(repeating: same ? " " : "^", count: trimmed.count)
                if token.hasSuffix(" ") { out += " " }
            }
            while out.hasSuffix(" ") { out.removeLast() }
            return out
        }
        return [line(x, sharedX), line(y, sharedY)]
    }
}
