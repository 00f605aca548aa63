import Foundation
import Testing
@testable import PlaygroundSession

/// The transcript suite (`Tests/Transcripts/`) replayed through `TranscriptReplayer`, as
/// `playground replay Tests/Transcripts` does, and proof that it guards every line it holds.
@Suite("Transcript suite")
struct TranscriptSuiteTests {
    /// The repository's root, found from this file's path; replays run there, since
    /// transcripts `:load` fixtures by paths relative to it.
    static let root: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        if FileManager.default.currentDirectoryPath != root {
            FileManager.default.changeCurrentDirectoryPath(root)
        }
        return root
    }()

    /// The suite's folder, relative to the root (so diffs name files as `bin/test` does).
    static let folder = "Tests/Transcripts"

    /// The folders of seed examples, commands, errors and previews, and how many
    /// transcripts they must hold together at least.
    static let coveredFolders = ["seeds", "commands", "errors", "preview"]
    static let minimumCovered = 40

    /// Commands whose use the `commands/` transcripts must show.
    static let documentedCommands = [
        "help", "type", "tree", "preview", "show", "builder", "load", "reset", "width", "record", "quit",
    ]

    /// One transcript of the suite: its text, and the outputs a real session gave its inputs.
    struct Recorded {
        let path: String
        let text: String
        let transcript: Transcript
        let script: [(input: String, output: SessionOutput)]
        let passed: Bool
    }

    /// Every transcript of the suite replayed once in a fresh session, its answers kept.
    static let recorded: [Recorded] = {
        _ = root
        return TranscriptFiles.find([folder]).files.compactMap { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8),
                  let transcript = try? TranscriptParser().parse(fileAt: path) else { return nil }
            var script: [(input: String, output: SessionOutput)] = []
            let runner = TranscriptRunner {
                let session = Session(options: TranscriptRunner.sessionOptions)
                return { input in
                    let output = session.submit(input)
                    script.append((input, output))
                    return output
                }
            }
            let passed = runner.run(transcript).allPassed
            return Recorded(path: path, text: text, transcript: transcript, script: script, passed: passed)
        }
    }()

    @Test func theWholeSuiteReplaysGreen() {
        _ = TranscriptSuiteTests.root
        var report = ""
        let summary = TranscriptReplayer().replay(
            [TranscriptSuiteTests.folder], report: { report += $0 }, problem: { report += $0 + "\n" })
        #expect(summary.files >= TranscriptSuiteTests.minimumCovered)
        #expect(summary.succeeded, "\(summary.line)\n\(report)")
    }

    @Test func theSuiteCoversSeedsCommandsErrorsAndPreviews() throws {
        _ = TranscriptSuiteTests.root
        var counts: [String: Int] = [:]
        for name in TranscriptSuiteTests.coveredFolders {
            counts[name] = TranscriptFiles.find([TranscriptSuiteTests.folder + "/" + name]).files.count
            #expect(counts[name, default: 0] > 0, "no transcripts in \(name)/")
        }
        #expect(counts.values.reduce(0, +) >= TranscriptSuiteTests.minimumCovered, "\(counts)")
        let commandFiles = TranscriptFiles.find([TranscriptSuiteTests.folder + "/commands"]).files
        let inputs = try commandFiles.flatMap { try TranscriptParser().parse(fileAt: $0).entries.map(\.input) }
        for name in TranscriptSuiteTests.documentedCommands {
            let used = inputs.contains { input in
                guard let command = Session.commandAndArgument(input)?.command else { return false }
                return command.name == name
            }
            #expect(used, "no transcript under commands/ uses :\(name)")
        }
    }

    /// Replays `text` (an altered copy of `file`) against the answers the session gave.
    func replay(_ text: String, of file: Recorded) throws -> TranscriptResult {
        let runner = TranscriptRunner { ScriptedResponder(file.script).respond }
        return runner.run(try TranscriptParser().parse(text, fileName: file.path))
    }

    /// The lines a diff may name for an alteration at `line` (1-based): the line itself, or
    /// for a deletion any line of the run of equal lines it belonged to (a diff may place
    /// the missing copy anywhere in that run) and the blank lines before it (which turn
    /// into separators when an output's last line goes).
    static func run(of line: Int, in lines: [String], deleted: Bool) -> ClosedRange<Int> {
        guard deleted else { return line...line }
        var first = line, last = line
        while first > 1, lines[first - 2] == lines[line - 1] || lines[first - 2].isEmpty { first -= 1 }
        while last < lines.count, lines[last] == lines[line - 1] { last += 1 }
        return first...last
    }

    /// `text` without its blank lines.
    static func withoutBlankLines(_ text: String) -> [Substring] {
        text.split(separator: "\n")
    }

    @Test(arguments: ["changed", "deleted", "doubled"])
    func everyAlteredExpectedLineFailsAtItsEntryAndUpdateRestoresIt(alteration: String) throws {
        let files = TranscriptSuiteTests.recorded.filter(\.passed)
        #expect(files.count >= TranscriptSuiteTests.minimumCovered)
        var checkedLines = 0
        for file in files {
            let written = TranscriptWriter().write(file.transcript)
            #expect(written == file.text, "\(file.path) does not read back as itself")
            var lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            for entry in file.transcript.entries {
                for line in entry.outputLine..<(entry.outputLine + entry.expected.lines.count) {
                    var altered = lines
                    switch alteration {
                    case "changed": altered[line - 1] += "!"
                    case "deleted": altered.remove(at: line - 1)
                    default: altered.insert("extra", at: line - 1)
                    }
                    let result = try replay(altered.map { $0 + "\n" }.joined(), of: file)
                    let place = "\(file.path):\(line) \(alteration)"
                    #expect(result.entries.filter { $0.status == .failed }.map(\.entry.line) == [entry.line], "\(place)")
                    let diff = try #require(result.diffs().first, "\(place)")
                    #expect(diff.text.hasPrefix("--- \(file.path):\(entry.line) (expected)\n"), "\(place):\n\(diff.text)")
                    let run = TranscriptSuiteTests.run(of: line, in: lines, deleted: alteration == "deleted")
                    #expect(run.contains { TranscriptMutationTests.hunksCover(diff.text, line: $0) }, "\(place):\n\(diff.text)")
                    let restored = TranscriptWriter().write(result.updated().transcript)
                    if restored != file.text {
                        // Deleting an output's last line next to a blank line makes that blank
                        // line a separator; the update then keeps it as spacing: a blank line more.
                        let nextToBlank = (line >= 2 && lines[line - 2].isEmpty) || (line < lines.count && lines[line].isEmpty)
                        #expect(alteration == "deleted" && nextToBlank, "\(place)")
                        #expect(TranscriptSuiteTests.withoutBlankLines(restored) == TranscriptSuiteTests.withoutBlankLines(file.text), "\(place):\n\(restored)")
                        #expect(try replay(restored, of: file).allPassed, "\(place)")
                    }
                    checkedLines += 1
                }
            }
        }
        #expect(checkedLines > 1000)
    }
}
