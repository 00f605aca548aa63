// The iOS 13 `Alert` and `ActionSheet` values (presented through the modern alert and dialog
// modifiers), 3D rotation, scroll bounce, content transitions, adjustable accessibility
// actions, the fill and link shape styles, the spinner representables wrap and the screen.

// MARK: - classic_alert
// expect: ModifiedContent<Text, AlertModifier<_AlertButtons, Optional<Text>>>
let shown = Binding.constant(true)
Text("Delete all?")
    .alert(isPresented: shown) {
        Alert(title: Text("Delete"), message: Text("This cannot be undone."),
              primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel())
    }

// MARK: - classic_alert_dismiss_and_item
// expect: ModifiedContent<ModifiedContent<Text, AlertModifier<_AlertButtons, Optional<Text>>>, ItemAlertModifier<Failure>>
struct Failure: Identifiable { let id: Int }
let failure = Binding<Failure?>.constant(Failure(id: 1))
let buttons: [Alert.Button] = [.default(Text("OK"), action: nil), .cancel(Text("Close")), .cancel {}]
Text("Saved")
    .alert(isPresented: .constant(false)) { Alert(title: Text("Saved \(buttons.count)"), dismissButton: .default(Text("OK"))) }
    .alert(item: failure) { item in Alert(title: Text("Failure \(item.id)")) }

// MARK: - classic_action_sheet
// expect: ModifiedContent<ModifiedContent<Button<Text>, ConfirmationDialogModifier<_AlertButtons, Optional<Text>>>, ItemAlertModifier<Failure>>
struct Failure: Identifiable { let id: Int }
let sheetButtons: [ActionSheet.Button] = [.default(Text("Share")), .destructive(Text("Delete")), .cancel()]
Button("Options") {}
    .actionSheet(isPresented: .constant(true)) {
        ActionSheet(title: Text("Options"), message: Text("Pick one"), buttons: sheetButtons)
    }
    .actionSheet(item: Binding<Failure?>.constant(nil)) { _ in ActionSheet(title: Text("Retry")) }

// MARK: - rotation_3d_and_transitions
// expect: VStack<TupleView<(ModifiedContent<ModifiedContent<Text, _EnvironmentKeyWritingModifier<ContentTransition>>, _Rotation3DEffect>, ModifiedContent<Text, _EnvironmentKeyWritingModifier<ContentTransition>>, ModifiedContent<ScrollView<Text>, ScrollBounceBehaviorModifier>)>>
let transitions: [ContentTransition] = [.identity, .opacity, .interpolate, .numericText(countsDown: true), .numericText(value: 3)]
let bounces: [ScrollBounceBehavior] = [.automatic, .always, .basedOnSize]
VStack {
    Text("Card")
        .contentTransition(.numericText())
        .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0), anchor: .leading, anchorZ: 0, perspective: 0.5)
    Text("\(transitions.count)").contentTransition(transitions[1])
    ScrollView { Text("\(bounces.count)") }
        .scrollBounceBehavior(.basedOnSize, axes: [.vertical])
}

// MARK: - adjustable_action_and_styles
// expect: HStack<TupleView<(ModifiedContent<Text, AccessibilityAttachmentModifier>, _ShapeView<Rectangle, FillShapeStyle>, Text)>>
let directions: [AccessibilityAdjustmentDirection] = [.increment, .decrement]
let styles: (FillShapeStyle, LinkShapeStyle) = (.fill, LinkShapeStyle())
HStack {
    Text("Rating")
        .accessibilityAdjustableAction { direction in _ = direction == directions[0] }
        .accessibilityAdjustableAction { _ in }
    Rectangle().fill(.fill)
    Text("Website").foregroundStyle(.link)
}

// MARK: - drag_in_a_coordinate_space
// expect: ModifiedContent<Text, AddGestureModifier<DragGesture>>
Text("Drag").gesture(DragGesture(minimumDistance: 10, coordinateSpace: .local))

// MARK: - spinner_and_screen
// expect: Text
struct Spinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = false
        spinner.color = nil
        return spinner
    }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        uiView.startAnimating()
        uiView.stopAnimating()
        _ = (uiView.isAnimating, uiView.style == .large)
    }
}
let screen = UIScreen.main
Text("\(Int(screen.bounds.width))×\(Int(screen.bounds.height)) @\(Int(screen.scale))x")

// MARK: - locale_from_the_environment
// expect: Text
struct LocaleReader: View {
    @Environment(\.locale) private var locale
    @Environment(\.contentTransition) private var transition
    var body: some View { Text(locale.identifier) }
}
LocaleReader().body

// MARK: - color_scheme_and_symbol_transition
// expect: ModifiedContent<ModifiedContent<Image, _EnvironmentKeyWritingModifier<ContentTransition>>, _EnvironmentKeyWritingModifier<ColorScheme>>
Image(systemName: "star")
    .contentTransition(.symbolEffect)
    .colorScheme(.dark)

// MARK: - binding_with_a_transaction
// expect: Toggle<Text>
func transactionBinding() -> Binding<Bool> {
    var stored = false
    return Binding(get: { stored }, set: { newValue, transaction in
        stored = newValue
    })
}
Toggle("On", isOn: transactionBinding())

// MARK: - shape_style_shadows
// expect: VStack<TupleView<(Text, ModifiedContent<Image, _ForegroundStyleModifier<_ShadowShapeStyle<_ImplicitShapeStyle>>>, Text)>>
VStack {
    Text("Backyard")
        .foregroundStyle(Color.primary.shadow(.drop(color: .black.opacity(0.25), radius: 4, y: 1)))
    Image(systemName: "bird")
        .foregroundStyle(.shadow(ShadowStyle.inner(radius: 2)))
    Text(NumberFormatter.localizedString(from: NSNumber(value: 1234.5), number: .decimal))
}
