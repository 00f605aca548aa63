/// What one Tab press does to the line: text to insert at the cursor, or candidates to list.
///
/// The word under the cursor is the run of identifier characters before it, together with
/// the `.` or `:` right before that run (`:he`, `.pad`). A candidate is a whole word,
/// written with or without that sign (`:help`, `padding`, `.padding`); candidates that do not
/// start with the word are ignored.
public struct Completion: Equatable, Sendable {
    /// Text to insert at the cursor (empty when nothing can be added).
    public var insertion: String
    /// Candidates to show: set when several remain and no common prefix can be added.
    public var listing: [String]

    public init(insertion: String = "", listing: [String] = []) {
        self.insertion = insertion
        self.listing = listing
    }

    /// What Tab inserts at the start of a line or after a space, so pasted or typed
    /// indentation never triggers completion.
    public static let indentation = "    "

    /// Works out the completion of `lineBeforeCursor` from the session's `candidates`.
    public init(lineBeforeCursor line: String, candidates: [String]) {
        if line.last?.isWhitespace ?? true {
            self.init(insertion: Completion.indentation)
            return
        }
        let word = Completion.word(before: line)
        let bare = word.drop { $0 == "." || $0 == ":" }
        var seen = Set<String>()
        var shown: [String] = []
        var rests: [Substring] = []
        for candidate in candidates where seen.insert(candidate).inserted {
            if candidate.hasPrefix(word) {
                rests.append(candidate.dropFirst(word.count))
            } else if candidate.hasPrefix(bare) {
                rests.append(candidate.dropFirst(bare.count))
            } else {
                continue
            }
            shown.append(candidate)
        }
        guard let first = rests.first else {
            self.init()
            return
        }
        let common = rests.dropFirst().reduce(first) { Completion.commonPrefix($0, $1) }
        if !common.isEmpty || rests.count == 1 {
            self.init(insertion: String(common))
        } else {
            self.init(listing: shown)
        }
    }

    /// The word being typed at the end of `line`: identifier characters and a leading `.` or `:`.
    public static func word(before line: String) -> Substring {
        let identifier = line.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        var start = line.index(line.endIndex, offsetBy: -identifier.count)
        if start > line.startIndex {
            let sign = line.index(before: start)
            if line[sign] == "." || line[sign] == ":" { start = sign }
        }
        return line[start...]
    }

    /// The longest common prefix of two strings, by characters.
    static func commonPrefix(_ a: Substring, _ b: Substring) -> Substring {
        var end = a.startIndex
        var j = b.startIndex
        while end < a.endIndex, j < b.endIndex, a[end] == b[j] {
            end = a.index(after: end)
            j = b.index(after: j)
        }
        return a[..<end]
    }

    /// Lays `items` out in columns that fit in `width` cells, row by row, one string per line.
    public static func columns(_ items: [String], width: Int) -> [String] {
        guard let longest = items.map(\.count).max() else { return [] }
        let cell = longest + 2
        let perRow = max(1, (max(width, 1) + 2) / cell)
        var lines: [String] = []
        var start = 0
        while start < items.count {
            let row = items[start..<min(start + perRow, items.count)]
            let padded = row.enumerated().map { index, item in
                index == row.count - 1 ? item : item + String(repeating: " ", count: cell - item.count)
            }
            lines.append(padded.joined())
            start += perRow
        }
        return lines
    }
}
