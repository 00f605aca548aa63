// Text, colours, shape styles, fonts and shapes (Profile+SwiftUIText, +ShapeStyles and +Shapes), checked against
// the iOS 18 SDK's signatures. Where the SDK returns `some Shape`/`some InsettableShape` from an
// inlinable body, the profile returns what that body builds (docs/surface-notes/graphics.tsv).
// The `graphics_checker_` snippets at the end pin down checker behaviour these declarations
// need, with declarations of their own.

// MARK: - graphics_text_verbatim
// expect: Text
Text(verbatim: "a")

// MARK: - graphics_text_modifiers_stay_text
// expect: Text
Text("a")
    .bold()
    .bold(false)
    .italic()
    .italic(true)
    .fontWeight(.semibold)
    .fontDesign(.rounded)
    .monospaced()
    .monospacedDigit()
    .underline()
    .underline(true, color: .red)
    .strikethrough()
    .strikethrough(false, color: .blue)
    .kerning(1)
    .tracking(2)
    .baselineOffset(3)
    .foregroundColor(.secondary)
    .font(.caption2)

// MARK: - graphics_text_foreground_style_is_texts_own
// expect: Text
Text("a").foregroundStyle(.secondary)

// MARK: - graphics_text_foreground_style_gradient
// expect: Text
Text("a").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))

// MARK: - graphics_text_plus_text
// expect: Text
Text("a").bold() + Text("b").italic() + Text(verbatim: "c")

// MARK: - graphics_text_plus_in_stack
// expect: VStack<TupleView<(Text, ModifiedContent<Text, _PaddingLayout>)>>
VStack {
    Text("Total: ") + Text("3").bold()
    (Text("a") + Text("b")).padding()
}

// MARK: - graphics_text_plus_image_rejected
// error: cannot convert value of type 'Image' to expected argument type 'Text'
Text("a") + Image(systemName: "star")

// MARK: - graphics_font_system_size
// expect: Text
Text("a").font(.system(size: 12, weight: .bold, design: .rounded))

// MARK: - graphics_font_system_style
// expect: Text
Text("a").font(.system(.title3, design: .serif, weight: .heavy))

// MARK: - graphics_font_instance_modifiers_in_optional_context
// expect: Text
Text("a").font(.custom("Menlo", size: 12).weight(.light).italic().bold().monospaced().smallCaps())

// MARK: - graphics_font_text_styles
// expect: VStack<TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text, Text, Text)>>
VStack {
    Text("a").font(.largeTitle)
    Text("a").font(.title)
    Text("a").font(.title2)
    Text("a").font(.title3)
    Text("a").font(.headline)
    Text("a").font(.subheadline)
    Text("a").font(.body)
    Text("a").font(.callout)
    Text("a").font(.footnote)
    Text("a").font(.caption)
    Text("a").font(.caption2)
}

// MARK: - graphics_font_weights
// expect: HStack<TupleView<(Text, Text, Text, Text, Text, Text, Text, Text, Text)>>
HStack {
    Text("a").fontWeight(.ultraLight)
    Text("a").fontWeight(.thin)
    Text("a").fontWeight(.light)
    Text("a").fontWeight(.regular)
    Text("a").fontWeight(.medium)
    Text("a").fontWeight(.semibold)
    Text("a").fontWeight(.bold)
    Text("a").fontWeight(.heavy)
    Text("a").fontWeight(.black)
}

// MARK: - graphics_font_on_a_stack
// expect: ModifiedContent<VStack<Text>, _EnvironmentKeyWritingModifier<Optional<Font>>>
VStack { Text("a") }.font(.system(size: 20).bold())

// MARK: - graphics_font_not_a_colour
// error: type 'Font?' has no member 'red'
Text("a").font(.red)

// MARK: - graphics_color_initializers
// expect: HStack<TupleView<(Color, Color, Color, Color, Color)>>
HStack {
    Color(red: 1, green: 0.5, blue: 0)
    Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
    Color(white: 0.5, opacity: 0.3)
    Color("Brand")
    Color(hue: 0.1, saturation: 0.2, brightness: 0.3)
}

