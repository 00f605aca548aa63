// Data flow: observable models and the property wrappers that hold them, the environment,
// focus, app storage and namespaces. The snippets' types are what swiftc prints; the runtime
// behaviour (which bodies re-run) is in Tests/Transcripts/dataflow.

// MARK: - flow_observable_object_state_object
// expect: Text
class CounterModel: ObservableObject {
    @Published var count = 0
    func bump() {
        objectWillChange.send()
        let publisher: ObservableObjectPublisher = objectWillChange
        publisher.send()
    }
}
struct CounterScreen: View {
    @StateObject private var model = CounterModel()
    var body: some View {
        Text("\(model.count)")
    }
}
Text("\(CounterModel().count)")

// MARK: - flow_observed_object_wrapper_binding
// expect: TextField<Text>
class Profile: ObservableObject {
    @Published var name = "Ann"
}
struct ProfileEditor: View {
    @ObservedObject var profile: Profile
    var body: some View {
        let wrapper: ObservedObject<Profile>.Wrapper = $profile
        TextField("Name", text: wrapper.name)
    }
}
TextField("Name", text: .constant("Ann"))

// MARK: - flow_environment_object
// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Settings>>>
class Settings: ObservableObject {
    @Published var volume = 5
}
struct SettingsView: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        Stepper("Volume", value: $settings.volume)
    }
}
Text("Settings").environmentObject(Settings())

// MARK: - flow_observable_bindable
// expect: ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<Library>>>
final class Library: Observable {
    var title = "Books"
}
struct LibraryEditor: View {
    @Bindable var library: Library
    var body: some View {
        TextField("Title", text: $library.title)
    }
}
struct LibraryReader: View {
    @Environment(Library.self) var library
    var body: some View {
        Text(library.title)
    }
}
Text("Library").environment(Library())

// MARK: - flow_environment_keys
// expect: VStack<TupleView<(Text, Text, Text, Text)>>
struct EnvironmentReader: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.colorSchemeContrast) var contrast
    @Environment(\.dynamicTypeSize) var typeSize
    @Environment(\.horizontalSizeClass) var horizontal
    @Environment(\.verticalSizeClass) var vertical
    @Environment(\.isEnabled) var isEnabled
    @Environment(\.editMode) var editMode
    @Environment(\.scenePhase) var scenePhase
    @Environment(\.isSearching) var isSearching
    @Environment(\.isPresented) var isPresented
    var body: some View {
        Text(colorScheme == .dark ? "dark" : "light")
    }
}
let schemes: [ColorScheme] = [.light, .dark]
let contrasts: [ColorSchemeContrast] = [.standard, .increased]
let classes: [UserInterfaceSizeClass] = [.compact, .regular]
let phases: [ScenePhase] = [.active, .inactive, .background]
let modes: [EditMode] = [.active, .inactive, .transient]
let sizes: [DynamicTypeSize] = [.xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge]
let accessible: [DynamicTypeSize] = [.accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5]
VStack {
    Text("\(schemes.count) \(contrasts.count) \(classes.count) \(phases.count)")
    Text("\(modes.count) \(EditMode.active.isEditing)")
    Text("\(sizes.count) \(DynamicTypeSize.accessibility1.isAccessibilitySize)")
    Text("\(accessible.count)")
}

// MARK: - flow_environment_writing
// expect: ModifiedContent<ModifiedContent<Text, _EnvironmentKeyWritingModifier<ColorScheme>>, _EnvironmentKeyWritingModifier<DynamicTypeSize>>
Text("Night").environment(\.colorScheme, .dark).environment(\.dynamicTypeSize, .xLarge)

// MARK: - flow_dismiss_and_open_url
// expect: Button<Text>
struct DoneButton: View {
    @Environment(\.dismiss) var dismiss
    @Environment(\.openURL) var openURL
    var body: some View {
        Button("Done") {
            dismiss()
            dismiss.callAsFunction()
            openURL(URL(string: "https://swift.org")!)
        }
    }
}
let results: [OpenURLAction.Result] = [.handled, .discarded, .systemAction]
let action = OpenURLAction { _ in .handled }
let done: DismissAction? = nil
Button("Done \(results.count)") {}

// MARK: - flow_custom_environment_key
// expect: Text
struct AccentKey: EnvironmentKey {
    static let defaultValue = 1
}
let values = EnvironmentValues()
Text("\(AccentKey.defaultValue) \(values.isEnabled)")

// MARK: - flow_focus_state
// expect: VStack<TupleView<(ModifiedContent<TextField<Text>, _FocusedModifier<Bool>>, Text)>>
struct FocusForm: View {
    @FocusState var isFocused: Bool
    var body: some View {
        TextField("Name", text: .constant("")).focused($isFocused)
    }
}
struct FieldPicker: View {
    let field: FocusState<Int>.Binding
    var body: some View {
        TextField("Code", text: .constant("")).focused(field, equals: 1)
    }
}
VStack {
    TextField("A", text: .constant("")).focused(FocusState<Bool>().projectedValue)
    Text("focus")
}

// MARK: - flow_app_and_scene_storage
// expect: Toggle<Text>
struct Preferences: View {
    @AppStorage("sound") var sound = true
    @SceneStorage("tab") var tab = "home"
    var body: some View {
        Toggle("Sound", isOn: $sound)
    }
}
Toggle("Sound", isOn: .constant(true))

