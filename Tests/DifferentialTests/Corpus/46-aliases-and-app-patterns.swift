// Generic type aliases as apps and libraries write them: The Composable Architecture's
// `StoreOf<R: Reducer>`, clean-architecture's `Store<State> = CurrentValueSubject<State, Never>`
// (called as an initializer and extended), aliases of function, tuple and dictionary types.

// MARK: - generic_alias_of_dependent_members
// expect: VStack<TupleView<(Text, Text)>>
protocol Reducer { associatedtype State; associatedtype Action }
struct Store<State, Action> { var state: State }
typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
struct Counter: Reducer {
    struct State { var count = 3 }
    enum Action { case increment }
}
struct CounterView: View {
    let store: StoreOf<Counter>
    var body: some View {
        VStack {
            Text("\(store.state.count)")
            Text(String(describing: type(of: store)))
        }
    }
}
CounterView(store: StoreOf<Counter>(state: .init())).body

// MARK: - generic_alias_of_a_subject
// expect: Text
typealias Subject<State> = CurrentValueSubject<State, Never>
extension Subject {
    func bulkUpdate(_ update: (inout Output) -> Void) {
        var copy = value
        update(&copy)
        value = copy
    }
}
struct AppState { var name = "app" }
let subject = Subject<AppState>(AppState())
let _ = subject.bulkUpdate { $0.name = "renamed" }
Text(subject.value.name)

// MARK: - generic_aliases_of_structural_types
// expect: Text
typealias Handler<T> = (T) -> Void
typealias Pair<T> = (T, T)
typealias Lookup<Value> = [String: Value]
let doubled: Handler<Int> = { print($0 * 2) }
let pair: Pair<String> = ("a", "b")
let lookup = Lookup<Int>()
Text(pair.0 + pair.1 + "\(lookup.count)")

// MARK: - member_generic_alias
// expect: Text
protocol Reducer { associatedtype State; associatedtype Action }
struct Store<State, Action> { var state: State }
struct Counter: Reducer {
    struct State { var count = 3 }
    enum Action { case increment }
}
enum Namespace {
    typealias Boxed<R: Reducer> = Store<R.State, R.Action>
}
let boxed: Namespace.Boxed<Counter> = Store(state: Counter.State(count: 5))
Text("\(boxed.state.count)")

// MARK: - synthesized_coding_keys_in_custom_decoding
// expect: Text
struct Settings: Codable {
    var name: String
    var count: Int
    var observed = 0 { didSet { print("changed") } }
    var doubled: Int { count * 2 }
    static let version = 1
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? "none"
        count = try container.decode(Int.self, forKey: .count)
        observed = try container.decodeIfPresent(Int.self, forKey: .observed) ?? 0
    }
}
let settings = try! JSONDecoder().decode(Settings.self, from: Data("{\"count\": 2}".utf8))
Text("\(settings.name) \(settings.doubled) \("abc".utf8.count)")

// MARK: - method_references_as_actions
// expect: VStack<TupleView<(Button<Text>, Section<Text, ForEach<Array<String>, String, Text>, EmptyView>, Text)>>
final class Model: ObservableObject {
    @Published var count = 0
    let sections = ["a", "b"]
    func increment() { count += 1 }
    func add(_ n: Int) -> Int { count + n }
}
struct Actions: View {
    @StateObject var model = Model()
    let title: String
    var body: some View {
        VStack {
            Button("Tap", action: model.increment)
            Section(title) {
                ForEach(model.sections, id: \.self) { Text($0) }
            }
            Text("\([1, 2].map(model.add))")
        }
    }
}
Actions(title: "Items").body

// MARK: - dates_read_with_a_format
// expect: Text
let formatter = DateFormatter()
let utc: TimeZone = TimeZone(secondsFromGMT: 0)!
let decoder = JSONDecoder()
let strategy: JSONDecoder.DateDecodingStrategy = .formatted(formatter)
let parsed: Date? = formatter.date(from: "2024-05-01")
Text("\(utc.secondsFromGMT()) \(parsed == nil) \(formatter.locale.identifier) \(TimeZone.current == TimeZone.gmt)")

// MARK: - timeline_views
// expect: VStack<TupleView<(TimelineView<PeriodicTimelineSchedule, VStack<TupleView<(Text, Text)>>>, TimelineView<AnimationTimelineSchedule, Text>, TimelineView<EveryMinuteTimelineSchedule, Text>, TimelineView<ExplicitTimelineSchedule<Array<Date>>, Text>)>>
func firstEntries<S: TimelineSchedule>(_ schedule: S) -> S.Entries { schedule.entries(from: Date(), mode: .normal) }
struct Clocks: View {
    let mode: TimelineScheduleMode = .lowFrequency
    let dates: [Date] = firstEntries(EveryMinuteTimelineSchedule())
    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                VStack {
                    Text(context.date, style: .time)
                    Text("\(context.cadence == .live)")
                }
            }
            TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in
                Text("\(context.date.timeIntervalSinceReferenceDate)")
            }
            TimelineView(.everyMinute) { (context: TimelineViewDefaultContext) in
                Text("\(context.cadence < .minutes)")
            }
            TimelineView(.explicit([Date(), Date(timeIntervalSinceNow: 60)])) { _ in
                Text("\(TimelineView<AnimationTimelineSchedule, Text>.Context.Cadence.seconds == .seconds)")
            }
        }
    }
}
Clocks().body

