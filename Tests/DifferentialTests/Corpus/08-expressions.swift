// Expressions inside bodies: string interpolation, arithmetic, comparison and logical operators,
// `??`, ternaries, optional chaining, closures with `$0` and named parameters, key paths,
// collection methods, local variables, and explicit `return` (which turns the builder off).

// MARK: - string_interpolation
// expect: VStack<TupleView<(Text, Text)>>
let name = "Ada"
let count = 3
VStack {
    Text("Hello, \(name)!")
    Text("\(count * 2 + 1) items, \(count > 2 ? "many" : "few")")
}

// MARK: - arithmetic_in_arguments
// expect: ModifiedContent<ModifiedContent<ModifiedContent<Text, _PaddingLayout>, _FrameLayout>, _OpacityEffect>
let base = 4.0
Text("a")
    .padding(base * 2)
    .frame(width: 10 + 20 * base, height: base / 2)
    .opacity(1 - 0.25)

// MARK: - nil_coalescing
// expect: TupleView<(Text, Optional<Text>)>
let nickname: String? = nil
Text(nickname ?? "Anonymous")
if (nickname ?? "").isEmpty {
    Text("no nickname")
}

// MARK: - ternary_in_arguments
// expect: ModifiedContent<ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Color>>>, _OpacityEffect>
let active = true
VStack {
    Text(active ? "active" : "inactive")
}
.foregroundColor(active ? .green : .gray)
.opacity(active ? 1 : 0.5)

// MARK: - ternary_between_same_views
// expect: TupleView<(Text, Image)>
let big = false
big ? Text("BIG") : Text("small")
Image(systemName: big ? "plus.circle" : "plus")

// MARK: - comparison_and_logic
// expect: _ConditionalContent<Text, Text>
let score = 72
let bonus = true
if score >= 70 && (bonus || score > 90) && !(score == 80) {
    Text("pass")
} else {
    Text("fail")
}

// MARK: - optional_chaining
// expect: TupleView<(Optional<Text>, Text)>
struct Address {
    var city: String
}
struct User {
    var name: String
    var address: Address?
}
let user = User(name: "Ada", address: Address(city: "London"))
if let city = user.address?.city {
    Text(city)
}
Text(user.address?.city.uppercased() ?? "unknown")

// MARK: - optional_chaining_in_condition
// expect: Optional<Text>
struct Profile {
    var bio: String?
}
let profile: Profile? = Profile(bio: "hi")
if profile?.bio?.isEmpty == false {
    Text(profile?.bio ?? "")
}

// MARK: - closure_named_parameter
// expect: ForEach<Array<String>, String, HStack<TupleView<(Text, Spacer, Text)>>>
let fruits = ["apple", "pear"]
ForEach(fruits, id: \.self) { fruit in
    HStack {
        Text(fruit)
        Spacer()
        Text("\(fruit.count)")
    }
}

// MARK: - closure_dollar_zero_with_map
// expect: ForEach<Array<String>, String, Text>
let labels = ["a", "b"].map { $0.uppercased() }
ForEach(labels, id: \.self) { Text($0) }

// MARK: - filter_sorted_count
// expect: TupleView<(Text, ForEach<Array<Int>, Int, Text>)>
let values = [5, 3, 8, 1]
let big = values.filter { $0 > 2 }.sorted()
Text("\(big.count) of \(values.count)")
ForEach(big, id: \.self) { value in Text("\(value)") }

// MARK: - array_from_range
// expect: ForEach<Array<Int>, Int, Text>
ForEach(Array(0..<3), id: \.self) { Text("\($0)") }

// MARK: - indices_of_array
// expect: ForEach<Range<Int>, Int, Text>
let words = ["x", "y"]
ForEach(words.indices, id: \.self) { i in
    Text("\(i): \(words[i])")
}

// MARK: - enumerated_to_array
// expect: ForEach<Array<String>, String, Text>
let colors = ["red", "green"]
ForEach(colors.enumerated().map { "\($0.offset). \($0.element)" }, id: \.self) { line in
    Text(line)
}

