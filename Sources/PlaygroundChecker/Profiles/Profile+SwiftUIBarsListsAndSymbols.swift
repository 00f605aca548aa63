extension Profile {
    /// The modifiers that tune a screen's bars, sheets, lists, scrolling and symbols, as the
    /// corpus's app modules use them (`presentationDetents`, `tabViewStyle(.page)`,
    /// `scrollDisabled`, `lineSpacing`, `alignmentGuide`…). Where the SDK's body is inlinable
    /// the result is what it builds (`lineSpacing` writes the environment, `listItemTint` a
    /// trait); where it is opaque, a modifier named after what it does carries the value.
    /// None changes the preview but the page style's dots under a paged `TabView`.
    static let swiftUIBarsListsAndSymbolsSource = #"""
// MARK: Sheets and bars

/// A height a sheet rests at.
public struct PresentationDetent: Hashable, Sendable {
    let _name: String
    public static let medium = PresentationDetent(_name: "medium")
    public static let large = PresentationDetent(_name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(_name: "fraction(\(fraction))") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(_name: "height(\(height))") }
}

public struct PresentationDetentsModifier: ViewModifier {
    public var detents: Set<PresentationDetent>
    public var selection: Binding<PresentationDetent>?
    public func body(content: Content) -> Never { fatalError() }
}

/// A bar a toolbar modifier applies to.
public struct ToolbarPlacement {
    let _name: String
    public static var automatic: ToolbarPlacement { ToolbarPlacement(_name: "automatic") }
    public static var bottomBar: ToolbarPlacement { ToolbarPlacement(_name: "bottomBar") }
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement(_name: "navigationBar") }
    public static var tabBar: ToolbarPlacement { ToolbarPlacement(_name: "tabBar") }
    /// A Mac window's toolbar (macOS 15).
    public static var windowToolbar: ToolbarPlacement { ToolbarPlacement(_name: "windowToolbar") }
}

public struct ToolbarVisibilityModifier: ViewModifier {
    public var visibility: Visibility
    public var bars: [ToolbarPlacement]
    public func body(content: Content) -> Never { fatalError() }
}

public struct ToolbarBackgroundModifier<S: ShapeStyle>: ViewModifier {
    public var style: S
    public var bars: [ToolbarPlacement]
    public func body(content: Content) -> Never { fatalError() }
}

public struct ToolbarBackgroundVisibilityModifier: ViewModifier {
    public var visibility: Visibility
    public var bars: [ToolbarPlacement]
    public func body(content: Content) -> Never { fatalError() }
}

public struct PresentationCornerRadiusModifier: ViewModifier {
    public var cornerRadius: CGFloat?
    public func body(content: Content) -> Never { fatalError() }
}

public struct PresentationBackgroundModifier<S: ShapeStyle>: ViewModifier {
    public var style: S
    public func body(content: Content) -> Never { fatalError() }
}

public struct ToolbarColorSchemeModifier: ViewModifier {
    public var colorScheme: ColorScheme?
    public var bars: [ToolbarPlacement]
    public func body(content: Content) -> Never { fatalError() }
}

public struct NavigationSubtitleModifier: ViewModifier {
    public var subtitle: Text
    public func body(content: Content) -> Never { fatalError() }
}

public struct NavigationBarHiddenModifier: ViewModifier {
    public var isHidden: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct StatusBarModifier: ViewModifier {
    public var isHidden: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct PersistentSystemOverlaysModifier: ViewModifier {
    public var visibility: Visibility
    public func body(content: Content) -> Never { fatalError() }
}

public struct IsDetailLinkModifier: ViewModifier {
    public var isDetailLink: Bool
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents, selection: nil))
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        modifier(PresentationDetentsModifier(detents: detents, selection: selection))
    }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(PresentationCornerRadiusModifier(cornerRadius: cornerRadius))
    }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(PresentationBackgroundModifier(style: style))
    }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarColorSchemeModifier(colorScheme: colorScheme, bars: bars))
    }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarVisibilityModifier(visibility: visibility, bars: bars))
    }
    /// Deprecated in favour of `toolbarVisibility(_:for:)` (iOS 18), and still the common spelling.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarVisibilityModifier(visibility: visibility, bars: bars))
    }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarBackgroundModifier(style: style, bars: bars))
    }
    /// Deprecated in favour of `toolbarBackgroundVisibility(_:for:)` (iOS 18), which makes the same modifier.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarBackgroundVisibilityModifier(visibility: visibility, bars: bars))
    }
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ToolbarBackgroundVisibilityModifier(visibility: visibility, bars: bars))
    }
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(NavigationSubtitleModifier(subtitle: subtitle))
    }
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        modifier(NavigationSubtitleModifier(subtitle: Text(subtitleKey)))
    }
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(NavigationSubtitleModifier(subtitle: Text(subtitle)))
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarHiddenModifier(isHidden: hidden))
    }
    public func statusBar(hidden: Bool) -> some View {
        modifier(StatusBarModifier(isHidden: hidden))
    }
    /// The SDK's body calls `statusBar(hidden:)`.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        statusBar(hidden: hidden)
    }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        modifier(PersistentSystemOverlaysModifier(visibility: visibility))
    }
    public func isDetailLink(_ isDetailLink: Bool) -> some View {
        modifier(IsDetailLinkModifier(isDetailLink: isDetailLink))
    }
}

