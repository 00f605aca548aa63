/// A transcript that cannot be read, parsed or written, with the file and line it comes from.
public struct TranscriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, for code that reacts to it (tests, the replay summary).
    public enum Kind: Equatable, Sendable {
        /// The path does not exist.
        case notFound
        /// A folder holds no `*.transcript` file.
        case noTranscripts
        /// The file could not be read or written.
        case io
        /// The file holds a NUL byte: it is binary.
        case binary
        /// The file is not valid UTF-8.
        case notUTF8
        /// An output line comes before the first input.
        case outputBeforeInput
        /// An output line follows prose instead of an input.
        case outputAfterProse
        /// A line starts with `vb>` but not with `vb> `.
        case badPrompt
        /// The file ends inside a multi-line input whose brackets or strings are still open.
        case unterminatedInput
        /// An ` (esc)` line holds a malformed escape.
        case badEscape
        /// A ` (re)` line's regular expression does not compile.
        case badPattern
        /// ` (no-eol)` marks a line other than the last output line, or an empty one.
        case misplacedNoEOL
        /// An entry never ran on replay (it follows `:quit`).
        case entryNotRun
    }

    public var kind: Kind
    /// The file, as named on the command line.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// What is wrong, in a sentence without a trailing period.
    public var message: String

    public init(_ kind: Kind, file: String, line: Int? = nil, _ message: String) {
        self.kind = kind
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: error: message`, the form editors and terminals link to.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): error: \(message)"
    }
}
