/// A session written down: the inputs typed at the prompt and the output each produced,
/// with prose between them. It is stored as a `*.transcript` text file (UTF-8):
///
///     # Prose lines start with `#`; blank lines between entries are spacing.
///     vb> :width 40
///     vb> struct Card: View {
///     ...     var body: some View { Text("hi") }
///     ... }
///     vb> :width
///     width 40
///
///     # The lines under an input, up to the next `vb>` or `#` line, are its output;
///     # an entry that prints nothing has none.
///     vb> :nope
///     error: unknown command ':nope'; type :help for the list
///
/// - An entry starts with a line `vb> INPUT` (`vb>` alone is an empty line); lines directly
///   under it that start with `... ` (or are `...`) continue a multi-line input, as the
///   REPL's continuation prompt shows them.
/// - Every line after the input, up to the next `vb>` line, `#` line or the end of the file,
///   is expected output, compared exactly: blank lines inside it are output; blank lines at
///   its end only separate it from what follows. `<BLANKLINE>` is an empty output line (the
///   writer uses it for blank lines an output ends with).
/// - Lines starting with `#` are prose. Anything else outside an entry's output is an error.
/// - An output line may end in one marker (after a space): ` (esc)` the line holds escapes
///   (`\\`, `\t`, `\xHH`, `\u{H…}`), used for control characters, trailing whitespace and lines
///   that would read as a prompt or prose; ` (re)` a regular expression the whole line must
///   match; ` (glob)` a pattern where `*` is any run of characters and `?` any one (`\*`,
///   `\?`, `\\` are literal). The last output line may also end in ` (no-eol)`: the output
///   has no final newline. Wildcards are opt-in and only for what is genuinely unstable.
///
/// Replay feeds each input to a fresh `Session` at width 60 without colour; an entry
/// `vb> :width N` changes the width for the entries after it. See docs/transcripts.md.
public struct Transcript: Equatable, Sendable {
    /// A run of prose lines (`#` lines and blank lines), or an entry.
    public enum Item: Equatable, Sendable {
        /// Prose lines as written, each blank or starting with `#`; `line` is the first one's.
        case prose([String], line: Int)
        case entry(TranscriptEntry)
    }

    /// The prompt that starts an entry.
    public static let prompt = "vb>"
    /// The prompt that continues a multi-line entry.
    public static let continuationPrompt = "..."
    /// Marks an empty output line.
    public static let blankLineMarker = "<BLANKLINE>"
    /// The preview width a replay starts with.
    public static let defaultWidth = 60
    /// The file extension transcripts use (without its dot).
    public static let fileExtension = "transcript"

    /// The path the transcript was read from, for messages.
    public var fileName: String
    /// Prose and entries, in file order.
    public var items: [Item]

    public init(fileName: String = "<transcript>", items: [Item] = []) {
        self.fileName = fileName
        self.items = items
    }

    /// The entries, in file order.
    public var entries: [TranscriptEntry] {
        items.compactMap { item in
            if case .entry(let entry) = item { return entry }
            return nil
        }
    }
}
