extension Profile {
    /// Stacks, lists, sections and the other views that hold views: scroll views, lazy stacks,
    /// grids, grouping, geometry.
    static let swiftUIContainersSource = #"""
// MARK: Stacks and lists

public struct VStack<Content: View>: View {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct HStack<Content: View>: View {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public var alignment: Alignment
    public var content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var id: KeyPath<Data.Element, ID>?
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = \Data.Element.id
        self.content = content
    }
}

public struct List<SelectionValue: Hashable, Content: View>: View {
    public var content: Content
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.content = ForEach(data, content: rowContent)
    }
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }
}

public struct Section<Parent, Content, Footer> {
    public var header: Parent
    public var content: Content
    public var footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = EmptyView()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.header = Text(title)
        self.content = content()
        self.footer = EmptyView()
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.header = EmptyView()
        self.content = content()
        self.footer = EmptyView()
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        self.footer = EmptyView()
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }
    /// Deprecated in the SDK (renamed `Section(content:header:footer:)`), common in real code.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.header = EmptyView()
        self.content = content()
        self.footer = footer()
    }
    /// Deprecated in the SDK (renamed `Section(content:footer:)`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = EmptyView()
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// Deprecated in the SDK (renamed `Section(content:header:)`), the most used form in older apps.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = EmptyView()
    }
}
// MARK: Scroll views

public enum Axis: Hashable {
    case horizontal, vertical
    public struct Set: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
    public var body: Never { fatalError() }
}

// MARK: Lazy stacks and grids

public struct PinnedScrollableViews: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVStack<Content: View>: View {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct LazyHStack<Content: View>: View {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct GridItem {
    public enum Size {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

public struct LazyVGrid<Content: View>: View {
    public var columns: [GridItem]
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct LazyHGrid<Content: View>: View {
    public var rows: [GridItem]
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public var pinnedViews: PinnedScrollableViews
    public var content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct Grid<Content: View>: View {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public var content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct GridRow<Content: View>: View {
    public var alignment: VerticalAlignment?
    public var content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public var body: Never { fatalError() }
}


// MARK: Grouping

public struct Form<Content: View>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct GroupBox<Label: View, Content: View>: View {
    public var label: Label
    public var content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }
    public var body: Never { fatalError() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.label = EmptyView()
        self.content = content()
    }
}

extension GroupBox where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
    }
}

public struct DisclosureGroup<Label: View, Content: View>: View {
    public var isExpanded: Binding<Bool>?
    public var content: () -> Content
    public var label: Label
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = nil
        self.content = content
        self.label = label()
    }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension DisclosureGroup where Label == Text {
    public init(_ label: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.isExpanded = nil
        self.content = content
        self.label = Text(label)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.isExpanded = nil
        self.content = content
        self.label = Text(label)
    }
    public init(_ label: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.isExpanded = isExpanded
        self.content = content
        self.label = Text(label)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.isExpanded = isExpanded
        self.content = content
        self.label = Text(label)
    }
}

public struct Menu<Label: View, Content: View>: View {
    public var label: Label
    public var content: Content
    public var primaryAction: (() -> Void)?
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.primaryAction = nil
    }
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
        self.primaryAction = primaryAction
    }
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
        self.primaryAction = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.content = content()
        self.primaryAction = nil
    }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.label = Text(title)
        self.content = content()
        self.primaryAction = primaryAction
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.label = Text(title)
        self.content = content()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == _TextImageLabel {
    public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.content = content()
        self.primaryAction = nil
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = _TextImageLabel(title, systemImage: systemImage)
        self.content = content()
        self.primaryAction = nil
    }
}

public struct ControlGroup<Content: View>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    public var content: Content
    public var label: Label
    public var body: Never { fatalError() }
}

extension ControlGroup {
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = LabeledControlGroupContent(content: content(), label: label())
    }
    public init<C: View>(_ title: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(title))
    }
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.content = LabeledControlGroupContent(content: content(), label: Text(title))
    }
    public init<C: View>(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, _TextImageLabel> {
        self.content = LabeledControlGroupContent(content: content(), label: _TextImageLabel(title, systemImage: systemImage))
    }
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, _TextImageLabel> {
        self.content = LabeledControlGroupContent(content: content(), label: _TextImageLabel(title, systemImage: systemImage))
    }
}

// MARK: Geometry and fitting

public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

public struct GeometryProxy {
    public var size: CGSize
    public var safeAreaInsets: EdgeInsets
    init(size: CGSize) {
        self.size = size
        self.safeAreaInsets = EdgeInsets()
    }
    @_disfavoredOverload
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
    public var body: Never { fatalError() }
}

public struct ViewThatFits<Content: View>: View {
    public var axes: Axis.Set
    public var content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
    public var body: Never { fatalError() }
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public var label: Label
    public var description: Description
    public var actions: Actions
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        self.description = EmptyView()
        self.actions = EmptyView()
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.label = label()
        self.description = description()
        self.actions = EmptyView()
    }
}

extension ContentUnavailableView where Description == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = EmptyView()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Label == _TextImageLabel, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.label = _TextImageLabel(title, image: name)
        self.description = description
        self.actions = EmptyView()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.label = _TextImageLabel(title, image: name)
        self.description = description
        self.actions = EmptyView()
    }
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.label = _TextImageLabel(title, systemImage: name)
        self.description = description
        self.actions = EmptyView()
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.label = _TextImageLabel(title, systemImage: name)
        self.description = description
        self.actions = EmptyView()
    }
}
"""#
}
