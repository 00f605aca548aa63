/// A unified diff of one entry's expected output against what it printed, in the lines the
/// transcript holds (markers and escapes included), numbered as lines of the file:
///
///     --- Tests/Transcripts/commands/help.transcript:9 (expected)
///     +++ Tests/Transcripts/commands/help.transcript:9 (actual)
///     @@ -11,2 +11,2 @@ vb> :help
///        :help           list the commands
///     -  :quit           leave
///     +  :quit           leave the playground
///
/// The headers name the file and the entry's `vb>` line; `-` lines are what the file says,
/// `+` lines what `replay --update` would write. Wildcard lines that match count as equal.
public struct UnifiedDiff: Equatable, Sendable, CustomStringConvertible {
    /// The diff, headers included, each line ending in a newline.
    public let text: String

    /// Lines of context around each change.
    public static let contextLines = 3
    /// Beyond this many line pairs the diff replaces the output wholesale rather than align it.
    static let alignmentLimit = 1_000_000

    /// Diffs `entry`'s expected output, from the file `file`, against `actual`.
    public init(file: String, entry: TranscriptEntry, actual: String) {
        let writer = TranscriptWriter()
        let expectedOutput = entry.expected
        let actualOutput = ExpectedOutput(literal: actual)
        let old = writer.outputLines(expectedOutput)
        let new = writer.outputLines(actualOutput)
        let oldOpenEnd = !expectedOutput.endsWithNewline ? old.count - 1 : -1
        let newOpenEnd = !actualOutput.endsWithNewline ? new.count - 1 : -1
        let matchers = expectedOutput.lines.map { $0.matcher() }
        let ops = UnifiedDiff.align(old.count, new.count) { i, j in
            (i == oldOpenEnd) == (j == newOpenEnd) && matchers[i](actualOutput.lines[j].text)
        }
        var text = "--- \(file):\(entry.line) (expected)\n+++ \(file):\(entry.line) (actual)\n"
        let heading = entry.title.count > 60 ? String(entry.title.prefix(59)) + "…" : entry.title
        for hunk in UnifiedDiff.hunks(ops) {
            let slice = ops[hunk]
            let oldLines = slice.filter { $0.old != nil }
            let newLines = slice.filter { $0.new != nil }
            let oldStart = entry.outputLine + (slice.first { $0.old != nil }?.old ?? UnifiedDiff.before(slice, \.old, ops))
            let newStart = entry.outputLine + (slice.first { $0.new != nil }?.new ?? UnifiedDiff.before(slice, \.new, ops))
            text += "@@ -\(UnifiedDiff.range(oldStart, oldLines.count)) +\(UnifiedDiff.range(newStart, newLines.count)) @@ \(heading)\n"
            for op in slice {
                switch (op.old, op.new) {
                case (let i?, _?): text += " " + old[i] + "\n"
                case (let i?, nil): text += "-" + old[i] + "\n"
                case (nil, let j?): text += "+" + new[j] + "\n"
                case (nil, nil): break
                }
            }
        }
        self.text = text
    }

    public var description: String { text }

    /// One step of the alignment: a line kept (both indices), removed (`old`) or added (`new`).
    struct Step: Equatable {
        var old: Int?
        var new: Int?
    }

    /// Aligns two line lists by a longest common subsequence under `equal`.
    static func align(_ oldCount: Int, _ newCount: Int, equal: (Int, Int) -> Bool) -> [Step] {
        guard oldCount * newCount <= alignmentLimit else {
            return (0..<oldCount).map { Step(old: $0) } + (0..<newCount).map { Step(new: $0) }
        }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: newCount + 1), count: oldCount + 1)
        for i in stride(from: oldCount - 1, through: 0, by: -1) {
            for j in stride(from: newCount - 1, through: 0, by: -1) {
                lengths[i][j] = equal(i, j) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = []
        var i = 0
        var j = 0
        while i < oldCount || j < newCount {
            if i < oldCount, j < newCount, equal(i, j), lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                steps.append(Step(old: i, new: j))
                i += 1
                j += 1
            } else if j < newCount, i == oldCount || lengths[i][j + 1] > lengths[i + 1][j] {
                steps.append(Step(new: j))
                j += 1
            } else {
                steps.append(Step(old: i))
                i += 1
            }
        }
        return steps
    }

    /// Ranges of steps to show: each change with its context, overlapping ones merged.
    static func hunks(_ steps: [Step]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, step) in steps.enumerated() where step.old == nil || step.new == nil {
            let range = max(0, index - contextLines)..<min(steps.count, index + contextLines + 1)
            if let last = hunks.last, last.upperBound >= range.lowerBound {
                hunks[hunks.count - 1] = last.lowerBound..<range.upperBound
            } else {
                hunks.append(range)
            }
        }
        return hunks
    }

    /// For a hunk with no line on one side: the 0-based index just before where it would be.
    static func before(_ slice: ArraySlice<Step>, _ side: KeyPath<Step, Int?>, _ all: [Step]) -> Int {
        let earlier = all[..<slice.startIndex].last { $0[keyPath: side] != nil }
        return earlier?[keyPath: side] ?? -1
    }

    /// `start,count`, or `start` alone for one line, as `diff -u` writes it; an empty range
    /// starts at the line before it.
    static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start)"
        default: return "\(start),\(count)"
        }
    }
}
