extension Profile {
    /// SwiftUI's view surface (iOS 18 SDK) without its `ViewBuilder`: each view profile adds its own builder.
    static let swiftUISurfaceSource = swiftUIViewsSource + "\n" + swiftUIModifiersSource

    /// The views: structural, stacks and lists, leaf views, colours and fonts.
    static let swiftUIViewsSource = #"""
// SwiftUI's view surface as of the iOS 18 SDK, declared in Swift. Read by the playground's
// own parser and checker, and compiled by swiftc as the differential test's stand-in library.

public typealias CGFloat = Double

public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

// MARK: Structural views

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    public var storage: Storage
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public var storage: Any
    public init<V: View>(_ view: V) { self.storage = view }
    public var body: Never { fatalError() }
}

public struct Group<Content>: View {
    public var content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
}

// MARK: Layout values

public enum HorizontalAlignment { case leading, center, trailing }
public enum VerticalAlignment { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public enum Alignment { case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing }

public enum Edge {
    case top, leading, bottom, trailing
    public struct Set: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
        public static let all = Set(rawValue: 15)
    }
}

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
    public init(_ title: String, @ViewBuilder content: () -> Content) {
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
}

// MARK: Leaf views

public struct Text: View {
    public var content: String
    public var isBold: Bool = false
    public var isItalic: Bool = false
    public var color: Color? = nil
    public var font: Font? = nil
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public func bold() -> Text {
        var text = self
        text.isBold = true
        return text
    }
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    public var body: Never { fatalError() }
}

public struct Image: View {
    public var systemName: String
    public init(systemName: String) { self.systemName = systemName }
    public var body: Never { fatalError() }
}

public struct Label<Title: View, Icon: View>: View {
    public var title: Title
    public var icon: Icon
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: String, systemImage name: String) {
        self.title = Text(title)
        self.icon = Image(systemName: name)
    }
}

public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { fatalError() }
}

public struct Button<Label: View>: View {
    public var action: () -> Void
    public var label: Label
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    public init(_ title: String, action: @escaping () -> Void) {
        self.action = action
        self.label = Text(title)
    }
}

public struct Toggle<Label: View>: View {
    public var isOn: Binding<Bool>
    public var label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ title: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        self.label = Text(title)
    }
}

// MARK: Colours, fonts, shapes

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public var name: String
    public init(name: String) { self.name = name }
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

public struct Font: Hashable {
    public var name: String
    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
    public static let caption = Font(name: "caption")
    public static let footnote = Font(name: "footnote")
}

public struct RoundedRectangle {
    public var cornerRadius: CGFloat
}

public struct _Inset {
    public var amount: CGFloat
}

public struct _StrokedShape<S> {
    public var shape: S
    public var lineWidth: CGFloat
}

public struct _ShapeView<Content, Style>: View {
    public var shape: Content
    public var style: Style
    public var body: Never { fatalError() }
}
"""#
}
