extension Profile {
    /// Controls' further initializers (Slider's value labels, List's selection, a tinted switch,
    /// an optional focus state), button border shapes, form styles, content margins, blend
    /// modes and drawing groups, hover and dialog-suppression modifiers (iOS 18 SDK).
    ///
    /// Opaque results return what the SDK's inlinable body builds; the others are this
    /// prelude's choice, listed in docs/surface-notes/modifiers.tsv.
    static let swiftUIControlsAndEffectsSource = #"""
// MARK: Slider with value labels

/// The older forms, deprecated in a future SDK (`deprecated: 100000.0`): the value labels are
/// views, not closures, and `onEditingChanged` comes before the label.
extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = nil
        self.label = label()
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label()
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = nil
        self.label = label()
        self.minimumValueLabel = EmptyView()
        self.maximumValueLabel = EmptyView()
        self.onEditingChanged = onEditingChanged
    }
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = value
        self.bounds = bounds
        self.step = step
        self.label = label()
        self.minimumValueLabel = EmptyView()
        self.maximumValueLabel = EmptyView()
        self.onEditingChanged = onEditingChanged
    }
}

// MARK: List with a selection

extension List {
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    /// macOS 13's single required selection.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
    /// macOS 13's single required selection.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

// MARK: Toggle and focus

extension SwitchToggleStyle {
    /// Deprecated in a future SDK in favour of `tint(_:)`; the preview draws the default tint.
    public init(tint: Color) { self.init() }
}

extension FocusState {
    /// `@FocusState var field: Field?`: no field focused at first.
    public init<T: Hashable>() where Value == T? { self.value = nil }
}

// MARK: Button border shapes

public struct ButtonBorderShape: Equatable, Sendable {
    public var name: String
    public var radius: CGFloat?
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle", radius: radius) }
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)
}

extension View {
    /// Inlinable in the SDK: `environment(\._buttonBorderShape, shape)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ButtonBorderShape>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "_buttonBorderShape", value: shape))
    }
}

// MARK: Form styles

public struct FormStyleConfiguration {
    public struct Content: View {
        public var body: Never { fatalError() }
    }
    public let content: FormStyleConfiguration.Content
}

public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style's body wraps, holding the configured content.
    public init(_ configuration: FormStyleConfiguration) {
        self.content = configuration.content
    }
}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// Not public in the SDK: `formStyle(_:)` is opaque.
public struct FormStyleModifier<Style: FormStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Content margins

