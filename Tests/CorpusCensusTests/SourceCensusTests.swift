import CorpusCensus
import Testing

/// A file's census: what it counts, by kind, and the names it leaves out because the file declares them.
struct SourceCensusTests {
    let source = #"""
    import SwiftUI

    struct Card: View {
        @State private var count = 0
        @Environment(\.dismiss) private var dismiss
        let proxy: GeometryProxy

        var body: some View {
            VStack {
                Text("Count").font(.title).padding()
                Text("\(count)").padding(.horizontal).foregroundStyle(Color.red)
                Button("Add") { withAnimation { count += 1 } }
                    .buttonStyle(.borderedProminent)
                Badge()
            }
        }

        func badge() -> some View { Text("b").padding() }
    }

    struct Badge: View {
        var body: some View { Image(systemName: "star") }
    }

    #Preview { Card(proxy: fatalError()) }
    """#

    @Test func countsTypesMembersImplicitMembersAttributesFunctionsAndMacros() {
        let census = SourceCensus(source: source)
        #expect(census["Text", .type] == 3)
        #expect(census["VStack", .type] == 1)
        #expect(census["GeometryProxy", .type] == 1)
        #expect(census["View", .type] == 5, "two conformances, three `some View`")
        #expect(census["Color", .type] == 1)
        #expect(census["padding", .member] == 3)
        #expect(census["red", .member] == 1)
        #expect(census["font", .member] == 1)
        #expect(census["title", .implicitMember] == 1)
        #expect(census["horizontal", .implicitMember] == 1)
        #expect(census["borderedProminent", .implicitMember] == 1)
        #expect(census["State", .attribute] == 1)
        #expect(census["Environment", .attribute] == 1)
        #expect(census["withAnimation", .function] == 1)
        #expect(census["Preview", .macro] == 1)
        #expect(census["dismiss", .keyPath] == 0, "the file declares `dismiss` itself")
    }

    @Test func leavesOutTheNamesTheFileDeclares() {
        let census = SourceCensus(source: source)
        #expect(census.declared.isSuperset(of: ["Card", "Badge", "count", "proxy", "body", "badge"]))
        #expect(census["Badge", .type] == 0)
        #expect(census["Card", .type] == 0)
        #expect(!census.counts.keys.contains { $0.name == "count" || $0.name == "body" })
    }

    @Test func aDeclarationHidesOnlyTheUsesThatCouldNameIt() {
        let census = SourceCensus(source: """
        struct Row: View {
            let title: String
            var body: some View { Text(title).font(.title).padding(.small) }
        }
        enum Spacing { case small }
        extension View { func card() -> some View { padding() } }
        """)
        #expect(census["title", .implicitMember] == 1, "a property `title` is not what `.title` names")
        #expect(census["small", .implicitMember] == 0, "the file's own `case small` may be")
        #expect(census["padding", .function] == 1, "no `padding` declared: SwiftUI's, called on implicit self")
        #expect(census["card", .member] == 0)
    }

    @Test func readsKeyPathsAndQualifiedTypesAndIgnoresVariables() {
        let census = SourceCensus(source: """
        struct Row: View {
            @Environment(\\.colorScheme) var scheme
            var weight: Font.Weight = .bold
            var body: some View { Text(model.title).bold() }
        }
        """)
        #expect(census["colorScheme", .keyPath] == 1)
        #expect(census["Font.Weight", .type] == 1)
        #expect(census["Font", .type] == 1)
        #expect(census["bold", .implicitMember] == 1)
        #expect(census["bold", .member] == 1)
        #expect(census["title", .member] == 0, "a property read from a value is not counted")
        #expect(census["model", .function] == 0)
    }

    @Test func tallyCountsFilesAndRanksTiesByName() {
        var tally = CorpusTally()
        tally.add(SourceCensus(source: "Text(\"a\").padding().padding()\nZStack {}"))
        tally.add(SourceCensus(source: "Text(\"b\").padding()\nHStack {}"))
        let rows = tally.ranked()
        #expect(tally.fileCount == 2)
        #expect(rows.first?.key == UsageKey("padding", .member))
        #expect(rows.first?.occurrences == 3)
        #expect(rows.first?.files == 2)
        #expect(rows.map(\.key.description).prefix(4) == [".padding", "Text", "HStack", "ZStack"])
    }
}
