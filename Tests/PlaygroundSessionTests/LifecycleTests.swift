import PlaygroundSession
import Testing

/// The order SwiftUI runs views' lifecycle actions in (`MountedGraph+Lifecycle.swift`), after
/// benigumo's test (2024): `Text` in `VStack` in `Group`, each with `task`, `onChange(initial:)`
/// and `onAppear` written in that order.
struct LifecycleTests {
    static let nested = """
        var order: [String] = []
        struct Nested: View {
            var body: some View {
                Group {
                    VStack {
                        Text("hello")
                            .task { order.append("Text task") }
                            .onChange(of: true, initial: true) { order.append("Text onChange") }
                            .onAppear { order.append("Text onAppear") }
                    }
                    .task { order.append("VStack task") }
                    .onChange(of: true, initial: true) { order.append("VStack onChange") }
                    .onAppear { order.append("VStack onAppear") }
                }
                .task { order.append("Group task") }
                .onChange(of: true, initial: true) { order.append("Group onChange") }
                .onAppear { order.append("Group onAppear") }
            }
        }
        """

    @Test func deepestFirstInWrittenOrderThenEveryTask() {
        let session = Session(options: SessionOptions(sections: [.tree]))
        #expect(!session.submit(Self.nested).isError)
        #expect(!session.submit("Nested()").isError)
        let output = session.submit("Text(order.joined(separator: \", \"))")
        #expect(output.text.contains("""
            Text "Text onChange, Text onAppear, VStack onChange, VStack onAppear, Group onChange, Group onAppear, \
            Text task, VStack task, Group task"
            """))
    }

    @Test func anActionThatKeepsChangingStateStopsAfterALimit() {
        let session = Session(options: SessionOptions(sections: [.tree]))
        let source = """
            struct Runaway: View {
                @State private var n = 0
                var body: some View { Text("\\(n)").onChange(of: n) { n += 1 }.onAppear { n = 1 } }
            }
            """
        #expect(!session.submit(source).isError)
        let output = session.submit("Runaway()")
        #expect(!output.isError)
        // The first render, then one per settling pass: onAppear sets 1, each onChange adds 1,
        // and the eighth pass's render is the last.
        #expect(output.text.contains("Text \"8\""))
    }
}
