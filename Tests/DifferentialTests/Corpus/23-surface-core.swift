// The core of the surface: alignments, edges, colours, fonts, bindings, the view wrappers a
// modifier returns, and `PreviewProvider`. Every declared name has a snippet (see
// SurfaceCoverage.swift), so swiftc judges each declaration's type.

// MARK: - core_alignments_all_cases
// expect: TupleView<(VStack<Text>, HStack<Text>, HStack<Text>, ZStack<Text>, ZStack<Text>, ZStack<Text>)>
VStack(alignment: HorizontalAlignment.center) { Text("a") }
HStack(alignment: VerticalAlignment.lastTextBaseline) { Text("b") }
HStack(alignment: .bottom) { Text("c") }
ZStack(alignment: Alignment.bottomTrailing) { Text("d") }
ZStack(alignment: .bottomLeading) { Text("e") }
ZStack(alignment: .center) { Text("f") }

// MARK: - core_edge_sets
// expect: TupleView<(ModifiedContent<Text, _PaddingLayout>, ModifiedContent<Text, _PaddingLayout>)>
Text("a").padding(Edge.Set.all, 4)
Text("b").padding(Edge.Set(rawValue: 1))

// MARK: - core_edge_cases_compare
// expect: _ConditionalContent<Text, Text>
let edge = Edge.top
if edge == .top { Text("top") } else { Text("other") }

// MARK: - core_named_colors
// expect: VStack<TupleView<(Color, Color, Color, Color, Color, Color, Color, Color, Color, Color, Color, Color)>>
VStack {
    Color.orange
    Color.mint
    Color.teal
    Color.cyan
    Color.indigo
    Color.pink
    Color.brown
    Color.black
    Color.clear
    Color.primary
    Color.secondary
    Color.accentColor
}

// MARK: - core_shape_style_members
// expect: TupleView<(ModifiedContent<Text, _BackgroundStyleModifier<Color>>, ModifiedContent<Text, _BackgroundStyleModifier<Color>>, ModifiedContent<Text, _OverlayStyleModifier<Color>>)>
Text("a").background(.orange)
Text("b").background(.pink)
Text("c").overlay(.clear)

// MARK: - core_shape_style_generic
// expect: ModifiedContent<Text, _BackgroundStyleModifier<Color>>
func tinted<S: ShapeStyle>(_ style: S) -> some View { Text("a").background(style) }
tinted(Color.teal)

// MARK: - core_fonts
// expect: TupleView<(Text, ModifiedContent<Image, _EnvironmentKeyWritingModifier<Optional<Font>>>)>
Text("a").font(Font.largeTitle)
Image(systemName: "b").font(.footnote)

// MARK: - core_modified_content_spelled_out
// expect: ModifiedContent<Text, _OpacityEffect>
let faded: ModifiedContent<Text, _OpacityEffect> = Text("a").opacity(0.5)
faded

// MARK: - core_id_view_spelled_out
// expect: IDView<Text, Int>
let tagged: IDView<Text, Int> = Text("a").id(1)
tagged

// MARK: - core_binding_values
// expect: TupleView<(Toggle<Text>, Toggle<Text>)>
let on = Binding.constant(true)
Toggle("a", isOn: on.projectedValue)
Toggle(on.wrappedValue ? "on" : "off", isOn: on)

// MARK: - core_preview_provider
// A conformance written in an extension, so the entry is not shown as a file's preview.
// standalone
// expect: TupleView<(Text, Text)>
struct Greeting {}
extension Greeting: PreviewProvider {
    static var previews: some View {
        Text("Hello")
        Text("World")
    }
}
Greeting.previews

// MARK: - core_rounded_rectangle_in_a_clip
// expect: ModifiedContent<Text, _ClipEffect<RoundedRectangle>>
let clipped: ModifiedContent<Text, _ClipEffect<RoundedRectangle>> = Text("a").cornerRadius(8)
clipped
