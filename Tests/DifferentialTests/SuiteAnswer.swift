import Foundation

/// One diagnostic as `file:line:col: severity: message` prints it (swiftc and the playground alike).
struct SuiteDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    var line: Int
    var column: Int
    var isError: Bool
    var message: String

    var description: String { "\(line):\(column): \(isError ? "error" : "warning"): \(message)" }

    /// The diagnostics in `text` that point into `file` (notes and source excerpts are left out).
    static func parse(_ text: String, file: String) -> [SuiteDiagnostic] {
        var out: [SuiteDiagnostic] = []
        for raw in text.split(separator: "\n") {
            let line = String(raw)
            guard let range = line.range(of: "\(file):") else { continue }
            let rest = line[range.upperBound...]
            let parts = rest.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4, let row = Int(parts[0]), let column = Int(parts[1]) else { continue }
            let severity = parts[2].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { continue }
            let message = normalized(parts[3].trimmingCharacters(in: .whitespaces))
            let diagnostic = SuiteDiagnostic(line: row, column: column, isError: severity == "error", message: message)
            if !out.contains(diagnostic) { out.append(diagnostic) }
        }
        return out
    }

    /// swiftc names the educational note group after a message (` [#ResultBuilderMethods]`): not part of it.
    static func normalized(_ message: String) -> String {
        guard message.hasSuffix("]"), let tag = message.range(of: " [#", options: .backwards) else { return message }
        return String(message[..<tag.lowerBound])
    }
}

/// What one side (swiftc, or the playground) made of a case's program.
struct SuiteAnswer: Sendable, Codable, Equatable {
    /// It compiled (checked): then `output` is what it printed when run.
    var compiled: Bool
    var output: String
    /// Errors and warnings, in the order given.
    var diagnostics: [SuiteDiagnostic]
    /// Running it failed (a trap, a runtime error); the output is what was printed before.
    var runFailure: String?

    var errors: [SuiteDiagnostic] { diagnostics.filter(\.isError) }
}
