import PlaygroundChecker
import PlaygroundSyntax
import Testing

/// What the modifier and presentation surface needed from the checker: keyword names escaped
/// with backticks, `T.self`, SE-0286's trailing-closure skip, closures that may not ignore
/// parameters, and refined protocols ranking as more constrained.
struct ModifierSurfaceCheckerTests {
    /// The entry's type, or its first diagnostic.
    func check(_ code: String) -> String {
        let checker = Checker(profile: Profile.named("swiftui")!)
        let entry = checker.check(SourceFile(name: "<test>", text: code))
        if let first = entry.diagnostics.first { return "error: " + first.message }
        return entry.resultType?.description ?? "(no type)"
    }

    @Test func backtickedKeywordNamesAreDeclaredWithoutBackticks() {
        let code = """
            struct Look {
                static let `default` = Look()
                static var `switch`: Look { Look() }
            }
            enum Kind { case `default`, other }
            func show(_ look: Look, _ kind: Kind) -> Text { Text("a") }
            show(.default, .default)
            show(.switch, .other)
            """
        #expect(check(code) == "TupleView<(Text, Text)>")
    }

    @Test func typeDotSelfIsAMetatype() {
        let code = """
            struct Box<T>: View {
                var body: some View { Text("box") }
            }
            func box<T>(_ type: T.Type) -> Box<T> { Box() }
            box(Int.self)
            box(String.self)
            """
        #expect(check(code) == "TupleView<(Box<Int>, Box<String>)>")
    }

    @Test func trailingClosureSkipsADefaultedParameterALaterOneNeeds() {
        let code = """
            func present<C: View>(flag: Bool, onDismiss: (() -> Void)? = nil, @ViewBuilder content: () -> C) -> C { content() }
            present(flag: true) { Text("a") }
            present(flag: true, onDismiss: {}) { Image(systemName: "b") }
            """
        #expect(check(code) == "TupleView<(Text, Image)>")
    }

    @Test func closureWithoutParametersCannotIgnoreThem() {
        let code = """
            func watch<V>(_ value: V, perform: @escaping (V) -> Void) -> Text { Text("old") }
            func watch<V>(_ value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Image { Image(systemName: "new") }
            watch(1) { }
            watch(1) { n in }
            watch(1) { print($0) }
            """
        #expect(check(code) == "TupleView<(Image, Text, Text)>")
        #expect(check("ForEach(0..<3) { Text(\"row\") }") == "error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored")
    }

    @Test func tryIsTheExpressionItMarks() {
        let code = """
            func run<R>(_ body: () throws -> R) rethrows -> R { try body() }
            let n = run { 1 + 1 }
            Text("\\(n)")
            """
        #expect(check(code) == "Text")
    }

    @Test func implicitMemberChainLooksThroughAnOptionalContext() {
        let code = """
            struct Speed {
                static var slow: Speed { Speed() }
                func twice() -> Speed { self }
            }
            func run(_ speed: Speed?) -> Text { Text("run") }
            run(.slow.twice().twice())
            """
        #expect(check(code) == "Text")
    }

    @Test func unknownImplicitMemberOfAGenericArgumentNamesItsProtocol() {
        let code = """
            protocol Finish {}
            struct Matte: Finish {}
            extension Finish where Self == Matte {
                static var matte: Matte { Matte() }
            }
            func paint<F: Finish>(_ finish: F) -> Text { Text("paint") }
            paint(.gloss)
            """
        #expect(check(code) == "error: type 'Finish' has no member 'gloss'")
    }

    @Test func overloadsFailingTheSameWayReportThatFailure() {
        let code = """
            struct Pad {
                func tap(count: Int = 1, perform action: @escaping () -> Void) -> Text { Text("tap") }
                func tap(count: Int = 1, space: Int = 0, perform action: @escaping (Int) -> Void) -> Text { Text("at") }
            }
            Pad().tap(count: 2)
            """
        #expect(check(code) == "error: missing argument for parameter 'perform' in call")
    }

    @Test func awaitIsTheExpressionItMarks() {
        let code = """
            struct Loader: View {
                @State var items = 0
                func load() async -> Int { 3 }
                var body: some View {
                    Text("\\(items)")
                        .task { items = await load() }
                }
            }
            Loader().body
            """
        #expect(check(code) == "ModifiedContent<Text, _TaskModifier>")
    }

    @Test func refinedProtocolConstraintIsMoreSpecialized() {
        let code = """
            protocol Outline {}
            protocol InsetOutline: Outline {}
            struct Pill: InsetOutline {}
            struct Blob: Outline {}
            struct Canvas {
                func fill<S: Outline>(_ shape: S) -> Text { Text("outline") }
                func fill<S: InsetOutline>(_ shape: S) -> Image { Image(systemName: "inset") }
            }
            Canvas().fill(Pill())
            Canvas().fill(Blob())
            """
        #expect(check(code) == "TupleView<(Image, Text)>")
    }
}
