// A user's own declarations: views with stored properties and memberwise inits, explicit
// inits with @ViewBuilder closures, generic containers, @ViewBuilder functions and computed
// properties, enums with associated values, @State, _printChanges, a user @resultBuilder.
// `X().body` prints the underlying type of X's opaque body.

// MARK: - user_view_value
// expect: Greeting
struct Greeting: View {
    let name: String
    var body: some View {
        Text("Hello, \(name)")
    }
}
Greeting(name: "Ada")

// MARK: - user_view_body
// expect: HStack<TupleView<(Text, Optional<Text>)>>
struct Badge: View {
    let title: String
    var count: Int = 0
    var body: some View {
        HStack {
            Text(title)
            if count > 0 {
                Text("\(count)")
            }
        }
    }
}
Badge(title: "Inbox", count: 3).body

// MARK: - user_view_memberwise_default
// expect: VStack<TupleView<(Badge, Badge)>>
struct Badge: View {
    let title: String
    var count: Int = 0
    var body: some View { Text(title) }
}
VStack {
    Badge(title: "a")
    Badge(title: "b", count: 2)
}

// MARK: - user_view_explicit_body_type
// expect: VStack<Text>
struct Fixed: View {
    var body: VStack<Text> {
        VStack { Text("fixed") }
    }
}
Fixed().body

// MARK: - user_view_empty_body
// expect: EmptyView
struct Blank: View {
    var body: some View {}
}
Blank().body

// MARK: - container_explicit_init
// expect: Container<TupleView<(Text, Text)>>
struct Container<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var body: some View {
        VStack { content }
    }
}
Container {
    Text("a")
    Text("b")
}

// MARK: - container_explicit_init_body
// expect: VStack<TupleView<(Text, Text)>>
struct Container<Content: View>: View {
    let content: Content
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var body: some View {
        VStack { content }
    }
}
Container {
    Text("a")
    Text("b")
}
.body

// MARK: - generic_card
// expect: Card<_ConditionalContent<Text, Image>>
struct Card<Content: View>: View {
    var title: String
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            content
        }
        .padding()
    }
}
let ok = true
Card(title: "Status") {
    if ok { Text("ok") } else { Image(systemName: "xmark") }
}

// MARK: - generic_card_body
// expect: ModifiedContent<VStack<TupleView<(Text, Image)>>, _PaddingLayout>
struct Card<Content: View>: View {
    var title: String
    @ViewBuilder var content: Content
    var body: some View {
        VStack(alignment: .leading) {
            Text(title).bold()
            content
        }
        .padding()
    }
}
Card(title: "Photo") { Image(systemName: "photo") }.body