// MARK: - graphics_color_opacity_is_colors_own
// expect: Color
Color.red.opacity(0.5)

// MARK: - graphics_color_opacity_then_view_modifier
// expect: ModifiedContent<Color, _FrameLayout>
Color.blue.opacity(0.2).frame(width: 10, height: 10)

// MARK: - graphics_color_named
// expect: VStack<TupleView<(Color, Color, Color, Color, Color, Color, Color, Color, Color, Color)>>
VStack {
    Color.orange
    Color.yellow
    Color.mint
    Color.teal
    Color.cyan
    Color.indigo
    Color.purple
    Color.pink
    Color.brown
    Color.accentColor
}

// MARK: - graphics_color_primary_in_color_context
// expect: Text
Text("a").foregroundColor(.primary)

// MARK: - graphics_primary_in_shape_style_context_is_hierarchical
// expect: ModifiedContent<Text, _BackgroundStyleModifier<HierarchicalShapeStyle>>
Text("a").background(.primary)

// MARK: - graphics_hierarchical_styles
// expect: VStack<TupleView<(_ShapeView<Circle, HierarchicalShapeStyle>, _ShapeView<Circle, HierarchicalShapeStyle>, _ShapeView<Circle, HierarchicalShapeStyle>, _ShapeView<Circle, HierarchicalShapeStyle>)>>
VStack {
    Circle().fill(.primary)
    Circle().fill(.secondary)
    Circle().fill(.tertiary)
    Circle().fill(.quaternary)
}

// MARK: - graphics_color_primary_explicit
// expect: _ShapeView<Circle, Color>
Circle().fill(Color.primary)

// MARK: - graphics_special_styles
// expect: VStack<TupleView<(_ShapeView<Rectangle, TintShapeStyle>, _ShapeView<Rectangle, ForegroundStyle>, _ShapeView<Rectangle, BackgroundStyle>, _ShapeView<Rectangle, AnyShapeStyle>)>>
VStack {
    Rectangle().fill(.tint)
    Rectangle().fill(.foreground)
    Rectangle().fill(.background)
    Rectangle().fill(AnyShapeStyle(Color.red))
}

// MARK: - graphics_materials
// expect: VStack<TupleView<(ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>, ModifiedContent<Text, _BackgroundStyleModifier<Material>>)>>
VStack {
    Text("a").background(.ultraThinMaterial)
    Text("a").background(.thinMaterial)
    Text("a").background(.regularMaterial)
    Text("a").background(.thickMaterial)
    Text("a").background(.ultraThickMaterial)
    Text("a").background(.bar)
}

// MARK: - graphics_linear_gradient_view
// expect: LinearGradient
LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)

// MARK: - graphics_linear_gradient_stops
// expect: LinearGradient
LinearGradient(stops: [Gradient.Stop(color: .red, location: 0), .init(color: .blue, location: 1)], startPoint: UnitPoint(x: 0.2, y: 0), endPoint: .bottomTrailing)

// MARK: - graphics_gradient_background_prefers_shape_style
// expect: ModifiedContent<Text, _BackgroundStyleModifier<LinearGradient>>
Text("a").background(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing))

// MARK: - graphics_gradient_static_members
// expect: VStack<TupleView<(_ShapeView<Rectangle, LinearGradient>, _ShapeView<Circle, RadialGradient>, _ShapeView<Capsule, AngularGradient>, _ShapeView<Ellipse, AngularGradient>)>>
VStack {
    Rectangle().fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
    Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 40))
    Capsule().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
    Ellipse().fill(.conicGradient(Gradient(colors: [.red, .blue]), center: .center))
}

// MARK: - graphics_radial_and_angular_gradient_views
// expect: HStack<TupleView<(RadialGradient, AngularGradient, AngularGradient)>>
HStack {
    RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 100)
    AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: Angle(radians: 3))
    AngularGradient(gradient: Gradient(colors: [.red]), center: .topLeading, angle: .radians(1))
}

