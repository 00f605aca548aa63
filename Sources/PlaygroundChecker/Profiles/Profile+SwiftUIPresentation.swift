extension Profile {
    /// Animations and transitions, sheets, covers, popovers, alerts and dialogs, the iOS 13
    /// navigation modifiers, preview traits and tab items.
    static let swiftUIPresentationSource = #"""
// MARK: Presentation and events (iOS 18 SDK). Most of these are opaque (`some View`) and not
// @inlinable in the SDK: the underlying types are this prelude's choice, listed in
// docs/surface-notes/modifiers.tsv; the inlinable ones return what the SDK's body builds.

// MARK: Animation and transitions

public struct Animation: Equatable {
    public var name: String
    public var duration: Double
    public init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }
    public static let `default` = Animation(name: "default", duration: 0.35)
    public static var easeIn: Animation { Animation(name: "easeIn", duration: 0.35) }
    public static var easeOut: Animation { Animation(name: "easeOut", duration: 0.35) }
    public static var easeInOut: Animation { Animation(name: "easeInOut", duration: 0.35) }
    public static var linear: Animation { Animation(name: "linear", duration: 0.35) }
    public static var bouncy: Animation { Animation(name: "bouncy", duration: 0.5) }
    public static var smooth: Animation { Animation(name: "smooth", duration: 0.5) }
    public static var snappy: Animation { Animation(name: "snappy", duration: 0.5) }
    public static var spring: Animation { Animation(name: "spring", duration: 0.5) }
    public static var interactiveSpring: Animation { Animation(name: "interactiveSpring", duration: 0.15) }
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", duration: response)
    }
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0.0, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", duration: duration)
    }
    /// A spring by its physics; its duration is the spring's period, 2π·√(mass/stiffness).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring", duration: 2 * Double.pi * (mass / stiffness).squareRoot())
    }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        Animation(name: "interpolatingSpring", duration: duration)
    }
    public static var interpolatingSpring: Animation { .interpolatingSpring() }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func spring(duration: Double = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    return try body()
}

/// Runs `body` in `transaction`; as `withAnimation`, the playground draws the end state.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    return try body()
}

extension Binding {
    /// A binding whose writes animate (`$isOn.animation()`); the playground draws a change's end
    /// state, as `withAnimation` does, so it writes through to the same value.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        Binding(get: get, set: set)
    }
    /// A binding whose writes happen in `transaction`: written through, as `animation(_:)`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        Binding(get: get, set: set)
    }
}

