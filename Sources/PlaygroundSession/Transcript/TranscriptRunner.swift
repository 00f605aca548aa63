/// Replays a transcript: feeds each input, in order, to a fresh responder (a `Session` by
/// default) and compares what it prints with the expected output.
public struct TranscriptRunner {
    /// Answers one entry, the way `Session.submit` does.
    public typealias Responder = (String) -> SessionOutput

    /// The options a replay starts with: width 60, no colour, the default builder, and files
    /// confined to the folder it is replayed from (a transcript may come from someone else).
    public static let sessionOptions = SessionOptions(width: Transcript.defaultWidth, color: false, fileAccess: .confined)

    private let makeResponder: () -> Responder

    /// Replays against responders made by `makeResponder`, one per transcript.
    public init(makeResponder: @escaping () -> Responder) {
        self.makeResponder = makeResponder
    }

    /// Replays against a fresh `Session` per transcript.
    public init() {
        self.init {
            let session = Session(options: TranscriptRunner.sessionOptions)
            return { session.submit($0) }
        }
    }

    /// Runs every entry; entries after one that ends the session (`:quit`) do not run.
    public func run(_ transcript: Transcript) -> TranscriptResult {
        let respond = makeResponder()
        var results: [EntryResult] = []
        var quitLine: Int?
        for entry in transcript.entries {
            if let quitLine {
                let reason = "it follows the ':quit' on line \(quitLine), which ends the session"
                results.append(EntryResult(entry: entry, status: .notRun(reason), actual: nil))
                continue
            }
            let output = respond(entry.input)
            let actual = output.combined
            results.append(EntryResult(entry: entry, status: entry.expected.matches(actual) ? .passed : .failed, actual: actual))
            if output.shouldQuit { quitLine = entry.line }
        }
        return TranscriptResult(transcript: transcript, entries: results)
    }
}