// MARK: - two_builder_parameters
// expect: Panel<Text, TupleView<(Text, Divider, Text)>>
struct Panel<Header: View, Content: View>: View {
    let header: Header
    let content: Content
    init(@ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {
        self.header = header()
        self.content = content()
    }
    var body: some View {
        VStack {
            header
            Divider()
            content
        }
    }
}
Panel {
    Text("Title")
} content: {
    Text("one")
    Divider()
    Text("two")
}

// MARK: - view_using_other_views
// expect: List<Never, ForEach<Array<String>, String, Row>>
struct Row: View {
    let text: String
    var body: some View {
        HStack {
            Text(text)
            Spacer()
        }
    }
}
struct Table: View {
    let rows: [String]
    var body: some View {
        List(rows, id: \.self) { row in
            Row(text: row)
        }
    }
}
Table(rows: ["a", "b"]).body

// MARK: - viewbuilder_function
// expect: VStack<TupleView<(TupleView<(Text, Divider)>, TupleView<(Text, Divider)>)>>
@ViewBuilder
func row(_ title: String) -> some View {
    Text(title)
    Divider()
}
VStack {
    row("a")
    row("b")
}

// MARK: - viewbuilder_function_with_if
// expect: _ConditionalContent<Text, Label<Text, Image>>
@ViewBuilder func status(_ ok: Bool) -> some View {
    if ok {
        Text("OK")
    } else {
        Label("Error", systemImage: "exclamationmark.triangle")
    }
}
status(true)

// MARK: - viewbuilder_computed_property
// expect: TupleView<(TupleView<(Text, Divider)>, Text)>
@ViewBuilder var header: some View {
    Text("Header")
    Divider()
}
header
Text("body")

// MARK: - plain_function_returning_some_view
// expect: ModifiedContent<Text, _PaddingLayout>
func title(_ s: String) -> some View {
    Text(s).bold().padding()
}
title("Hi")

// MARK: - function_returning_concrete_type
// expect: HStack<TupleView<(Text, Text)>>
func pair(_ a: String, _ b: String = "b") -> HStack<TupleView<(Text, Text)>> {
    HStack {
        Text(a)
        Text(b)
    }
}
pair("a")

// MARK: - generic_function
// expect: VStack<TupleView<(Image, Spacer)>>
func pushedUp<V: View>(_ view: V) -> some View {
    VStack {
        view
        Spacer()
    }
}
pushedUp(Image(systemName: "arrow.up"))

// MARK: - builder_property_inside_view
// expect: VStack<TupleView<(HStack<TupleView<(Image, Text)>>, Text)>>
struct Screen: View {
    var title = "Screen"
    @ViewBuilder var header: some View {
        HStack {
            Image(systemName: "star")
            Text(title)
        }
    }
    var body: some View {
        VStack {
            header
            Text("content")
        }
    }
}
Screen().body

// MARK: - builder_method_inside_view
// expect: VStack<TupleView<(Optional<Text>, Optional<Text>)>>
struct Details: View {
    var subtitle: String? = nil
    var note: String? = "note"
    @ViewBuilder func line(_ text: String?) -> some View {
        if let text {
            Text(text)
        }
    }
    var body: some View {
        VStack {
            line(subtitle)
            line(note)
        }
    }
}
Details().body

// MARK: - enum_associated_values_switched_in_view
// expect: _ConditionalContent<_ConditionalContent<Text, List<Never, ForEach<Array<String>, String, Text>>>, Label<Text, Image>>
enum Status {
    case loading
    case loaded([String])
    case failed(String)
}
struct StatusView: View {
    let status: Status
    var body: some View {
        switch status {
        case .loading:
            Text("Loading…")
        case .loaded(let names):
            List(names, id: \.self) { Text($0) }
        case .failed(let message):
            Label(message, systemImage: "xmark.octagon")
        }
    }
}
StatusView(status: .loading).body

// MARK: - state_counter
// expect: VStack<TupleView<(Text, Button<Text>)>>
struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") {
                count += 1
            }
        }
    }
}
Counter().body

// MARK: - state_bool_if
// expect: VStack<TupleView<(Toggle<Text>, _ConditionalContent<Text, Text>)>>
struct Switcher: View {
    @State var isOn = true
    var body: some View {
        VStack {
            Toggle("Power", isOn: $isOn)
            if isOn {
                Text("On")
            } else {
                Text("Off")
            }
        }
    }
}
Switcher().body

// MARK: - print_changes_in_body
// expect: TupleView<(Text, Text)>
struct Probe: View {
    @State var count = 0
    var body: some View {
        let _ = Self._printChanges()
        Text("count")
        Text("\(count)")
    }
}
Probe().body

// MARK: - user_view_with_init_and_defaults
// expect: Chip
struct Chip: View {
    let text: String
    let selected: Bool
    init(_ text: String, selected: Bool = false) {
        self.text = text
        self.selected = selected
    }
    var body: some View {
        Text(text).padding(4)
    }
}
Chip("swift")

// MARK: - user_result_builder
// expect: ForEach<Array<String>, String, Text>
@resultBuilder
enum NamesBuilder {
    static func buildBlock(_ names: String...) -> [String] { names }
}
@NamesBuilder func names() -> [String] {
    "Ada"
    "Grace"
}
ForEach(names(), id: \.self) { Text($0) }

// MARK: - user_class_model
// expect: Text
final class Model {
    var title = "model"
}
let model = Model()
Text(model.title)

// MARK: - nested_user_types
// expect: Outer
struct Outer: View {
    struct Inner: View {
        var body: some View { Text("inner") }
    }
    var body: some View {
        VStack { Inner(); Inner() }
    }
}
Outer()

// MARK: - nested_user_type_prints_innermost_name
// expect: VStack<TupleView<(Inner, Inner)>>
struct Outer: View {
    struct Inner: View {
        var body: some View { Text("inner") }
    }
    var body: some View {
        VStack { Inner(); Inner() }
    }
}
Outer().body

// MARK: - protocol_and_conformance
// expect: Text
protocol Titled {
    var title: String { get }
}
struct Page: Titled {
    var title: String
}
Text(Page(title: "About").title)

// MARK: - declaration_after_use
// expect: VStack<TupleView<(Footer, TupleView<(Text, Divider)>)>>
VStack {
    Footer()
    header
}
struct Footer: View {
    var body: some View { Text("footer") }
}
@ViewBuilder
var header: some View {
    Text("header")
    Divider()
}
