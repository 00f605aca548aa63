// Containers and controls of the iOS 18 SDK: scroll views, lazy stacks and grids, navigation,
// tab views, forms and group boxes, menus, geometry readers, and the leaf controls (images,
// labels, links, text fields, pickers, steppers, sliders, progress views, date and colour
// pickers, async images). The types are what the SDK's signatures imply.

// MARK: - scroll_view_default
// expect: ScrollView<VStack<TupleView<(Text, Text)>>>
ScrollView {
    VStack {
        Text("a")
        Text("b")
    }
}

// MARK: - scroll_view_axes
// expect: ScrollView<LazyHStack<ForEach<Range<Int>, Int, Text>>>
ScrollView(.horizontal, showsIndicators: false) {
    LazyHStack(spacing: 8) {
        ForEach(0..<10) { Text("\($0)") }
    }
}

// MARK: - scroll_view_both_axes
// expect: ScrollView<Text>
ScrollView([.horizontal, .vertical]) {
    Text("big")
}

// MARK: - scroll_view_reader
// expect: ScrollViewReader<ScrollView<LazyVStack<TupleView<(ForEach<Range<Int>, Int, IDView<Text, Int>>, Button<Text>)>>>>
ScrollViewReader { proxy in
    ScrollView {
        LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
            ForEach(0..<20) { i in
                Text("Row \(i)").id(i)
            }
            Button("Top") { proxy.scrollTo(0) }
        }
    }
}

// MARK: - lazy_vgrid
// expect: LazyVGrid<ForEach<Range<Int>, Int, Text>>
let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(40))]
LazyVGrid(columns: columns, spacing: 12) {
    ForEach(0..<9) { Text("\($0)") }
}

// MARK: - lazy_vgrid_adaptive
// expect: ScrollView<LazyVGrid<ForEach<Array<String>, String, Label<Text, Image>>>>
ScrollView {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80, maximum: 120), spacing: 4, alignment: .top)]) {
        ForEach(["star", "heart"], id: \.self) { name in
            Label(name, systemImage: name)
        }
    }
}

// MARK: - lazy_hgrid
// expect: LazyHGrid<TupleView<(Text, Text)>>
LazyHGrid(rows: [GridItem()], alignment: .top) {
    Text("a")
    Text("b")
}

// MARK: - grid_rows
// expect: Grid<TupleView<(GridRow<TupleView<(Text, Text)>>, Divider, GridRow<TupleView<(Text, Image)>>)>>
Grid(alignment: .leading, horizontalSpacing: 8) {
    GridRow {
        Text("Name")
        Text("Value")
    }
    Divider()
    GridRow(alignment: .bottom) {
        Text("Star")
        Image(systemName: "star")
    }
}

// MARK: - navigation_stack
// expect: NavigationStack<NavigationPath, List<Never, TupleView<(NavigationLink<Text, Text>, NavigationLink<Label<Text, Image>, VStack<Text>>)>>>
NavigationStack {
    List {
        NavigationLink("Detail") {
            Text("Detail view")
        }
        NavigationLink {
            VStack { Text("Settings") }
        } label: {
            Label("Settings", systemImage: "gear")
        }
    }
}

// MARK: - navigation_stack_path
// expect: NavigationStack<NavigationPath, Text>
struct PathDemo: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Text("root")
        }
    }
}
PathDemo().body

// MARK: - navigation_stack_array_path
// expect: NavigationStack<Array<Int>, List<Never, ForEach<Range<Int>, Int, NavigationLink<Text, Never>>>>
struct ArrayPathDemo: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            List(0..<3) { i in
                NavigationLink("Item \(i)", value: i)
            }
        }
    }
}
ArrayPathDemo().body

// MARK: - navigation_link_value_label
// expect: NavigationLink<HStack<TupleView<(Image, Text)>>, Never>
NavigationLink(value: "profile") {
    HStack {
        Image(systemName: "person")
        Text("Profile")
    }
}

// MARK: - navigation_link_destination_value
// expect: NavigationLink<Text, Image>
NavigationLink("Star", destination: Image(systemName: "star"))

