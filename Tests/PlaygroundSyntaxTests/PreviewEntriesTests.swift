import Testing
import PlaygroundSyntax

@Suite struct PreviewEntriesTests {
    let file = SourceFile(name: "F.swift", text: """
        import SwiftUI
        struct A: View { var body: some View { Text("é") } }
        #Preview("Named") {
            A()
        }
        #Preview { A().padding() }
        """)

    @Test func aFileWithoutPreviewsIsOneEntry() {
        #expect(PreviewEntries(SourceFile(name: "F", text: "struct A {}\nText(\"a\")")) == nil)
    }

    @Test func previewsAreTitledByTheirNames() throws {
        let entries = try #require(PreviewEntries(file))
        #expect(entries.previews.map(\.title) == ["#Preview(\"Named\")", "#Preview"])
    }

    @Test func eachEntryKeepsTheFilesLinesAndColumns() throws {
        let entries = try #require(PreviewEntries(file))
        let lines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        #expect(entries.declarations.utf8.count == file.text.utf8.count)
        #expect(lines(entries.declarations)[1] == #"struct A: View { var body: some View { Text("é") } }"#)
        #expect(lines(entries.declarations)[2].allSatisfy { $0 == " " })
        #expect(lines(entries.previews[0].source)[3] == "    A()")
        #expect(lines(entries.previews[0].source)[1].allSatisfy { $0 == " " })
        #expect(lines(entries.previews[1].source)[5] == "           A().padding()  ")
    }

    @Test func aPreviewProvidersPreviewsIsAPreview() throws {
        let entries = try #require(PreviewEntries(SourceFile(name: "F", text: """
            struct A_Previews: PreviewProvider {
                static var previews: some View {
                    Text("a")
                }
            }
            """)))
        #expect(entries.previews.map(\.title) == ["A_Previews"])
        #expect(entries.previews[0].source.split(whereSeparator: \.isWhitespace) == [#"Text("a")"#])
        #expect(entries.declarations.contains("struct A_Previews"))
    }
}
