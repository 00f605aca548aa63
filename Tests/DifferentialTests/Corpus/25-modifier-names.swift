// Names of the modifier and presentation surface the family file's snippets did not reach:
// their enums and option sets, the style protocols and defaults, animations, transitions,
// keyboard and submit values, toolbar placements. Each used the way app code uses it.

// MARK: - mnames_layout_values
VStack {
    Image("photo").aspectRatio(contentMode: ContentMode.fit)
    Text("a").truncationMode(Text.TruncationMode.head)
    Text("b").truncationMode(.tail)
    Text("c").textCase(Text.Case.lowercase)
    Button("d") {}.controlSize(ControlSize.mini)
    Button("e") {}.controlSize(.extraLarge)
}

// MARK: - mnames_safe_area_and_visibility
List { Text("a").listRowSeparator(Visibility.hidden, edges: VerticalEdge.Set.all) }
    .scrollContentBackground(.hidden)
    .ignoresSafeArea(SafeAreaRegions.container, edges: .bottom)
    .ignoresSafeArea(.keyboard)
    .safeAreaInset(edge: HorizontalEdge.leading) { Text("side") }

// MARK: - mnames_redaction
Text("secret").redacted(reason: RedactionReasons.privacy).redacted(reason: .invalidated)

// MARK: - mnames_default_styles
VStack {
    List { Text("a") }.listStyle(DefaultListStyle())
    List { Text("b") }.listStyle(GroupedListStyle())
    List { Text("c") }.listStyle(InsetListStyle())
    List { Text("d") }.listStyle(.grouped)
    Button("e") {}.buttonStyle(DefaultButtonStyle())
    Button("f") {}.buttonStyle(.borderless)
    Label("g", systemImage: "star").labelStyle(DefaultLabelStyle())
    Toggle("h", isOn: .constant(true)).toggleStyle(DefaultToggleStyle())
    Picker("i", selection: .constant(1)) { Text("one").tag(1) }.pickerStyle(DefaultPickerStyle())
    TextField("j", text: .constant("")).textFieldStyle(DefaultTextFieldStyle())
}

// MARK: - mnames_style_protocols_generic
func styled<L: ListStyle, B: PrimitiveButtonStyle, T: ToggleStyle, P: PickerStyle, F: TextFieldStyle, S: LabelStyle>(
    _ list: L, _ button: B, _ toggle: T, _ picker: P, _ field: F, _ label: S
) -> some View {
    VStack {
        List { Text("a") }.listStyle(list)
        Button("b") {}.buttonStyle(button)
        Toggle("c", isOn: .constant(false)).toggleStyle(toggle)
        Picker("d", selection: .constant(0)) { Text("zero").tag(0) }.pickerStyle(picker)
        TextField("e", text: .constant("")).textFieldStyle(field)
        Label("f", systemImage: "g").labelStyle(label)
    }
}
styled(PlainListStyle(), DefaultButtonStyle(), DefaultToggleStyle(), DefaultPickerStyle(), DefaultTextFieldStyle(), DefaultLabelStyle())

// MARK: - mnames_custom_button_styles
// standalone
struct Pressable: ButtonStyle {
    func makeBody(configuration: ButtonStyleConfiguration) -> some View {
        configuration.label.padding()
    }
}
struct Tapping: PrimitiveButtonStyle {
    func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(action: { configuration.trigger() }) { configuration.label }
    }
}
VStack {
    Button("a") {}.buttonStyle(Pressable())
    Button("b") {}.buttonStyle(Tapping())
}

// MARK: - mnames_animations
let animations: [Animation] = [.easeIn, .easeOut, .smooth, .snappy, .interactiveSpring, Animation.default.repeatCount(2),
    .interpolatingSpring, .interpolatingSpring(stiffness: 170, damping: 15), .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1),
    .interpolatingSpring(duration: 0.4, bounce: 0.2)]
Text("\(animations.count)").animation(.easeIn, value: 1)

// MARK: - mnames_transitions
VStack {
    Text("a").transition(AnyTransition.identity)
    Text("b").transition(.push(from: .leading))
    Text("c").transition(.asymmetric(insertion: .opacity, removal: .slide))
}

// MARK: - mnames_task_priorities
VStack {
    Text("a").task(priority: TaskPriority.userInitiated) {}
    Text("b").task(priority: .utility) {}
}

// MARK: - mnames_submit
VStack {
    TextField("a", text: .constant("")).onSubmit(of: SubmitTriggers.search) {}
    TextField("b", text: .constant("")).submitLabel(SubmitLabel.go)
    TextField("c", text: .constant("")).submitLabel(.send)
    TextField("d", text: .constant("")).submitLabel(.join)
}

// MARK: - mnames_keyboards
let keyboards: [UIKeyboardType] = [.phonePad, .asciiCapable, .namePhonePad, .numbersAndPunctuation, .numberPad, .twitter, .decimalPad, .asciiCapableNumberPad, .webSearch, .emailAddress]
TextField("a", text: .constant("")).keyboardType(keyboards[0])

// MARK: - mnames_searchable_placement
List { Text("a") }.searchable(text: .constant(""), placement: SearchFieldPlacement.navigationBarDrawer)

// MARK: - mnames_gestures
func dragged<G: Gesture>(_ gesture: G) -> some View { Text("drag").gesture(gesture) }
dragged(DragGesture().onChanged { (value: DragGesture.Value) in print(value.translation) })

// MARK: - mnames_navigation_bar
NavigationStack {
    Text("a").navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode.inline)
}