// MARK: - navigation_link_is_active
// expect: VStack<TupleView<(NavigationLink<Text, Image>, NavigationLink<Text, Text>, NavigationLink<Label<Text, Image>, Text>)>>
let shown = Binding.constant(true)
VStack {
    NavigationLink(destination: Image(systemName: "star"), isActive: shown) { Text("Star") }
    NavigationLink("Key", destination: Text("K"), isActive: shown)
    NavigationLink(isActive: .constant(false)) { Text("D") } label: { Label("L", systemImage: "star") }
}

// MARK: - navigation_link_tag_selection
// expect: List<Never, TupleView<(NavigationLink<Text, Text>, NavigationLink<Text, Text>, NavigationLink<Text, Text>)>>
let selection = Binding<String?>.constant("a")
let title = "Title"
List {
    NavigationLink(destination: Text("A"), tag: "a", selection: selection) { Text("A") }
    NavigationLink(title, tag: "b", selection: selection) { Text("B") }
    NavigationLink("C", destination: Text("C"), tag: "c", selection: selection)
}

// MARK: - navigation_view
// expect: NavigationView<List<Never, Text>>
NavigationView {
    List {
        Text("old style")
    }
}

// MARK: - navigation_split_two
// expect: NavigationSplitView<List<Never, Text>, EmptyView, Text>
NavigationSplitView {
    List { Text("Sidebar") }
} detail: {
    Text("Detail")
}

// MARK: - navigation_split_three
// expect: NavigationSplitView<Text, Text, Text>
NavigationSplitView {
    Text("Sidebar")
} content: {
    Text("Content")
} detail: {
    Text("Detail")
}

// MARK: - tab_view
// expect: TabView<Int, TupleView<(Text, Text)>>
TabView {
    Text("First")
    Text("Second")
}

// MARK: - tab_view_selection
// expect: TabView<String, TupleView<(Text, Text)>>
struct TabDemo: View {
    @State private var tab = "home"
    var body: some View {
        TabView(selection: $tab) {
            Text("Home")
            Text("Settings")
        }
    }
}
TabDemo().body

// MARK: - form_sections
// expect: Form<TupleView<(Section<Text, TextField<Text>, EmptyView>, Section<EmptyView, Toggle<Text>, EmptyView>)>>
struct FormDemo: View {
    @State private var name = ""
    @State private var on = true
    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
            }
            Section {
                Toggle("Notifications", isOn: $on)
            }
        }
    }
}
FormDemo().body

// MARK: - group_box
// expect: TupleView<(GroupBox<Text, Text>, GroupBox<EmptyView, Text>, GroupBox<Label<Text, Image>, Text>)>
GroupBox("Title") {
    Text("content")
}
GroupBox {
    Text("no label")
}
GroupBox {
    Text("content")
} label: {
    Label("Heart", systemImage: "heart")
}

// MARK: - disclosure_group
// expect: TupleView<(DisclosureGroup<Text, TupleView<(Text, Text)>>, DisclosureGroup<Label<Text, Image>, Text>)>
DisclosureGroup("More") {
    Text("a")
    Text("b")
}
DisclosureGroup {
    Text("hidden")
} label: {
    Label("Folder", systemImage: "folder")
}

// MARK: - menu_forms
// expect: TupleView<(Menu<Text, TupleView<(Button<Text>, Button<Text>)>>, Menu<Label<Text, Image>, Button<Text>>, Menu<Image, Button<Text>>)>
Menu("Actions") {
    Button("Copy") {}
    Button("Paste") {}
}
Menu("Sort", systemImage: "arrow.up.arrow.down") {
    Button("Name") {}
}
Menu {
    Button("Delete", role: .destructive) {}
} label: {
    Image(systemName: "ellipsis")
}

// MARK: - control_group
// expect: TupleView<(ControlGroup<TupleView<(Button<Text>, Button<Text>)>>, ControlGroup<LabeledControlGroupContent<Button<Text>, Text>>)>
ControlGroup {
    Button("Bold") {}
    Button("Italic") {}
}
ControlGroup("Format") {
    Button("Bold") {}
}

