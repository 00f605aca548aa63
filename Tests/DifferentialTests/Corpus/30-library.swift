// The standard library and Foundation pieces view files lean on: slices (`prefix` is an
// `ArraySlice`, a string's a `Substring`), key paths and operators as functions (SE-0249),
// the closure-taking collection methods, and Foundation's string methods.

// MARK: - library_slices
// expect: VStack<TupleView<(ForEach<ArraySlice<LibraryItem>, Int, Text>, Text, Text)>>
struct LibraryItem: Identifiable { let id: Int; let name: String }
let items = (1...6).map { LibraryItem(id: $0, name: "item \($0)") }
let word = "playground"
VStack {
    ForEach(items.prefix(3)) { Text($0.name) }
    Text(word.prefix(4))
    Text(String(word.dropFirst(4)) + String(word.suffix(2)))
}

// MARK: - library_key_paths_and_operators_as_functions
// expect: TupleView<(Text, Text, Text)>
struct Score { let player: String; let points: Int }
let scores = [Score(player: "b", points: 3), Score(player: "a", points: 5)]
Text(scores.map(\.player).sorted(by: <).joined(separator: ","))
Text("\(scores.map(\.points).reduce(0, +))")
Text("\(scores.map(\.points).max() ?? 0)")

// MARK: - library_closure_methods
// expect: TupleView<(Optional<Text>, Text, Text)>
let numbers = [4, 8, 15, 16, 23, 42]
if let firstOdd = numbers.first(where: { $0 % 2 == 1 }) {
    Text("\(firstOdd)")
}
Text("\(numbers.firstIndex(of: 15) ?? -1) \(numbers.contains { $0 > 40 }) \(numbers.allSatisfy { $0 > 0 })")
Text("\(numbers.compactMap { $0 > 10 ? $0 : nil }.count) \(numbers.sorted { $0 > $1 }.first ?? 0)")

// MARK: - library_foundation_strings
// expect: VStack<TupleView<(Text, Text, Text)>>
let raw = "  hello world  "
VStack {
    Text(raw.trimmingCharacters(in: .whitespaces).capitalized)
    Text(raw.replacingOccurrences(of: "world", with: "there"))
    Text("\("a,b,c".components(separatedBy: ",").count)")
}

// MARK: - library_sets
// expect: TupleView<(Text, ForEach<Array<String>, String, Text>)>
func tagged() -> Set<String> {
    var tags: Set<String> = ["b", "a"]
    tags.insert("c")
    tags.remove("b")
    tags.formUnion(["d"])
    return tags.filter { $0 != "z" }
}
let tags = tagged()
let more = Set([3, 1, 2])
Text("\(tags.count) \(tags.contains("a")) \(tags.union(["z"]).count) \(more.sorted().first ?? 0) \(tags.intersection(["a"]).isEmpty) \(tags.subtracting(["a"]).isSubset(of: tags)) \(more.map { $0 * 2 }.count)")
ForEach(tags.sorted(by: <), id: \.self) { Text($0) }