// MARK: Tab view styles

/// How a `TabView` shows its tabs: a tab bar, or pages swiped sideways with dots under them.
public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
}

public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Sendable {
        let _name: String
        public static let automatic = IndexDisplayMode(_name: "automatic")
        public static let always = IndexDisplayMode(_name: "always")
        public static let never = IndexDisplayMode(_name: "never")
    }
    public var indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: PageTabViewStyle.IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }
}

public struct TabBarOnlyTabViewStyle: TabViewStyle {
    public init() {}
}

public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    public init() {}
}

/// watchOS's deprecated carousel of tabs.
public struct CarouselTabViewStyle: TabViewStyle {
    public init() {}
}

/// watchOS's tabs paged vertically.
public struct VerticalPageTabViewStyle: TabViewStyle {
    public struct TransitionStyle {
        let _name: String
        public static let automatic = TransitionStyle(_name: "automatic")
        public static let blur = TransitionStyle(_name: "blur")
        public static let identity = TransitionStyle(_name: "identity")
    }
    public var transitionStyle: TransitionStyle
    public init() { self.transitionStyle = .automatic }
    public init(transitionStyle: VerticalPageTabViewStyle.TransitionStyle) { self.transitionStyle = transitionStyle }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    public static var tabBarOnly: TabBarOnlyTabViewStyle { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { .init() }
}
extension TabViewStyle where Self == CarouselTabViewStyle {
    public static var carousel: CarouselTabViewStyle { .init() }
}
extension TabViewStyle where Self == VerticalPageTabViewStyle {
    public static var verticalPage: VerticalPageTabViewStyle { .init() }
    public static func verticalPage(transitionStyle: VerticalPageTabViewStyle.TransitionStyle) -> VerticalPageTabViewStyle {
        .init(transitionStyle: transitionStyle)
    }
}

public struct TabViewStyleModifier<Style: TabViewStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

/// How a paged `TabView`'s dots are drawn.
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
    public struct BackgroundDisplayMode: Sendable {
        let _name: String
        public static let automatic = BackgroundDisplayMode(_name: "automatic")
        public static let interactive = BackgroundDisplayMode(_name: "interactive")
        public static let always = BackgroundDisplayMode(_name: "always")
        public static let never = BackgroundDisplayMode(_name: "never")
    }
    public var backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { .init() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

public struct IndexViewStyleModifier<Style: IndexViewStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        modifier(TabViewStyleModifier(style: style))
    }
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        modifier(IndexViewStyleModifier(style: style))
    }
}

// MARK: Lists and scrolling

/// The space between a list's sections.
public struct ListSectionSpacing: Sendable {
    let _spacing: CGFloat?
    public static let `default` = ListSectionSpacing(_spacing: nil)
    public static let compact = ListSectionSpacing(_spacing: 8)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(_spacing: spacing) }
}

public struct ListSectionSpacingTraitKey: _ViewTraitKey {
    public typealias Value = ListSectionSpacing?
}

/// The tint of a list row's symbols.
public struct ListItemTint: Sendable {
    let _color: Color?
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(_color: tint) }
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(_color: tint) }
    public static let monochrome = ListItemTint(_color: nil)
}

public struct ListItemTintTraitKey: _ViewTraitKey {
    public typealias Value = ListItemTint?
}

/// How prominent a section's header is.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

