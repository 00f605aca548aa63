import PlaygroundChecker
import PlaygroundRuntime
import PlaygroundSyntax
import Testing

/// Setters, observers and `inout` arguments run as a Swift program runs them; the expected
/// outputs are what the same programs print compiled with swiftc.
struct SettersAndInoutTests {
    /// What the program prints, or its first error.
    func run(_ code: String) -> String {
        let checker = Checker(profile: Profile.named("swiftui")!)
        let entry = checker.checkProgram(SourceFile(name: "main.swift", text: code))
        if let error = entry.diagnostics.first { return "error: " + error.message }
        let interpreter = Interpreter(checker: checker)
        do throws(RuntimeError) {
            for variable in entry.declaredVariables { try interpreter.defineGlobal(variable) }
            if let body = entry.body { _ = try interpreter.run(body) }
        } catch {
            return "error: " + error.message
        }
        return interpreter.printed
    }

    @Test func settersRunOnAssignmentCompoundAssignmentAndThroughMemberChains() {
        let code = """
            struct Size {
                var width = 1
                var area: Int { get { width * width } set(value) { width = value / width } }
            }
            struct Frame { var size = Size() }
            final class Canvas {
                var frame = Frame()
                var side: Int { get { frame.size.width } set { frame.size.width = newValue } }
            }
            var frame = Frame()
            frame.size.area = 9
            frame.size.area += 3
            let canvas = Canvas()
            canvas.side = 4
            canvas.frame.size.area = 32
            print(frame.size.width, canvas.side)
            """
        #expect(run(code) == "9 8\n")
    }

    @Test func observersRunAroundStoresButNotInTheTypesInitializer() {
        let code = """
            struct Account {
                var log: [String] = []
                var balance = 0 {
                    willSet { log.append("will \\(newValue)") }
                    didSet { log.append("did \\(oldValue)") }
                }
                init() { balance = 10 }
            }
            var account = Account()
            account.balance = 20
            account.balance += 5
            print(account.log)
            var total = 0 { didSet { print("total", oldValue, total) } }
            total = 3
            """
        #expect(run(code) == "[\"will 20\", \"did 10\", \"will 25\", \"did 20\"]\ntotal 0 3\n")
    }

    @Test func staticTopLevelAndLocalComputedVariablesTakeSetters() {
        let code = """
            enum Volume {
                static var level = 1
                static var percent: Int { get { level * 10 } set { level = newValue / 10 } }
            }
            Volume.percent = 70
            Volume.percent += 10
            var stored = 1
            var doubled: Int { get { stored * 2 } set { stored = newValue / 2 } }
            doubled = 10
            func local() -> Int {
                var n = 1
                var tripled: Int { get { n * 3 } set { n = newValue / 3 } }
                tripled += 6
                return n
            }
            print(Volume.level, stored, local())
            """
        #expect(run(code) == "8 5 3\n")
    }

    @Test func subscriptSettersAndWrappedObservedPropertiesRun() {
        let code = """
            struct Grid {
                var cells = [0, 0, 0, 0]
                subscript(row: Int, column: Int) -> Int {
                    get { cells[row * 2 + column] }
                    set { cells[row * 2 + column] = newValue }
                }
            }
            protocol Store { subscript(key: String) -> Int { get set } }
            struct Counts: Store {
                var values: [String: Int] = [:]
                subscript(key: String) -> Int { get { values[key] ?? 0 } set { values[key] = newValue } }
            }
            func add<S: Store>(_ store: inout S) { store["a"] += 3 }
            final class Search: ObservableObject {
                var history: [String] = []
                @Published var query = "" { didSet { history.append(oldValue) } }
            }
            var grid = Grid()
            grid[0, 1] = 5
            grid[1, 1] += 2
            var counts = Counts()
            add(&counts)
            add(&counts)
            let search = Search()
            search.query = "a"
            search.query += "b"
            print(grid.cells, counts.values, search.query, search.history)
            """
        #expect(run(code) == "[0, 5, 0, 2] [\"a\": 6] ab [\"\", \"a\"]\n")
    }

    @Test func aLocalComputedVariableIsWrittenBackByItsSetter() {
        let code = """
            func bump(_ x: inout Int) { x += 1 }
            func run() -> String {
                var store = [1]
                var view: [Int] { get { store } set { store = newValue } }
                view.append(2)
                var n = 1
                var tens: Int { get { n * 10 } set { n = newValue } }
                bump(&tens)
                return "\\(store) \\(n)"
            }
            print(run())
            """
        #expect(run(code) == "[1, 2] 11\n")
    }

    @Test func inoutArgumentsAreCopiedBackWhenTheCallReturns() {
        let code = """
            func bump(_ value: inout Int, by step: Int = 1) { value += step }
            struct Tally {
                var hits = 0
                var misses = [0, 0]
                var total: Int { get { hits } set { hits = newValue } }
                mutating func record() { bump(&hits); bump(&self.misses[1], by: 2) }
            }
            final class Counter { var n = 0 }
            var count = 1
            bump(&count)
            var tally = Tally()
            tally.record()
            bump(&tally.total, by: 5)
            var tallies = [Tally(), Tally()]
            bump(&tallies[1].misses[0])
            let counter = Counter()
            bump(&counter.n, by: 3)
            var a = "a", b = "b"
            swap(&a, &b)
            print(count, tally.hits, tally.misses, tallies[1].misses, counter.n, a, b)
            """
        #expect(run(code) == "2 6 [0, 2] [1, 0] 3 b a\n")
    }
}
