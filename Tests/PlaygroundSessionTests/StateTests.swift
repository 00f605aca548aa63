import PlaygroundSession
import Testing

/// `@State`, identity and invalidation: which bodies run again after a change, and what they log.
struct StateTests {
    static let counter = """
        struct Row: View {
            let title: String
            var body: some View {
                let _ = Self._printChanges()
                Text(title)
            }
        }
        struct Counter: View {
            @State var count = 0
            @State var show = false
            var body: some View {
                let _ = Self._printChanges()
                VStack {
                    Text("Count: \\(count)")
                    Button("Add") { count += 1 }
                    if show { Child() }
                    ForEach(0..<100) { i in Row(title: "row \\(i)") }
                    Row(title: "count is \\(count)")
                }
            }
        }
        struct Child: View {
            @State var taps = 0
            var body: some View {
                Button("Tap \\(taps)") { taps += 1 }
            }
        }
        """

    func mounted() -> Session {
        let session = Session(options: SessionOptions(sections: [.type]))
        #expect(!session.submit(Self.counter).isError)
        #expect(!session.submit("Counter()").isError)
        return session
    }

    @Test func firstRenderLogsEveryView() {
        let session = Session(options: SessionOptions(sections: []))
        _ = session.submit(Self.counter)
        let output = session.submit("Counter()")
        let lines = output.text.split(separator: "\n")
        #expect(lines.first == "Counter: @self, @identity, _count, _show changed.")
        #expect(lines.filter { $0 == "Row: @self changed." }.count == 101)
        #expect(session.lastRenderEvaluations == 102)
    }

    @Test func tapReevaluatesOnlyTheOwnerAndChangedChildren() {
        let session = mounted()
        let output = session.submit(":tap Add")
        #expect(output.text.hasPrefix("Counter: _count changed.\nRow: @self changed.\n"))
        // Counter, and the one Row whose title mentions the count; the 100 rows are equal and kept.
        #expect(session.lastRenderEvaluations == 2)
    }

    @Test func statementAtThePromptChangesState() {
        let session = mounted()
        #expect(session.submit("count += 5").text.hasPrefix("Counter: _count changed."))
        #expect(session.submit(":state").text.contains("Counter._count = 5"))
    }

    @Test func stateResetsWhenABranchLeavesAndReturns() {
        let session = mounted()
        _ = session.submit("show.toggle()")
        _ = session.submit(":tap Tap 0")
        #expect(session.submit(":state").text.contains("Child._taps = 1"))
        _ = session.submit("show = false")
        #expect(!session.submit(":state").text.contains("Child"))
        _ = session.submit("show = true")
        #expect(session.submit(":state").text.contains("Child._taps = 0"))
    }

    @Test func mistakesChangeNothing() {
        let session = mounted()
        #expect(session.submit(":tap Nope").isError)
        #expect(session.submit("nosuch += 1").diagnostics.contains("cannot find 'nosuch' in scope"))
        #expect(session.submit("count = \"x\"").diagnostics.contains("cannot assign value of type 'String' to type 'Int'"))
        #expect(session.submit(":state").text.contains("Counter._count = 0"))
    }

    @Test func bindingsTwoLevelsDeep() {
        let session = Session(options: SessionOptions(sections: []))
        _ = session.submit("""
            struct Inner: View {
                @Binding var on: Bool
                var body: some View { Toggle("Deep", isOn: $on) }
            }
            struct Middle: View {
                @Binding var on: Bool
                var body: some View { Inner(on: $on) }
            }
            struct Outer: View {
                @State var on = false
                var body: some View {
                    let _ = Self._printChanges()
                    Middle(on: $on)
                    Text(on ? "on" : "off")
                }
            }
            """)
        _ = session.submit("Outer()")
        let output = session.submit(":toggle Deep")
        #expect(output.text.hasPrefix("Outer: _on changed."))
        #expect(session.submit(":state").text.contains("Outer._on = true"))
    }
}
