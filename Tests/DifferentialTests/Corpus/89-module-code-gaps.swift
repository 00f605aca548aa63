// What real apps' module files needed of the checker, each as swiftc has it: a type's own
// declaration naming an alias an extension of it declares (exyte/Chat's `ChatView` stores a
// `MessageBuilderParamsClosure`); a collection's `Indices` and `SubSequence` (SwiftUIX's
// `Array<Subview>.Indices`); an empty dictionary literal typed by the enclosing type's parameter
// (SwiftUIX's `[Key: Value] = [:]`); a tuple pattern in an optional binding (`if let (videoID, _)
// = url.youtubeVideoParams`); a name in backticks (Pulse's `` dimensions.width ?? `default`.width ``);
// a store through `MutableCollection`'s subscript in generic code (SwiftUIX's
// `data.wrappedValue[index] = $0`); an implicit member chain headed by an initializer (EhPanda's
// `.init(string: s).forceUnwrapped`); `reduce(into:)` returned as an optional (RedditOS's
// `queryParameters`); collections upcast to wider element types (`userInfo:` given a
// `[String: Any]`); Combine's `subscribe(on:)`; `UInt8(ascii:)` and `Unicode.Scalar` literals
// (NetNewsWire's parsers); iOS 16's `URL(filePath:directoryHint:)`; an HTTP response's headers;
// a URL's user and password; a wrapper's `init(wrappedValue:)` written in an extension, which
// the memberwise initializer does not use (nalexn's `extension Binding { init(wrappedValue:) }`);
// a loop's or a branch's body declaring again the name its loop or condition binds (backyard-birds'
// `for timeInterval in stride(…) { let timeInterval = offset + timeInterval }`); `Date`'s
// `distance(to:)` and `advanced(by:)`; a `KeyPathComparator` whose root the sorted elements say;
// a `WritableKeyPath` where a generic `KeyPath` is taken (clean-architecture's `updates(for:)`);
// an app's type alias named like an SDK type (recipes-app's `typealias AppStore = Store<…>`);
// a static method named by its full name where no function type is wanted.

// MARK: - stored_property_typed_by_an_alias_from_an_extension
// expect: ChatView<Text>
struct ChatView<MessageContent: View>: View {
    @ViewBuilder var messageBuilder: MessageBuilderParamsClosure
    var title: Title = "Chat"
    var body: some View { messageBuilder(title.count) }
}
extension ChatView {
    typealias MessageBuilderParamsClosure = (_ params: Int) -> MessageContent
    typealias Title = String
}
ChatView { count in Text("\(count)") }

// MARK: - collection_member_types_named_through_the_collection
// expect: Text
let values = [3, 1, 2]
let positions: Array<Int>.Indices = values.indices
let tail: [Int].SubSequence = values.dropFirst()
let firstOfTail: ArraySlice<Int>.Index = tail.startIndex
let word: String.SubSequence = "hello".prefix(2)
Text("\(positions.count) \(tail.count) \(firstOfTail) \(word)")

// MARK: - empty_dictionary_of_the_enclosing_types_parameter
// expect: Text
struct Storage<Value> {
    private var values: [String: Value] = [:]
    private var order: [Value] = []
    var count: Int { values.count + order.count }
}
Text("\(Storage<Double>().count)")

// MARK: - optional_binding_of_a_tuple_pattern
// expect: Text
func lookup(_ found: Bool) -> (Int, String)? { found ? (1, "a") : nil }
func describe(_ found: Bool) -> String {
    if var (index, name) = lookup(found), index > 0 { index += 1; name += "!"; return "\(index)\(name)" }
    guard let (index, _) = lookup(!found) else { return "none" }
    return "\(index)"
}
Text(describe(true) + describe(false))

// MARK: - names_written_in_backticks
// expect: Text
struct Dimensions {
    var width: Int
    static let `default` = Dimensions(width: 3)
}
func width(_ dimensions: Dimensions?, default: Int) -> Int { dimensions?.width ?? `default` }
let `class` = "c"
Text("\(width(nil, default: 2)) \(Dimensions.`default`.width) \(`class`)")

