// Swift the checker did not take, found where the corpus's apps and their packages use it
// (swift-composable-architecture's sources, swift-markdown-ui's): a protocol with a primary
// associated type bounding a generic parameter (`<C: Collection<Int>>`, `where S: Sequence<T>`);
// two metatype values compared (`key.type == other.type`) and `ObjectIdentifier(T.self)`; a
// local function with a `some P` parameter, and one whose parameter hides a local of its name;
// an operator the file declares (`infix operator <>`); `AnyKeyPath` and `PartialKeyPath<Root>`;
// `debugDescription` of `String` and `StaticString`; a property whose value is called
// (`self.dismiss()`, a `callAsFunction`); a protocol's static member offered through
// `Self ==` where the protocol itself is the contextual type (SE-0299); a class composed with
// a marker protocol (`any KeyPath<Root, Value> & Sendable`); user `@dynamicMemberLookup` types;
// associated types inferred from a method's `[Item]` result; the deprecated `ContextMenu`,
// `Font.width` and labelled images; `AsyncStream` and `AsyncThrowingStream` with `for await`.

// MARK: - generic_parameter_bounded_by_a_primary_associated_type
// expect: Text
func sum<C: Collection<Int>>(_ numbers: C) -> Int { numbers.reduce(0, +) }
func joined<S>(_ parts: S) -> String where S: Sequence<String> { parts.joined(separator: "-") }
Text("\(sum([1, 2, 3])) \(sum(Set([4, 5]))) \(joined(["a", "b"]))")

// MARK: - primary_associated_type_of_a_users_protocol
// expect: Text
protocol Source<Item> {
    associatedtype Item
    func items() -> [Item]
}
struct Numbers: Source { func items() -> [Int] { [1, 2] } }
struct Pair<A: Source, B: Source<A.Item>> {
    let first: A
    let second: B
    var all: [A.Item] { first.items() + second.items() }
}
Text("\(Pair(first: Numbers(), second: Numbers()).all.count)")

// MARK: - metatype_values_compared
// expect: Text
struct TypeKey: Hashable {
    let type: Any.Type
    static func == (lhs: TypeKey, rhs: TypeKey) -> Bool { lhs.type == rhs.type }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type)) }
}
let intKey = TypeKey(type: Int.self)
let stringKey = TypeKey(type: String.self)
Text("\(intKey == intKey) \(intKey == stringKey) \(Set([intKey, intKey, stringKey]).count)")

// MARK: - object_identifier_of_a_type
// expect: Text
func identity(_ value: some Hashable) -> ObjectIdentifier { ObjectIdentifier(type(of: value)) }
let sameType = identity(1) == identity(2) && identity(1) != identity("x")
Text("\(sameType)")

// MARK: - local_function_with_an_opaque_parameter
// expect: Text
protocol Named { var name: String { get } }
struct Dog: Named { var name = "Rex" }
struct Greeter {
    func greet(_ any: any Named) -> String {
        func open(_ named: some Named) -> String { "Hi \(named.name)" }
        return open(any)
    }
}
func describe(_ value: Any) -> String {
    func open(_ value: some Named) -> String { value.name }
    guard let named = value as? any Named else { return "?" }
    return open(named)
}
Text(Greeter().greet(Dog()) + describe(Dog()))

// MARK: - operator_declared_by_the_file
// expect: Text
infix operator <>: AdditionPrecedence
func <> (lhs: String, rhs: String) -> String { lhs + " " + rhs }
Text("a" <> "b" <> "c")

// MARK: - erased_key_paths
// expect: Text
struct Account { var name: String }
let erased: AnyKeyPath = \Account.name
let partial: PartialKeyPath<Account> = \Account.name
let account = Account(name: "Ann")
Text("\(account[keyPath: partial])")

// MARK: - debug_descriptions_of_strings
// expect: Text
let quoted = "a\"b"
let fixed: StaticString = "hello"
Text(quoted.debugDescription + fixed.debugDescription + fixed.description)

// MARK: - property_called_as_a_function
// expect: Button<Text>
struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { self.dismiss() }
    }
}
CloseButton().body

