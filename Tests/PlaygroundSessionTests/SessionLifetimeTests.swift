import PlaygroundChecker
@testable import PlaygroundRuntime
import PlaygroundSession
import Testing

/// A session that goes takes its checker, interpreter and values along: no reference cycle outlives it.
struct SessionLifetimeTests {
    static let entries = [
        "func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }",
        """
        enum Flavor {
            case sweet, sour
            func other() -> Flavor { .sour }
            var next: Flavor { other() }
        }
        """,
        "let twice = { (x: Int) in x * 2 }",
        "var later: [() -> Int] = [{ twice(factorial(3)) }]",
        "final class Model { var flavor = Flavor.sweet.next }",
        "let model = Model()",
        """
        struct Counter: View {
            @State var count = 0
            var body: some View {
                let _ = Self._printChanges()
                Button("Add \\(count)") { count += later[0]() }
            }
        }
        """,
        "Counter()",
        ":tap Add 0",
    ]

    @Test func aDroppedSessionLeavesNothingBehind() {
        weak var session: Session?
        weak var checker: Checker?
        weak var interpreter: Interpreter?
        weak var globals: Environment?
        weak var recursive: FunctionDecl?
        weak var shape: NominalDecl?
        do {
            let made = Session(options: SessionOptions(sections: []))
            for entry in Self.entries {
                let output = made.submit(entry)
                #expect(!output.isError, "\(entry): \(output.diagnostics)")
            }
            #expect(made.submit(":state").text.contains("Counter._count = 12"))
            session = made
            checker = made.checker
            interpreter = made.interpreter
            globals = made.interpreter.globals
            recursive = made.checker.table.functions["factorial"]?.first
            shape = made.checker.table.nominal("Flavor")
            // Checked while the session is surely alive: Swift may end `made`'s lifetime after
            // its last use, and a checker going away forgets the bodies it checked.
            withExtendedLifetime(made) { #expect(recursive?.checkedBody != nil) }
        }
        #expect(session == nil)
        #expect(checker == nil)
        #expect(interpreter == nil)
        #expect(globals == nil)
        #expect(recursive == nil)
        #expect(shape == nil)
    }
}
