// macOS 13's `List(selection:)` with a required single selection (a disfavored overload beside
// the optional and set forms), as Maccy's ignore list writes it (written from the SDK's interface).

// MARK: - list_with_a_required_selection
// expect: VStack<TupleView<(List<String, ForEach<Array<String>, String, Text>>, List<Int, ForEach<Array<Item>, Int, Text>>, List<Int, Text>)>>
struct Item: Identifiable {
    let id: Int
    let name: String
}
let patterns = ["^a", "b$"]
let items = [Item(id: 1, name: "One")]
let chosen: Binding<String> = .constant("^a")
let picked: Binding<Int> = .constant(1)
let optional: Binding<Int?> = .constant(nil)
VStack {
    List(selection: chosen) {
        ForEach(patterns, id: \.self) { Text($0) }
    }
    List(items, selection: picked) { Text($0.name) }
    List(selection: optional) { Text("b") }
}