// MARK: - static_member_of_a_protocol_typed_context
// expect: Text
protocol Highlighter {
    func highlight(_ code: String) -> Text
}
struct PlainHighlighter: Highlighter {
    func highlight(_ code: String) -> Text { Text(code) }
}
extension Highlighter where Self == PlainHighlighter {
    static var plainText: Self { PlainHighlighter() }
}
let highlighter: Highlighter = .plainText
let anyHighlighter: any Highlighter = .plainText
highlighter.highlight("let x = 1")

// MARK: - class_composed_with_a_marker_protocol
// expect: Text
struct Profile { var name: String }
let sendablePath: any KeyPath<Profile, String> & Sendable = \Profile.name
Text(Profile(name: "Ann")[keyPath: sendablePath])

// MARK: - dynamic_member_lookup_through_a_key_path
// expect: Text
struct Product2 { var price: Double; var displayName: String }
@dynamicMemberLookup
struct Subscription2 {
    let product: Product2
    subscript<T>(dynamicMember keyPath: KeyPath<Product2, T>) -> T { product[keyPath: keyPath] }
}
let monthly = Subscription2(product: Product2(price: 2, displayName: "Monthly"))
Text("\(monthly.displayName) \(12 * monthly.price)")

// MARK: - associated_type_from_a_methods_array_result
// expect: Text
protocol Shelf2<Item> {
    associatedtype Item
    func items() -> [Item]
}
struct Books2: Shelf2 { func items() -> [String] { ["a"] } }
func firstItem<S: Shelf2<String>>(_ shelf: S) -> String { shelf.items()[0] }
Text(firstItem(Books2()))

// MARK: - deprecated_context_menu_value
// expect: ModifiedContent<Text, ContextMenuModifier<Optional<Button<Text>>>>
Text("Row").contextMenu(ContextMenu { Button("Delete") {} })

// MARK: - font_widths_and_small_caps
// expect: Text
Text("Caps").font(.body.width(.condensed).lowercaseSmallCaps().uppercaseSmallCaps().width(Font.Width(0.1)).width(.compressed))

// MARK: - images_with_labels
// expect: Image
let orientation: Image.Orientation = .upMirrored
let turned: [Image.Orientation] = [.leftMirrored, .rightMirrored, .downMirrored]
func rendered(_ image: CGImage, turned: Image.Orientation) -> Image { Image(image, scale: 2, orientation: turned, label: Text("Chart")) }
Image("logo", bundle: nil, label: Text("Logo"))

// MARK: - async_streams_iterated_with_for_await
// expect: Text
func collected(_ stream: AsyncStream<Int>) async -> [Int] {
    var out: [Int] = []
    for await value in stream { out.append(value) }
    var iterator = stream.makeAsyncIterator()
    if let extra = await iterator.next() { out.append(extra) }
    return out
}
let made = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(4))
let numbers = made.stream
let yielded = made.continuation.yield(1)
let letters = AsyncStream<String>(String.self, bufferingPolicy: .unbounded) { continuation in
    continuation.yield("a")
    continuation.finish()
}
let unfolded = AsyncStream<Int>(unfolding: { nil })
let results: [AsyncStream<Int>.Continuation.YieldResult] = [yielded, .dropped(2), .terminated, .enqueued(remaining: 1)]
let policies: [AsyncStream<Int>.Continuation.BufferingPolicy] = [.bufferingOldest(1)]
func generic<S: AsyncSequence>(_ sequence: S) -> S.AsyncIterator { sequence.makeAsyncIterator() }
func iterate<I: AsyncIteratorProtocol>(_ iterator: inout I) async throws -> I.Element? { try await iterator.next() }
Text("\(type(of: letters)) \(type(of: unfolded)) \(type(of: numbers))")