// MARK: - flow_namespace
// expect: Text
struct Hero: View {
    @Namespace var namespace
    var body: some View {
        let id: Namespace.ID = namespace
        Text("\(id == namespace)")
    }
}
Text("hero")

// MARK: - flow_published_initial_value
// expect: Text
class Feed: ObservableObject {
    @Published var items: [String] = []
    @Published var isLoading = false
}
let published = Published(initialValue: 3)
Text("\(Feed().items.count)")

// MARK: - wrapper_storage_set_in_an_initializer
// expect: VStack<TupleView<(Toggle<Text>, Button<Text>)>>
final class Feed: ObservableObject {
    @Published var count = 1
}
struct FeedRow: View {
    @StateObject private var feed: Feed
    @State private var title: String
    @Binding var isOn: Bool
    init(title: String, isOn: Binding<Bool>) {
        _feed = StateObject(wrappedValue: Feed())
        _title = State(initialValue: title)
        self._isOn = isOn
    }
    var body: some View {
        VStack {
            Toggle(title, isOn: $isOn)
            Button("More \(feed.count)") { feed.count += 1 }
        }
    }
}
FeedRow(title: "Wi-Fi", isOn: .constant(true)).body

// MARK: - user_dynamic_property_wrapper
// expect: Text
@propertyWrapper
struct Setting: DynamicProperty {
    @State private var stored = "dark"
    var wrappedValue: String { stored }
    init() {}
    mutating func update() {}
}
struct Appearance: View {
    @Setting var theme: String
    var body: some View { Text(theme) }
}
Appearance().body

// MARK: - swiftdata_query_and_context
// expect: ModifiedContent<ModifiedContent<Shelf, _ModelContainerModifier>, _ModelContainerModifier>
final class Book: PersistentModel {
    var title: String
    init(title: String) { self.title = title }
}
struct Shelf: View {
    @Environment(\.modelContext) var modelContext
    @Query(sort: \Book.title, order: .reverse) var books: [Book]
    @Query(FetchDescriptor<Book>(sortBy: [SortDescriptor(\Book.title, order: .forward)])) var sorted: [Book]
    @Query(sort: [SortDescriptor(\Book.title)], animation: .default) var all: [Book]
    var body: some View {
        List {
            ForEach(books) { Text($0.title) }
            Button("Add") { modelContext.insert(Book(title: "x")) }
            Button("Remove") {
                if let first = books.first { modelContext.delete(first) }
                if modelContext.hasChanges { try? modelContext.save() }
            }
        }
    }
}
let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
let context: ModelContext = container.mainContext
let count = try! context.fetchCount(FetchDescriptor<Book>())
let found = try! container.mainContext.fetch(FetchDescriptor<Book>())
let identifier: PersistentIdentifier? = nil
let order: SortOrder = .forward
Shelf()
    .modelContainer(for: Book.self, inMemory: count == found.count && order == .forward && identifier == nil)
    .modelContainer(container)

// MARK: - swiftdata_queries_filtered_by_a_predicate
// expect: Aviary
final class Bird: PersistentModel {
    var name: String
    init(name: String) { self.name = name }
}
func isNamed(_ predicate: Predicate<Bird>?, _ bird: Bird) -> Bool {
    (try? predicate?.evaluate(bird)) ?? true
}
struct Aviary: View {
    @Query(filter: nil, sort: \Bird.name) var birds: [Bird]
    @Query(filter: nil, sort: [SortDescriptor(\Bird.name)]) var all: [Bird]
    @Query(FetchDescriptor<Bird>(predicate: nil, sortBy: [])) var none: [Bird]
    var body: some View {
        Text("\(birds.count) \(all.count) \(none.count) \(FetchDescriptor<Bird>().predicate == nil)")
    }
}
Aviary()

// MARK: - timers_and_their_publisher
// expect: VStack<TupleView<(SubscriptionView<Autoconnect<TimerPublisher>, Text>, Text)>>
struct Clock: View {
    @State private var ticks = 0
    let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
            Text(describe(Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { $0.invalidate() }))
        }
    }
    func describe(_ timer: Timer) -> String {
        let manual: Cancellable = Timer.publish(every: 2, tolerance: 0.1, on: RunLoop.current, in: RunLoop.Mode.default).connect()
        manual.cancel()
        return "\(timer.timeInterval) \(timer.isValid)"
    }
}
Clock().body

// MARK: - publishers_received_on_a_scheduler
// expect: Text
func deliver<S: Scheduler>(_ values: PassthroughSubject<Int, Never>, on scheduler: S) -> Publishers.ReceiveOn<PassthroughSubject<Int, Never>, S> {
    values.receive(on: scheduler)
}
let values = PassthroughSubject<Int, Never>()
let onMain = deliver(values, on: DispatchQueue.main)
let onRunLoop = values.receive(on: RunLoop.main)
let ticket = onMain.sink { _ in }
let other = onRunLoop.sink { _ in }
Text(Thread.isMainThread && Thread.current.isMainThread ? "main" : "other")

// MARK: - bindings_that_animate_their_writes
// expect: VStack<TupleView<(Toggle<Text>, Slider<EmptyView, EmptyView>)>>
struct Levels {
    static var isOn = false
    static var level = 0.5
}
let isOn = Binding(get: { Levels.isOn }, set: { Levels.isOn = $0 })
let level = Binding(get: { Levels.level }, set: { Levels.level = $0 })
let quick = Transaction(animation: .easeIn)
VStack {
    Toggle("Lights", isOn: isOn.animation())
    Slider(value: level.animation(.spring()).transaction(quick))
}
