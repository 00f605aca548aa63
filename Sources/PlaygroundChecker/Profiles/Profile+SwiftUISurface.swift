extension Profile {
    /// SwiftUI's view surface (iOS 18 SDK) without its `ViewBuilder`: each view profile adds its own builder.
    ///
    /// One string per family, each in its own file; together they are the profile's source,
    /// read by the playground's checker and compiled by swiftc as the differential's stand-in.
    static let swiftUISurfaceSource = [
        swiftUICoreSource, swiftUIContainersSource, swiftUIControlsSource, swiftUIGraphicsSource,
        swiftUIModifiersSource, swiftUIPresentationSource,
    ].joined(separator: "\n")

    /// The `View` protocol, the structural views the builder makes, and layout values.
    static let swiftUICoreSource = #"""
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

// MARK: Previews

/// `struct X_Previews: PreviewProvider`: the playground shows `previews` when it evaluates a file.
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
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
"""#
}