// MARK: - geometry_reader
// expect: GeometryReader<VStack<TupleView<(Text, Text)>>>
GeometryReader { proxy in
    VStack {
        Text("width \(proxy.size.width)")
        Text("maxX \(proxy.frame(in: .global).maxX)")
    }
}

// MARK: - view_that_fits
// expect: ViewThatFits<TupleView<(HStack<TupleView<(Text, Text)>>, Text)>>
ViewThatFits(in: .horizontal) {
    HStack {
        Text("A long title")
        Text("and more")
    }
    Text("Short")
}

// MARK: - content_unavailable
// expect: TupleView<(ContentUnavailableView<Label<Text, Image>, Optional<Text>, EmptyView>, ContentUnavailableView<Label<Text, Image>, Text, Button<Text>>)>
ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
ContentUnavailableView {
    Label("Offline", systemImage: "wifi.slash")
} description: {
    Text("Check your connection.")
} actions: {
    Button("Retry") {}
}

// MARK: - images
// expect: TupleView<(Image, Image, Image, Image, Image)>
Image("photo")
Image(decorative: "divider")
Image("photo").resizable()
Image(systemName: "star").resizable(capInsets: EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1), resizingMode: .tile)
Image(systemName: "cloud.sun").renderingMode(.original).interpolation(.none).symbolRenderingMode(.hierarchical)

// MARK: - labels
// expect: TupleView<(Label<Text, Image>, Label<Text, Image>, Label<Text, Circle2>)>
struct Circle2: View {
    var body: some View { Text("o") }
}
Label("Star", systemImage: "star")
Label("Logo", image: "logo")
Label {
    Text("Custom")
} icon: {
    Circle2()
}

// MARK: - links
// expect: TupleView<(Link<Text>, Link<Label<Text, Image>>)>
Link("Swift", destination: URL(string: "https://swift.org")!)
Link(destination: URL(string: "https://apple.com")!) {
    Label("Apple", systemImage: "apple.logo")
}

// MARK: - text_inputs
// expect: VStack<TupleView<(TextField<Text>, TextField<Text>, TextField<Text>, TextField<Image>, SecureField<Text>, SecureField<Text>, TextEditor)>>
struct InputDemo: View {
    @State private var text = ""
    var body: some View {
        VStack {
            TextField("Name", text: $text)
            TextField("Name", text: $text, prompt: Text("Required"))
            TextField("Bio", text: $text, axis: .vertical)
            TextField(text: $text) {
                Image(systemName: "magnifyingglass")
            }
            SecureField("Password", text: $text)
            SecureField("Password", text: $text, prompt: Text("8+ characters"))
            TextEditor(text: $text)
        }
    }
}
InputDemo().body

// MARK: - pickers
// expect: VStack<TupleView<(Picker<Text, String, ForEach<Array<String>, String, Text>>, Picker<Label<Text, Image>, Int, TupleView<(Text, Text)>>, Picker<Text, String, Text>)>>
struct PickerDemo: View {
    @State private var flavor = "Vanilla"
    @State private var size = 1
    var body: some View {
        VStack {
            Picker("Flavor", selection: $flavor) {
                ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0) }
            }
            Picker("Size", systemImage: "ruler", selection: $size) {
                Text("Small")
                Text("Large")
            }
            Picker(selection: $flavor) {
                Text("Only")
            } label: {
                Text("Custom label")
            }
        }
    }
}
PickerDemo().body

// MARK: - steppers
// expect: VStack<TupleView<(Stepper<Text>, Stepper<Text>, Stepper<Text>, Stepper<Text>)>>
struct StepperDemo: View {
    @State private var count = 0
    @State private var amount = 1.0
    var body: some View {
        VStack {
            Stepper("Count: \(count)", value: $count, in: 0...10)
            Stepper("Amount", value: $amount, in: 0...5, step: 0.5)
            Stepper(value: $count, step: 2) {
                Text("By two")
            }
            Stepper("Manual", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
        }
    }
}
StepperDemo().body

// MARK: - sliders
// expect: VStack<TupleView<(Slider<EmptyView, EmptyView>, Slider<EmptyView, EmptyView>, Slider<Text, EmptyView>, Slider<Text, Image>)>>
struct SliderDemo: View {
    @State private var volume = 0.5
    var body: some View {
        VStack {
            Slider(value: $volume)
            Slider(value: $volume, in: 0...10, step: 1)
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            }
            Slider(value: $volume) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3")
            }
        }
    }
}
SliderDemo().body

