import Foundation
import Testing
@testable import PlaygroundSession

@Suite("RecordCommand and recording")
struct RecordCommandTests {
    /// Submits like the REPL does. Until `Session.submit` passes entries through
    /// `recordEntry` itself, this does it when submit left the recording untouched (a no-op
    /// for `:record` commands), so the tests hold with or without the hook.
    @discardableResult
    func enter(_ session: Session, _ input: String) -> SessionOutput {
        let before = (session.recording.recorder?.entryCount, session.recording.unrecordedCodeEntries)
        let output = session.submit(input)
        let after = (session.recording.recorder?.entryCount, session.recording.unrecordedCodeEntries)
        return before == after ? session.recordEntry(input, output) : output
    }

    @Test func recordThenReplayIsGreen() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("session.transcript")
        let session = Session(options: SessionOptions(width: 72, color: true))
        let start = enter(session, ":record \(path)")
        #expect(start == SessionOutput(text: "recording to \(path); :record stop ends it\n"))
        for input in [":help", ":width", ":width 100", ":nope", ":width 3", ":width"] { enter(session, input) }
        #expect(enter(session, ":record stop") == SessionOutput(text: "recorded 7 entries to \(path)\n"))
        enter(session, ":width 20")

        let text = try folder.read("session.transcript")
        #expect(text.hasPrefix("vb> :width 72\nvb> :help\nType Swift code"))
        #expect(!text.contains("vb> :record"))
        #expect(!text.contains("vb> :width 20"))
        let transcript = try TranscriptParser().parse(fileAt: path)
        #expect(transcript.entries.count == 7)
        let result = TranscriptRunner().run(transcript)
        #expect(result.allPassed, "\(result.diffs().map(\.text))")
        #expect(TranscriptWriter().write(transcript) == text)
    }

    @Test func theFileIsRewrittenWholeAfterEachEntry() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("live.transcript")
        let session = Session()
        enter(session, ":record \(path)")
        #expect(try folder.read("live.transcript") == "")
        enter(session, ":width")
        #expect(try folder.read("live.transcript") == "vb> :width\nwidth 60\n")
        enter(session, ":width 80")
        #expect(try folder.read("live.transcript") == "vb> :width\nwidth 60\n\nvb> :width 80\n")
        enter(session, ":width")
        #expect(try folder.read("live.transcript") == "vb> :width\nwidth 60\n\nvb> :width 80\nvb> :width\nwidth 80\n")
        #expect(try folder.names() == ["live.transcript"])
    }

    @Test func aWidthChangedBetweenEntriesIsRecorded() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("resize.transcript")
        let session = Session()
        enter(session, ":record \(path)")
        enter(session, ":width")
        session.options.width = 90
        enter(session, ":width")
        enter(session, ":width 70")
        session.options.width = 75
        enter(session, ":width 5")
        enter(session, ":width")
        #expect(try folder.read("resize.transcript") == """
            vb> :width
            width 60

            vb> :width 90
            vb> :width
            width 90

            vb> :width 70
            vb> :width 75
            vb> :width 5
            error: :width takes a number of columns from 10 to 400, not '5'

            vb> :width
            width 75

            """)
        #expect(TranscriptRunner().run(try TranscriptParser().parse(fileAt: path)).allPassed)
    }

    @Test func statusStopAndRefusals() throws {
        let folder = try TemporaryFolder()
        let session = Session()
        #expect(enter(session, ":record") == SessionOutput(text: "not recording; :record FILE starts\n"))
        #expect(enter(session, ":record stop").diagnostics == "error: not recording\n")
        try folder.write("keep me\n", to: "old.transcript")
        let exists = enter(session, ":record \(folder.file("old.transcript"))")
        #expect(exists.isError && exists.diagnostics.contains("already exists"))
        #expect(try folder.read("old.transcript") == "keep me\n")
        let nowhere = enter(session, ":record \(folder.file("no/such/folder/x.transcript"))")
        #expect(nowhere.isError && nowhere.diagnostics.hasPrefix("error: cannot record to "))

        enter(session, ":record \(folder.file("a.transcript"))")
        enter(session, ":width")
        #expect(enter(session, ":record").text == "recording to \(folder.file("a.transcript")) (1 entry so far)\n")
        let again = enter(session, ":rec \(folder.file("b.transcript"))")
        #expect(again.diagnostics == "error: already recording to \(folder.file("a.transcript")); :record stop first\n")
        #expect(enter(session, ":rec stop").text == "recorded 1 entry to \(folder.file("a.transcript"))\n")
    }

    @Test func aNameWithoutExtensionGetsTranscript() throws {
        let folder = try TemporaryFolder()
        let session = Session()
        let output = enter(session, ":record \(folder.file("demo"))")
        #expect(output.text == "recording to \(folder.file("demo.transcript")); :record stop ends it\n")
        #expect(FileManager.default.fileExists(atPath: folder.file("demo.transcript")))
    }

    @Test func earlierCodeEntriesAreMentioned() throws {
        let folder = try TemporaryFolder()
        let session = Session()
        enter(session, "Text(\"a\")")
        enter(session, ":width")
        let output = enter(session, ":record \(folder.file("late.transcript"))")
        #expect(output.text.hasSuffix("note: the 1 code entry before this is not in it; a replay starts from a fresh session\n"))
    }

    @Test func anotherBuilderIsSetUpFirst() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("builder.transcript")
        let session = Session(options: SessionOptions(width: 50, builder: "mimic"))
        enter(session, ":record \(path)")
        enter(session, ":width")
        let text = try folder.read("builder.transcript")
        #expect(text.hasPrefix("vb> :builder mimic\n"))
        #expect(text.hasSuffix("vb> :width 50\nvb> :width\nwidth 50\n"))
        #expect(TranscriptRunner().run(try TranscriptParser().parse(fileAt: path)).allPassed)
    }

    @Test func otherSectionsAreSetUpFirst() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("sections.transcript")
        let session = Session(options: SessionOptions(sections: [.type]))
        let output = enter(session, ":record \(path)")
        #expect(!output.text.contains("note:"))
        enter(session, "Text(\"a\")")
        let text = try folder.read("sections.transcript")
        #expect(text.hasPrefix("vb> :show type\nvb> Text(\"a\")\nText\n"))
        #expect(TranscriptRunner().run(try TranscriptParser().parse(fileAt: path)).allPassed)
        #expect(enter(Session(), ":record \(folder.file("plain.transcript"))").text.contains("note:") == false)
    }

    @Test func aFailedWriteStopsRecordingAndSaysSo() throws {
        let folder = try TemporaryFolder()
        let session = Session()
        enter(session, ":record \(folder.file("sub/x.transcript"))")
        #expect(session.recording.recorder == nil)
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: true)
        enter(session, ":record \(folder.file("sub/x.transcript"))")
        try FileManager.default.removeItem(atPath: folder.file("sub"))
        let output = enter(session, ":width")
        #expect(output.text == "width 60\n")
        #expect(output.diagnostics.hasPrefix("error: recording stopped: "))
        #expect(session.recording.recorder == nil)
    }

    @Test func interruptedEntriesAreLeftOut() throws {
        let folder = try TemporaryFolder()
        let session = Session()
        enter(session, ":record \(folder.file("i.transcript"))")
        session.interrupt()
        let stopped = SessionOutput(diagnostics: "error: interrupted\n", isError: true)
        let shown = session.recordEntry("while true {}", stopped)
        #expect(shown.diagnostics == "error: interrupted\nnote: an interrupted entry is not recorded\n")
        #expect(session.recording.recorder?.entryCount == 0)
        enter(session, ":width")
        #expect(try folder.read("i.transcript") == "vb> :width\nwidth 60\n")
    }

    @Test func recordedOutputLosesItsColour() throws {
        let folder = try TemporaryFolder()
        let recorder = try TranscriptRecorder(path: folder.file("c.transcript"), width: 60)
        let output = SessionOutput(text: "\u{1B}[1;32mText\u{1B}[0m\n\u{1B}]8;;http://x\u{07}link\u{1B}]8;;\u{1B}\\\n")
        try recorder.record("Text(\"a\")", output, width: 60)
        #expect(try folder.read("c.transcript") == "vb> Text(\"a\")\nText\nlink\n")
    }

    @Test func completesStopAndPaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "sub/one.transcript")
        try folder.write("", to: "sub/.hidden")
        let session = Session()
        #expect(session.completions(for: ":record st").first == "stop")
        #expect(session.completions(for: ":record \(folder.path)/s") == [folder.file("sub/")])
        #expect(session.completions(for: ":record \(folder.path)/sub/") == [folder.file("sub/one.transcript")])
    }

    @Test func sessionsRecordIndependently() throws {
        let folder = try TemporaryFolder()
        let one = Session()
        let two = Session()
        enter(one, ":record \(folder.file("one.transcript"))")
        enter(two, ":width")
        #expect(two.recording.recorder == nil)
        #expect(one.recording.recorder?.entryCount == 0)
        #expect(Session.isRecordCommand(":rec x") && Session.isRecordCommand(":record") && !Session.isRecordCommand(":width"))
    }
}
