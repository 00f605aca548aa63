extension Profile {
    /// Navigation: NavigationStack, NavigationLink, NavigationSplitView, TabView, and the title,
    /// toolbar and destination modifiers.
    static let swiftUINavigationSource = #"""
// MARK: Navigation

public struct NavigationPath: Equatable {
    public var elements: [AnyHashable]
    public init() { self.elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) {
        for _ in 0..<k { elements.removeLast() }
    }
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { lhs.elements == rhs.elements }
}

public struct NavigationStack<Data, Root: View>: View {
    public var path: Binding<Data>?
    public var root: Root
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.path = nil
        self.root = root()
    }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.path = path
        self.root = root()
    }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.path = path
        self.root = root()
    }
    public var body: Never { fatalError() }
}

public struct NavigationView<Content: View>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: View {
    public var label: Label
    public var destination: Destination?
    public var value: AnyHashable?
    /// Whether the destination is shown, for the links a binding opens (`isActive:`, `tag:selection:`).
    public var isActive: Binding<Bool>? = nil
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination()
        self.value = nil
    }
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
        self.value = nil
    }
    public var body: Never { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
        self.destination = destination()
        self.value = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
        self.destination = destination()
        self.value = nil
    }
    public init(_ title: LocalizedStringKey, destination: Destination) {
        self.label = Text(title)
        self.destination = destination
        self.value = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
        self.destination = destination
        self.value = nil
    }
}

/// The links a binding opens (deprecated since iOS 16 for `navigationDestination`, common in
/// code written before it): the destination shows while `isActive` is true, or while
/// `selection` holds `tag`.
extension NavigationLink {
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
        self.isActive = isActive
    }
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = _selecting(tag, in: selection)
    }
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
        self.isActive = _selecting(tag, in: selection)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(titleKey, destination: destination)
        self.isActive = isActive
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(title, destination: destination)
        self.isActive = isActive
    }
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination())
        self.isActive = isActive
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
        self.isActive = isActive
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(titleKey, destination: destination)
        self.isActive = _selecting(tag, in: selection)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(title, destination: destination)
        self.isActive = _selecting(tag, in: selection)
    }
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey, destination: destination())
        self.isActive = _selecting(tag, in: selection)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination())
        self.isActive = _selecting(tag, in: selection)
    }
}

/// Whether `selection` holds `tag`, as a binding: setting it true selects the tag, false clears it.
func _selecting<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
    Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        if let value = value { self.value = AnyHashable(value) } else { self.value = nil }
    }
    public init<P: Hashable>(_ title: LocalizedStringKey, value: P?) where Label == Text {
        self.label = Text(title)
        self.destination = nil
        if let value = value { self.value = AnyHashable(value) } else { self.value = nil }
    }
    @_disfavoredOverload
    public init<P: Hashable, S: StringProtocol>(_ title: S, value: P?) where Label == Text {
        self.label = Text(title)
        self.destination = nil
        if let value = value { self.value = AnyHashable(value) } else { self.value = nil }
    }
}

public enum NavigationSplitViewVisibility: Hashable {
    case automatic, all, doubleColumn, detailOnly
}

public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public var columnVisibility: Binding<NavigationSplitViewVisibility>?
    public var sidebar: Sidebar
    public var content: Content
    public var detail: Detail
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.columnVisibility = nil
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.columnVisibility = nil
        self.sidebar = sidebar()
        self.content = EmptyView()
        self.detail = detail()
    }
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {
        self.columnVisibility = columnVisibility
        self.sidebar = sidebar()
        self.content = EmptyView()
        self.detail = detail()
    }
    public var body: Never { fatalError() }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var selection: Binding<SelectionValue>?
    public var content: Content
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
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
"""#
}
