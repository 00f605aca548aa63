// searchSuggestions, the radio-group picker style, contextMenu(forSelectionType:menu:primaryAction:),
// PhaseAnimator (shown in its first phase), URLSession.dataTaskPublisher (failing at once: no
// network), and an environment value read through a key path of two components.

// MARK: - search_suggestions
// expect: ModifiedContent<ModifiedContent<List<Never, ForEach<Array<String>, String, Text>>, SearchableModifier>, SearchSuggestionsModifier<ForEach<Array<String>, String, ModifiedContent<Text, SearchCompletionModifier>>>>
let names = ["Ada", "Alan"]
List(names, id: \.self) { Text($0) }
    .searchable(text: .constant(""))
    .searchSuggestions {
        ForEach(names, id: \.self) { Text($0).searchCompletion($0) }
    }

// MARK: - radio_group_picker_style
// expect: ModifiedContent<Picker<Text, Int, TupleView<(ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _TraitWritingModifier<TagValueTraitKey<Optional<Int>>>>, ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<TagValueTraitKey<Int>>>, _TraitWritingModifier<TagValueTraitKey<Optional<Int>>>>)>>, PickerStyleWriter<RadioGroupPickerStyle>>
Picker("Size", selection: .constant(1)) {
    Text("S").tag(1)
    Text("L").tag(2)
}
.pickerStyle(.radioGroup)

// MARK: - context_menu_for_selection
// expect: ModifiedContent<List<String, ForEach<Array<String>, String, Text>>, ContextMenuForSelectionModifier<String, Button<Text>>>
List(["a", "b"], id: \.self, selection: .constant(Set<String>())) { Text($0) }
    .contextMenu(forSelectionType: String.self) { items in
        Button("Delete \(items.count)") {}
    } primaryAction: { items in
        print(items)
    }

// MARK: - context_menu_for_selection_inferred
// expect: ModifiedContent<List<Never, ForEach<Array<String>, String, Text>>, ContextMenuForSelectionModifier<String, Text>>
List(["a", "b"], id: \.self) { Text($0) }
    .contextMenu { (items: Set<String>) in
        Text("\(items.count)")
    }

// MARK: - phase_animator
// expect: PhaseAnimator<Bool, _ShapeView<Circle, Color>>
PhaseAnimator([false, true]) { glowing in
    Circle().fill(glowing ? .yellow : .gray)
}

// MARK: - phase_animator_with_trigger
// expect: PhaseAnimator<Double, ModifiedContent<Text, _ScaleEffect>>
PhaseAnimator([1.0, 1.5, 1.0], trigger: 3, content: { scale in
    Text("Hi").scaleEffect(scale)
}, animation: { _ in .easeInOut })

// MARK: - data_task_publisher
// expect: Text
final class Loader: ObservableObject {
    @Published var failed = false
    var cancellable: AnyCancellable?
    func load() {
        cancellable = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com")!)
            .map(\.data)
            .sink { completion in
                if case .failure = completion { self.failed = true }
            } receiveValue: { _ in }
    }
}
let loader = Loader()
let request: URLSession.DataTaskPublisher = URLSession.shared.dataTaskPublisher(for: URLRequest(url: URL(string: "https://example.com")!))
let _ = loader.load()
Text(loader.failed ? "offline" : "loaded")

// MARK: - environment_key_path_of_two_components
// expect: Text
struct ListStyleValue { var indent = 2 }
struct Theme { var list = ListStyleValue() }
struct ThemeKey: EnvironmentKey { static let defaultValue = Theme() }
extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
struct Bullets: View {
    @Environment(\.theme.list) private var list
    var body: some View { Text("\(list.indent)") }
}
Bullets().body