/// When scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    let _name: String
    public static var automatic: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(_name: "automatic") }
    public static var immediately: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(_name: "immediately") }
    public static var interactively: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(_name: "interactively") }
    public static var never: ScrollDismissesKeyboardMode { ScrollDismissesKeyboardMode(_name: "never") }
}

public struct ScrollDisabledModifier: ViewModifier {
    public var isDisabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

/// Whether scroll views show their indicators (the preview draws none either way).
public struct ScrollIndicatorVisibility: Equatable {
    let name: String
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "automatic") }
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "visible") }
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "hidden") }
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(name: "never") }
}

/// What `scrollIndicators(_:axes:)` applies (opaque in SwiftUI; the playground's own type).
public struct ScrollIndicatorsModifier: ViewModifier {
    public var visibility: ScrollIndicatorVisibility
    public var axes: Axis.Set
    public func body(content: Content) -> Never { fatalError() }
}

public struct ScrollClipDisabledModifier: ViewModifier {
    public var isDisabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// The SDK's body writes the trait and the environment.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        modifier(_TraitWritingModifier<ListSectionSpacingTraitKey>(value: spacing))
            .modifier(_EnvironmentKeyWritingModifier(keyPath: "listSectionSpacing", value: spacing))
    }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        listSectionSpacing(.custom(spacing))
    }
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        _trait(ListItemTintTraitKey.self, tint)
    }
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { ListItemTint.fixed($0) })
    }
    public func headerProminence(_ prominence: Prominence) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "headerProminence", value: prominence))
    }
    public func scrollDisabled(_ disabled: Bool) -> some View {
        modifier(ScrollDisabledModifier(isDisabled: disabled))
    }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(ScrollIndicatorsModifier(visibility: visibility, axes: axes))
    }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(ScrollClipDisabledModifier(isDisabled: disabled))
    }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "scrollDismissesKeyboardMode", value: mode))
    }
}

// MARK: Text, symbols and effects

/// A variant of an SF Symbol (`.fill`, `.circle.fill`), chosen where the symbol is drawn.
public struct SymbolVariants: Hashable, Sendable {
    let _names: [String]
    public static let none = SymbolVariants(_names: [])
    public static let circle = SymbolVariants(_names: ["circle"])
    public static let square = SymbolVariants(_names: ["square"])
    public static let rectangle = SymbolVariants(_names: ["rectangle"])
    public static let fill = SymbolVariants(_names: ["fill"])
    public static let slash = SymbolVariants(_names: ["slash"])
    public var circle: SymbolVariants { SymbolVariants(_names: _names + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(_names: _names + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(_names: _names + ["rectangle"]) }
    public var fill: SymbolVariants { SymbolVariants(_names: _names + ["fill"]) }
    public var slash: SymbolVariants { SymbolVariants(_names: _names + ["slash"]) }
    public func contains(_ other: SymbolVariants) -> Bool {
        other._names.allSatisfy { _names.contains($0) }
    }
}

/// What a text field holds, for autofill (`.emailAddress`, `.password`).
public struct UITextContentType: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let countryName = UITextContentType(rawValue: "countryName")
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

public struct PrivacySensitiveModifier: ViewModifier {
    public var isSensitive: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ColorInvertEffect: ViewModifier {
    public init() {}
    public func body(content: Content) -> Never { fatalError() }
}

public struct FocusableModifier: ViewModifier {
    public var isFocusable: Bool
    public func body(content: Content) -> Never { fatalError() }
}

/// Moves a view's alignment guide to the value its closure computes from the view's size.
public struct _AlignmentWritingModifier: ViewModifier {
    public var key: String
    public var computeValue: (ViewDimensions) -> CGFloat
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// The SDK's body writes the environment (`lineSpacing` is read by the text below).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "lineSpacing", value: lineSpacing))
    }
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "symbolVariants", value: variant))
    }
    /// The SDK's body writes the type's raw value into the environment.
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "textContentType", value: textContentType?.rawValue))
    }
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(PrivacySensitiveModifier(isSensitive: sensitive))
    }
    public func colorInvert() -> some View {
        modifier(_ColorInvertEffect())
    }
    public func menuIndicator(_ visibility: Visibility) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "menuIndicatorVisibility", value: visibility))
    }
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: "\(g)", computeValue: computeValue))
    }
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(_AlignmentWritingModifier(key: "\(g)", computeValue: computeValue))
    }
}
"""#
}