// MARK: - enumerated_sequence_in_for_each
// expect: ForEach<EnumeratedSequence<Array<String>>, Int, Text>
let shades = ["red", "green"]
ForEach(shades.enumerated(), id: \.offset) { pair in
    Text("\(pair.offset). \(pair.element)")
}

// MARK: - enumerated_pairs_in_an_array
// expect: ForEach<Array<(offset: Int, element: String)>, Int, Text>
let tints = ["red", "green"]
ForEach(Array(tints.enumerated()), id: \.offset) { pair in
    Text(pair.element)
}

// MARK: - reversed_collection_in_for_each
// expect: ForEach<ReversedCollection<Array<String>>, String, Text>
let steps = ["one", "two"]
ForEach(steps.reversed(), id: \.self) { Text($0) }

// MARK: - reversed_range_in_for_each
// expect: ForEach<ReversedCollection<Range<Int>>, Int, Text>
ForEach((0..<3).reversed(), id: \.self) { Text("\($0)") }

// MARK: - reversed_into_an_array
// expect: ForEach<Array<Int>, Int, Text>
let countdown: [Int] = (1...3).reversed()
ForEach(countdown, id: \.self) { Text("\($0)") }

// MARK: - string_of_reversed_characters
// expect: Text
Text(String("stressed".reversed()))

// MARK: - slice_of_a_reversed_collection
// expect: ForEach<Slice<ReversedCollection<Array<Int>>>, Int, Text>
let scores = [3, 9, 5]
ForEach(scores.reversed().prefix(2), id: \.self) { Text("\($0)") }

// MARK: - prefix_of_a_range_is_a_range
// expect: ForEach<Range<Int>, Int, Text>
ForEach((0..<10).prefix(3), id: \.self) { Text("\($0)") }

// MARK: - appending_sequences
// expect: ForEach<Array<Int>, Int, Text>
func grown() -> [Int] {
    var values = [0]
    values.append(contentsOf: 1...3)
    return values
}
ForEach(grown(), id: \.self) { Text("\($0)") }

// MARK: - appending_characters_to_a_string
// expect: Text
func spelled() -> String {
    var word = "ab"
    word.append(contentsOf: "cd")
    word.append(contentsOf: ["e" as Character])
    return word
}
Text(spelled())

// MARK: - wrapping_arithmetic
// expect: Text
func checksum(_ bytes: [UInt8]) -> UInt8 {
    var sum: UInt8 = 0
    for byte in bytes { sum = sum &+ byte &* 3 }
    sum &-= 1
    return sum
}
Text("\(checksum([200, 100, 7]))")

// MARK: - local_var_and_let
// expect: VStack<TupleView<(Text, Text)>>
var greeting = "Hello"
let target = "world"
VStack {
    Text(greeting)
    Text(target)
}

// MARK: - local_closure_value
// expect: TupleView<(Text, Text)>
let makeRow = { (s: String) in Text(s) }
makeRow("a")
makeRow("b")

// MARK: - tuple_destructuring
// expect: HStack<TupleView<(Text, Text)>>
let (first, second) = ("one", "two")
HStack {
    Text(first)
    Text(second)
}

// MARK: - any_view_from_ternary
// expect: AnyView
let fancy = true
fancy ? AnyView(Text("fancy").bold()) : AnyView(Image(systemName: "plain"))

// MARK: - id_from_expression
// expect: TupleView<(IDView<Text, Bool>, IDView<Text, String>)>
let n = 4
let key: String? = nil
Text("even?").id(n % 2 == 0)
Text("keyed").id(key ?? "default")

// MARK: - explicit_return_single
// expect: Text
return Text("returned")

// MARK: - explicit_return_after_locals
// expect: VStack<TupleView<(Text, Text)>>
let a = "a"
let b = "b"
return VStack {
    Text(a)
    Text(b)
}

// MARK: - explicit_return_inside_nested_closure
// expect: VStack<HStack<Text>>
VStack {
    return HStack {
        Text("inner builder still applies")
    }
}

// MARK: - explicit_return_in_user_body
// expect: Text
struct Plain: View {
    var body: some View {
        return Text("no builder here")
    }
}
Plain().body

// MARK: - unicode_and_escapes
// expect: TupleView<(Text, Text)>
Text("Grüße 👋 \"quoted\" \\ backslash")
Text("tab\tnew\nline")

