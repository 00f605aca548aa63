extension Profile {
    /// What view files set for the whole screen or its previews (`preferredColorScheme`,
    /// `previewDevice`, `backgroundStyle`, `dynamicTypeSize`), the window action
    /// `openWindow`, and `URL(fileURLWithPath:)`. Recorded on the view; the preview draws
    /// them unchanged.
    static let swiftUIEnvironmentAndPreviewsSource = #"""
// MARK: Screen-wide preferences

/// What the nearest presentation prefers its colour scheme to be; the last written wins.
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?
    public static var defaultValue: ColorScheme? { nil }
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if let next = nextValue() { value = next }
    }
}

/// The modifier the SDK's inlinable `backgroundStyle(_:)` builds.
public struct _EnvironmentBackgroundStyleModifier<S: ShapeStyle>: ViewModifier {
    public var style: S
    public init(style: S) { self.style = style }
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `dynamicTypeSize(_:)` with a range is opaque.
public struct DynamicTypeSizeRangeModifier: ViewModifier {
    /// The range as written (`...DynamicTypeSize.xxxLarge`).
    public var range: Any
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
    /// Deprecated for `preferredColorScheme(_:)`; the SDK's inlinable body sets the environment.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentBackgroundStyleModifier(style: style))
    }
    /// Opaque in the SDK; the size goes where views read it, `\.dynamicTypeSize`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }
    public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
        modifier(DynamicTypeSizeRangeModifier(range: range))
    }
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        modifier(DynamicTypeSizeRangeModifier(range: range))
    }
}

/// Not public in the SDK: `searchCompletion(_:)` is opaque.
public struct SearchCompletionModifier: ViewModifier {
    /// The completion text, or the token (`searchCompletion<T: Identifiable>(_:)`).
    public var completion: Any
    public func body(content: Content) -> Never { fatalError() }
}

/// A view redrawn only when it is no longer equal to its last value (`.equatable()`).
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: Never { fatalError() }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// Where `containerBackground(_:for:)` puts its background.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    public let name: String
    public static let tabView = ContainerBackgroundPlacement(name: "tabView")
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

/// Not public in the SDK: `containerBackground(_:for:)` is opaque. The background belongs to
/// the container (a tab view, a navigation stack), which the preview draws without it.
public struct ContainerBackgroundModifier<Background>: ViewModifier {
    public var background: Background
    public var placement: ContainerBackgroundPlacement
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `containerRelativeFrame(_:…)` is opaque. The playground has no
/// container size to divide, so the view keeps its own size.
public struct ContainerRelativeFrameModifier: ViewModifier {
    public var axes: Axis.Set
    public var count: Int
    public var span: Int
    public var spacing: CGFloat
    public var alignment: Alignment
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func searchCompletion(_ completion: String) -> some View {
        modifier(SearchCompletionModifier(completion: completion))
    }
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        modifier(SearchCompletionModifier(completion: token))
    }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        modifier(ContainerBackgroundModifier(background: style, placement: container))
    }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(ContainerBackgroundModifier(background: content(), placement: container))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment))
    }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, count: 1, span: 1, spacing: 0, alignment: alignment))
    }
}

// MARK: Previews

/// A device a preview is shown on, by its name (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

public struct PreviewDeviceTraitKey: _ViewTraitKey {
    public typealias Value = PreviewDevice?
}

extension View {
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        _trait(PreviewDeviceTraitKey.self, value)
    }
}

/// A key for a value a preview context supplies.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Where a preview is shown, for views that are not plain views (WidgetKit's
/// `WidgetPreviewContext(family:)`).
public protocol PreviewContext {
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

public struct PreviewContextTraitKey: _ViewTraitKey {
    public typealias Value = (any PreviewContext)?
}

extension View {
    public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        _trait(PreviewContextTraitKey.self, value)
    }
}

// MARK: Windows

/// Opens a window of the app's scene by its identifier or value; the playground has one
/// window, so nothing opens.
public struct OpenWindowAction {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D>(value: D) where D: Decodable, D: Encodable, D: Hashable {}
    public func callAsFunction<D>(id: String, value: D) where D: Decodable, D: Encodable, D: Hashable {}
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var accessibilityDifferentiateWithoutColor: Bool { false }
}

// MARK: Foundation

extension URL {
    /// A file URL (`file:///path`); the playground reads no files.
    public init(fileURLWithPath path: String) {
        self.absoluteString = "file://" + path
    }
    public init(fileURLWithPath path: String, isDirectory: Bool) {
        self.absoluteString = "file://" + path + (isDirectory && !path.hasSuffix("/") ? "/" : "")
    }
}
extension URL: Codable {}
"""#
}
