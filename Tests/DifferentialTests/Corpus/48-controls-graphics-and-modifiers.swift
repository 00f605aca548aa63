// Declarations found missing in real app code: Slider's value-label forms, List's selection,
// a tinted switch, an optional focus state, button border shapes, form styles, content margins,
// blend modes and drawing groups, Path.applying, a format style in a localized interpolation,
// onHover, dialogSuppressionToggle and interactiveSpring's functions. Opaque results are the
// prelude's choice (docs/surface-notes/modifiers.tsv); inlinable ones what the SDK's body builds.

// MARK: - slider_value_label_views
// expect: VStack<TupleView<(Slider<Text, Text>, Slider<Text, Image>, Slider<Text, EmptyView>, Slider<Text, EmptyView>, Slider<Text, EmptyView>)>>
let level = Binding.constant(0.5)
VStack {
    Slider(value: level, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), label: { Text("Level") })
    Slider(value: level, in: 0...1, step: 0.1, onEditingChanged: { _ in }, minimumValueLabel: Image(systemName: "minus"), maximumValueLabel: Image(systemName: "plus")) {
        Text("Step")
    }
    Slider(value: level, onEditingChanged: { editing in print(editing) }) { Text("Editing") }
    Slider(value: level, in: 0...2, step: 0.5, onEditingChanged: { _ in }) { Text("Stepped") }
    Slider(value: level) { Text("Plain") }
}

// MARK: - list_selection_forms
// expect: VStack<TupleView<(List<Int, Text>, List<String, Text>, List<Int, ForEach<Array<Row>, Int, Text>>, List<Int, ForEach<Array<Row>, String, Text>>, List<Int, ForEach<Array<Row>, Int, Text>>, List<String, ForEach<Array<Row>, String, Text>>)>>
struct Row: Identifiable {
    let id: Int
    let name: String
}
let rows = [Row(id: 1, name: "One"), Row(id: 2, name: "Two")]
let many: Binding<Set<Int>> = .constant([1])
let one: Binding<String?> = .constant(nil)
VStack {
    List(selection: many) { Text("a") }
    List(selection: one) { Text("b") }
    List(rows, selection: many) { Text($0.name) }
    List(rows, id: \.name, selection: many) { Text($0.name) }
    List(rows, selection: Binding<Int?>.constant(nil)) { Text($0.name) }
    List(rows, id: \.name, selection: one) { Text($0.name) }
}

// MARK: - switch_tint_and_explicit_optional_focus_state
// expect: VStack<TupleView<(ModifiedContent<Toggle<Text>, ToggleStyleModifier<SwitchToggleStyle>>, ModifiedContent<TextField<Text>, _FocusedModifier<Optional<Int>>>)>>
let focus = FocusState<Int?>()
VStack {
    Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))
    TextField("Name", text: .constant("")).focused(focus.projectedValue, equals: 1)
}

// MARK: - button_border_shapes
// expect: VStack<TupleView<(ModifiedContent<Button<Text>, _EnvironmentKeyWritingModifier<ButtonBorderShape>>, ModifiedContent<ModifiedContent<Button<Text>, _EnvironmentKeyWritingModifier<ButtonBorderShape>>, _EnvironmentKeyWritingModifier<ButtonBorderShape>>, ModifiedContent<Button<Text>, _EnvironmentKeyWritingModifier<ButtonBorderShape>>)>>
let shapes: [ButtonBorderShape] = [.automatic, .capsule, .roundedRectangle, .circle]
VStack {
    Button("Pill") {}.buttonBorderShape(.capsule)
    Button("Card") {}.buttonBorderShape(.roundedRectangle(radius: 8)).buttonBorderShape(shapes[0])
    Button("Round") {}.buttonBorderShape(ButtonBorderShape.circle == shapes[3] ? .circle : .roundedRectangle)
}

