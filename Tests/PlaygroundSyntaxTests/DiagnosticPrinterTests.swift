import PlaygroundSyntax
import SwiftDiagnostics
import Testing

/// Diagnostics print as swiftc prints them: the position and message, the line, a caret.
struct DiagnosticPrinterTests {
    let file = SourceFile(name: "entry.swift", text: "Text(\"a\"\n")

    @Test func aSyntaxErrorPrintsItsPositionLineAndCaret() throws {
        let printed = DiagnosticPrinter().format(file.syntaxDiagnostics, in: file)
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "entry.swift:1:9: error: expected ')' to end function call")
        #expect(lines.contains("1 | Text(\"a\""))
        #expect(lines.contains { $0.contains("`- error: expected ')' to end function call") })
    }

    @Test func colourMarksTheFirstLineAsSwiftcDoes() {
        let printed = DiagnosticPrinter(colorize: true).format(file.syntaxDiagnostics, in: file)
        let first = printed.split(separator: "\n").first.map(String.init)
        #expect(first == "entry.swift:1:9: \u{1B}[1;31merror: \u{1B}[1;39mexpected ')' to end function call\u{1B}[0;0m")
    }
}