// MARK: - library_dictionaries
// expect: VStack<TupleView<(ForEach<Array<String>, String, Text>, Text, Text)>>
func tally(_ words: [String]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for word in words { counts[word, default: 0] += 1 }
    counts["none"] = nil
    counts.updateValue(0, forKey: "zero")
    counts.removeValue(forKey: "zero")
    return counts.filter { $0.value > 0 }
}
let counts = tally(["a", "b", "a"])
let empty = [String: Double]()
VStack {
    ForEach(counts.keys.sorted(), id: \.self) { word in Text("\(word): \(counts[word] ?? 0)") }
    Text("\(counts.count) \(counts.isEmpty) \(empty.values.count) \(counts.mapValues { $0 * 2 }["a"] ?? 0)")
    Text(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
}

// MARK: - library_subscript_assignment
// expect: Text
func edited() -> [String] {
    var items = ["a", "b", "c"]
    items[0] = "z"
    items[1] += "!"
    return items
}
Text(edited().joined())

// MARK: - library_zip_and_sequence_algorithms
// expect: VStack<TupleView<(Text, Text, Text, SequenceSummary<Zip2Sequence<Array<Int>, Array<String>>>)>>
struct SequenceSummary<S: Sequence>: View {
    let sequence: S
    var body: some View { Text("\(sequence.map { "\($0)" }.count)") }
}
let pairs = zip([1, 2, 3], ["a", "b"])
let odd = Set([1, 2, 3]).compactMap { $0 % 2 == 1 ? $0 : nil }.sorted()
let total = (1...4).reduce(into: 0) { $0 += $1 }
let finite: Bool = (1.0 / 0).isFinite || (2.0).isInfinite
let entries: [String] = ["k": 1].map { "\($0)=\($1)" }
VStack {
    Text(pairs.map { "\($0)\($1)" }.joined(separator: ","))
    Text("a-b-c".filter { $0 != "-" } + "\(odd) \(total) \(entries)")
    Text(finite ? "abc".localizedCapitalized : "abc".localizedUppercase)
    SequenceSummary(sequence: pairs)
}

// MARK: - library_class_protocols
// expect: TupleView<(Text, Text)>
protocol Counter: AnyObject { var count: Int { get set } }
final class Clicks: Counter { var count = 0 }
func bump(_ counter: Counter) -> Int {
    counter.count += 1
    return counter.count
}
let clicks = Clicks()
let holder: AnyObject? = clicks
Text("\(clicks.count)")
Text(holder == nil ? "none" : "\(bump(clicks))")

// MARK: - library_failable_init_ternary_nil_function_alias
// expect: TupleView<(Optional<Text>, Text)>
typealias LevelFormatter = (Int) -> String
struct Level {
    let value: Int
    init?(_ value: Int) {
        if value < 0 { return nil }
        self.value = value
    }
}
let format: LevelFormatter = { "level \($0)" }
let levels = [3, -1]
let previous = levels.count > 1 ? levels[0] : nil
if let level = Level(levels[0]) {
    Text(format(level.value))
}
Text("\(previous ?? 0) \(Level(-2)?.value ?? 0) \(#line)")

// MARK: - library_optional_is_hashable
// expect: Text
func tag<T: Hashable>(_ value: T) -> String { "\(value.hashValue == value.hashValue)" }
let maybe: String? = "x"
Text(tag(maybe) + (maybe == "x" ? "!" : "?"))

// MARK: - library_option_set_algebra
// expect: ModifiedContent<Text, _PaddingLayout>
var axes: Axis.Set = [.horizontal]
let _ = axes.insert(.vertical)
let _ = axes.remove(.horizontal)
let edges = Edge.Set.all.subtracting(.top).intersection([.leading, .bottom])
let fine = axes.contains(.vertical) && !edges.isEmpty && edges.isSubset(of: .all) && edges.isDisjoint(with: .top)
Text(fine ? "yes" : "no").padding(edges.union(.trailing).symmetricDifference(.leading), 4)

// MARK: - library_reduce_with_contextual_result
// expect: Text
let samples: [Double] = [1.5, 2.5]
let sum: Double = samples.reduce(0, +)
Text("\(sum)")

// MARK: - library_actors_characters_and_data
// expect: VStack<TupleView<(Text, Text)>>
actor Ledger {
    var total = 0
    func add(_ amount: Int) { total += amount }
    nonisolated let name = "ledger"
}
let ledger = Ledger()
let initial = Character("L")
let data = try? Data(contentsOf: URL(string: "file:///tmp/none")!)
VStack {
    Text(ledger.name + String(initial))
    Text(data == nil ? "no data" : "\(data!.count) bytes")
}

// MARK: - library_random_numbers
// expect: Text
let roll = Int.random(in: 1...6) + Int.random(in: 0..<2)
let share = Double.random(in: 0...1) + Double.random(in: 0..<1)
Text("\(roll) \(share > 2 ? "?" : "ok") \(Bool.random())")

// MARK: - library_module_qualified_functions_and_repeats
// expect: VStack<TupleView<(Text, Text)>>
let widest = Swift.max(3, 8)
let label: Swift.String = String(repeating: "=", count: 3) + String(repeating: Character("-"), count: 2)
VStack {
    Text("\(widest) \(label) \(Swift.min(widest, 2))")
    Text("\(12.isMultiple(of: 4)) \(0.isMultiple(of: 0)) \(7.isMultiple(of: 0)) \(UInt8(9).isMultiple(of: 3))")
}
