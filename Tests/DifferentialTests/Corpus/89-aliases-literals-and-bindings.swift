// Member types named where swiftc finds them: a type's own declaration naming an alias an
// extension of it declares (exyte/Chat's `ChatView` stores a `MessageBuilderParamsClosure`), and
// a collection's `Indices` and `SubSequence` (SwiftUIX's `Array<Subview>.Indices`); an empty
// dictionary literal typed by the enclosing type's parameter (SwiftUIX's `[Key: Value] = [:]`);
// a tuple pattern in an optional binding (`if let (videoID, _) = url.youtubeVideoParams`).

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
