import PlaygroundChecker
import PlaygroundSyntax
import Testing

/// A checker that goes takes its declarations along: checked bodies make no cycle that outlives it.
struct CheckerLifetimeTests {
    /// `Shape` replaces the profile's protocol of that name, whose member blocks stay unread.
    static let source = """
        func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
        enum Shape {
            case circle, square
            func other() -> Shape { .square }
            var next: Shape { other() }
        }
        struct Counter {
            var count = 0
            static let start = Counter(count: factorial(3))
        }
        let total = factorial(5) + Counter.start.count
        """

    @Test func aDroppedCheckerLeavesNoDeclarationBehind() {
        weak var checker: Checker?
        weak var recursive: FunctionDecl?
        weak var shape: NominalDecl?
        weak var next: PropertyDecl?
        weak var start: PropertyDecl?
        do {
            let made = Checker(profile: Profile.all[0])
            let entry = made.check(SourceFile(name: "entry", text: Self.source))
            #expect(entry.diagnostics.isEmpty)
            let factorial = made.table.functions["factorial"]?.first
            let shapeDecl = made.table.nominal("Shape")
            let nextDecl = shapeDecl?.properties["next"]?.first
            let startDecl = made.table.nominal("Counter")?.properties["start"]?.first
            // Checked, so each holds code that refers back to a declaration.
            #expect(factorial.flatMap { try? made.checkedBody(of: $0) } != nil)
            #expect(nextDecl.flatMap { try? made.checkedGetter(of: $0) } != nil)
            #expect(startDecl.flatMap { try? made.checkedInitializer(of: $0) } != nil)
            checker = made
            recursive = factorial
            shape = shapeDecl
            next = nextDecl
            start = startDecl
        }
        #expect(checker == nil)
        #expect(recursive == nil)
        #expect(shape == nil)
        #expect(next == nil)
        #expect(start == nil)
    }
}