// MARK: - throwing_streams
// expect: Text
struct StreamFailure: Error {}
func loaded(_ stream: AsyncThrowingStream<Int, Error>) async throws -> [Int] {
    var out: [Int] = []
    for try await value in stream { out.append(value) }
    var iterator = stream.makeAsyncIterator()
    if let extra = try await iterator.next() { out.append(extra) }
    return out
}
let pages = AsyncThrowingStream<Int, Error>(Int.self, bufferingPolicy: .bufferingOldest(8)) { continuation in
    continuation.onTermination = { termination in
        if case .finished(let failure) = termination { _ = failure }
    }
    let first: AsyncThrowingStream<Int, Error>.Continuation.YieldResult = continuation.yield(1)
    continuation.yield(with: .success(2))
    continuation.finish(throwing: StreamFailure())
    _ = first
}
func madeStreams() {
    let throwingMade = AsyncThrowingStream.makeStream(of: Int.self, throwing: Error.self, bufferingPolicy: .unbounded)
    throwingMade.continuation.finish()
    let plainMade = AsyncStream.makeStream(of: Int.self)
    plainMade.continuation.onTermination = { termination in
        let ends: [AsyncStream<Int>.Continuation.Termination] = [termination, .cancelled, .finished]
        _ = ends
    }
}
let unfoldedPages = AsyncThrowingStream<Int, Error>(unfolding: { nil })
let endings: [AsyncThrowingStream<Int, Error>.Continuation.Termination] = [.cancelled, .finished(nil)]
let throwingPolicies: [AsyncThrowingStream<Int, Error>.Continuation.BufferingPolicy] = [.unbounded, .bufferingNewest(2)]
let throwingResults: [AsyncThrowingStream<Int, Error>.Continuation.YieldResult] = [.enqueued(remaining: 1), .dropped(3), .terminated]
Text("\(type(of: pages)) \(type(of: unfoldedPages))")

// MARK: - sendable_requirements_met_by_values
// expect: Text
// In the Swift 5 language mode, any value meets a `Sendable` requirement (a struct, a number,
// a class: swiftc 6's mode would reject the class).
struct Sent<P: Sendable> { let payload: P }
struct Point2 { let x: Int }
final class Counter2 { var n = 0 }
func sendable<P: Sendable>(_ value: P) -> Int { 1 }
let sentPoint = Sent(payload: Point2(x: 1))
let sentTotal = sendable(1.5) + sendable([1, 2]) + sendable("a") + sendable(Counter2())
Text("\(sentPoint.payload.x) \(sentTotal)")

// MARK: - any_protocol_same_as_bare_name
// expect: Text
struct Holder<T> {}
let heldError: Holder<Error> = Holder<any Error>()
let heldAgain: Holder<any Error> = heldError
func work2() async throws -> Int { 1 }
func started() -> Task<Int, any Error> { Task { try await work2() } }
Text("\(type(of: heldAgain))")

// MARK: - made_publisher_typed_by_its_result
// expect: Text
func publishedNames(_ items: [String]) -> AnyPublisher<[String]?, Never> { Just(items).eraseToAnyPublisher() }
Text("\(type(of: publishedNames(["a"])))")

// MARK: - bindings_to_and_from_optionals
// expect: VStack<TupleView<(Optional<Toggle<Text>>, TextField<Text>, Text, Text)>>
let maybe: Binding<Bool?> = .constant(true)
let name: Binding<String> = .constant("a")
VStack {
    if let original = Binding(maybe) {
        Toggle("Original", isOn: original)
    }
    TextField("Name", text: Binding(projectedValue: name))
    let optional: Binding<String?> = Binding(name)
    Text(optional.wrappedValue ?? "none")
    let any: Binding<AnyHashable> = Binding(name)
    Text("\(any.wrappedValue)")
}

// MARK: - memberwise_takes_attribute_made_wrappers
// expect: VStack<TupleView<(WrappedGauge, WrappedGauge)>>
@propertyWrapper struct GaugeLevel { let value: Int; var wrappedValue: Int { value }; init(_ value: Int) { self.value = value } }
struct WrappedGauge: View {
    @Namespace var bottomID
    @GaugeLevel(4) var level
    var title: String
    var body: some View { Text("\(title) \(level)") }
}
VStack {
    WrappedGauge(bottomID: Namespace(), level: GaugeLevel(5), title: "given")
    WrappedGauge(title: "default")
}
