// Names of the surface the family files' snippets did not reach: geometry, option sets,
// image and symbol modes, navigation values, materials and shape plumbing. Each snippet uses
// them the way app code does.

// MARK: - names_geometry_reader_proxy_and_spaces
// expect: GeometryReader<Text>
GeometryReader { (proxy: GeometryProxy) in
    let frame = proxy.frame(in: CoordinateSpace.local)
    let named = proxy.frame(in: .named("card"))
    Text("\(frame.midY + named.minY)")
}

// MARK: - names_scroll_proxy_and_pinned_views
// expect: ScrollViewReader<ScrollView<LazyVStack<Text>>>
ScrollViewReader { (proxy: ScrollViewProxy) in
    ScrollView(Axis.Set.vertical) {
        LazyVStack(pinnedViews: PinnedScrollableViews.sectionFooters) { Text("row") }
    }
}

// MARK: - names_axis_values
// expect: _ConditionalContent<Text, Text>
let axis = Axis.horizontal
if axis == .vertical { Text("v") } else { Text("h") }

// MARK: - names_navigation_path_remove_last
// expect: Text
var path = NavigationPath()
let _ = path.append(1)
let _ = path.removeLast()
Text("\(path.count)")

// MARK: - names_navigation_path_from_a_sequence_is_equatable
// expect: Text
let visited = NavigationPath(["a", "b"])
Text("\(visited == NavigationPath(["a", "b"])) \(visited.count)")

// MARK: - names_split_view_visibility
// expect: NavigationSplitView<Text, EmptyView, Text>
NavigationSplitView(columnVisibility: .constant(NavigationSplitViewVisibility.doubleColumn)) {
    Text("sidebar")
} detail: {
    Text("detail")
}

// MARK: - names_split_view_visibility_cases
// expect: TupleView<(Text, Text)>
let visibility: [NavigationSplitViewVisibility] = [.automatic, .detailOnly]
Text("\(visibility.count)")
Text("columns")

// MARK: - names_image_modes
// expect: TupleView<(Image, Image, Image)>
Image("photo").resizable(resizingMode: Image.ResizingMode.stretch).interpolation(Image.Interpolation.high)
Image("icon").renderingMode(Image.TemplateRenderingMode.template).interpolation(.low).antialiased(true)
Image(systemName: "star").symbolRenderingMode(SymbolRenderingMode.multicolor)

// MARK: - names_symbol_rendering_modes
// expect: TupleView<(Image, Image)>
Image(systemName: "a").symbolRenderingMode(.monochrome)
Image(systemName: "b").symbolRenderingMode(.palette)

// MARK: - names_button_role_value
// expect: Button<Text>
let role: ButtonRole? = ButtonRole.destructive
Button("Delete", role: role) {}

// MARK: - names_date_picker_components
// expect: DatePicker<Text>
DatePicker("When", selection: .constant(Date()), displayedComponents: DatePickerComponents.date)

// MARK: - names_async_image_phases
// expect: AsyncImage<_ConditionalContent<_ConditionalContent<Image, Text>, Color>>
AsyncImage(url: URL(string: "https://example.com/a.png")) { (phase: AsyncImagePhase) in
    switch phase {
    case .success(let image): image
    case .failure: Text("failed")
    case .empty: Color.gray
    }
}

// MARK: - names_path_building
// expect: Text
var outline = Path()
let _ = outline.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
let _ = outline.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
let _ = outline.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
let _ = outline.addCurve(to: CGPoint(x: 2, y: 2), control1: .zero, control2: .zero)
Text("path")

// MARK: - names_font_nested_types
// expect: TupleView<(Text, Text)>
Text("a").font(.system(Font.TextStyle.title, design: Font.Design.default, weight: Font.Weight.bold))
Text("b").font(.system(size: 12, weight: .regular, design: .default))

// MARK: - names_materials_and_quinary
// expect: TupleView<(ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>, _ShapeView<Circle, HierarchicalShapeStyle>)>
Text("a").background(Material.thick)
Text("b").background(Material.ultraThin)
Text("c").background(Material.ultraThick)
Circle().fill(.quinary)

// MARK: - names_rounded_corner_styles
// expect: TupleView<(RoundedRectangle, UnevenRoundedRectangle)>
RoundedRectangle(cornerRadius: 8, style: RoundedCornerStyle.circular)
UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: 4), style: .continuous)

// MARK: - names_insettable_and_shape_view_generics
// expect: TupleView<(_ShapeView<Circle, Color>, Capsule)>
func filled<S: InsettableShape>(_ shape: S) -> some View { shape.fill(Color.red) }
func shapeOf<V: ShapeView>(_ view: V) -> V.Content { view.shape }
filled(Circle())
shapeOf(Capsule().fill(Color.blue))

// MARK: - text_selection
// expect: VStack<TupleView<(ModifiedContent<Text, TextSelectionModifier<EnabledTextSelectability>>, ModifiedContent<Text, TextSelectionModifier<DisabledTextSelectability>>)>>
func allows<S: TextSelectability>(_ selectability: S) -> Bool { selectability is EnabledTextSelectability }
let selectable = allows(EnabledTextSelectability()) && !DisabledTextSelectability.allowsSelection
VStack {
    Text("Order #1042 \(selectable)").textSelection(.enabled)
    Text("Draft").textSelection(.disabled)
}
