import PlaygroundSession
import Testing

/// Which bodies run again when a model changes: Observation re-runs only the views that read
/// the changed field; an `ObservableObject` re-runs every view observing it.
struct DataFlowTests {
    /// Ten views read `left`, ten read `right`; the owner reads neither.
    static func screen(observable: Bool) -> String {
        let model = observable
            ? "@Observable class Pair { var left = 0; var right = 0 }"
            : "class Pair: ObservableObject { @Published var left = 0; @Published var right = 0 }"
        let holder = observable ? "let pair: Pair" : "@ObservedObject var pair: Pair"
        let owner = observable ? "@State private var pair = Pair()" : "@StateObject private var pair = Pair()"
        return """
            \(model)
            struct LeftRow: View {
                \(holder)
                let index: Int
                var body: some View { Text("\\(index): \\(pair.left)") }
            }
            struct RightRow: View {
                \(holder)
                let index: Int
                var body: some View { Text("\\(index): \\(pair.right)") }
            }
            struct Screen: View {
                \(owner)
                var body: some View {
                    VStack {
                        ForEach(0..<10) { i in LeftRow(pair: pair, index: i) }
                        ForEach(0..<10) { i in RightRow(pair: pair, index: i) }
                        Button("Left") { pair.left += 1 }
                        Button("Same") { pair.left = pair.left }
                    }
                }
            }
            """
    }

    func mounted(observable: Bool) -> Session {
        let session = Session(options: SessionOptions(sections: [.preview]))
        #expect(!session.submit(Self.screen(observable: observable)).isError)
        #expect(!session.submit("Screen()").isError)
        #expect(session.lastRenderEvaluations == 21)
        return session
    }

    @Test func observationReRunsOnlyTheReadersOfTheChangedField() {
        let session = mounted(observable: true)
        let output = session.submit(":tap Left")
        #expect(!output.isError)
        #expect(session.lastRenderEvaluations == 10)
        #expect(output.text.contains("4: 1"))
    }

    @Test func observableObjectReRunsEveryObserver() {
        let session = mounted(observable: false)
        let output = session.submit(":tap Left")
        #expect(!output.isError)
        // The owner (it holds the object in @StateObject) and all twenty rows.
        #expect(session.lastRenderEvaluations == 21)
        #expect(output.text.contains("4: 1"))
    }

    @Test func writingAnEqualValueInvalidatesNothing() {
        let session = mounted(observable: true)
        #expect(session.submit(":tap Same").text.contains("no state changed"))
    }

    @Test func classesAreReferences() {
        let session = Session(options: SessionOptions(sections: [.preview]))
        _ = session.submit("class Box { var n = 0 }")
        _ = session.submit("func shared() -> Int { let a = Box(); let b = a; b.n = 7; return a.n }")
        #expect(session.submit("Text(\"\\(shared())\")").text.contains("7"))
    }
}