// MARK: - graphics_shapes_are_views
// expect: HStack<TupleView<(Circle, Rectangle, RoundedRectangle, RoundedRectangle, Capsule, Ellipse, UnevenRoundedRectangle, ContainerRelativeShape)>>
HStack {
    Circle()
    Rectangle()
    RoundedRectangle(cornerRadius: 8, style: .continuous)
    RoundedRectangle(cornerSize: CGSize(width: 4, height: 8))
    Capsule(style: .circular)
    Ellipse()
    UnevenRoundedRectangle(topLeadingRadius: 4, bottomTrailingRadius: 8)
    ContainerRelativeShape()
}

// MARK: - graphics_shape_body
// expect: _ShapeView<Circle, ForegroundStyle>
Circle().body

// MARK: - graphics_fill
// expect: _ShapeView<Circle, Color>
Circle().fill(.red)

// MARK: - graphics_fill_default_style
// expect: _ShapeView<RoundedRectangle, ForegroundStyle>
RoundedRectangle(cornerRadius: 4).fill()

// MARK: - graphics_fill_with_style
// expect: _ShapeView<Capsule, Color>
Capsule().fill(Color.green, style: FillStyle(eoFill: true))

// MARK: - graphics_stroke_line_width
// expect: StrokeShapeView<Circle, Color, EmptyView>
Circle().stroke(.red, lineWidth: 2)

// MARK: - graphics_stroke_style
// expect: StrokeShapeView<RoundedRectangle, Color, EmptyView>
RoundedRectangle(cornerRadius: 8).stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))

// MARK: - graphics_stroke_without_style_is_a_shape
// expect: _StrokedShape<Rectangle>
Rectangle().stroke(lineWidth: 3)

// MARK: - graphics_stroke_style_only_is_a_shape
// expect: _ShapeView<_StrokedShape<Circle>, Color>
Circle().stroke(style: StrokeStyle(lineWidth: 1)).fill(.red)

// MARK: - graphics_stroke_border
// expect: StrokeBorderShapeView<Circle, Color, EmptyView>
Circle().strokeBorder(.blue, lineWidth: 4)

// MARK: - graphics_stroke_border_default_style
// expect: StrokeBorderShapeView<Ellipse, ForegroundStyle, EmptyView>
Ellipse().strokeBorder(lineWidth: 2)

// MARK: - graphics_stroke_border_style
// expect: StrokeBorderShapeView<Capsule, Color, EmptyView>
Capsule().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 2))

// MARK: - graphics_fill_then_stroke
// expect: StrokeShapeView<Circle, Color, _ShapeView<Circle, Color>>
Circle().fill(.red).stroke(.blue)

// MARK: - graphics_fill_then_stroke_border
// expect: StrokeBorderShapeView<Circle, Color, _ShapeView<Circle, Color>>
Circle().fill(.red).strokeBorder(.blue, lineWidth: 2)

// MARK: - graphics_stroke_then_fill
// expect: FillShapeView<Circle, Color, StrokeShapeView<Circle, Color, EmptyView>>
Circle().stroke(.red).fill(.blue)

// MARK: - graphics_trim
// expect: _StrokedShape<_TrimmedShape<Circle>>
Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 3)

// MARK: - graphics_trim_defaults
// expect: _TrimmedShape<Rectangle>
Rectangle().trim(to: 0.25)

// MARK: - graphics_trimmed_shape_has_no_stroke_border
// error: value of type '_TrimmedShape<Circle>' has no member 'strokeBorder'
Circle().trim(from: 0, to: 0.5).strokeBorder(.red)

// MARK: - graphics_inset
// expect: _ShapeView<_Inset, Color>
Circle().inset(by: 3).fill(.red)

