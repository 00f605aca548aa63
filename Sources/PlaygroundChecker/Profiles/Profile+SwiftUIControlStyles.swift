extension Profile {
    /// List, button, label, toggle, picker and text field styles and the modifiers that set them.
    static let swiftUIControlStylesSource = #"""
// MARK: Control styles (the modifiers are opaque in the SDK: see docs/surface-notes/modifiers.tsv)

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

public struct ListStyleWriter<Style: ListStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public struct ButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public var label: Label
    public var isPressed: Bool
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public var label: Label
    public func trigger() {}
}

public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

public struct ButtonStyleContainerModifier<Style: ButtonStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public struct PrimitiveButtonStyleContainerModifier<Style: PrimitiveButtonStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

/// What a `LabelStyle`'s `makeBody` gets: placeholders for the label's title and icon.
public struct LabelStyleConfiguration {
    public struct Title: View {
        public var body: Never { fatalError() }
    }
    public struct Icon: View {
        public var body: Never { fatalError() }
    }
    public var title: LabelStyleConfiguration.Title { Title() }
    public var icon: LabelStyleConfiguration.Icon { Icon() }
}

public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

public struct LabelStyleWritingModifier<Style: LabelStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

/// What a `ToggleStyle`'s `makeBody` gets: the toggle's label and its binding.
public struct ToggleStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's body wraps: the configured toggle, drawn as the default style draws it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.isOn = configuration.$isOn
        self.label = configuration.label
    }
}
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

public struct ToggleStyleModifier<Style: ToggleStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// A Mac picker's choices as radio buttons.
public struct RadioGroupPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == RadioGroupPickerStyle {
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

public struct PickerStyleWriter<Style: PickerStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

/// What a `ProgressViewStyle`'s `makeBody` gets: the fraction done and the labels' placeholders.
public struct ProgressViewStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public struct CurrentValueLabel: View {
        public var body: Never { fatalError() }
    }
    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

extension ProgressView {
    /// The progress view a style's body wraps, with the configuration's fraction.
    public init(_ configuration: ProgressViewStyleConfiguration) where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        if let fraction = configuration.fractionCompleted { self.value = fraction } else { self.value = nil }
        self.total = 1.0
        self.label = ProgressViewStyleConfiguration.Label()
        self.currentValueLabel = ProgressViewStyleConfiguration.CurrentValueLabel()
    }
}
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// Deprecated for `.tint(_:)`; the bar or spinner draws as without it.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    /// Deprecated for `.tint(_:)`; the bar or spinner draws as without it.
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

public struct ProgressViewStyleModifier<Style: ProgressViewStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

public struct TextFieldStyleModifier<Style: TextFieldStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        modifier(ListStyleWriter(style: style))
    }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(PrimitiveButtonStyleContainerModifier(style: style))
    }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(ButtonStyleContainerModifier(style: style))
    }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(LabelStyleWritingModifier(style: style))
    }
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(ToggleStyleModifier(style: style))
    }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        modifier(PickerStyleWriter(style: style))
    }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        modifier(TextFieldStyleModifier(style: style))
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(ProgressViewStyleModifier(style: style))
    }
}
"""#
}
