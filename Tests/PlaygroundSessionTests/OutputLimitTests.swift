import PlaygroundSyntax
import Testing
@testable import PlaygroundSession

/// `Limits.outputLength`: an entry's text and diagnostics are each cut there, with a note.
@Suite("Output limit")
struct OutputLimitTests {
    @Test func longOutputIsCutWithANote() {
        let long = String(repeating: "─", count: Limits.outputLength)
        let cut = Session.limited(SessionOutput(text: long, diagnostics: "error: x\n", isError: true))
        #expect(cut.text.utf8.count < Limits.outputLength + 100)
        #expect(cut.text.hasSuffix("note: output cut after \(Limits.outputLength) characters, the playground's limit\n"))
        #expect(!cut.text.unicodeScalars.contains("\u{FFFD}"))
        #expect(cut.diagnostics == "error: x\n")
        #expect(cut.isError)
    }

    @Test func shortOutputIsKept() {
        let output = SessionOutput(text: "Text\n")
        #expect(Session.limited(output) == output)
    }
}
