import ArgumentParser
import PlaygroundSession

/// `playground replay [--update] PATH...`: replays transcripts and diffs their output.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay transcripts (*.transcript) and diff what each entry prints.",
        discussion: """
            Each transcript runs in a fresh session (width 60, no colour). A mismatch prints a \
            unified diff naming the file and the entry's line. The last line is \
            'N passed, M failed', counted in entries (a file that cannot be read or parsed, or \
            a path with no transcripts, counts as one failure); the exit status is 0 only when \
            nothing failed. The format: docs/transcripts.md.
            """)

    @Flag(help: "Rewrite the expected output of entries that differ, in place, and list them.")
    var update = false

    @Argument(help: "Transcript files, or folders searched recursively for *.transcript.")
    var paths: [String] = []

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Name at least one transcript file or folder.") }
    }

    func run() throws {
        let summary = TranscriptReplayer(update: update).replay(
            paths,
            report: { text in Console.out(text) },
            problem: { message in Console.error(message + "\n") })
        if summary.updated > 0 {
            let entries = summary.updated == 1 ? "entry" : "entries"
            Console.out("updated \(summary.updated) \(entries)\n")
        }
        Console.out(summary.line + "\n")
        if !summary.succeeded { throw ExitCode.failure }
    }
}