// MARK: - stores_through_a_mutable_collections_subscript
// expect: Text
extension MutableCollection {
    mutating func replaceFirst(with value: Element) {
        if let first = indices.first { self[first] = value }
    }
}
func store<C: MutableCollection>(_ collection: inout C, _ index: C.Index, _ value: C.Element) { collection[index] = value }
struct Column<Data: MutableCollection> {
    var data: Data
    mutating func set(_ value: Data.Element, at index: Data.Index) { data[index] = value }
}
func filled() -> String {
    var column = Column(data: [1, 2, 3])
    column.set(9, at: 1)
    var numbers = [4, 5]
    numbers.replaceFirst(with: 7)
    store(&numbers, 1, 8)
    return "\(column.data) \(numbers)"
}
Text(filled())

// MARK: - implicit_member_chain_headed_by_an_initializer
// expect: Text
extension Optional {
    var forceUnwrapped: Wrapped { self! }
}
enum Links {
    static let home: URL = .init(string: "https://example.com/").forceUnwrapped
}
Text(Links.home.absoluteString)

// MARK: - reduce_into_returned_as_an_optional
// expect: Text
func queryParameters(_ items: [(name: String, value: String)]) -> [String: String]? {
    items.reduce(into: [String: String]()) { result, item in result[item.name] = item.value }
}
Text("\(queryParameters([("q", "swift")])?.count ?? 0)")

// MARK: - collections_upcast_to_wider_element_types
// expect: Text
class Animal { var name: String { "animal" } }
class Cat: Animal { override var name: String { "cat" } }
func upcasts() -> String {
    let info: [String: Any] = ["a": 1]
    NotificationCenter.default.post(name: Notification.Name("loaded"), object: nil, userInfo: info)
    let wide: [AnyHashable: Any] = info
    let animals: [Animal] = [Cat(), Cat()]
    let anything: [Any] = [1, 2].map { $0 }
    let names: [String: String] = ["k": "v"]
    let values: [String: Any] = names
    return "\(wide["a"] as? Int ?? -1) \(animals.map(\.name)) \(anything.count) \(values.count)"
}
Text(upcasts())

// MARK: - publishers_subscribed_on_a_scheduler
// expect: Text
final class Loader: ObservableObject {
    @Published var values: [Int] = []
    var cancellables = Set<AnyCancellable>()
    func load() {
        Just([1, 2, 3])
            .subscribe(on: DispatchQueue.global(qos: .userInitiated))
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.values = $0 }
            .store(in: &cancellables)
    }
}
func loadedCount() -> Int {
    let loader = Loader()
    loader.load()
    return loader.values.count
}
let subscribed: Publishers.SubscribeOn<Just<Int>, DispatchQueue> = Just(1).subscribe(on: DispatchQueue.global())
Text("\(loadedCount())")

// MARK: - ascii_codes_and_unicode_scalar_literals
// expect: Text
func asciiCodes() -> String {
    let lessThan = UInt8(ascii: "<")
    let scalar: Unicode.Scalar = "a"
    let bytes = Array("a<b".utf8)
    return "\(lessThan) \(scalar) \(scalar.value) \(bytes.filter { $0 == UInt8(ascii: "<") }.count)"
}
Text(asciiCodes())

// MARK: - file_urls_with_directory_hints
// expect: Text
let hints: [URL.DirectoryHint] = [.isDirectory, .notDirectory, .checkFileSystem, .inferFromPath]
let notes = URL(filePath: "/tmp/notes/", directoryHint: .inferFromPath)
Text(notes.appending(path: "a").appending(component: "b.txt", directoryHint: .notDirectory).absoluteString + " \(hints.count)")

