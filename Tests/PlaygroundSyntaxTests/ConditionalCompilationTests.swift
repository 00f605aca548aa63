import Testing
import PlaygroundSyntax

/// `#if` resolved as a debug iOS build in the simulator, keeping every line and column.
@Suite struct ConditionalCompilationTests {
    private func lines(_ text: String) -> [String] {
        (ConditionalCompilation.resolve(text) ?? text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " }) }
    }

    @Test func textWithoutIfIsLeftAlone() {
        #expect(ConditionalCompilation.resolve("Text(\"a\")") == nil)
    }

    @Test func theActiveClauseStaysAtItsLines() {
        let text = """
            #if os(macOS)
            Text("mac")
            #elseif DEBUG && !os(tvOS)
            Text("debug")
            #else
            Text("release")
            #endif
            """
        #expect(lines(text) == ["", "", "", "Text(\"debug\")", "", "", ""])
        #expect(ConditionalCompilation.resolve(text)?.utf8.count == text.utf8.count)
    }

    @Test func conditions() {
        let cases: [(String, Bool)] = [
            ("DEBUG", true), ("RELEASE", false), ("os(iOS)", true), ("os(macOS)", false),
            ("canImport(UIKit)", true), ("canImport(AppKit)", false), ("targetEnvironment(simulator)", true),
            ("targetEnvironment(macCatalyst)", false), ("swift(>=5.9)", true), ("compiler(<6.0)", false),
            ("os(iOS) || os(macOS)", true), ("!DEBUG", false), ("(DEBUG && os(watchOS)) || canImport(SwiftUI)", true),
        ]
        for (condition, expected) in cases {
            let resolved = lines("#if \(condition)\nyes\n#else\nno\n#endif")
            #expect(resolved.contains(expected ? "yes" : "no"), "#if \(condition)")
            #expect(!resolved.contains(expected ? "no" : "yes"), "#if \(condition)")
        }
    }

    @Test func aPostfixIfKeepsTheModifierInTheChain() {
        let resolved = ConditionalCompilation.resolve("Text(\"a\")\n#if os(iOS)\n.padding()\n#endif\n") ?? ""
        let file = SourceFile(name: "F", text: resolved)
        #expect(file.syntaxDiagnostics.isEmpty)
        #expect(file.tree.statements.count == 1)
    }

    @Test func aSourceFileResolvesItsIfBlocks() {
        let file = SourceFile(name: "F", text: "#if DEBUG\nlet a = 1\n#else\nlet b = 2\n#endif\n")
        #expect(file.tree.statements.count == 1)
        #expect(file.text.contains("let a = 1"))
        #expect(!file.text.contains("let b"))
    }
}
