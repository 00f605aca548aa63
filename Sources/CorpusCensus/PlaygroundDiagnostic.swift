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
            if line.hasPrefix("note: "), let reason = leftOutReason(line) { return reason }
            if line.hasPrefix("error: ") { return PlaygroundDiagnostic(line: 0, column: 0, message: String(line.dropFirst(7))) }
            guard let range = line.range(of: ": error: ") else { return nil }
            let location = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let row = Int(location[location.count - 2]), let column = Int(location[location.count - 1]) else {
                return nil
            }
            return PlaygroundDiagnostic(line: row, column: column, message: String(line[range.upperBound...]))
        }
    }

    /// A `--module` note's error (`note: Order (…) was left out of the module: Order.swift:18:28:
    /// cannot find type 'Decimal' in scope`): what the module's file needs, so it counts as missing.
    static func leftOutReason(_ line: Substring) -> PlaygroundDiagnostic? {
        guard let marker = line.range(of: " was left out of the module: ") else { return nil }
        let reason = line[marker.upperBound...]
        guard let place = reason.firstMatch(of: /:[0-9]+:[0-9]+:\s/) else { return nil }
        return PlaygroundDiagnostic(line: 0, column: 0, message: String(reason[place.range.upperBound...]))
    }
}
