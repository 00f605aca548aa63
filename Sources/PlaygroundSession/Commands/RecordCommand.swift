#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `:record FILE` writes the rest of the session to FILE as a transcript that replays as
/// written; `:record stop` ends it; `:record` alone tells whether one is being written.
struct RecordCommand: SessionCommand {
    let name = "record"
    let usage = ":record FILE|stop"
    let summary = "record what follows into a transcript FILE"

    func run(_ argument: String, in session: Session) -> SessionOutput {
        switch argument {
        case "":
            guard let recorder = session.recording.recorder else {
                return SessionOutput(text: "not recording; :record FILE starts\n")
            }
            return SessionOutput(text: "recording to \(recorder.path) (\(entries(recorder.entryCount)) so far)\n")
        case "stop":
            guard let recorder = session.recording.recorder else {
                return failure("not recording")
            }
            session.recording.recorder = nil
            return SessionOutput(text: "recorded \(entries(recorder.entryCount)) to \(recorder.path)\n")
        default:
            return start(argument, in: session)
        }
    }

    /// Starts recording to `argument`, given `.transcript` when it has no extension.
    private func start(_ argument: String, in session: Session) -> SessionOutput {
        if let refusal = session.options.fileAccess.refusalToWrite {
            return failure("cannot record to \(argument.escapingControlCharacters): \(refusal)")
        }
        if let recorder = session.recording.recorder {
            return failure("already recording to \(recorder.path); :record stop first")
        }
        var path = argument
        if path.pathExtension.isEmpty { path += "." + Transcript.fileExtension }
        let fullPath = path.expandingTildeInPath
        if FileManager.default.fileExists(atPath: fullPath) {
            return failure("\(path) already exists; record to a new file")
        }
        let recorder: TranscriptRecorder
        do {
            recorder = try TranscriptRecorder(path: fullPath, width: session.options.width, setup: setup(for: session))
        } catch {
            return failure("cannot record to \(path): \(error.message)")
        }
        session.recording.recorder = recorder
        var text = "recording to \(path); :record stop ends it\n"
        for note in notes(for: session) { text += "note: \(note)\n" }
        return SessionOutput(text: text)
    }

    /// Entries that bring a fresh replay session to this session's builder and sections
    /// (`:builder NAME`, `:show LIST`), each with what such a session answers (the recorder
    /// adds the width itself).
    private func setup(for session: Session) -> [(input: String, output: SessionOutput)] {
        let replay = TranscriptRunner.sessionOptions
        var inputs: [String] = []
        if session.options.builder != replay.builder { inputs.append(":builder \(session.options.builder)") }
        if session.options.sections != replay.sections, !session.options.sections.isEmpty {
            inputs.append(":show " + session.options.sections.map(\.rawValue).joined(separator: ","))
        }
        guard !inputs.isEmpty else { return [] }
        let fresh = Session(options: replay)
        return inputs.map { ($0, fresh.submit($0)) }
    }

    /// What a replay, which starts from a fresh session at the transcript options, will lack.
    private func notes(for session: Session) -> [String] {
        var notes: [String] = []
        let earlier = session.recording.unrecordedCodeEntries
        if earlier > 0 {
            notes.append("the \(earlier) code \(earlier == 1 ? "entry" : "entries") before this "
                + "\(earlier == 1 ? "is" : "are") not in it; a replay starts from a fresh session")
        }
        return notes
    }

    /// `stop`, and the files and folders (ending in `/`) whose path starts with `prefix`.
    func completions(forArgument prefix: String, in session: Session) -> [String] {
        let stop = !prefix.isEmpty && "stop".hasPrefix(prefix) ? ["stop"] : []
        let folder = prefix.lastIndex(of: "/").map { String(prefix[...$0]) } ?? ""
        let listing = (folder.isEmpty ? "." : folder).expandingTildeInPath
        let names = (try? FileManager.default.contentsOfDirectory(atPath: listing)) ?? []
        let paths = names.filter { !$0.hasPrefix(".") }.map { name in
            let path = folder + name
            return FileKind(atPath: path.expandingTildeInPath) == .directory ? path + "/" : path
        }
        return stop + paths.filter { $0.hasPrefix(prefix) }.sorted()
    }

    private func entries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }

    private func failure(_ message: String) -> SessionOutput {
        SessionOutput(diagnostics: "error: \(message)\n", isError: true)
    }
}
