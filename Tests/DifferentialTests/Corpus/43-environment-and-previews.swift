// What view files set for a whole screen or its previews, window actions, metatype
// comparisons, and the Foundation pieces that come with them.

// MARK: - screen_preferences
// expect: ModifiedContent<ModifiedContent<ModifiedContent<ModifiedContent<VStack<Text>, _PreferenceWritingModifier<PreferredColorSchemeKey>>, _EnvironmentBackgroundStyleModifier<Material>>, _EnvironmentKeyWritingModifier<DynamicTypeSize>>, DynamicTypeSizeRangeModifier>
VStack { Text("Night") }
    .preferredColorScheme(.dark)
    .backgroundStyle(.ultraThinMaterial)
    .dynamicTypeSize(.xxxLarge)
    .dynamicTypeSize(...DynamicTypeSize.accessibility1)

// MARK: - preview_device_and_closed_type_sizes
// expect: ModifiedContent<ModifiedContent<Text, _TraitWritingModifier<PreviewDeviceTraitKey>>, DynamicTypeSizeRangeModifier>
let device: PreviewDevice = "iPhone 15 Pro"
let named = PreviewDevice(rawValue: "iPad Pro")
let _: PreviewDeviceTraitKey.Value = named
let _: PreferredColorSchemeKey.Value = PreferredColorSchemeKey.defaultValue
Text(device.rawValue)
    .previewDevice(device)
    .dynamicTypeSize(DynamicTypeSize.small...DynamicTypeSize.large)

// MARK: - open_window_action
// expect: Button<Text>
struct Launcher: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiate
    var body: some View {
        Button(differentiate ? "Open ▸" : "Open") {
            let action: OpenWindowAction = openWindow
            action(id: "viewer")
            action(value: 42)
            action(id: "viewer", value: "a")
        }
    }
}
Launcher().body

// MARK: - file_urls_timers_and_metatype_equality
// expect: Text
let file = URL(fileURLWithPath: "/tmp/notes.txt")
let folder = URL(fileURLWithPath: "/tmp", isDirectory: true)
let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
let _ = { timer.tolerance = 0.1 }()
struct Header: View { var body: some View { Text("h") } }
Text("\(file.lastPathComponent) \(folder.absoluteString) \(timer.tolerance) \(Header.self == EmptyView.self) \(type(of: Header()) == Header.self) \(Int.self != String.self)")

// MARK: - search_completion_and_container_relative_frames
// expect: TupleView<(ModifiedContent<ModifiedContent<Text, SearchCompletionModifier>, SearchCompletionModifier>, ModifiedContent<ModifiedContent<Color, ContainerRelativeFrameModifier>, ContainerRelativeFrameModifier>)>
struct Token: Identifiable { let id: Int }
Text("swift").searchCompletion("swiftui").searchCompletion(Token(id: 1))
Color.red
    .containerRelativeFrame(.horizontal)
    .containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 8, alignment: .leading)

// MARK: - affine_transform_products_and_modifier_transitions
// expect: Text
struct Faded: ViewModifier {
    var amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}
let moved = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
let chained = CGAffineTransform.identity.translatedBy(x: 1, y: 2).scaledBy(x: 3, y: 3).rotated(by: 0)
let transition = AnyTransition.modifier(active: Faded(amount: 0), identity: Faded(amount: 1))
Text("\(moved.tx) \(moved.a) \(chained.tx) \(chained.ty) \(chained.d) \(transition.name)")
