// `if` and `switch` as values (SE-0380) in the places views use them, `defer`, tuple
// assignment, zero initializers and an array literal of a value and an optional.

// MARK: - if_expression_in_a_view_property
// expect: Text
struct Badge: View {
    var count: Int
    var tint: Color {
        if count > 9 { .red } else if count > 0 { .orange } else { .gray }
    }
    var body: some View {
        let label = if count > 99 { "99+" } else { "\(count)" }
        Text(label).foregroundStyle(tint)
    }
}
Badge(count: 120).body

// MARK: - switch_expression_as_a_function_result
// expect: Image
enum Status { case idle, running, failed }
func symbol(for status: Status) -> String {
    switch status {
    case .idle: "pause.circle"
    case .running: "play.circle"
    case .failed: "xmark.octagon"
    }
}
Image(systemName: symbol(for: .running))

// MARK: - if_expression_in_a_closure_and_an_assignment
// expect: VStack<ForEach<Array<String>, String, Text>>
struct Labels: View {
    var values: [Int]
    var body: some View {
        VStack {
            ForEach(values.map { if $0.isMultiple(of: 2) { "even \($0)" } else { "odd \($0)" } }, id: \.self) { Text($0) }
        }
    }
}
Labels(values: [1, 2]).body

// MARK: - defer_and_tuple_assignment
// expect: Text
func swapped() -> String {
    var log = ""
    var (first, second) = ("a", "b")
    defer { log += "!" }
    (first, second) = (second, first)
    return first + second + log
}
Text(swapped())

// MARK: - zero_initializers_and_optional_elements
// expect: Text
func caption(_ title: String, _ subtitle: String?) -> String {
    var total = Int()
    total += Int("ff", radix: 16) ?? 0
    return [title, subtitle].compactMap { $0 }.joined() + String() + "\(total)" + "\(Double())"
}
Text(caption("Title", nil))

// MARK: - lazy_property_and_static_self
// expect: VStack<TupleView<(Text, Text)>>
final class SearchModel {
    var selection = 0
    var searchTag = 2
    lazy var isSearching: Bool = { self.selection == self.searchTag }()
    static var shared: SearchModel { self.init() }
    static var typeName: String { String(describing: self) }
    required init() {}
}
struct SearchHeader: View {
    let model = SearchModel.shared
    var body: some View {
        VStack {
            Text(model.isSearching ? "searching" : "idle")
            Text(SearchModel.typeName)
        }
    }
}
SearchHeader().body

// MARK: - result_switched_in_a_view
// expect: _ConditionalContent<Text, Text>
enum FetchError: Error { case offline }
struct Outcome: View {
    var result: Result<[String], FetchError>
    var body: some View {
        switch result {
        case .success(let names): Text(names.joined(separator: ", "))
        case .failure(let error): Text("failed: \(String(describing: error))")
        }
    }
}
Outcome(result: .success(["a"])).body
