import Testing
@testable import PlaygroundSession

@Suite("TranscriptRunner")
struct TranscriptRunnerTests {
    let parser = TranscriptParser()

    @Test func matchingAndDifferingEntries() throws {
        let fake = FakeResponder([
            ":a": SessionOutput(text: "A\n"),
            ":b": SessionOutput(text: "B\n", diagnostics: "warning: b\n"),
            ":c": SessionOutput(diagnostics: "error: c\n", isError: true),
        ])
        let transcript = try parser.parse("vb> :a\nA\nvb> :b\nB\nwarning: b\nvb> :c\nerror: not c\n", fileName: "f")
        let result = TranscriptRunner { fake.respond }.run(transcript)
        #expect(result.entries.map(\.status) == [.passed, .passed, .failed])
        #expect(result.entries[2].actual == "error: c\n")
        #expect(result.passedCount == 2 && result.failedCount == 1 && !result.allPassed)
        #expect(fake.inputs == [":a", ":b", ":c"])
        let diffs = result.diffs()
        #expect(diffs.count == 1)
        #expect(diffs[0].text.hasPrefix("--- f:6 (expected)\n+++ f:6 (actual)\n"))
    }

    @Test func eachRunStartsAFreshResponder() throws {
        var made = 0
        let runner = TranscriptRunner {
            made += 1
            let fake = FakeResponder([":a": SessionOutput()])
            return fake.respond
        }
        let transcript = try parser.parse("vb> :a\n")
        _ = runner.run(transcript)
        _ = runner.run(transcript)
        #expect(made == 2)
    }

    @Test func multiLineInputsArriveWhole() throws {
        let fake = FakeResponder(["VStack {\n    Text(\"a\")\n}": SessionOutput(text: "VStack<Text>\n")])
        let result = TranscriptRunner { fake.respond }.run(try parser.parse("vb> VStack {\n...     Text(\"a\")\n... }\nVStack<Text>\n"))
        #expect(result.allPassed)
    }

    @Test func entriesAfterQuitDoNotRun() throws {
        let fake = FakeResponder([":quit": SessionOutput(shouldQuit: true), ":a": SessionOutput()])
        let result = TranscriptRunner { fake.respond }.run(try parser.parse("vb> :quit\nvb> :a\n", fileName: "q"))
        #expect(result.entries[0].status == .passed)
        guard case .notRun = result.entries[1].status else {
            Issue.record("expected the entry after :quit not to run")
            return
        }
        #expect(fake.inputs == [":quit"])
        #expect(result.failedCount == 1)
        #expect(result.notRunErrors().map(\.description) == ["q:2: error: entry not run: it follows the ':quit' on line 1, which ends the session"])
        #expect(result.updated().changed.isEmpty)
    }

    @Test func updateReplacesOnlyFailedEntries() throws {
        let fake = FakeResponder([":a": SessionOutput(text: "v12\n"), ":b": SessionOutput(text: "new\n")])
        let text = "# keep\nvb> :a\nv[0-9]+ (re)\n\nvb> :b\nold\n# tail\n"
        let result = TranscriptRunner { fake.respond }.run(try parser.parse(text))
        let (updated, changed) = result.updated()
        #expect(changed.map(\.line) == [5])
        #expect(TranscriptWriter().write(updated) == "# keep\nvb> :a\nv[0-9]+ (re)\n\nvb> :b\nnew\n# tail\n")
    }

    @Test func aRealSessionAnswersCommands() throws {
        let text = "vb> :width\nwidth 60\nvb> :width 80\nvb> :width\nwidth 80\nvb> :nope\nerror: unknown command ':nope'; type :help for the list\n"
        let result = TranscriptRunner().run(try parser.parse(text))
        #expect(result.allPassed, "\(result.diffs().map(\.text))")
    }

    @Test func replayStartsAtTheTranscriptOptions() {
        #expect(TranscriptRunner.sessionOptions.width == 60)
        #expect(TranscriptRunner.sessionOptions.color == false)
    }
}
