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
        if let refusal = session.options.fileAccess.refusalToRead(argument) {
            return SessionOutput(diagnostics: "error: cannot load '\(argument.escapingControlCharacters)': \(refusal)\n", isError: true)
        }
        let path = argument.expandingTildeInPath
        let data: [UInt8]
        do {
            data = try Self.contents(of: path)
        } catch {
            return SessionOutput(diagnostics: "error: cannot read '\(argument.escapingControlCharacters)': \(error)\n", isError: true)
        }
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            return SessionOutput(diagnostics: "error: '\(argument.escapingControlCharacters)' is not UTF-8 text\n", isError: true)
        }
        let previous = session.options.sourceName
        session.options.sourceName = argument
        defer { session.options.sourceName = previous }
        return session.evaluateFile(text)
    }

    /// A regular file's bytes, within `Limits.fileSize`; a folder, a device or a pipe is refused
    /// before it is opened (reading a pipe or `/dev/zero` would never end).
    static func contents(of path: String) throws -> [UInt8] {
        switch FileKind(atPath: path) {
        case nil: return try SourceReader.contents(ofFile: path)
        case .directory: throw SourceReader.Failure(reason: "it is a folder")
        case .other: throw SourceReader.Failure(reason: "not a regular file")
        case .file: return try SourceReader.contents(ofFile: path)
        }
    }

    func completions(forArgument prefix: String, in session: Session) -> [String] {
        let directory = prefix.deletingLastPathComponent
        let base = directory.isEmpty ? "." : directory.expandingTildeInPath
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.map { directory.isEmpty ? $0 : directory + "/" + $0 }.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