public struct AnyTransition {
    public var name: String
    public init(name: String) { self.name = name }
    public static let identity = AnyTransition(name: "identity")
    /// A transition between two states of a modifier (the playground shows the identity state).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

public struct _AnimationModifier<Value: Equatable>: ViewModifier {
    public var animation: Animation?
    public var value: Value
    public func body(content: Content) -> Never { fatalError() }
}


// MARK: Sheets, covers, popovers, alerts, dialogs

public struct SheetPresentationModifier<SheetContent: View>: ViewModifier {
    public var isPresented: Binding<Bool>
    public var onDismiss: (() -> Void)?
    public var content: () -> SheetContent
    public func body(content: Content) -> Never { fatalError() }
}

public struct ItemSheetPresentationModifier<Item: Identifiable, SheetContent: View>: ViewModifier {
    public var item: Binding<Item?>
    public var onDismiss: (() -> Void)?
    public var content: (Item) -> SheetContent
    public func body(content: Content) -> Never { fatalError() }
}

public struct FullScreenCoverPresentationModifier<CoverContent: View>: ViewModifier {
    public var isPresented: Binding<Bool>
    public var onDismiss: (() -> Void)?
    public var content: () -> CoverContent
    public func body(content: Content) -> Never { fatalError() }
}

public struct ItemFullScreenCoverPresentationModifier<Item: Identifiable, CoverContent: View>: ViewModifier {
    public var item: Binding<Item?>
    public var onDismiss: (() -> Void)?
    public var content: (Item) -> CoverContent
    public func body(content: Content) -> Never { fatalError() }
}

public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

public struct PopoverPresentationModifier<PopoverContent: View>: ViewModifier {
    public var isPresented: Binding<Bool>
    public var arrowEdge: Edge
    public var content: () -> PopoverContent
    public func body(content: Content) -> Never { fatalError() }
}

public struct ItemPopoverPresentationModifier<Item: Identifiable, PopoverContent: View>: ViewModifier {
    public var item: Binding<Item?>
    public var arrowEdge: Edge
    public var content: (Item) -> PopoverContent
    public func body(content: Content) -> Never { fatalError() }
}

public struct ItemNavigationDestinationModifier<Data: Hashable, Destination: View>: ViewModifier {
    public var item: Binding<Data?>
    public var destination: (Data) -> Destination
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: the `presenting:` forms of alert and confirmationDialog are opaque.
public struct PresentingAlertModifier<T, Actions: View, Message: View>: ViewModifier {
    public var title: Text
    public var isPresented: Binding<Bool>
    public var data: T?
    public var actions: Actions?
    public var message: Message?
    public func body(content: Content) -> Never { fatalError() }
}

public struct PresentingConfirmationDialogModifier<T, Actions: View, Message: View>: ViewModifier {
    public var title: Text
    public var isPresented: Binding<Bool>
    public var titleVisibility: Visibility
    public var data: T?
    public var actions: Actions?
    public var message: Message?
    public func body(content: Content) -> Never { fatalError() }
}

/// A menu made when the modifier is (SwiftUI calls the builder at once) but shown only when it
/// opens, so its views' bodies do not run before (the playground never opens it).
public struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    public var menuItems: () -> MenuItems
    public func body(content: Content) -> Never { fatalError() }
}

/// A context menu as iOS 13 made one, deprecated for `contextMenu(menuItems:)`.
public struct ContextMenu<MenuItems: View> {
    public var menuItems: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

/// A list's or table's menu for the rows selected (iOS 16), and what a double click on them does.
public struct ContextMenuForSelectionModifier<Item: Hashable, MenuItems: View>: ViewModifier {
    public var menu: (Set<Item>) -> MenuItems
    public var primaryAction: ((Set<Item>) -> Void)?
    public func body(content: Content) -> Never { fatalError() }
}

public struct ContextMenuPreviewModifier<MenuItems: View, Preview: View>: ViewModifier {
    public var menuItems: () -> MenuItems
    public var preview: () -> Preview
    public func body(content: Content) -> Never { fatalError() }
}

public struct SwipeActionsModifier<Actions: View>: ViewModifier {
    public var edge: HorizontalEdge
    public var allowsFullSwipe: Bool
    public var actions: Actions
    public func body(content: Content) -> Never { fatalError() }
}

public struct InteractiveDismissDisabledModifier: ViewModifier {
    public var isDisabled: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct PresentationDragIndicatorModifier: ViewModifier {
    public var visibility: Visibility
    public func body(content: Content) -> Never { fatalError() }
}

public struct AlertModifier<Actions: View, Message: View>: ViewModifier {
    public var title: Text
    public var isPresented: Binding<Bool>
    public var actions: Actions
    public var message: Message
    public func body(content: Content) -> Never { fatalError() }
}

public struct ConfirmationDialogModifier<Actions: View, Message: View>: ViewModifier {
    public var title: Text
    public var isPresented: Binding<Bool>
    public var titleVisibility: Visibility
    public var actions: Actions
    public var message: Message
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(Text(title))
    }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text("\(title)"))
    }
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        modifier(NavigationTitleModifier(title: title()))
    }
    /// An editable title (iOS 16); the playground shows the binding's current text.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(title.wrappedValue))
    }
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarTitleDisplayModeModifier(displayMode: displayMode))
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarBackButtonHiddenModifier(isHidden: hidesBackButton))
    }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(destination: destination))
    }
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        modifier(ViewDestinationNavigationDestinationModifier(isPresented: isPresented, destination: destination()))
    }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(items: content()))
    }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(SheetPresentationModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemSheetPresentationModifier(item: item, onDismiss: onDismiss, content: content))
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(FullScreenCoverPresentationModifier(isPresented: isPresented, onDismiss: onDismiss, content: content))
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemFullScreenCoverPresentationModifier(item: item, onDismiss: onDismiss, content: content))
    }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PopoverPresentationModifier(isPresented: isPresented, arrowEdge: arrowEdge, content: content))
    }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        let items = menuItems()
        return modifier(ContextMenuModifier(menuItems: { items }))
    }
    /// No menu when `contextMenu` is nil.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(ContextMenuModifier(menuItems: { contextMenu?.menuItems }))
    }
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        modifier(ContextMenuForSelectionModifier(menu: menu, primaryAction: primaryAction))
    }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        let items = menuItems(), shown = preview()
        return modifier(ContextMenuPreviewModifier(menuItems: { items }, preview: { shown }))
    }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        modifier(InteractiveDismissDisabledModifier(isDisabled: isDisabled))
    }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(PresentationDragIndicatorModifier(visibility: visibility))
    }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        modifier(ItemPopoverPresentationModifier(item: item, arrowEdge: arrowEdge, content: content))
    }
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(ItemNavigationDestinationModifier(item: item, destination: destination))
    }
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        var shown: A? = nil
        if let value = data { shown = actions(value) }
        let none: EmptyView? = nil
        return modifier(PresentingAlertModifier(title: title, isPresented: isPresented, data: data, actions: shown, message: none))
    }
    public func alert<A: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text("\(title)"), isPresented: isPresented, presenting: data, actions: actions)
    }
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        var shown: A? = nil
        var text: M? = nil
        if let value = data {
            shown = actions(value)
            text = message(value)
        }
        return modifier(PresentingAlertModifier(title: title, isPresented: isPresented, data: data, actions: shown, message: text))
    }
    public func alert<A: View, M: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text("\(title)"), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        var shown: A? = nil
        if let value = data { shown = actions(value) }
        let none: EmptyView? = nil
        return modifier(PresentingConfirmationDialogModifier(title: title, isPresented: isPresented, titleVisibility: titleVisibility, data: data, actions: shown, message: none))
    }
    public func confirmationDialog<A: View, T>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text("\(title)"), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }
    public func alert<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text("\(title)"), isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }
    public func alert<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text("\(title)"), isPresented: isPresented, actions: actions, message: message)
    }
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        modifier(ConfirmationDialogModifier(title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: EmptyView()))
    }
    public func confirmationDialog<A: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text("\(title)"), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(ConfirmationDialogModifier(title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message()))
    }
    public func confirmationDialog<A: View, M: View>(_ title: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text("\(title)"), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
}
// MARK: iOS 13 navigation modifiers real code still uses, previews' traits, symbol scale

