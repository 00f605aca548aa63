/// A lesson file that cannot be read or parsed, with the file and line it comes from.
public struct LessonError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as found in the lessons folder.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// What is wrong, in a sentence without a trailing period.
    public var message: String

    public init(file: String, line: Int? = nil, _ message: String) {
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
