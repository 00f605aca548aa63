/// What a replay of many transcripts came to, counted in entries.
public struct ReplaySummary: Equatable, Sendable {
    /// Entries whose output matched (with `--update`: also those just rewritten).
    public var passed = 0
    /// Entries that differed or never ran, plus one per file that could not be read or
    /// parsed and one per path that named no transcript.
    public var failed = 0
    /// Entries `--update` rewrote.
    public var updated = 0
    /// Transcripts replayed.
    public var files = 0

    public init() {}

    /// The last line replay prints, which CI reads: `N passed, M failed`.
    public var line: String { "\(passed) passed, \(failed) failed" }

    /// Every entry of every file matched.
    public var succeeded: Bool { failed == 0 }
}
