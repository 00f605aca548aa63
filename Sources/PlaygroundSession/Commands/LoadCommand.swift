#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `:load FILE`: evaluates a file as one entry, as `playground eval` does.
struct LoadCommand: SessionCommand {
    let name = "load"
    let usage = ":load FILE"
    let summary = "evaluate a Swift file as one entry"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        guard !argument.isEmpty else { return SessionOutput(diagnostics: "error: :load needs a file name\n", isError: true) }
        let path = argument.expandingTildeInPath
        guard let data = FileManager.default.contents(atPath: path) else {
            return SessionOutput(diagnostics: "error: cannot read '\(argument)'\n", isError: true)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return SessionOutput(diagnostics: "error: '\(argument)' is not UTF-8 text\n", isError: true)
        }
        let previous = session.options.sourceName
        session.options.sourceName = argument
        defer { session.options.sourceName = previous }
        return session.evaluateFile(text)
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        let directory = prefix.deletingLastPathComponent
        let base = directory.isEmpty ? "." : directory.expandingTildeInPath
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.map { directory.isEmpty ? $0 : directory + "/" + $0 }.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