// MARK: - numeric_conversions
// expect: VStack<TupleView<(Text, ModifiedContent<Text, _FrameLayout>, Text)>>
let count = 3
let ratio = 2.7
VStack {
    Text("\(Double(count) / 2) \(Int(ratio)) \(String(count)) \(String(describing: ratio))")
    Text("half").frame(width: CGFloat(count) * 10)
    Text(String(Int(Double(count))))
}

// MARK: - key_path_literal_kinds
// expect: TupleView<(Tagged<KeyPath<Item, Int>>, Tagged<WritableKeyPath<Item, String>>, Tagged<ReferenceWritableKeyPath<Shelf, String>>, Tagged<KeyPath<Shelf, Int>>)>
struct Item { let id = 1; var name = "a" }
final class Shelf { var item = Item() }
struct Tagged<K>: View {
    let path: K
    var body: some View { Text("k") }
}
Tagged(path: \Item.id)
Tagged(path: \Item.name)
Tagged(path: \Shelf.item.name)
Tagged(path: \Shelf.item.id)

// MARK: - key_path_subscript_reads_and_writes
// expect: Text
struct Item { let id = 1; var name = "a" }
final class Shelf { var item = Item() }
func read<V>(_ item: Item, _ path: KeyPath<Item, V>) -> V { item[keyPath: path] }
var item = Item()
let name = \Item.name
let shelf = Shelf()
let _ = item[keyPath: name] = "b"
let _ = shelf[keyPath: \Shelf.item.name] = "c"
Text(item[keyPath: name] + read(item, name) + "\(item[keyPath: \.id])" + shelf.item.name)

// MARK: - tuple_comparisons
// expect: Text
let newer = (2, "b") > (1, "z") && (1, 2, 3) == (1, 2, 3) && (1.5, 2) <= (1.5, 3) && (1, 2) != (1, 3)
Text("\(newer)")

// MARK: - optional_map_in_builders
// expect: List<Never, TupleView<(Optional<Text>, Optional<Text>, Text)>>
let url: URL? = URL(string: "https://example.com")
let name: String? = "Ada"
let count: Int? = "12".isEmpty ? nil : 12
List {
    name.map { Text($0) }
    url.map { link in Text(link.absoluteString) }
    Text("\(count.flatMap { $0 > 10 ? $0 : nil } ?? 0)")
}

// MARK: - constants_assigned_in_branches
// expect: Text
func describe(_ mode: Int, _ flag: Bool) -> String {
    let title: String
    if flag {
        title = "yes"
    } else if mode > 3 {
        title = "big"
    } else {
        guard mode >= 0 else { return "negative" }
        title = "no"
    }
    let label: String
    switch mode {
    case 1: label = "one"
    case ...0: return title
    default: label = "many"
    }
    let note: String
    if mode == 2 { note = "two" } else { return title + label }
    return title + " " + label + " " + note
}
Text(describe(2, false))

// MARK: - array_slices_by_ranges
// expect: VStack<TupleView<(ForEach<ArraySlice<String>, String, Text>, Text)>>
let names = ["Ada", "Grace", "Alan", "Edsger"]
let rest = names[1...]
VStack {
    ForEach(names[..<2], id: \.self) { Text($0) }
    Text("\(rest.count) \(Array(names[1..<3])) \(names[...1].first ?? "") \(names[2...3].last ?? "")")
}

// MARK: - lazy_sequences
// expect: TupleView<(Shown<LazyMapSequence<Array<Int>, Int>>, Shown<LazyFilterSequence<ClosedRange<Int>>>, Shown<LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<String>, Optional<Int>>>, Int>>, Shown<LazySequence<Array<Int>>>, Shown<LazyMapSequence<Array<Int>, String>>, Text)>
struct Shown<S: Sequence>: View {
    let values: S
    var body: some View { Text("\(Array(values))") }
}
let ranges = [1.0..<2.0, 0.5..<3.0]
let low = ranges.lazy.map { $0.lowerBound }.min()!
let high = ranges.lazy.map { $0.upperBound }.max()!
let numbers = [3, 1, 2]
Shown(values: numbers.lazy.map { $0 * 2 })
Shown(values: (1...10).lazy.filter { $0 % 2 == 0 }.filter { $0 > 4 })
Shown(values: ["1", "x", "3"].lazy.compactMap { Int($0) })
Shown(values: numbers.lazy)
Shown(values: numbers.lazy.map { $0 + 1 }.map { "\($0)" })
Text("\(low)…\(high) \([4, 9].min() ?? 0) \(Set([2, 5]).max() ?? 0)")

