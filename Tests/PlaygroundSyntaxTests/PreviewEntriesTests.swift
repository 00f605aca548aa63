import Testing
import PlaygroundSyntax

@Suite struct PreviewEntriesTests {
    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

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
        #expect(entries.declarations.utf8.count == file.text.utf8.count)
        #expect(Self.lines(entries.declarations)[1] == #"struct A: View { var body: some View { Text("é") } }"#)
        #expect(Self.lines(entries.declarations)[2].allSatisfy { $0 == " " })
        #expect(Self.lines(entries.previews[0].source)[3] == "    A()")
        #expect(Self.lines(entries.previews[0].source)[1].allSatisfy { $0 == " " })
        #expect(Self.lines(entries.previews[1].source)[5] == "           A().padding()  ")
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
        // The provider's `previews`, named where its `struct` is, the rest blanked line for line.
        #expect(entries.previews[0].source.split(whereSeparator: \.isWhitespace) == ["A_Previews.previews"])
        #expect(Self.lines(entries.previews[0].source).count == 5)
        #expect(Self.lines(entries.previews[0].source)[0].hasPrefix("A_Previews.previews"))
        #expect(entries.declarations.contains("struct A_Previews"))
    }

    @Test func aShortProviderLineTakesTheReferenceAfterTheText() throws {
        let entries = try #require(PreviewEntries(SourceFile(name: "F", text: """
            struct LongProviderName_Previews:
                PreviewProvider {
                static var previews: some View { Text("a") }
            }
            """)))
        #expect(Self.lines(entries.previews[0].source).count == 5)
        #expect(Self.lines(entries.previews[0].source)[4] == "LongProviderName_Previews.previews")
    }
}