// MARK: - progress_views
// expect: TupleView<(ProgressView<EmptyView, EmptyView>, ProgressView<Text, EmptyView>, ProgressView<EmptyView, EmptyView>, ProgressView<Text, EmptyView>, ProgressView<Text, EmptyView>, ProgressView<Text, Text>)>
ProgressView()
ProgressView("Loading")
ProgressView(value: 0.25)
ProgressView("Downloading", value: 3.0, total: 10.0)
ProgressView(value: 0.5) {
    Text("Half")
}
ProgressView(value: 0.5) {
    Text("Half")
} currentValueLabel: {
    Text("50%")
}

// MARK: - progress_integer_literals
// expect: ProgressView<Text, EmptyView>
ProgressView("Step", value: 3, total: 10)

// MARK: - toggles_and_buttons
// expect: VStack<TupleView<(Toggle<Text>, Toggle<Label<Text, Image>>, Button<Text>, Button<Label<Text, Image>>, Button<Label<Text, Image>>, Button<Image>, EditButton)>>
struct ButtonDemo: View {
    @State private var on = false
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $on)
            Toggle("Airplane", systemImage: "airplane", isOn: $on)
            Button("Delete", role: .destructive) {}
            Button("Add", systemImage: "plus") {}
            Button("Remove", systemImage: "trash", role: .destructive) {}
            Button(role: .cancel) {} label: {
                Image(systemName: "xmark")
            }
            EditButton()
        }
    }
}
ButtonDemo().body

// MARK: - date_and_color_pickers
// expect: VStack<TupleView<(DatePicker<Text>, DatePicker<Text>, DatePicker<Image>, ColorPicker<Text>)>>
struct PickerDemo2: View {
    @State private var date = Date()
    @State private var color = Color.blue
    var body: some View {
        VStack {
            DatePicker("When", selection: $date)
            DatePicker("Day", selection: $date, displayedComponents: .date)
            DatePicker(selection: $date, displayedComponents: [.hourAndMinute]) {
                Image(systemName: "clock")
            }
            ColorPicker("Tint", selection: $color, supportsOpacity: false)
        }
    }
}
PickerDemo2().body

// MARK: - async_images
// expect: TupleView<(AsyncImage<Image>, AsyncImage<_ConditionalContent<Image, ProgressView<EmptyView, EmptyView>>>, AsyncImage<Optional<Image>>)>
let url = URL(string: "https://example.com/cat.png")
AsyncImage(url: url)
AsyncImage(url: url, scale: 2) { image in
    image.resizable()
} placeholder: {
    ProgressView()
}
AsyncImage(url: url) { phase in
    if let image = phase.image {
        image
    }
}

// MARK: - reject_slider_int_binding
// error: requires that 'Int' conform to 'BinaryFloatingPoint'
struct IntSlider: View {
    @State private var n = 3
    var body: some View {
        Slider(value: $n)
    }
}
IntSlider().body

// MARK: - reject_geometry_reader_without_proxy
// error: contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
GeometryReader {
    Text("no proxy")
}

// MARK: - reject_picker_selection_not_hashable
// error: generic struct 'Picker' requires that 'Flavor' conform to 'Hashable'
struct Flavor {
    var name: String
}
Picker("Flavor", selection: .constant(Flavor(name: "vanilla"))) {
    Text("Vanilla")
}

// MARK: - reject_text_field_without_binding
// error: cannot convert value of type 'String' to expected argument type 'Binding<String>'
TextField("Name", text: "literal")

// MARK: - reject_lazy_grid_single_item
// error: cannot convert value of type 'GridItem' to expected argument type '[GridItem]'
LazyVGrid(columns: GridItem()) {
    Text("a")
}