/// Where `contentMargins(_:for:)` applies its margins (not Equatable in the SDK).
public struct ContentMarginPlacement {
    public var name: String
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

/// Not public in the SDK: the `contentMargins` forms are opaque. The margins belong to the
/// scroll views inside, which the preview draws without them.
public struct ContentMarginsModifier: ViewModifier {
    public var edges: Edge.Set
    public var insets: EdgeInsets?
    public var length: CGFloat?
    public var placement: ContentMarginPlacement
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Blend modes and drawing groups

public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

public struct _BlendModeEffect: ViewModifier, Equatable {
    public var blendMode: BlendMode
    public init(blendMode: BlendMode) { self.blendMode = blendMode }
    public func body(content: Content) -> Never { fatalError() }
}

public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

/// A view's geometry resolved as one group before its children's (iOS 17); drawn as the view.
public struct _GeometryGroupEffect: ViewModifier, Equatable {
    public init() {}
    public func body(content: Content) -> Never { fatalError() }
}

public struct _DrawingGroupEffect: ViewModifier, Equatable {
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) {
        self.isOpaque = opaque
        self.colorMode = colorMode
    }
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Hover and dialog suppression

public struct _HoverRegionModifier: ViewModifier {
    public let callback: (Bool) -> Void
    public init(_ callback: @escaping (Bool) -> Void) { self.callback = callback }
    public func body(content: Content) -> Never { fatalError() }
}

/// The pointer's look over a view (macOS 15): a preview has no pointer, so it shows nothing.
public struct PointerStyle: Sendable {
    let _name: String
    public static let `default` = PointerStyle(_name: "default")
    public static let horizontalText = PointerStyle(_name: "horizontalText")
    public static let verticalText = PointerStyle(_name: "verticalText")
    public static let rectSelection = PointerStyle(_name: "rectSelection")
    public static let grabIdle = PointerStyle(_name: "grabIdle")
    public static let grabActive = PointerStyle(_name: "grabActive")
    public static let link = PointerStyle(_name: "link")
    public static let zoomIn = PointerStyle(_name: "zoomIn")
    public static let zoomOut = PointerStyle(_name: "zoomOut")
    public static let columnResize = PointerStyle(_name: "columnResize")
    public static let rowResize = PointerStyle(_name: "rowResize")
    public static func frameResize(position: FrameResizePosition, directions: FrameResizeDirection.Set = .all) -> PointerStyle {
        PointerStyle(_name: "frameResize")
    }
    public static func image(_ image: Image, hotSpot: UnitPoint) -> PointerStyle { PointerStyle(_name: "image") }
}

/// Which edge or corner of a frame a resize pointer stands on.
public enum FrameResizePosition: Int8, CaseIterable {
    case top, leading, bottom, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// Which way a frame resize pointer says the frame can go.
public enum FrameResizeDirection: Int8, CaseIterable {
    case inward, outward
    public struct Set: OptionSet, Equatable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ direction: FrameResizeDirection) { self.rawValue = 1 << direction.rawValue }
        public static let inward = FrameResizeDirection.Set(.inward)
        public static let outward = FrameResizeDirection.Set(.outward)
        public static let all: FrameResizeDirection.Set = [.inward, .outward]
    }
}

/// Whether a Mac window's control (dismiss, minimize, resize, full screen) is enabled (macOS 15).
public struct WindowInteractionBehavior: Sendable {
    let _name: String
    public static let automatic = WindowInteractionBehavior(_name: "automatic")
    public static let enabled = WindowInteractionBehavior(_name: "enabled")
    public static let disabled = WindowInteractionBehavior(_name: "disabled")
}

/// Not public in the SDK: the window behavior modifiers are opaque. A preview is in no window.
public struct WindowInteractionBehaviorModifier: ViewModifier {
    public var interaction: String
    public var behavior: WindowInteractionBehavior
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `pointerStyle(_:)` and `pointerVisibility(_:)` are opaque.
public struct PointerStyleModifier: ViewModifier {
    public var style: PointerStyle?
    public var visibility: Visibility
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: the `dialogSuppressionToggle` forms are opaque. The toggle belongs
/// to the dialog presented from the view, which the preview does not show.
public struct DialogSuppressionToggleModifier: ViewModifier {
    public var label: Text?
    public var isSuppressed: Binding<Bool>
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// Opaque in the SDK; `FormStyleModifier` stands for its underlying modifier.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        modifier(FormStyleModifier(style: style))
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: edges, insets: insets, length: nil, placement: placement))
    }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: edges, insets: nil, length: length, placement: placement))
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        modifier(ContentMarginsModifier(edges: .all, insets: nil, length: length, placement: placement))
    }
    /// Inlinable in the SDK: `modifier(_BlendModeEffect(blendMode:))`.
    public func blendMode(_ blendMode: BlendMode) -> ModifiedContent<Self, _BlendModeEffect> {
        modifier(_BlendModeEffect(blendMode: blendMode))
    }
    /// Opaque in the SDK (not inlinable); `_DrawingGroupEffect`, its public modifier, is assumed.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> ModifiedContent<Self, _DrawingGroupEffect> {
        modifier(_DrawingGroupEffect(opaque: opaque, colorMode: colorMode))
    }
    /// Inlinable in the SDK: `modifier(_GeometryGroupEffect())`.
    public func geometryGroup() -> some View {
        modifier(_GeometryGroupEffect())
    }
    /// Inlinable in the SDK: `modifier(_HoverRegionModifier(action))`; a preview is never hovered.
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _HoverRegionModifier> {
        modifier(_HoverRegionModifier(action))
    }
    /// macOS 15; opaque in the SDK (`WindowInteractionBehaviorModifier` is assumed).
    public func windowDismissBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowInteractionBehaviorModifier(interaction: "dismiss", behavior: behavior))
    }
    public func windowMinimizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowInteractionBehaviorModifier(interaction: "minimize", behavior: behavior))
    }
    public func windowResizeBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowInteractionBehaviorModifier(interaction: "resize", behavior: behavior))
    }
    public func windowFullScreenBehavior(_ behavior: WindowInteractionBehavior) -> some View {
        modifier(WindowInteractionBehaviorModifier(interaction: "fullScreen", behavior: behavior))
    }
    /// macOS 15; opaque in the SDK (`PointerStyleModifier` is assumed).
    public func pointerStyle(_ style: PointerStyle?) -> some View {
        modifier(PointerStyleModifier(style: style, visibility: .automatic))
    }
    /// macOS 15; opaque in the SDK (`PointerStyleModifier` is assumed).
    public func pointerVisibility(_ visibility: Visibility) -> some View {
        modifier(PointerStyleModifier(style: nil, visibility: visibility))
    }
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        modifier(DialogSuppressionToggleModifier(label: Text(titleKey), isSuppressed: isSuppressed))
    }
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View {
        modifier(DialogSuppressionToggleModifier(label: Text(title), isSuppressed: isSuppressed))
    }
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        modifier(DialogSuppressionToggleModifier(label: label, isSuppressed: isSuppressed))
    }
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        modifier(DialogSuppressionToggleModifier(label: nil, isSuppressed: isSuppressed))
    }
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: true))
    }
    @_disfavoredOverload
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: effect, isEnabled: isEnabled))
    }
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
        modifier(_HoverEffectModifier(effect: nil, isEnabled: !disabled))
    }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(kind: "importer", isPresented: isPresented))
    }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(kind: "importer", isPresented: isPresented))
    }
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        modifier(_FileDialogModifier(kind: "importer", isPresented: isPresented))
    }
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = { }) -> some View {
        modifier(_FileDialogModifier(kind: "exporter", isPresented: isPresented))
    }
    public func fileExporter<C: Collection, T: Transferable>(isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [], onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = { }) -> some View where T == C.Element {
        modifier(_FileDialogModifier(kind: "exporter", isPresented: isPresented))
    }
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(_FileDialogModifier(kind: "mover", isPresented: isPresented))
    }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        modifier(_FileDialogSettingModifier(setting: "defaultDirectory", value: defaultDirectory as Any))
    }
    public func fileDialogCustomizationID(_ id: String) -> some View {
        modifier(_FileDialogSettingModifier(setting: "customizationID", value: id))
    }
    public func fileDialogMessage(_ message: Text?) -> some View {
        modifier(_FileDialogSettingModifier(setting: "message", value: message as Any))
    }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(Text(messageKey))
    }
    @_disfavoredOverload
    public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        modifier(_FileDialogSettingModifier(setting: "message", value: message))
    }
    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        modifier(_FileDialogSettingModifier(setting: "confirmationLabel", value: label as Any))
    }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(Text(labelKey))
    }
    @_disfavoredOverload
    public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_FileDialogSettingModifier(setting: "confirmationLabel", value: label))
    }
    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        modifier(_FileDialogSettingModifier(setting: "filenameLabel", value: label as Any))
    }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileExporterFilenameLabel(Text(labelKey))
    }
    @_disfavoredOverload
    public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_FileDialogSettingModifier(setting: "filenameLabel", value: label))
    }
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        modifier(_FileDialogSettingModifier(setting: "importsUnresolvedAliases", value: imports))
    }
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        modifier(_FileDialogSettingModifier(setting: "browserOptions", value: options))
    }
}

