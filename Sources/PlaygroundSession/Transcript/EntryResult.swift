/// How one entry fared on replay.
public struct EntryResult: Equatable, Sendable {
    /// The verdict.
    public enum Status: Equatable, Sendable {
        /// The output matched.
        case passed
        /// The output differed from the expected output.
        case failed
        /// The entry never ran (it follows `:quit`); the reason says why.
        case notRun(String)
    }

    public var entry: TranscriptEntry
    public var status: Status
    /// What the session printed (`SessionOutput.combined`), nil when it did not run.
    public var actual: String?

    public init(entry: TranscriptEntry, status: Status, actual: String?) {
        self.entry = entry
        self.status = status
        self.actual = actual
    }

    public var passed: Bool { status == .passed }
}
