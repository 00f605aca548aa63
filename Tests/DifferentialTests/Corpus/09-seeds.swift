// Every `// Type<…>` comment of seeds 000 (fatbobman, "ViewBuilder 研究（下）") and 002
// ("深入理解 SwiftUI 的可变容器 View"), with the corrections of reference/semantics.md:
// - seed 000 shows `if #available … {MyText()}` as `_ConditionalContent<AnyView, EmptyView>`:
//   that is its own clone's buildOptional; SwiftUI's buildIf gives `Optional<AnyView>`.
// - seed 000 shows `.background(Color.blue)` as `_BackgroundModifier<Color>` (2022 SDK);
//   today the ShapeStyle overload wins: `_BackgroundStyleModifier<Color>`.
// (seed000_switch_selection is in 03-switch.swift, seed000_debug_extension in 07-extensions.swift.)

// MARK: - seed000_my_first_view
// expect: EmptyView
@ViewBuilder
func myFirstView() -> some View {}
myFirstView()

// MARK: - seed000_content_view_emptyview
// expect: EmptyView
struct ContentView: View {
    var body: some View {
        EmptyView()
    }
}
ContentView().body

// MARK: - seed000_two_emptyviews
// expect: TupleView<(EmptyView, EmptyView)>
struct ContentView: View {
    var body: some View {
        EmptyView()
        EmptyView()
    }
}
ContentView().body

// MARK: - seed000_group_two_emptyviews
// expect: Group<TupleView<(EmptyView, EmptyView)>>
struct ContentView: View {
    var body: some View {
        Group {
            EmptyView()
            EmptyView()
        }
    }
}
ContentView().body

// MARK: - seed000_group_emptyview_text
// expect: Group<TupleView<(EmptyView, Text)>>
struct ContentView: View {
    var body: some View {
        Group {
            EmptyView()
            Text("hello world")
        }
    }
}
ContentView().body

// MARK: - seed000_group_hello_world
// expect: Group<TupleView<(Text, Text)>>
Group {
    Text("Hello")
    Text("World")
}

// MARK: - seed000_if_else_show
// expect: _ConditionalContent<Text, TupleView<(Text, Text)>>
struct ContentView: View {
    var show: Bool
    var body: some View {
        if show {
            Text("hello")
        } else {
            Text("hello")
            Text("world")
        }
    }
}
ContentView(show: true).body

// MARK: - seed000_group_if_show
// expect: Group<TupleView<(Optional<Text>, Text)>>
struct ContentView: View {
    var show: Bool
    var body: some View {
        Group {
            if show {
                Text("Hello")
            }
            Text("World")
        }
    }
}
ContentView(show: true).body

// MARK: - seed000_available_mytext
// expect: Optional<AnyView>
@available(macOS 14, iOS 16, *)
struct MyText: View {
    var body: some View {
        Text("abc")
    }
}
struct TestView: View {
    var body: some View {
        if #available(macOS 14, iOS 16, *) {
            MyText()
        }
    }
}
TestView().body

// MARK: - seed000_background_frame
// expect: ModifiedContent<VStack<ModifiedContent<Text, _BackgroundStyleModifier<Color>>>, _FrameLayout>
struct TestView: View {
    var body: some View {
        VStack {
            Text("Hello world")
                .background(Color.blue)
        }
        .frame(width: 100, height: 200, alignment: .leading)
    }
}
TestView().body

// MARK: - seed000_group_overlay
// expect: ModifiedContent<Group<Text>, _OverlayModifier<Text>>
struct TestView: View {
    var body: some View {
        Group {
            Text("Hello")
        }
        .overlay(Text("world"))
    }
}
TestView().body

// MARK: - seed002_buildblock_inner
// expect: TupleView<(Text, Text)>
let inner = ViewBuilder.buildBlock(
    Text("First"), Text("Second")
)
inner

// MARK: - seed002_buildblock_outer
// expect: TupleView<(TupleView<(Text, Text)>, Text)>
let inner = ViewBuilder.buildBlock(
    Text("First"), Text("Second")
)
let outer = ViewBuilder.buildBlock(
    inner, Text("Third")
)
outer

// MARK: - seed002_outer_border
// expect: ModifiedContent<TupleView<(TupleView<(Text, Text)>, Text)>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>
let inner = ViewBuilder.buildBlock(
    Text("First"), Text("Second")
)
let outer = ViewBuilder.buildBlock(
    inner, Text("Third")
)
outer.border(.blue)

// MARK: - seed002_list_outer
// expect: List<Never, TupleView<(TupleView<(Text, Text)>, Text)>>
let inner = ViewBuilder.buildBlock(Text("First"), Text("Second"))
let outer = ViewBuilder.buildBlock(inner, Text("Third"))
List {
    outer
}

// MARK: - seed002_list_group
// expect: List<Never, Group<TupleView<(Text, Text, Text)>>>
List {
    Group {
        Text("First")
        Text("Second")
        Text("Third")
    }
}

// MARK: - seed002_list_vstack
// expect: List<Never, VStack<TupleView<(Text, Text, Text)>>>
List {
    VStack {
        Text("First")
        Text("Second")
        Text("Third")
    }
}

// MARK: - seed002_print_changes_demo
// expect: TupleView<(_ConditionalContent<AnyView, EmptyView>, Text, Button<ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<Color>>>>)>
struct ViewBuilderDemo: View {
    @State var count: Int = 0
    var body: some View {
        if #available(iOS 15.0, *) {
            let _ = Self._printChanges()
        } else {
            // Fallback on earlier versions
        }

        Text("Count: \(count)")
        Button {
            count += 1
        } label: {
            Image(systemName: "square.and.arrow.up")
                .foregroundColor(.blue)
        }
    }
}
ViewBuilderDemo().body

// MARK: - seed002_divided_vstack
// requires: _VariadicView
// expect: DividedVStack<TupleView<(Text, Text, Text)>>
struct DividedVStack<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        _VariadicView.Tree(DividedVStackLayout()) {
            content
        }
    }
}
struct DividedVStackLayout: _VariadicView_UnaryViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        let last = children.last?.id

        VStack {
            ForEach(children) { child in
                child

                if child.id != last {
                    Divider()
                }
            }
        }
    }
}
DividedVStack {
    Text("First")
    Text("Second")
    Text("Third")
}

// MARK: - seed002_divided_vstack_body
// requires: _VariadicView
// expect: Tree<DividedVStackLayout, TupleView<(Text, Text, Text)>>
struct DividedVStack<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        _VariadicView.Tree(DividedVStackLayout()) {
            content
        }
    }
}
struct DividedVStackLayout: _VariadicView_UnaryViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        children
    }
}
DividedVStack {
    Text("First")
    Text("Second")
    Text("Third")
}
.body

// MARK: - seed002_divided_border
// requires: _VariadicView
// expect: HStack<ModifiedContent<Divided<TupleView<(Text, Text, Text)>>, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>>
struct Divided<Content: View>: View {
    var content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        _VariadicView.Tree(DividedLayout()) { content }
    }
}
struct DividedLayout: _VariadicView_MultiViewRoot {
    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        let last = children.last?.id

        ForEach(children) { child in
            child

            if child.id != last {
                Divider()
            }
        }
    }
}
HStack {
    Divided {
        Text("First")
        Text("Second")
        Text("Third")
    }
    .border(.blue)
}
