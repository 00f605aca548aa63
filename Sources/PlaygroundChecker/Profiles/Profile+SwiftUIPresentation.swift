extension Profile {
    /// Navigation titles, toolbars, sheets, alerts, events and other presentation modifiers.
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

public struct AnyTransition {
    public var name: String
    public init(name: String) { self.name = name }
    public static let identity = AnyTransition(name: "identity")
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

// MARK: Events

public struct _AppearanceActionModifier: ViewModifier {
    public var appear: (() -> Void)?
    public var disappear: (() -> Void)?
    public func body(content: Content) -> Never { fatalError() }
}

/// Stands in for the concurrency library's `TaskPriority` (the playground has no concurrency).
public struct TaskPriority: Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let high = TaskPriority(rawValue: 25)
    public static let medium = TaskPriority(rawValue: 21)
    public static let low = TaskPriority(rawValue: 17)
    public static let userInitiated = TaskPriority(rawValue: 25)
    public static let utility = TaskPriority(rawValue: 17)
    public static let background = TaskPriority(rawValue: 9)
}

public struct _TaskModifier: ViewModifier {
    public var priority: TaskPriority
    public var action: () async -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct _TaskValueModifier<Value: Equatable>: ViewModifier {
    public var value: Value
    public var priority: TaskPriority
    public var action: () async -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ValueActionModifier<Value: Equatable>: ViewModifier {
    public var value: Value
    public var action: (Value) -> Void
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: the iOS 17 `onChange(of:initial:_:)` forms are opaque.
public struct _ValueActionModifier2<Value: Equatable>: ViewModifier {
    public var value: Value
    public var initial: Bool
    public var action: (Value, Value) -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct SubmitTriggers: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct SubmitLabel: Hashable {
    public var name: String
    public init(name: String) { self.name = name }
    public static var done: SubmitLabel { SubmitLabel(name: "done") }
    public static var go: SubmitLabel { SubmitLabel(name: "go") }
    public static var send: SubmitLabel { SubmitLabel(name: "send") }
    public static var join: SubmitLabel { SubmitLabel(name: "join") }
    public static var route: SubmitLabel { SubmitLabel(name: "route") }
    public static var search: SubmitLabel { SubmitLabel(name: "search") }
    public static var next: SubmitLabel { SubmitLabel(name: "next") }
}

public struct OnSubmitModifier: ViewModifier {
    public var triggers: SubmitTriggers
    public var action: () -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct SubmitLabelModifier: ViewModifier {
    public var label: SubmitLabel
    public func body(content: Content) -> Never { fatalError() }
}

/// UIKit's keyboard kinds, for `keyboardType(_:)`.
public enum UIKeyboardType: Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

public struct KeyboardTypeModifier: ViewModifier {
    public var keyboardType: UIKeyboardType
    public func body(content: Content) -> Never { fatalError() }
}

public struct RefreshableModifier: ViewModifier {
    public var action: () async -> Void
    public func body(content: Content) -> Never { fatalError() }
}

public struct SearchFieldPlacement {
    public var name: String
    public init(name: String) { self.name = name }
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

public struct SearchableModifier: ViewModifier {
    public var text: Binding<String>
    public var placement: SearchFieldPlacement
    public var prompt: Text?
    public func body(content: Content) -> Never { fatalError() }
}

public struct _TooltipModifier: ViewModifier {
    public var text: Text
    public func body(content: Content) -> Never { fatalError() }
}

public struct AccessibilityAttachmentModifier: ViewModifier {
    public var label: Text? = nil
    public var hint: Text? = nil
    public var identifier: String? = nil
    public var isHidden: Bool = false
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Gestures

public protocol Gesture {
    associatedtype Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Content.Value) -> Void
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public var content: Content
    public var action: (Content.Value) -> Void
}

extension Gesture {
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Self.Value: Equatable {
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

public struct DragGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
    }
    public var minimumDistance: CGFloat
    public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
}


public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

public struct SimultaneousGestureModifier<T: Gesture>: ViewModifier {
    public var gesture: T
    public func body(content: Content) -> Never { fatalError() }
}

public struct HighPriorityGestureModifier<T: Gesture>: ViewModifier {
    public var gesture: T
    public func body(content: Content) -> Never { fatalError() }
}

public struct AddGestureModifier<T: Gesture>: ViewModifier {
    public var gesture: T
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
    @_disfavoredOverload
    public func transition(_ t: AnyTransition) -> some View {
        _trait(TransitionTraitKey.self, t)
    }
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: action, disappear: nil))
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceActionModifier(appear: nil, disappear: action))
    }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(priority: priority, action: action))
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskValueModifier(value: value, priority: priority, action: action))
    }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, action: action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier2(value: value, initial: initial, action: action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ValueActionModifier2(value: value, initial: initial, action: { (old: V, new: V) in action() }))
    }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { value in action(value.location) })
    }
    public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(SimultaneousGestureModifier(gesture: gesture))
    }
    public func highPriorityGesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(HighPriorityGestureModifier(gesture: gesture))
    }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() })
    }
    public func gesture<T: Gesture>(_ gesture: T) -> some View {
        modifier(AddGestureModifier(gesture: gesture))
    }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View {
        modifier(OnSubmitModifier(triggers: triggers, action: action))
    }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(SubmitLabelModifier(label: submitLabel))
    }
    public func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(KeyboardTypeModifier(keyboardType: type))
    }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: prompt))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchableModifier(text: text, placement: placement, prompt: Text("\(prompt)")))
    }
    public func help(_ text: Text) -> some View {
        modifier(_TooltipModifier(text: text))
    }
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        modifier(_TooltipModifier(text: Text("\(text)")))
    }
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: label))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(label: Text("\(label)")))
    }
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(hint: hint))
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(hint: Text("\(hint)")))
    }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(isHidden: hidden))
    }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier(identifier: identifier))
    }
}