/// `.navigationBarItems(leading:trailing:)` (deprecated, common in older apps).
public struct NavigationBarItemsModifier<Leading: View, Trailing: View>: ViewModifier {
    public var leading: Leading
    public var trailing: Trailing
    public func body(content: Content) -> Never { fatalError() }
}

public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}
public struct NavigationViewStyleModifier<Style: NavigationViewStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

/// How the canvas sizes a preview (DeveloperToolsSupport's `PreviewLayout`).
public enum PreviewLayout {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}
public struct PreviewLayoutTraitKey: _ViewTraitKey {
    public typealias Value = PreviewLayout
}
public struct PreviewDisplayNameTraitKey: _ViewTraitKey {
    public typealias Value = String?
}

extension Image {
    public enum Scale: Hashable { case small, medium, large }
}

extension View {
    public func navigationBarTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title))
    }
    public func navigationBarTitle(_ title: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: Text(title)))
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: Text("\(title)")))
    }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: title)).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarTitle(_ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: Text(title))).navigationBarTitleDisplayMode(displayMode)
    }
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: Text("\(title)"))).navigationBarTitleDisplayMode(displayMode)
    }
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(NavigationBarItemsModifier(leading: leading, trailing: trailing))
    }
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(NavigationBarItemsModifier(leading: leading, trailing: EmptyView()))
    }
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(NavigationBarItemsModifier(leading: EmptyView(), trailing: trailing))
    }
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        modifier(NavigationViewStyleModifier(style: style))
    }
    public func previewLayout(_ value: PreviewLayout) -> some View {
        _trait(PreviewLayoutTraitKey.self, value)
    }
    public func previewDisplayName(_ value: String?) -> some View {
        _trait(PreviewDisplayNameTraitKey.self, value)
    }
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "imageScale", value: scale))
    }
}
/// `.tabItem { Label(…) }`: the label of the view's tab in a `TabView`.
public struct TabItemModifier<Label: View>: ViewModifier {
    public var label: Label
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label()))
    }
}
"""#
}