// MARK: - graphics_inset_kinds
// expect: VStack<TupleView<(_Inset, _Inset, _Inset, _Inset, _Inset, _Inset)>>
VStack {
    Rectangle().inset(by: 1)
    RoundedRectangle(cornerRadius: 4).inset(by: 1)
    Capsule().inset(by: 1)
    Ellipse().inset(by: 1)
    Circle().inset(by: 1).inset(by: 1)
    ContainerRelativeShape().inset(by: 1)
}

// MARK: - graphics_inset_stroke_border
// expect: StrokeBorderShapeView<_Inset, Color, EmptyView>
Rectangle().inset(by: 4).strokeBorder(.red)

// MARK: - graphics_shape_transforms
// expect: RotatedShape<ScaledShape<OffsetShape<Capsule>>>
Capsule().offset(x: 3).scale(2).rotation(.degrees(30))

// MARK: - graphics_shape_offset_size
// expect: _ShapeView<OffsetShape<Circle>, Color>
Circle().offset(CGSize(width: 2, height: 3)).fill(.red)

// MARK: - graphics_shape_in_stack_with_modifiers
// expect: HStack<TupleView<(ModifiedContent<_ShapeView<Circle, Color>, _FrameLayout>, ModifiedContent<StrokeShapeView<Rectangle, Color, EmptyView>, _PaddingLayout>)>>
HStack {
    Circle().fill(.red).frame(width: 20, height: 20)
    Rectangle().stroke(.blue).padding()
}

// MARK: - graphics_shape_as_overlay
// expect: ModifiedContent<Text, _OverlayModifier<StrokeShapeView<Capsule, Color, EmptyView>>>
Text("a").overlay(Capsule().stroke(.red))

// MARK: - graphics_shape_static_members
// expect: HStack<TupleView<(Framed<Circle>, Framed<Rectangle>, Framed<RoundedRectangle>, Framed<Capsule>, Framed<Ellipse>, Framed<ContainerRelativeShape>, Framed<UnevenRoundedRectangle>)>>
struct Framed<S: Shape>: View {
    var shape: S
    init(_ shape: S) { self.shape = shape }
    var body: some View { shape.stroke(.red) }
}
HStack {
    Framed(.circle)
    Framed(.rect)
    Framed(.rect(cornerRadius: 4))
    Framed(.capsule)
    Framed(.ellipse)
    Framed(.containerRelative)
    Framed(.rect(topLeadingRadius: 2))
}

// MARK: - graphics_custom_shape
// expect: VStack<TupleView<(Triangle, _ShapeView<Triangle, Color>, StrokeShapeView<Triangle, HierarchicalShapeStyle, EmptyView>)>>
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
VStack {
    Triangle()
    Triangle().fill(.red)
    Triangle().stroke(.secondary, lineWidth: 2)
}

// MARK: - graphics_custom_shape_body
// expect: _ShapeView<Triangle, ForegroundStyle>
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path { Path(rect) }
}
Triangle().body

// MARK: - graphics_colour_is_not_a_shape
// error: value of type 'Color' has no member 'stroke'
Color.red.stroke(.blue)

// MARK: - graphics_font_is_not_a_shape_style
// error: type 'ShapeStyle' has no member 'headline'
Circle().fill(.headline)

// MARK: - graphics_fill_has_no_line_width
// error: extra argument 'lineWidth' in call
Rectangle().fill(.primary, lineWidth: 2)

// MARK: - graphics_border_still_strokes_an_inset
// expect: ModifiedContent<Text, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, Color>>>
Text("a").border(.red, width: 2)

// MARK: - graphics_corner_radius_still_clips_to_rounded_rectangle
// expect: ModifiedContent<Color, _ClipEffect<RoundedRectangle>>
Color.red.cornerRadius(4)

// MARK: - graphics_checker_protocol_static_member_with_own_twin
// expect: Marked<Dot>
protocol Marker {}
struct Dot: Marker {
    static let dot = Dot()
}
struct Bar: Marker {
    static let dot = Bar()
}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
extension Marker where Self == Bar {
    static var bar: Bar { Bar() }
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.dot)

