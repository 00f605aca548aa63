/// One `file:line:column: error: message` line of playground output.
public struct PlaygroundDiagnostic: Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The errors in playground output, in the order printed; caret lines (`` `- error: ``) are skipped.
    public static func errors(in output: String) -> [PlaygroundDiagnostic] {
        output.split(whereSeparator: \.isNewline).compactMap { line in
            if line.hasPrefix("error: ") { return PlaygroundDiagnostic(line: 0, column: 0, message: String(line.dropFirst(7))) }
            guard let range = line.range(of: ": error: ") else { return nil }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
                return nil
            }
            return PlaygroundDiagnostic(line: row, column: column, message: String(line[range.upperBound...]))
        }
    }
}