// MARK: - strides
// expect: TupleView<(Shown<StrideTo<Int>>, Shown<StrideThrough<Double>>, HStack<ForEach<Array<Int>, Int, Text>>)>
struct Shown<S: Sequence>: View {
    let values: S
    var body: some View { Text("\(Array(values))") }
}
func total() -> Int {
    var sum = 0
    for tick in stride(from: 10, through: 0, by: -5) { sum += tick }
    return sum
}
Shown(values: stride(from: 0, to: 10, by: 3))
Shown(values: stride(from: 0.0, through: 1.0, by: 0.25))
HStack {
    ForEach(Array(stride(from: 0, to: total(), by: 5)), id: \.self) { Text("\($0)") }
}

// MARK: - ranges_typed_by_an_optional_context
// expect: Text
struct Chart {
    var values: [Double]
    var rangeY: ClosedRange<Double>?
    init(_ values: [Double], rangeY: ClosedRange<Double>? = nil) {
        self.values = values
        self.rangeY = rangeY
    }
    init(_ points: [(Double, Double)], rangeY: ClosedRange<Double>? = nil) {
        self.values = points.map { $0.1 }
        self.rangeY = rangeY
    }
}
let chart = Chart([6, 8, 6], rangeY: -5...15)
Text("\(chart.rangeY?.upperBound ?? 0)")

// MARK: - generic_annotation_without_arguments_on_properties
// expect: Text
// A property's type named without its generic arguments takes them from its initial value.
struct Tagged {
    var ids: Set = [3, 1]
    static let names: Array = ["a", "b"]
}
let scores: Dictionary = ["a": 1]
let span: ClosedRange = 1...3
Text("\(Tagged().ids.sorted()) \(Tagged.names) \(scores) \(span)")

// MARK: - a_type_s_operator_as_a_function_value
// expect: Text
// An operator a type declares, named as a function value, is a call of it (`Text + Text`).
[Text("a"), Text("b").bold()].reduce(Text(""), +)

// MARK: - substrings_beside_strings
// expect: VStack<TupleView<(Text, Text)>>
let time = "10:30pm"
let suffix: Substring = time.suffix(2)
let literal: Substring = "pm"
VStack {
    Text("\(suffix == "pm") \(suffix == literal) \(time != suffix)")
    Text(String(suffix + "!") + "ab".prefix(1))
}

// MARK: - number_literals_beside_a_double_make_doubles
// expect: ForEach<Array<Double>, Double, Text>
ForEach([1, 2.5, -3], id: \.self) { Text("\($0)") }

// MARK: - an_integer_literal_before_a_double_value
// expect: ForEach<Array<Double>, Double, Text>
let spacing = 3.5
ForEach([0, spacing], id: \.self) { Text("\($0)") }

// MARK: - dictionary_of_integer_and_fraction_literals
// expect: ForEach<Array<Double>, Double, Text>
ForEach(Array(["low": 1, "high": 2.5].values), id: \.self) { Text("\($0)") }

// MARK: - tuple_and_optional_types_named_as_expressions
// expect: ForEach<Array<String>, String, Text>
func describe<T>(_ type: T.Type) -> String { "\(type)" }
var skipped = [(String, Int)]()
let _ = skipped.append(("feed", 2))
let named = [(name: String, count: Int)]()
ForEach(skipped.map(\.0) + named.map(\.name), id: \.self) { Text($0 + describe(Int?.self)) }

// MARK: - numbered_rows_zipped_with_an_endless_range
// expect: ForEach<Array<String>, String, Text>
let ranked = zip(1..., ["Ada", "Grace"]).map { "\($0). \($1)" }
ForEach(ranked, id: \.self) { Text($0) }