/// What a file dialog lets a person browse (packages' contents, hidden files, extensions).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// The pointer's effect over a view on iPad (a preview is never hovered).
public struct HoverEffect {
    let _name: String
    public static let automatic = HoverEffect(_name: "automatic")
    public static let highlight = HoverEffect(_name: "highlight")
    public static let lift = HoverEffect(_name: "lift")
}

/// Opaque in the SDK: the hover effect it applies (`hoverEffect(_:isEnabled:)`, `hoverEffectDisabled`).
public struct _HoverEffectModifier: ViewModifier {
    public var effect: HoverEffect?
    public var isEnabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

/// Opaque in the SDK (its body is not public): one setting of the file dialogs below it
/// (`fileDialogMessage`, `fileDialogDefaultDirectory`…), recorded.
public struct _FileDialogSettingModifier: ViewModifier {
    public var setting: String
    public var value: Any
    public func body(content: Content) -> Never { fatalError() }
}

/// Opaque in the SDK: a system file dialog (`fileImporter`, `fileMover`) shown while
/// `isPresented` is true; the preview does not draw it.
public struct _FileDialogModifier: ViewModifier {
    public var kind: String
    public var isPresented: Binding<Bool>
    public func body(content: Content) -> Never { fatalError() }
}
"""#
}