// MARK: - associated_type_from_a_method_and_protocol_alias
// expect: Text
protocol Lookup {
    typealias Key = String
    associatedtype Item
    func item(for key: Self.Key) -> Item
}
struct Lengths: Lookup {
    func item(for key: String) -> Int { key.count }
}
func first<S: Lookup>(_ source: S, _ key: S.Key) -> S.Item { source.item(for: key) }
let length: Lengths.Item = first(Lengths(), "abc")
Text("\(length + 1)")

// MARK: - local_functions_in_an_initializer
// expect: VStack<TupleView<(ForEach<Array<String>, String, Text>, Text)>>
struct Header: View {
    let layers: [String]
    let rotation: Double
    init(time: Double) {
        func layer(_ name: String) -> String { "layer/\(name)" }
        func percent(duration: Double) -> Double {
            time.truncatingRemainder(dividingBy: duration) / duration
        }
        func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
        layers = ["sky", "hills"].map(layer) + [String(factorial(5))]
        rotation = percent(duration: 4)
    }
    var body: some View {
        VStack {
            ForEach(layers, id: \.self) { Text($0) }
            Text("\(rotation)")
        }
    }
}
Header(time: 5).body

// MARK: - associated_type_from_a_method_parameter
// expect: ModifiedContent<CountRow, _EnvironmentKeyWritingModifier<Optional<FluxStore<Int>>>>
// A connected view's state type is inferred from its `map(state:)` parameter (SwiftUIFlux's
// ConnectedView), and its body's environment object is a store of that type.
final class FluxStore<State>: ObservableObject {
    @Published var state: State
    init(state: State) { self.state = state }
}
struct Connector<State, V: View>: View {
    @EnvironmentObject var store: FluxStore<State>
    let content: (State) -> V
    var body: V { content(store.state) }
}
protocol ConnectedView: View {
    associatedtype StoreState
    associatedtype Props
    associatedtype V: View
    func map(state: StoreState) -> Props
    func body(props: Props) -> V
}
extension ConnectedView {
    var body: Connector<StoreState, V> { Connector { self.body(props: self.map(state: $0)) } }
}
struct CountRow: ConnectedView {
    func map(state: Int) -> String { "count \(state)" }
    func body(props: String) -> Text { Text(props) }
}
CountRow().environmentObject(FluxStore(state: 7))

// MARK: - generic_parameter_constrained_to_a_class
// expect: Text
// A generic parameter may be bound by a class (Foundation's `Measurement<UnitType: Unit>`):
// any subclass satisfies it, and the class's members are the parameter's.
class Dimensioned { var symbol: String { "?" } }
class Lengthy: Dimensioned {}
final class Meters: Lengthy { override var symbol: String { "m" } }
struct Reading<UnitType: Dimensioned> {
    var value: Double
    var unit: UnitType
    var label: String { "\(value) \(unit.symbol)" }
}
func describe<U>(_ reading: Reading<U>) -> String where U: Lengthy { reading.label }
Text(describe(Reading(value: 2, unit: Meters())))

// MARK: - task_sleep_takes_unsigned_nanoseconds
// expect: Text
extension UInt64 {
    static func secondsToNanoseconds(_ seconds: Double) -> UInt64 { UInt64(seconds * 1_000_000_000) }
}
func pause() async {
    try? await Task.sleep(nanoseconds: .secondsToNanoseconds(0.75))
}
Text("\(UInt64.secondsToNanoseconds(1.5))")

// MARK: - default_literal_type_aliases
// expect: Text
struct Identifier<Object>: ExpressibleByStringLiteral, Hashable {
    var rawValue: String
    init(stringLiteral value: StringLiteralType) { rawValue = value }
}
struct Points: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    var value: Double
    init(integerLiteral value: IntegerLiteralType) { self.value = Double(value) }
    init(floatLiteral value: FloatLiteralType) { self.value = value }
    init(booleanLiteral value: BooleanLiteralType) { self.value = value ? 1 : 0 }
}
let unicode: UnicodeScalarType = "u"
let grapheme: ExtendedGraphemeClusterType = "g"
let server: Identifier<Int> = "historic"
let scores: [Points] = [3, 2.5, true]
Text("\(server.rawValue) \(scores.map(\.value)) \(unicode)\(grapheme)")

// MARK: - struct_initializer_beside_another_left_out_alone
// expect: Text
struct Exception: Equatable {
    private var data: [UInt8]
    init?(bytes: [UInt8]) {
        guard !bytes.isEmpty else { return nil }
        data = bytes
    }
    init(decoded string: String) { data = Array(string.utf8) }
    var count: Int { data.count }
}
Text("\(Exception(decoded: "abc").count) \(Exception(bytes: []) == nil)")
