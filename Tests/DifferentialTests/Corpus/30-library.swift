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
