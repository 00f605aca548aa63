/// The outcome of replaying one transcript: a result per entry, the diffs of those that
/// failed, and the transcript with their expected output brought up to date.
public struct TranscriptResult: Equatable, Sendable {
    public var transcript: Transcript
    /// One per entry, in file order.
    public var entries: [EntryResult]

    public init(transcript: Transcript, entries: [EntryResult]) {
        self.transcript = transcript
        self.entries = entries
    }

    public var passedCount: Int { entries.count { $0.passed } }
    public var failedCount: Int { entries.count - passedCount }
    public var allPassed: Bool { failedCount == 0 }

    /// A diff for every entry whose output differed, naming the file and the entry's line.
    public func diffs() -> [UnifiedDiff] {
        entries.compactMap { result in
            guard result.status == .failed, let actual = result.actual else { return nil }
            return UnifiedDiff(file: transcript.fileName, entry: result.entry, actual: actual)
        }
    }

    /// Entries that never ran, as errors at their lines.
    public func notRunErrors() -> [TranscriptError] {
        entries.compactMap { result in
            guard case .notRun(let reason) = result.status else { return nil }
            return TranscriptError(.entryNotRun, file: transcript.fileName, line: result.entry.line, "entry not run: \(reason)")
        }
    }

    /// The transcript with every failed entry's expected output replaced by what it printed
    /// (entries that passed keep theirs, wildcards included), and the entries so changed.
    public func updated() -> (transcript: Transcript, changed: [TranscriptEntry]) {
        var updated = transcript
        var changed: [TranscriptEntry] = []
        var next = 0
        for (index, item) in updated.items.enumerated() {
            guard case .entry(var entry) = item else { continue }
            defer { next += 1 }
            guard next < entries.count, entries[next].status == .failed, let actual = entries[next].actual else { continue }
            entry.expected = ExpectedOutput(literal: actual)
            updated.items[index] = .entry(entry)
            changed.append(entries[next].entry)
        }
        return (updated, changed)
    }
}