// MARK: - mnames_toolbar_placements
Text("a").toolbar {
    ToolbarItem(placement: ToolbarItemPlacement.navigation) { Text("n") }
    ToolbarItem(placement: .primaryAction) { Text("p") }
    ToolbarItem(placement: .secondaryAction) { Text("s") }
    ToolbarItem(placement: .confirmationAction) { Text("c") }
    ToolbarItem(placement: .destructiveAction) { Text("d") }
    ToolbarItem(placement: .navigationBarLeading) { Text("l") }
    ToolbarItem(placement: .navigationBarTrailing) { Text("t") }
    ToolbarItem(placement: .topBarLeading) { Text("b") }
}

// MARK: - mnames_toolbar_content_builder
@ToolbarContentBuilder func items() -> some ToolbarContent {
    ToolbarItem { Text("a") }
}
Text("a").toolbar { items() }

// MARK: - mnames_popover_anchor
Text("a").popover(isPresented: .constant(false), attachmentAnchor: PopoverAttachmentAnchor.rect(.bounds)) { Text("pop") }

// MARK: - geometry_actions_and_matched_effects
// expect: VStack<TupleView<(ModifiedContent<ModifiedContent<Text, _GeometryActionModifier<Double>>, _GeometryActionModifier2<Double>>, ModifiedContent<ModifiedContent<Text, _MatchedGeometryEffect<Int>>, _MatchedGeometryEffect<String>>)>>
struct Matched: View {
    @Namespace var space
    var body: some View {
        VStack {
            Text("w")
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { print($0) }
                .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { old, new in print(old, new) }
            Text("m")
                .matchedGeometryEffect(id: 1, in: space)
                .matchedGeometryEffect(id: "m", in: space, properties: [.position, .size], anchor: .top, isSource: false)
        }
    }
}
Matched().body

// MARK: - menu_styles_and_autocapitalization
// expect: TupleView<(ModifiedContent<Menu<Text, Text>, MenuStyleModifier<DefaultMenuStyle>>, ModifiedContent<Menu<Text, Text>, MenuStyleModifier<ButtonMenuStyle>>, ModifiedContent<Menu<Text, Text>, MenuStyleModifier<BorderlessButtonMenuStyle>>, ModifiedContent<Menu<Text, Text>, MenuStyleModifier<BorderedButtonMenuStyle>>, ModifiedContent<ModifiedContent<TextField<Text>, TextInputAutocapitalizationModifier>, TextInputAutocapitalizationModifier>, ModifiedContent<ModifiedContent<TextField<Text>, TextInputAutocapitalizationModifier>, TextInputAutocapitalizationModifier>)>
Menu("a") { Text("x") }.menuStyle(.automatic)
Menu("b") { Text("x") }.menuStyle(.button)
Menu("c") { Text("x") }.menuStyle(.borderlessButton)
Menu("d") { Text("x") }.menuStyle(.borderedButton)
TextField("e", text: .constant("")).textInputAutocapitalization(.never).textInputAutocapitalization(.words)
TextField("f", text: .constant("")).textInputAutocapitalization(.sentences).textInputAutocapitalization(.characters)

// MARK: - geometry_and_menu_style_type_names
// expect: TupleView<(ModifiedContent<Menu<Text, Text>, MenuStyleModifier<ButtonMenuStyle>>, ModifiedContent<TextField<Text>, TextInputAutocapitalizationModifier>)>
func styledMenu<S: MenuStyle>(_ style: S) -> some View { Menu("m") { Text("x") }.menuStyle(style) }
let properties: MatchedGeometryProperties = .frame
let capitalization: TextInputAutocapitalization? = properties == .frame ? .words : nil
styledMenu(.button)
TextField("t", text: .constant("")).textInputAutocapitalization(capitalization)

// MARK: - keyboard_shortcuts
// expect: VStack<TupleView<(ModifiedContent<Button<Text>, KeyboardShortcutModifier>, ModifiedContent<Button<Text>, KeyboardShortcutModifier>, ModifiedContent<Button<Text>, KeyboardShortcutModifier>, ModifiedContent<TextField<Text>, KeyboardShortcutModifier>)>>
let shortcut = KeyboardShortcut("s", modifiers: [.command, .shift])
let keys: [KeyEquivalent] = [.upArrow, .downArrow, .leftArrow, .rightArrow, .escape, .delete, .deleteForward, .home, .end, .pageUp, .pageDown, .clear, .tab, .space, .return]
let modifiers: EventModifiers = [.capsLock, .control, .option, .numericPad]
let optional: KeyboardShortcut? = keys.count > 1 && !modifiers.contains(.all) ? .defaultAction : nil
VStack {
    Button("Save") {}.keyboardShortcut("s")
    Button("Cancel") {}.keyboardShortcut(.cancelAction)
    Button("Find") {}.keyboardShortcut(optional)
    TextField("Search", text: .constant("")).keyboardShortcut(shortcut.key, modifiers: shortcut.modifiers)
}

// MARK: - symbols_rtl_and_stroke_caps
// expect: VStack<TupleView<(ModifiedContent<Image, _FlipForRTLEffect>, _StrokedShape<Circle>, ModifiedContent<Text, _EnvironmentKeyWritingModifier<Optional<SymbolRenderingMode>>>)>>
let caps: [CGLineCap] = [.butt, .round, .square]
let joins: [CGLineJoin] = [.miter, .round, .bevel]
VStack {
    Image(systemName: "arrow.right").symbolRenderingMode(.hierarchical).flipsForRightToLeftLayoutDirection(true)
    Circle().stroke(style: StrokeStyle(lineWidth: 2, lineCap: caps[1], lineJoin: joins[2], miterLimit: 4))
    Text("star").symbolRenderingMode(.multicolor)
}