// MARK: - graphics_checker_protocol_static_function
// expect: Marked<Star>
protocol Marker {}
struct Star: Marker {
    var points: Int
}
extension Marker where Self == Star {
    static func star(points: Int) -> Star { Star(points: points) }
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.star(points: 5))

// MARK: - graphics_checker_protocol_member_missing
// error: type 'Marker' has no member 'dot'
protocol Marker {}
struct Dot: Marker {
    static let dot = Dot()
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.dot)

// MARK: - graphics_checker_operator_function
// expect: Badge
struct Badge: View {
    var text: String
    static func + (lhs: Badge, rhs: Badge) -> Badge { Badge(text: lhs.text + rhs.text) }
    var body: some View { Text(text) }
}
Badge(text: "a") + Badge(text: "b")

// MARK: - graphics_checker_operator_function_in_stack
// expect: VStack<TupleView<(Badge, Badge)>>
struct Badge: View {
    var text: String
    static func + (lhs: Badge, rhs: Badge) -> Badge { Badge(text: lhs.text + rhs.text) }
    var body: some View { Text(text) }
}
VStack {
    Badge(text: "a") + Badge(text: "b") + Badge(text: "c")
    Badge(text: "d")
}

// MARK: - graphics_checker_operator_function_wrong_operand
// error: cannot convert value of type 'Image' to expected argument type 'Badge'
struct Badge: View {
    var text: String
    static func + (lhs: Badge, rhs: Badge) -> Badge { Badge(text: lhs.text + rhs.text) }
    var body: some View { Text(text) }
}
Badge(text: "a") + Image(systemName: "star")

// MARK: - graphics_checker_generic_default_argument
// expect: Pin<Dot>
protocol Marker {}
struct Dot: Marker {}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
struct Pin<M: Marker>: View {
    var marker: M
    init(_ marker: M = .dot) { self.marker = marker }
    var body: some View { Text("pin") }
}
Pin()

// MARK: - graphics_checker_generic_default_argument_method
// expect: ModifiedContent<Text, Pinned<Dot>>
protocol Marker {}
struct Dot: Marker {}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
struct Pinned<M: Marker>: ViewModifier {
    var marker: M
    func body(content: Content) -> some View { content }
}
extension View {
    func pinned<M: Marker>(_ marker: M = .dot) -> ModifiedContent<Self, Pinned<M>> {
        modifier(Pinned(marker: marker))
    }
}
Text("a").pinned()

// MARK: - graphics_checker_implicit_chain_in_optional_context
// expect: Boxed
struct Size {
    var value: Int
    static let small = Size(value: 1)
    func doubled() -> Size { Size(value: value * 2) }
}
struct Boxed: View {
    var size: Size?
    var body: some View { Text("box") }
}
Boxed(size: .small.doubled())

// MARK: - graphics_checker_requirement_from_refined_protocol_extension
// expect: VStack<TupleView<(Square, Text)>>
protocol Tile: View {}
extension Tile {
    var body: some View { Text("tile") }
}
struct Square: Tile {}
VStack {
    Square()
    Square().body
}

// MARK: - graphics_shape_offset_wins_over_view_offset
// expect: VStack<TupleView<(OffsetShape<Circle>, ModifiedContent<Text, _OffsetEffect>)>>
VStack {
    Circle().offset(x: 3)
    Text("a").offset(x: 3)
}

// MARK: - graphics_checker_implicit_chain_in_generic_context
// expect: Marked<Faded<Dot>>
protocol Marker {}
struct Dot: Marker {}
struct Faded<M: Marker>: Marker {
    var base: M
}
extension Marker where Self == Dot {
    static var dot: Dot { Dot() }
}
extension Marker {
    func faded() -> Faded<Self> { Faded(base: self) }
}
struct Marked<M: Marker>: View {
    var marker: M
    init(_ marker: M) { self.marker = marker }
    var body: some View { Text("marked") }
}
Marked(.dot.faded())