// MARK: - reject_scroll_view_unknown_axis
// error: type 'Axis.Set' has no member 'diagonal'
ScrollView(.diagonal) {
    Text("a")
}

// MARK: - reject_navigation_split_without_detail
// error: missing argument for parameter 'detail' in call
NavigationSplitView {
    Text("Sidebar")
}

// MARK: - reject_picker_without_selection
// error: missing argument for parameter 'selection' in call
Picker("Flavor") {
    Text("Vanilla")
}

// MARK: - containers_section_deprecated_header_footer_forms
// expect: List<Never, TupleView<(Section<Text, Text, EmptyView>, Section<EmptyView, Text, Text>, Section<Text, Text, Text>, Section<EmptyView, Text, Text>)>>
// The iOS 13 forms (deprecated, renamed `Section(content:header:)` …), the most used in older apps.
List {
    Section(header: Text("Account")) { Text("a") }
    Section(footer: Text("Shown below")) { Text("b") }
    Section(header: Text("H"), footer: Text("F")) { Text("c") }
    Section { Text("d") } footer: { Text("e") }
}

// MARK: - list_rows_delete_and_move
// expect: List<Never, ModifiedContent<ModifiedContent<ForEach<Array<String>, String, Text>, _TraitWritingModifier<OnDeleteTraitKey>>, _TraitWritingModifier<OnMoveTraitKey>>>
func edited() -> (fruits: [String], offsets: IndexSet) {
    var fruits = ["apple", "pear", "plum", "fig"]
    var offsets = IndexSet(integer: 3)
    offsets.insert(0)
    fruits.remove(atOffsets: offsets)
    fruits.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
    return (fruits, offsets)
}
func rowCount<Rows: DynamicViewContent>(_ rows: Rows) -> Int { rows.data.count }
let (fruits, offsets) = edited()
let _ = offsets.makeIterator()
List {
    ForEach(fruits, id: \.self) { fruit in
        Text("\(fruit) \(offsets.count) \(offsets.isEmpty) \(offsets.first ?? 0) \(offsets.last ?? 0) \(offsets.contains(3)) \(IndexSet().count)")
    }
    .onDelete { indexSet in
        for index in indexSet { print(index) }
    }
    .onMove { source, destination in
        print(source.count, destination, rowCount(ForEach(fruits, id: \.self) { Text($0) }))
    }
}

// MARK: - uikit_representables
// expect: VStack<TupleView<(Text, Spinner, ShareSheet)>>
struct Spinner: UIViewRepresentable {
    var animating: Bool
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        view.backgroundColor = .systemBackground
        view.isHidden = !animating
        view.alpha = 0.5
        view.addSubview(UIView())
        return view
    }
    func updateUIView(_ uiView: UIView, context: UIViewRepresentableContext<Spinner>) {
        uiView.frame = uiView.bounds
    }
}
struct ShareSheet: UIViewControllerRepresentable {
    final class Coordinator { var shared = 0 }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.title = "\(context.coordinator.shared)"
        controller.view.backgroundColor = .clear
        return controller
    }
    func updateUIViewController(_ controller: UIViewController, context: UIViewControllerRepresentableContext<ShareSheet>) {
        _ = context.environment
    }
}
VStack {
    Text("Share")
    Spinner(animating: true)
    ShareSheet()
}

// MARK: - date_picker_ranges
// expect: Form<TupleView<(DatePicker<Text>, DatePicker<Text>, DatePicker<Text>, DatePicker<Label<Text, Image>>)>>
struct Booking: View {
    @State private var date = Date()
    let window = Date()...Date().addingTimeInterval(86_400)
    var body: some View {
        Form {
            DatePicker(selection: $date, in: window, displayedComponents: .date) { Text("Day") }
            DatePicker("From", selection: $date, in: Date()...)
            DatePicker(String("Until"), selection: $date, in: ...Date(), displayedComponents: [.hourAndMinute])
            DatePicker(selection: $date, in: Date()...) { Label("Start", systemImage: "calendar") }
        }
    }
}
Booking().body