// MARK: - form_styles
// expect: VStack<TupleView<(ModifiedContent<Form<Text>, FormStyleModifier<GroupedFormStyle>>, ModifiedContent<Form<Text>, FormStyleModifier<ColumnsFormStyle>>, ModifiedContent<Form<Text>, FormStyleModifier<AutomaticFormStyle>>, ModifiedContent<Form<Text>, FormStyleModifier<PaddedFormStyle>>)>>
struct PaddedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        let content: FormStyleConfiguration.Content = configuration.content
        return VStack {
            Form(configuration).padding()
            content
        }
    }
}
VStack {
    Form { Text("a") }.formStyle(.grouped)
    Form { Text("b") }.formStyle(.columns)
    Form { Text("c") }.formStyle(.automatic)
    Form { Text("d") }.formStyle(PaddedFormStyle())
}

// MARK: - content_margins
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<ScrollView<Text>, ContentMarginsModifier>, ContentMarginsModifier>, ContentMarginsModifier>, ContentMarginsModifier>
let placements: [ContentMarginPlacement] = [.automatic, .scrollContent, .scrollIndicators]
ScrollView { Text("a") }
    .contentMargins(16)
    .contentMargins(.horizontal, 20, for: .scrollContent)
    .contentMargins(.all, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), for: placements[2])
    .contentMargins(.vertical, nil)

// MARK: - blend_modes_and_drawing_groups
// expect: VStack<TupleView<(ModifiedContent<Circle, _BlendModeEffect>, ModifiedContent<ModifiedContent<Circle, _DrawingGroupEffect>, _DrawingGroupEffect>)>>
let modes: [BlendMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
    .difference, .exclusion, .hue, .saturation, .color, .luminosity,
    .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter,
]
let colorModes: [ColorRenderingMode] = [.nonLinear, .linear, .extendedLinear]
VStack {
    Circle().blendMode(modes[1])
    Circle().drawingGroup().drawingGroup(opaque: true, colorMode: colorModes[2])
}

// MARK: - path_applying_a_transform
// expect: TupleView<(Path, Text)>
let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
let moved = square.applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1).rotated(by: 0))
moved
Text("\(Int(moved.boundingRect.width)) \(Int(moved.boundingRect.height))")

// MARK: - format_style_in_a_localized_interpolation
// expect: VStack<TupleView<(Text, Text, Button<Text>)>>
let price = 12.5
VStack {
    Text("\(price, format: .number) total")
    Text("Count: \(3, format: .number)")
    Button("Pay \(price, format: .number.precision(.fractionLength(2)))") {}
}

// MARK: - on_hover_and_dialog_suppression
// expect: VStack<TupleView<(ModifiedContent<Text, _HoverRegionModifier>, ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<Text, DialogSuppressionToggleModifier>, DialogSuppressionToggleModifier>, DialogSuppressionToggleModifier>, DialogSuppressionToggleModifier>)>>
let suppressed = Binding.constant(false)
let title = "Don't ask again"
VStack {
    Text("Hover").onHover { inside in print(inside) }
    Text("Dialog")
        .dialogSuppressionToggle(isSuppressed: suppressed)
        .dialogSuppressionToggle("Don't show", isSuppressed: suppressed)
        .dialogSuppressionToggle(title, isSuppressed: suppressed)
        .dialogSuppressionToggle(Text("Skip"), isSuppressed: suppressed)
}

// MARK: - interactive_spring_functions
// expect: ModifiedContent<ModifiedContent<Text, _AnimationModifier<Int>>, _AnimationModifier<Int>>
let springs: [Animation] = [
    .interactiveSpring, .interactiveSpring(), .interactiveSpring(response: 0.3, dampingFraction: 0.7),
    .interactiveSpring(duration: 0.2, extraBounce: 0.1, blendDuration: 0),
]
Text("Spring")
    .animation(.interactiveSpring(), value: springs.count)
    .animation(Animation.interactiveSpring(response: 0.2), value: 1)
