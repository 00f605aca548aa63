// `LabeledContent` with each of the SDK's initializers; patterns from real apps' models: a
// switch leaving out a case that carries `Never`, a preference key whose value type is inferred
// from `defaultValue` and declared after its use, `@Published` optionals without a value, and a
// static function called by its bare name in a wrapped property's initial value.

// MARK: - labeled_content_with_a_value
// expect: Form<TupleView<(LabeledContent<Text, Text>, LabeledContent<Text, Text>, LabeledContent<Text, Text>)>>
let name = "Ada"
Form {
    LabeledContent("Name", value: name)
    LabeledContent("Score", value: 0.5, format: .percent)
    LabeledContent(name, value: "x")
}

// MARK: - labeled_content_with_views
// expect: VStack<TupleView<(LabeledContent<Text, TupleView<(Text, Text)>>, LabeledContent<Label<Text, Image>, Toggle<Text>>, LabeledContent<Text, Image>)>>
let title = "Tags"
VStack {
    LabeledContent("Tags") { Text("a"); Text("b") }
    LabeledContent { Toggle("On", isOn: .constant(true)) } label: { Label("Power", systemImage: "bolt") }
    LabeledContent(title) { Image(systemName: "tag") }
}

// MARK: - switch_leaving_out_a_never_case
// expect: Text
enum Phase<Success, Failure: Error> {
    case pending
    case success(Success)
    case failure(Failure)
}
func describe(_ phase: Phase<String, Never>) -> String {
    switch phase {
    case .pending: return "pending"
    case .success(let value): return value
    }
}
Text(describe(.success("ok")))

// MARK: - preference_key_inferred_value_declared_after_use
// expect: ModifiedContent<Text, _PreferenceActionModifier<SizesKey>>
struct Sizes: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)")
            .onPreferenceChange(SizesKey.self) { sizes in count = sizes.count }
    }
}
struct SizesKey: PreferenceKey {
    static var defaultValue = [Double]()
    static func reduce(value: inout [Double], nextValue: () -> [Double]) { value.append(contentsOf: nextValue()) }
}
Sizes().body

// MARK: - published_optionals_and_static_initial_values
// expect: Text
final class Game: ObservableObject {
    @Published private(set) var board: [Int] = makeBoard()
    @Published var winner: String?
    private static func makeBoard() -> [Int] { [0, 0, 0] }
}
let game = Game()
Text("\(game.board.count) \(game.winner ?? "none")")
