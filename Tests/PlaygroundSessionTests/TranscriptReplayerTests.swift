import Foundation
import Testing
@testable import PlaygroundSession

@Suite("TranscriptReplayer")
struct TranscriptReplayerTests {
    static let good = "# fine\nvb> :a\nA\nvb> :b\nvb> :c\nC\n"
    static let bad = "vb> :a\nA\n\n# wrong below\nvb> :b\nvb> :c\nC!\n"

    /// Replays against a stand-in session and captures what it printed.
    func replay(_ paths: [String], update: Bool = false) -> (summary: ReplaySummary, report: String, problems: [String]) {
        var report = ""
        var problems: [String] = []
        let runner = TranscriptRunner {
            FakeResponder([
                ":a": SessionOutput(text: "A\n"), ":b": SessionOutput(), ":c": SessionOutput(text: "C\n"),
                ":quit": SessionOutput(shouldQuit: true),
            ]).respond
        }
        let replayer = TranscriptReplayer(update: update, runner: runner)
        let summary = replayer.replay(paths, report: { report += $0 }, problem: { problems.append($0) })
        return (summary, report, problems)
    }

    @Test func theDefaultRunnerUsesASession() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("vb> :width 99\nvb> :width\nwidth 99\n", to: "w.transcript")
        var report = ""
        let summary = TranscriptReplayer().replay([path], report: { report += $0 }, problem: { report += $0 })
        #expect(summary.line == "2 passed, 0 failed" && report.isEmpty)
    }

    @Test func allGreen() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.good, to: "a.transcript")
        let (summary, report, problems) = replay([folder.path])
        #expect(summary.line == "3 passed, 0 failed")
        #expect(summary.succeeded && summary.files == 1)
        #expect(report.isEmpty && problems.isEmpty)
    }

    @Test func mismatchPrintsADiffAndFails() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.bad, to: "b.transcript")
        let (summary, report, _) = replay([path])
        #expect(summary.line == "2 passed, 1 failed")
        #expect(!summary.succeeded)
        #expect(report == """
            FAIL \(path): 1 of 3 entries failed
            --- \(path):6 (expected)
            +++ \(path):6 (actual)
            @@ -7 +7 @@ vb> :c
            -C!
            +C

            """)
        #expect(try folder.read("b.transcript") == Self.bad)
    }

    @Test func malformedFilesFailAndTheOthersStillRun() throws {
        let folder = try TemporaryFolder()
        try folder.write("stray output\n", to: "1-before.transcript")
        try folder.write("vb> VStack {\n", to: "2-open.transcript")
        try folder.write(Data([0x76, 0x62, 0x3E, 0x20, 0x00]), to: "3-binary.transcript")
        try folder.write(Data([0x76, 0x62, 0x3E, 0x20, 0xC3, 0x28, 0x0A]), to: "4-latin.transcript")
        try folder.write(Self.good, to: "5-good.transcript")
        let (summary, _, problems) = replay([folder.path])
        #expect(summary.line == "3 passed, 4 failed")
        #expect(summary.files == 5)
        #expect(problems == [
            folder.file("1-before.transcript") + ":1: error: output line before any input: inputs start with 'vb> ', and prose lines with '#'",
            folder.file("2-open.transcript") + ":1: error: unterminated input at the end of the file: '{' opened on line 1 is never closed",
            folder.file("3-binary.transcript") + ":1: error: binary file (a NUL byte), not a transcript",
            folder.file("4-latin.transcript") + ":1: error: not valid UTF-8 text",
        ])
    }

    @Test func foldersAreSearchedRecursivelyInSortedOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.good, to: "b/z.transcript")
        try folder.write(Self.good, to: "b/a.transcript")
        try folder.write(Self.good, to: "a.transcript")
        try folder.write("junk", to: "notes.txt")
        try folder.write("junk", to: ".hidden/x.transcript")
        try folder.write("junk", to: ".x.transcript")
        let (files, errors) = TranscriptFiles.find([folder.path, folder.file("a.transcript")])
        #expect(files == [folder.file("a.transcript"), folder.file("b/a.transcript"), folder.file("b/z.transcript")])
        #expect(errors.isEmpty)
    }

    @Test func pathsWithoutTranscriptsFail() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("empty"), withIntermediateDirectories: true)
        let (summary, _, problems) = replay([folder.file("missing"), folder.file("empty")])
        #expect(summary.line == "0 passed, 2 failed")
        #expect(problems == [
            folder.file("missing") + ": error: no such file or folder",
            folder.file("empty") + ": error: no .transcript files in this folder",
        ])
    }

    @Test func updateRewritesFailedEntriesInPlace() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.bad, to: "b.transcript")
        try folder.write(Self.good, to: "g.transcript")
        let (summary, report, problems) = replay([folder.path], update: true)
        #expect(report == "updated \(path): entry at line 6\n")
        #expect(problems.isEmpty)
        #expect(summary.line == "6 passed, 0 failed")
        #expect(summary.updated == 1)
        #expect(try folder.read("b.transcript") == Self.bad.replacingOccurrences(of: "C!", with: "C"))
        #expect(try folder.read("g.transcript") == Self.good)
        #expect(try folder.names() == ["b.transcript", "g.transcript"])
        #expect(replay([folder.path]).summary.line == "6 passed, 0 failed")
    }

    @Test func updateCannotMendWhatNeverRan() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("vb> :quit\nvb> :a\nB\n", to: "q.transcript")
        let (summary, report, problems) = replay([path], update: true)
        #expect(summary.line == "1 passed, 1 failed")
        #expect(report.isEmpty)
        #expect(problems.count == 1 && problems[0].hasPrefix(path + ":2: error: entry not run"))
    }
}