/// Accessibility modifiers on an accessibility-modified view add to its attachment (one `ModifiedContent`).
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.label = label
        return copy
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.label = Text("\(label)")
        return copy
    }
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.hint = hint
        return copy
    }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.hint = Text("\(hint)")
        return copy
    }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.isHidden = hidden
        return copy
    }
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Content, Modifier> {
        var copy = self
        copy.modifier.identifier = identifier
        return copy
    }
}
// MARK: Navigation and toolbars

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable { case automatic, inline, large }
}

public struct NavigationTitleModifier<Title: View>: ViewModifier {
    public var title: Title
    public func body(content: Content) -> Never { fatalError() }
}

public struct NavigationBarTitleDisplayModeModifier: ViewModifier {
    public var displayMode: NavigationBarItem.TitleDisplayMode
    public func body(content: Content) -> Never { fatalError() }
}

public struct NavigationBarBackButtonHiddenModifier: ViewModifier {
    public var isHidden: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct NavigationDestinationModifier<Data: Hashable, Destination: View>: ViewModifier {
    public var destination: (Data) -> Destination
    public func body(content: Content) -> Never { fatalError() }
}

public struct ViewDestinationNavigationDestinationModifier<Destination: View>: ViewModifier {
    public var isPresented: Binding<Bool>
    public var destination: Destination
    public func body(content: Content) -> Never { fatalError() }
}

public struct ToolbarItemPlacement {
    public var name: String
    public init(name: String) { self.name = name }
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
    public static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
}

public protocol ToolbarContent {}

public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var placement: ToolbarItemPlacement
    public var content: Content
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public var placement: ToolbarItemPlacement
    public var content: Content
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

public struct TupleToolbarContent<T>: ToolbarContent {
    public var value: T
    public init(_ value: T) { self.value = value }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> some ToolbarContent { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> some ToolbarContent {
        TupleToolbarContent((repeat each content))
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
}

public struct ToolbarModifier<Items>: ViewModifier {
    public var items: Items
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

public struct PopoverAttachmentAnchor {
    public var name: String
    public init(name: String) { self.name = name }
    public static let bounds = PopoverAttachmentAnchor(name: "bounds")
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

public struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    public var menuItems: MenuItems
    public func body(content: Content) -> Never { fatalError() }
}

public struct ContextMenuPreviewModifier<MenuItems: View, Preview: View>: ViewModifier {
    public var menuItems: MenuItems
    public var preview: Preview
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
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text("\(title)"))
    }
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        modifier(NavigationTitleModifier(title: title()))
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
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .bounds, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        modifier(PopoverPresentationModifier(isPresented: isPresented, arrowEdge: arrowEdge, content: content))
    }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(ContextMenuPreviewModifier(menuItems: menuItems(), preview: preview()))
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
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .bounds, arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
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
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        confirmationDialog(Text("\(title)"), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions)
    }
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text("\(title)"), isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(AlertModifier(title: title, isPresented: isPresented, actions: actions(), message: message()))
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text("\(title)"), isPresented: isPresented, actions: actions, message: message)
    }
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        modifier(ConfirmationDialogModifier(title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: EmptyView()))
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text("\(title)"), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        modifier(ConfirmationDialogModifier(title: title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(), message: message()))
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
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: Text("\(title)")))
    }
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationTitleModifier(title: title)).navigationBarTitleDisplayMode(displayMode)
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
