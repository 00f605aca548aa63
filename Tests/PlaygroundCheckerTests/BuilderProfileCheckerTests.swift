import PlaygroundChecker
import PlaygroundSyntax
import Testing

/// What the builder profiles (issue 6) needed from the checker: classes with superclasses,
/// `-> Self` methods, SE-0348's preference for buildPartialBlock, SE-0110 tuple destructuring,
/// tuple key paths, `guard let`, and the compiler's diagnostics for broken builders.
struct BuilderProfileCheckerTests {
    /// The entry's type, or its first diagnostic.
    func check(_ code: String, profile: String = "swiftui") -> String {
        let checker = Checker(profile: Profile.named(profile)!)
        let entry = checker.check(SourceFile(name: "<test>", text: code))
        if let first = entry.diagnostics.first { return "error: " + first.message }
        return entry.resultType?.description ?? "(no type)"
    }

    @Test func subclassConvertsToItsSuperclass() {
        #expect(check("let v: UIView = UILabel(\"a\")\nUILabel(\"b\")", profile: "uikit") == "Array<UIView>")
    }

    @Test func methodReturningSelfKeepsTheReceiversClass() {
        let code = """
            class Base { var n = 0 }
            class Derived: Base { var name = "d" }
            extension Base {
                func bump() -> Self {
                    self.n += 1
                    return self
                }
            }
            struct Show: View {
                var body: some View { Text(Derived().bump().name) }
            }
            Show()
            """
        #expect(check(code) == "Show")
    }

    @Test func superclassMembersAreFound() {
        #expect(check("UILabel(\"a\").border(.orange).cornerRadius(5).font(.medium(14))", profile: "uikit") == "Array<UIView>")
    }

    @Test func partialBlockWinsOverBuildBlockForNonEmptyBodies() {
        let code = """
            @resultBuilder
            enum Both {
                static func buildBlock() -> EmptyView { EmptyView() }
                static func buildBlock<A: View, B: View>(_ a: A, _ b: B) -> HStack<TupleView<(A, B)>> { HStack { a; b } }
                static func buildPartialBlock<A: View>(first: A) -> A { first }
                static func buildPartialBlock<A: View, B: View>(accumulated: A, next: B) -> TupleView<(A, B)> { TupleView((accumulated, next)) }
            }
            @Both func two() -> some View {
                Text("a")
                Text("b")
            }
            two()
            """
        #expect(check(code) == "TupleView<(Text, Text)>")
    }

    @Test func closureDestructuresATupleParameter() {
        #expect(check("ForEach(sequence: [Text(\"a\")]) { (index, view) in\n    view\n}", profile: "sequence")
            == "Array<ForEach<Array<(Int, Text)>, Int, Text>>")
    }

    @Test func missingBuildBlockIsReportedInTheCompilersWords() {
        let code = """
            @resultBuilder
            enum Empty {
                static func buildExpression(_ text: Text) -> Text { text }
            }
            @Empty func nothing() -> Text {
                Text("a")
            }
            """
        // Swift rejects the builder's declaration itself, at its name.
        #expect(check(code).contains("result builder must provide at least one static 'buildBlock' method, or both 'buildPartialBlock(first:)' and 'buildPartialBlock(accumulated:next:)'"))
    }

    @Test func mismatchedEitherBranchesAreReported() {
        let code = """
            @resultBuilder
            enum Same {
                static func buildBlock<X>(_ x: X) -> X { x }
                static func buildEither<X>(first: X) -> X { first }
                static func buildEither<X>(second: X) -> X { second }
            }
            @Same func pick(_ flag: Bool) -> some View {
                if flag { Text("a") } else { Image(systemName: "b") }
            }
            """
        #expect(check(code) == "error: cannot convert value of type 'Image' to expected argument type 'Text'")
    }

    @Test func valueBuiltWithAUserBuilderIsAnEntry() {
        let code = """
            @resultBuilder
            enum Lines {
                static func buildBlock(_ parts: String...) -> String { parts.first ?? "" }
            }
            @Lines func greeting() -> String { "Hello" }
            """
        let checker = Checker(profile: Profile.named("swiftui")!)
        _ = checker.check(SourceFile(name: "<decl>", text: code))
        let entry = checker.check(SourceFile(name: "<use>", text: "greeting()"))
        #expect(entry.diagnostics.isEmpty)
        #expect(entry.resultType?.description == "String")
        let plain = checker.check(SourceFile(name: "<plain>", text: "42"))
        #expect(plain.diagnostics.first?.message == "'buildExpression' is unavailable: this expression does not conform to 'View'")
    }
}
