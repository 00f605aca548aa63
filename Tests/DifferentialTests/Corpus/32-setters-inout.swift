// Setters and inout: computed properties with `set` (named `newValue` or as written), stored
// properties with `willSet`/`didSet`, static and top-level computed variables, local computed
// variables with a setter, `inout` parameters with `&` arguments (locals, properties, array
// elements, member chains), `swap`, and Combine's `store(in:)`. The values the setters and
// inout arguments produce are in Tests/Transcripts/language/setters-and-inout.transcript.

// MARK: - setters_computed_struct
// expect: Text
struct Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
func boiling() -> Double {
    var t = Temperature()
    t.fahrenheit = 212
    t.fahrenheit += 18
    return t.celsius
}
Text("\(boiling())")

// MARK: - setters_named_parameter_and_extension
// expect: TupleView<(Text, Text)>
struct Ruler {
    var millimetres = 0
}
extension Ruler {
    var centimetres: Int {
        get { millimetres / 10 }
        set(length) { millimetres = length * 10 }
    }
}
func measured() -> Ruler {
    var r = Ruler()
    r.centimetres = 4
    r.centimetres += 1
    return r
}
Text("\(measured().millimetres)")
Text("\(measured().centimetres)")

// MARK: - setters_member_chain_and_class
// expect: VStack<TupleView<(Text, Text)>>
struct Size {
    var width = 1
    var area: Int {
        get { width * width }
        set { width = newValue / width }
    }
}
struct Frame { var size = Size() }
final class Canvas {
    var frame = Frame()
    var side: Int {
        get { frame.size.width }
        set { frame.size.width = newValue }
    }
}
func drawn() -> Canvas {
    let canvas = Canvas()
    canvas.side = 3
    canvas.frame.size.area = 27
    return canvas
}
VStack {
    Text("\(drawn().side)")
    Text("\(drawn().frame.size.area)")
}

// MARK: - setters_static_and_nonmutating
// expect: TupleView<(Text, Text)>
enum Volume {
    static var level = 1
    static var percent: Int {
        get { level * 10 }
        set { level = newValue / 10 }
    }
}
final class Store { var value = 0 }
struct Handle {
    let store: Store
    var value: Int {
        get { store.value }
        nonmutating set { store.value = newValue }
    }
}
func adjusted() -> Int {
    Volume.percent = 70
    Volume.percent += 10
    let handle = Handle(store: Store())
    handle.value = Volume.level
    return handle.value
}
Text("\(adjusted())")
Text("\(Volume.percent)")

// MARK: - setters_observers
// expect: ForEach<Array<String>, String, Text>
struct Account {
    var log: [String] = []
    var balance = 0 {
        willSet { log.append("will \(newValue)") }
        didSet(previous) { log.append("did \(previous) -> \(balance)") }
    }
    init() { balance = 10 }
}
func history() -> [String] {
    var account = Account()
    account.balance = 20
    account.balance += 5
    return account.log
}
ForEach(history(), id: \.self) { Text($0) }

// MARK: - setters_local_computed_variable
// expect: Text
func localSetter() -> Int {
    var stored = 1
    var doubled: Int {
        get { stored * 2 }
        set { stored = newValue / 2 }
    }
    doubled = 10
    doubled += 4
    return stored
}
Text("\(localSetter())")

// MARK: - setters_protocol_requirement
// expect: Text
protocol Resizable {
    var scale: Int { get set }
}
struct Photo: Resizable {
    var pixels = 1
    var scale: Int {
        get { pixels }
        set { pixels = newValue * 100 }
    }
}
func enlarged<T: Resizable>(_ item: T) -> T {
    var copy = item
    copy.scale = 3
    return copy
}
Text("\(enlarged(Photo()).pixels)")

// MARK: - inout_locals_properties_elements
// expect: Text
func bump(_ value: inout Int, by step: Int = 1) { value += step }
struct Tally {
    var hits = 0
    var misses = [0, 0]
    mutating func record() {
        bump(&hits)
        bump(&self.misses[1], by: 2)
    }
}
func counted() -> String {
    var n = 1
    bump(&n)
    var tally = Tally()
    tally.record()
    bump(&tally.hits, by: 5)
    var tallies = [Tally(), Tally()]
    bump(&tallies[1].misses[0])
    return "\(n) \(tally.hits) \(tally.misses) \(tallies[1].misses)"
}
Text(counted())

// MARK: - inout_generic_and_swap
// expect: Text
func appendTwice<T>(_ items: inout [T], _ item: T) {
    items.append(item)
    items.append(item)
}
func exchanged() -> String {
    var a = "left", b = "right"
    swap(&a, &b)
    var list: [String] = []
    appendTwice(&list, a)
    return list.joined(separator: ",") + b
}
Text(exchanged())

// MARK: - inout_class_property_and_computed
// expect: Text
final class Score {
    var points = 0
    var bonus: Int {
        get { points / 10 }
        set { points = newValue * 10 }
    }
}
func doubleIt(_ x: inout Int) { x *= 2 }
func scored() -> Int {
    let score = Score()
    score.points = 3
    doubleIt(&score.points)
    doubleIt(&score.bonus)
    return score.points
}
Text("\(scored())")

// MARK: - inout_combine_store
// expect: Text
final class Ticker {
    let ticks = PassthroughSubject<Int, Never>()
    var cancellables = Set<AnyCancellable>()
    var seen: [Int] = []
    func start() {
        ticks.sink { [weak self] value in self?.seen.append(value) }.store(in: &cancellables)
    }
}
Text("\(Ticker().cancellables.count)")

// MARK: - setters_subscript
// expect: Text
struct Grid {
    var cells = [0, 0, 0, 0]
    let width = 2
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * width + column] }
        set { cells[row * width + column] = newValue }
    }
}
final class Board {
    var grid = Grid()
    subscript(index: Int) -> Int {
        get { grid.cells[index] }
        set(mark) { grid.cells[index] = mark }
    }
}
func filled() -> String {
    var grid = Grid()
    grid[0, 1] = 5
    grid[1, 1] += 2
    let board = Board()
    board[2] = 9
    board.grid[1, 0] = grid[0, 1]
    return "\(grid.cells) \(board.grid.cells)"
}
Text(filled())

// MARK: - setters_observed_published
// expect: Text
final class Search: ObservableObject {
    @Published var query = "" {
        didSet { history.append(oldValue) }
    }
    var history: [String] = []
}
func searched() -> [String] {
    let search = Search()
    search.query = "a"
    search.query = "ab"
    return search.history
}
Text("\(searched())")

// MARK: - closures_with_inout_parameters
// expect: VStack<TupleView<(Text, Path)>>
func applyTwice(_ body: (inout Int) -> Void) -> Int {
    var value = 1
    body(&value)
    body(&value)
    return value
}
func marked() -> [String] {
    let appendMark: (inout [String]) -> () = { list in list.append("✓") }
    var marks = ["a"]
    appendMark(&marks)
    return marks
}
VStack {
    Text("\(applyTwice { $0 *= 3 }) \(marked())")
    Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
    }
}
