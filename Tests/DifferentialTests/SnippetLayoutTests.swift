import Testing

/// The harness's own parts: how a snippet is cut into declarations and statements, how a
/// corpus file is read, how swiftc's diagnostics are traced back to snippets.
@Suite("differential harness")
struct SnippetLayoutTests {
    private func kinds(_ source: String) -> [String] {
        SnippetLayout(source: source).items.map {
            ($0.kind == .declaration ? "decl " + ($0.introducer ?? "?") : "stmt") + "@\($0.firstLine)"
        }
    }

    @Test func statementsContinueOnChainedAndClosureLines() {
        let source = """
            VStack {
                Text("a")
            }
            .padding()
            Button("x")
            { }
            Text("b")
            """
        #expect(kinds(source) == ["stmt@0", "stmt@4", "stmt@6"])
    }

    @Test func ifElseOnSeparateLinesIsOneStatement() {
        let source = """
            if a {
                Text("a")
            }
            else {
                Text("b")
            }
            """
        #expect(kinds(source) == ["stmt@0"])
    }

    @Test func declarationsAttributesAndPlainLocals() {
        let source = """
            struct A: View {
                var body: some View { Text("{") }
            }
            @ViewBuilder
            func row() -> some View { Text("}") }
            private let hidden = 1
            let visible = 2
            @ViewBuilder var header: some View { Divider() }
            extension View {}
            A()
            """
        #expect(kinds(source) == [
            "decl struct@0", "decl func@3", "decl let@5", "stmt@6", "decl var@7", "decl extension@8", "stmt@9",
        ])
        #expect(SnippetLayout(source: source).needsFileScope)
    }

    @Test func bracesInStringsAndCommentsDoNotCount() {
        let source = #"""
            Text("{ \("(") }")
            // {
            Text(#"}"#)
            /* { */ Text("""
                {
                """)
            Image(systemName: "x")
            """#
        #expect(kinds(source) == ["stmt@0", "stmt@2", "stmt@3", "stmt@6"])
    }

    @Test func staticGoesBeforeTheKeyword() {
        let source = """
            @ViewBuilder
            private func row() -> some View { Text("a") }
            Text("b")
            """
        let program = SwiftcPrograms.program(for: [Snippet.test(source)])
        #expect(program.contains("@ViewBuilder\nprivate static func row()"))
        #expect(program.contains("@ViewBuilder static func __body() -> some View {"))
    }

    @Test func corpusEntriesAndMetadata() {
        let text = """
            // file comment
            // MARK: - first
            // expect: Text
            // requires: _VariadicView, Other

            Text("a")

            // MARK: - second
            // error: cannot find 'x' in scope
            // a comment that is source
            x
            """
        let snippets = Corpus.parse(text, file: "f.swift")
        #expect(snippets.map(\.name) == ["first", "second"])
        #expect(snippets[0].expected == "Text")
        #expect(snippets[0].requires == ["_VariadicView", "Other"])
        #expect(snippets[0].source == "Text(\"a\")")
        #expect(snippets[0].sourceLine == 6)
        #expect(snippets[1].errors == ["cannot find 'x' in scope"])
        #expect(snippets[1].source == "// a comment that is source\nx")
        #expect(snippets.allSatisfy { $0.problems.isEmpty })
    }

    @Test func diagnosticsAreTracedToSnippets() {
        let snippets = Corpus.parse("""
            // MARK: - a
            Text("a")
            // MARK: - b
            Text("b")
            Text("c")
            """, file: "x.swift")
        let blamed = SwiftcPrograms.snippets(
            blamedIn: "Corpus/x.swift:5:1: error: boom\nCorpus/y.swift:2:1: error: elsewhere", among: snippets)
        #expect(blamed.map(\.name) == ["b"])
    }
}

extension Snippet {
    static func test(_ source: String) -> Snippet {
        Snippet(
            name: "test", file: "test.swift", markLine: 1, source: source, sourceLine: 2, expected: nil,
            errors: [], onlyTheseErrors: false, requires: [], standaloneRequested: false, profile: "swiftui", problems: [])
    }
}