// MARK: - http_response_header_fields
// expect: Text
func contentType() -> String {
    let url = URL(string: "https://example.com")!
    let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Type": "text/plain"])!
    return "\(response.allHeaderFields.count) \(response.value(forHTTPHeaderField: "content-type") ?? "-")"
}
Text(contentType())

// MARK: - url_user_and_password
// expect: Text
func signedIn() -> String {
    var components = URLComponents(string: "https://me:secret@example.com/a")!
    components.user = "you"
    components.password = "new"
    let url = components.url!
    return "\(url.user ?? "-") \(url.password ?? "-")"
}
Text(signedIn())

// MARK: - wrapper_initializers_of_extensions_leave_the_memberwise_parameter_the_wrapper
// expect: ModalView
@propertyWrapper struct Remembered<Value> {
    private let read: () -> Value
    init(read: @escaping () -> Value) { self.read = read }
    var wrappedValue: Value { read() }
}
extension Remembered {
    init(wrappedValue: Value) { self.read = { wrappedValue } }
}
extension Binding {
    init(wrappedValue: Value) {
        var value = wrappedValue
        self.init(get: { value }, set: { value = $0 })
    }
}
struct ModalView: View {
    @Binding var isDisplayed: Bool
    @Remembered var title: String
    @Remembered var subtitle: String = "b"
    var body: some View { Text(title + subtitle) }
}
ModalView(isDisplayed: .constant(true), title: Remembered(read: { "a" }), subtitle: "c")

// MARK: - a_body_declares_again_what_its_loop_or_condition_binds
// expect: Text
func shadowed(_ start: Int?) -> Int {
    var total = 0
    for step in [1, 2] {
        let step = step * 10
        total += step
    }
    if let start {
        let start = start + 1
        total += start
    }
    var rest = [5].makeIterator()
    while let next = rest.next() {
        let next = next * 2
        total += next
    }
    return total
}
Text("\(shadowed(1))")

// MARK: - a_builder_branch_declares_again_what_its_condition_binds
// expect: VStack<Optional<Text>>
let count: Int? = 1
VStack {
    if let count {
        let count = count + 1
        Text("\(count)")
    }
}

// MARK: - dates_measured_and_advanced_as_strideable_values
// expect: Text
let opened = Date(timeIntervalSinceReferenceDate: 0)
let closed = opened.advanced(by: 90)
Text("\(opened.distance(to: closed))")

// MARK: - a_key_path_comparator_rooted_by_the_sorted_elements
// expect: Text
struct Visit {
    var endDate: Double
}
let visits = [Visit(endDate: 2), Visit(endDate: 5)]
let latestFirst = visits.sorted(using: KeyPathComparator(\.endDate, order: .reverse))
Text("\(latestFirst.map(\.endDate))")

// MARK: - a_writable_key_path_given_where_a_key_path_of_a_generic_value_is_taken
// expect: Text
enum Permission: Equatable { case notRequested, denied, granted }
struct Permissions { var push: Permission = .denied }
func pushPath() -> WritableKeyPath<Permissions, Permission> { \Permissions.push }
func values<Value: Equatable>(at keyPath: KeyPath<Permissions, Value>) -> [Value] { [Permissions()[keyPath: keyPath]] }
let asked = values(at: pushPath()).map { $0 == .notRequested || $0 == .denied }
Text("\(asked)")

// MARK: - a_users_alias_hides_the_sdks_type_of_its_name
// expect: Text
final class Box<State> {
    var state: State
    init(_ state: State) { self.state = state }
}
typealias AppStore = Box<Int>
let store: AppStore = AppStore(3)
Text("\(store.state)")

// MARK: - a_static_method_named_by_its_full_name_without_a_context
// expect: Text
struct Ledger {
    static func latest(for id: String) -> Int { id.count }
    static func latest(in ids: [String]) -> Int { ids.count }
}
let latest = Ledger.latest(for:)
let counted = Ledger.latest(in:)
Text("\(latest("abc")) \(counted(["a", "b"]))")
