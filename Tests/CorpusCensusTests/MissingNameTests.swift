import CorpusCensus
import Testing

/// What the report takes from the playground's error messages.
struct MissingNameTests {
    @Test func extractsMissingNamesAndMembers() {
        #expect(MissingName.key(for: "cannot find 'GeometryReader' in scope") == "GeometryReader")
        #expect(MissingName.key(for: "cannot find type 'PreviewProvider' in scope") == "PreviewProvider")
        #expect(MissingName.key(for: "value of type 'ModifiedContent<Text, _PaddingLayout>' has no member 'bold'") == "ModifiedContent.bold")
        #expect(MissingName.key(for: "type 'Color' has no member 'accentColor'") == "Color.accentColor")
        #expect(MissingName.key(for: "unknown attribute 'Dependency'") == "@Dependency")
        #expect(MissingName.key(for: "argument 'x' must precede argument 'y' at 12") == "argument '_' must precede argument '_' at N")
    }

    @Test func readsErrorLinesInOrderAndSkipsCaretLines() {
        let output = """
        a.swift:3:1: error: cannot find 'Foo' in scope
        3 | Foo()
          | `- error: cannot find 'Foo' in scope
        a.swift:4:2: error: type 'Font' has no member 'largeTitle'
        """
        #expect(PlaygroundDiagnostic.errors(in: output) == [
            PlaygroundDiagnostic(line: 3, column: 1, message: "cannot find 'Foo' in scope"),
            PlaygroundDiagnostic(line: 4, column: 2, message: "type 'Font' has no member 'largeTitle'"),
        ])
        let run = PlaygroundRun(file: "a.swift", outcome: .exited(1), stdout: "", stderr: output)
        #expect(!run.evaluated)
        #expect(run.missing() == ["Foo", "Font.largeTitle"])
    }

    @Test func countsWhatLeftAModuleDeclarationOutAsMissing() {
        let output = """
            module: 3 declarations from 82 files; 1 left out
            a.swift:16:25: error: cannot find type 'Order' in scope
            note: Order (m/Order.swift:11) was left out of the module: m/Order.swift:18:28: cannot find type 'Decimal' in scope
            """
        let run = PlaygroundRun(file: "a.swift", outcome: .exited(1), stdout: "", stderr: output)
        #expect(run.missing() == ["Order", "Decimal"])
    }

    @Test func judgesAnEvaluationByExitAndTypeLine() {
        #expect(PlaygroundRun(file: "a", outcome: .exited(0), stdout: "Text\n", stderr: "").evaluated)
        #expect(!PlaygroundRun(file: "a", outcome: .exited(0), stdout: "", stderr: "").evaluated)
        #expect(PlaygroundRun(file: "a", outcome: .timedOut, stdout: "", stderr: "").missing() == ["(timed out)"])
    }

    @Test func namesTheCallOrAttributeAnErrorIsIn() {
        let source = """
        struct A: View {
            @Environment(\\.dismiss) var dismiss
            var body: some View { Text("a").frame(1, 2) }
        }
        """
        let stderr = """
        a.swift:2:5: error: type annotation missing in pattern
        a.swift:3:44: error: extra argument '2' in call
        a.swift:3:27: error: cannot find 'Text' in scope
        """
        let run = PlaygroundRun(file: "a.swift", outcome: .exited(1), stdout: "", stderr: stderr)
        #expect(run.missing(source: source) == [
            "@Environment: type annotation missing in pattern", ".frame: extra argument '_' in call", "Text",
        ])
        #expect(MissingName.key(for: "'Weight' is not a member type of 'Font'") == "Font.Weight")
        #expect(MissingName.member(ofKey: "Text.foregroundStyle") == "foregroundStyle")
        #expect(MissingName.member(ofKey: "@Environment: type annotation missing in pattern") == nil)
    }

    @Test func aModuleFilesPlaceIsNamedFromItsModuleFolder() {
        let message = "'loaderFor' was not loaded: /home/ci/repo/Tests/RealWorld/Corpus/a+b/.module/Sources/Loader.swift:19:19: cannot find 'NSString' in scope"
        #expect(MissingName.normalised(message) == "'_' was not loaded: .module/Sources/Loader.swift:N:N: cannot find '_' in scope")
    }
}
