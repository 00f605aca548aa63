import Testing
@testable import PlaygroundSession

/// Any change to any expected line must fail replay, with a diff at the right entry, and
/// `update` must bring the file back exactly.
@Suite("Transcript mutations")
struct TranscriptMutationTests {
    static let inputs = [":help", ":width", ":width 80", ":nope", ":width", ":width 5", ":h"]

    /// A transcript of a real session, written out; the file line of each output line with
    /// the `vb>` line of its entry; and the session's answers, to replay without a session.
    static let recorded = record()

    static func record() -> (text: String, outputLines: [(line: Int, entryLine: Int)], script: [(input: String, output: SessionOutput)]) {
        let session = Session(options: TranscriptRunner.sessionOptions)
        let script = inputs.map { (input: $0, output: session.submit($0)) }
        var transcript = Transcript(fileName: "m.transcript")
        for (index, step) in script.enumerated() {
            if index > 0 { transcript.items.append(.prose(["# step \(index)"], line: 0)) }
            transcript.items.append(.entry(TranscriptEntry(input: step.input, expected: ExpectedOutput(literal: step.output.combined))))
        }
        let text = TranscriptWriter().write(transcript)
        var outputLines: [(line: Int, entryLine: Int)] = []
        var entryLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().enumerated() {
            if line.hasPrefix("vb>") {
                entryLine = index + 1
            } else if !line.hasPrefix("#") {
                outputLines.append((index + 1, entryLine))
            }
        }
        return (text, outputLines, script)
    }

    /// Whether one hunk's old range (`@@ -START,COUNT`) takes in `line`.
    static func hunksCover(_ diff: String, line: Int) -> Bool {
        diff.split(separator: "\n").filter { $0.hasPrefix("@@ -") }.contains { header in
            let range = header.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
            guard let start = Int(range[0]) else { return false }
            let count = range.count > 1 ? Int(range[1]) ?? 1 : 1
            return (start...(start + max(count, 1))).contains(line)
        }
    }

    func replay(_ text: String) throws -> TranscriptResult {
        let runner = TranscriptRunner { ScriptedResponder(TranscriptMutationTests.recorded.script).respond }
        return runner.run(try TranscriptParser().parse(text, fileName: "m.transcript"))
    }

    @Test func theRecordedTranscriptPassesInAFreshSession() throws {
        let (text, outputLines, _) = TranscriptMutationTests.recorded
        #expect(outputLines.count > 10)
        #expect(TranscriptRunner().run(try TranscriptParser().parse(text)).allPassed)
        #expect(try replay(text).allPassed)
    }

    @Test(arguments: ["changed", "deleted", "doubled", "trailing space"])
    func everyAlteredLineFailsAtItsEntryAndUpdateRestoresIt(alteration: String) throws {
        let (text, outputLines, _) = TranscriptMutationTests.recorded
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()
        for (line, entryLine) in outputLines {
            var altered = lines
            switch alteration {
            case "changed": altered[line - 1] += "!"
            case "deleted": altered.remove(at: line - 1)
            case "doubled": altered.insert("extra", at: line - 1)
            default: altered[line - 1] += " "
            }
            let alteredText = altered.map { $0 + "\n" }.joined()
            let result = try replay(alteredText)
            let failed = result.entries.filter { $0.status == .failed }
            #expect(failed.map(\.entry.line) == [entryLine], "line \(line) \(alteration)")
            let diff = try #require(result.diffs().first)
            #expect(diff.text.hasPrefix("--- m.transcript:\(entryLine) (expected)\n+++ m.transcript:\(entryLine) (actual)\n"))
            #expect(TranscriptMutationTests.hunksCover(diff.text, line: line), "line \(line) \(alteration):\n\(diff.text)")
            let restored = TranscriptWriter().write(result.updated().transcript)
            #expect(restored == text, "line \(line) \(alteration)")
        }
    }
}
