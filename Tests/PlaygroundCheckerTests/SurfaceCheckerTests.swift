import PlaygroundChecker
import PlaygroundSyntax
import Testing

/// What the containers and controls of the SwiftUI surface needed from the checker: aliases of
/// specialized generic types, failable initializers, defaults of enum cases' associated values,
/// literals typed by the context's range bound or by a `BinaryFloatingPoint` requirement, and
/// swiftc's rule that a closure may not silently ignore its parameters.
struct SurfaceCheckerTests {
    /// The entry's type, or its first diagnostic.
    func check(_ code: String) -> String {
        let checker = Checker(profile: Profile.named("swiftui")!)
        let entry = checker.check(SourceFile(name: "<test>", text: code))
        if let first = entry.diagnostics.first { return "error: " + first.message }
        return entry.resultType?.description ?? "(no type)"
    }

    @Test func aliasOfASpecializedGenericKeepsItsArguments() {
        let code = """
            struct Wrap<Content: View>: View {
                var content: Content
                var body: some View { content }
            }
            typealias TextWrap = Wrap<Text>
            let w: TextWrap = Wrap(content: Text("a"))
            w
            """
        #expect(check(code) == "Wrap<Text>")
    }
    @Test func aliasNamesTheTypeAGenericParameterHides() {
        let code = """
            typealias TextImage = Label<Text, Image>
            struct Row<Label: View>: View {
                var label: Label
                var body: some View { label }
            }
            extension Row where Label == TextImage {
                init(_ title: String) { self.label = TextImage(title, systemImage: "star") }
            }
            Row("a")
            """
        #expect(check(code) == "Row<Label<Text, Image>>")
    }
    @Test func failableInitializerReturnsAnOptional() {
        let code = """
            struct Port {
                var number: Int
                init?(number: Int) { self.number = number }
            }
            if let port = Port(number: 80) {
                Text("\\(port.number)")
            }
            """
        #expect(check(code) == "Optional<Text>")
        #expect(check("struct P {\n    var n = 1\n    init?() {}\n}\nText(\"\\(P()!.n)\")") == "Text")
    }
    @Test func enumCaseAssociatedValuesHaveDefaults() {
        let code = """
            enum Size {
                case flexible(minimum: Double = 10, maximum: Double = 20)
            }
            let a = Size.flexible()
            let b: Size = .flexible(maximum: 30)
            Text("sizes")
            """
        #expect(check(code) == "Text")
    }
    @Test func rangeLiteralTakesTheContextsBound() {
        let code = """
            struct Bounds: View {
                var range: ClosedRange<Double>
                var body: some View { Text("\\(range.upperBound)") }
            }
            Bounds(range: 0...1)
            """
        #expect(check(code) == "Bounds")
    }
    @Test func integerLiteralForABinaryFloatingPointParameterIsADouble() {
        let code = """
            func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V = 1.0) -> Text { Text("") }
            fraction(5, total: 10)
            """
        #expect(check(code) == "Text")
    }
    @Test func closureCannotIgnoreItsParametersImplicitly() {
        let code = """
            func each(_ body: (Int) -> Void) {}
            struct V: View {
                var body: some View {
                    let _ = each { print("x") }
                    Text("")
                }
            }
            V()
            """
        #expect(check(code) == "error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored")
        #expect(check(code.split(separator: "\n").map { $0.contains("print") ? "        let _ = each { print($0) }" : String($0) }.joined(separator: "\n")) == "V")
    }

    /// EnvironmentOverrides' `SettingsView.Toggle` wraps `SwiftUI.Toggle`: the module-qualified
    /// name is the SDK's type, not the namesake the enclosing type declares.
    @Test func aModuleQualifiedTypeSkipsTheEnclosingTypesNamesake() {
        let code = """
            enum SettingsView {
                struct Toggle: View {
                    let value: Binding<Bool>
                    var body: some View { SwiftUI.Toggle(isOn: value) { Text("Dark") } }
                }
                struct Picker<T: Hashable>: View {
                    let value: Binding<T>
                    let values: [T]
                    var body: some View {
                        SwiftUI.Picker("", selection: value) { ForEach(values, id: \\.self) { Text("\\($0)") } }
                    }
                }
            }
            VStack {
                SettingsView.Toggle(value: .constant(true)).body
                SettingsView.Picker(value: .constant(1), values: [1, 2]).body
            }
            """
        #expect(check(code) == "VStack<TupleView<(Toggle<Text>, Picker<Text, Int, ForEach<Array<Int>, Int, Text>>)>>")
    }

    /// Backyard Birds' `@Query private var birds: [Bird]` has its storage assigned in the
    /// initializer (`_birds = Query(sort: \.creationDate)`): the wrapped type names the
    /// element, so the key path's root is known.
    @Test func aQueryDeclaredWithoutArgumentsTakesItsElementFromTheWrappedType() {
        let code = """
            final class Bird: PersistentModel {
                var creationDate = 0
            }
            struct Results: View {
                @Query private var birds: [Bird]
                init() {
                    _birds = Query(sort: \\.creationDate)
                }
                var body: some View { Text("\\(birds.count)") }
            }
            Results()
            """
        #expect(check(code) == "Results")
    }
}
