// The views of semantics.md's table: leaf views, ForEach, List, Section, Button, Toggle,
// Label, AnyView.

// MARK: - leaf_views
// expect: TupleView<(Text, Text, Image, Divider, Spacer, Spacer, Color, EmptyView)>
Text("plain")
Text(verbatim: "verbatim")
Image(systemName: "star.fill")
Divider()
Spacer()
Spacer(minLength: 20)
Color.red
EmptyView()

// MARK: - any_view_erases
// expect: TupleView<(AnyView, AnyView)>
AnyView(Text("a"))
AnyView(VStack { Text("b"); Image(systemName: "c") })

// MARK: - label
// expect: Label<Text, Image>
Label("Settings", systemImage: "gear")

// MARK: - colors
// expect: HStack<TupleView<(Color, Color, Color)>>
HStack {
    Color.red
    Color.green
    Color.blue
}

// MARK: - foreach_range
// expect: ForEach<Range<Int>, Int, Text>
ForEach(0..<3) { i in
    Text("Row \(i)")
}

// MARK: - foreach_range_dollar0
// expect: ForEach<Range<Int>, Int, Text>
ForEach(0..<5) { Text("\($0)") }

// MARK: - foreach_range_id_self
// expect: ForEach<Range<Int>, Int, Text>
ForEach(0..<3, id: \.self) { index in
    Text("\(index)")
}

// MARK: - foreach_array_id_self
// expect: ForEach<Array<String>, String, Text>
ForEach(["a", "b", "c"], id: \.self) { letter in
    Text(letter)
}

// MARK: - foreach_int_array
// expect: ForEach<Array<Int>, Int, Image>
let numbers = [1, 2, 3]
ForEach(numbers, id: \.self) { n in
    Image(systemName: "\(n).circle")
}

// MARK: - foreach_identifiable
// expect: ForEach<Array<Item>, Int, Text>
struct Item: Identifiable {
    let id: Int
    let title: String
}
let items = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
ForEach(items) { item in
    Text(item.title)
}

// MARK: - foreach_keypath_id
// expect: ForEach<Array<Person>, String, Text>
struct Person {
    var name: String
    var age: Int
}
let people = [Person(name: "Ada", age: 36), Person(name: "Alan", age: 41)]
ForEach(people, id: \.name) { person in
    Text("\(person.name) (\(person.age))")
}

// MARK: - foreach_two_children
// expect: ForEach<Range<Int>, Int, TupleView<(Text, Divider)>>
ForEach(0..<3) { i in
    Text("\(i)")
    Divider()
}

// MARK: - foreach_with_if
// expect: ForEach<Range<Int>, Int, Optional<Text>>
ForEach(0..<10) { i in
    if i % 2 == 0 {
        Text("\(i) is even")
    }
}

// MARK: - foreach_nested
// expect: VStack<ForEach<Range<Int>, Int, HStack<ForEach<Range<Int>, Int, Text>>>>
VStack {
    ForEach(0..<3) { row in
        HStack {
            ForEach(0..<3) { column in
                Text("\(row),\(column)")
            }
        }
    }
}

// MARK: - list_content
// expect: List<Never, TupleView<(Text, Text)>>
List {
    Text("a")
    Text("b")
}

// MARK: - list_single
// expect: List<Never, Text>
List {
    Text("only row")
}

// MARK: - list_range
// expect: List<Never, ForEach<Range<Int>, Int, Text>>
List(0..<3) { Text("\($0)") }

// MARK: - list_array_id_self
// expect: List<Never, ForEach<Array<String>, String, HStack<TupleView<(Image, Text)>>>>
List(["Inbox", "Sent"], id: \.self) { name in
    HStack {
        Image(systemName: "tray")
        Text(name)
    }
}

// MARK: - list_identifiable
// expect: List<Never, ForEach<Array<Message>, Int, Text>>
struct Message: Identifiable {
    var id: Int
    var subject: String
}
let inbox = [Message(id: 1, subject: "Hello")]
List(inbox) { message in
    Text(message.subject)
}

// MARK: - list_with_foreach_and_rows
// expect: List<Never, TupleView<(Text, ForEach<Array<String>, String, Text>, Text)>>
List {
    Text("top")
    ForEach(["x", "y"], id: \.self) { Text($0) }
    Text("bottom")
}

// MARK: - section_title
// expect: Section<Text, TupleView<(Text, Text)>, EmptyView>
Section("General") {
    Text("a")
    Text("b")
}

// MARK: - section_no_header
// expect: Section<EmptyView, Text, EmptyView>
Section {
    Text("a")
}

// MARK: - section_header_closure
// expect: Section<HStack<TupleView<(Image, Text)>>, Text, EmptyView>
Section {
    Text("row")
} header: {
    HStack {
        Image(systemName: "star")
        Text("Favourites")
    }
}

// MARK: - section_header_and_footer
// expect: Section<Text, Text, Text>
Section {
    Text("row")
} header: {
    Text("Header")
} footer: {
    Text("Footer")
}

// MARK: - list_of_sections
// expect: List<Never, TupleView<(Section<Text, TupleView<(Text, Text)>, EmptyView>, Section<EmptyView, ForEach<Range<Int>, Int, Text>, EmptyView>)>>
List {
    Section("First") {
        Text("1")
        Text("2")
    }
    Section {
        ForEach(0..<2) { Text("\($0)") }
    }
}

// MARK: - button_title
// expect: Button<Text>
Button("Tap") {}

// MARK: - button_title_action_label
// expect: Button<Text>
Button("Save", action: {})

// MARK: - button_multiple_trailing_closures
// expect: Button<HStack<TupleView<(Image, Text)>>>
Button {
    let _ = 1
} label: {
    HStack {
        Image(systemName: "plus")
        Text("Add")
    }
}

// MARK: - button_action_label_arguments
// expect: Button<Label<Text, Image>>
Button(action: {}, label: { Label("Share", systemImage: "square.and.arrow.up") })

// MARK: - button_action_trailing_label
// expect: Button<TupleView<(Text, Image)>>
Button(action: {}) {
    Text("Next")
    Image(systemName: "chevron.right")
}

// MARK: - toggle_constant
// expect: Toggle<Text>
Toggle("Wi-Fi", isOn: .constant(true))

// MARK: - toggle_label_closure
// expect: Toggle<HStack<TupleView<(Image, Text)>>>
Toggle(isOn: .constant(false)) {
    HStack {
        Image(systemName: "bell")
        Text("Notifications")
    }
}

// MARK: - toggle_state_binding
// expect: WifiForm
struct WifiForm: View {
    @State var isOn = false
    var body: some View {
        Toggle("Enabled", isOn: $isOn)
    }
}
WifiForm()

// MARK: - toggle_state_binding_body
// expect: VStack<TupleView<(Toggle<Text>, Optional<Text>)>>
struct Settings: View {
    @State private var airplane = false
    var body: some View {
        VStack {
            Toggle("Airplane mode", isOn: $airplane)
            if airplane {
                Text("No network")
            }
        }
    }
}
Settings().body

// MARK: - optional_view_value
// expect: Optional<Text>
let maybe: Text? = Text("maybe")
maybe
