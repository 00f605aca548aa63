extension Profile {
    /// WidgetKit as a widget extension's files use it: a timeline provider and its entries, the
    /// widget and its static configuration, and the family an entry view reads from its
    /// environment (`.systemSmall` in a preview). Written from WidgetKit's public API. No
    /// timeline runs: an entry view is a view like any other, made with an entry.
    static let widgetKitSource = #"""
// MARK: WidgetKit

/// A widget's size and shape.
public enum WidgetFamily: Int, CustomStringConvertible, CustomDebugStringConvertible, Sendable {
    case systemSmall = 0
    case systemMedium = 1
    case systemLarge = 2
    case systemExtraLarge = 3
    case accessoryCircular = 5
    case accessoryRectangular = 6
    case accessoryInline = 7
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }
    public var debugDescription: String { description }
}

extension EnvironmentValues {
    /// The family of the widget being drawn: a preview's is `.systemSmall`.
    public var widgetFamily: WidgetFamily { .systemSmall }
    /// Whether the widget is drawn in the full-colour mode (not tinted or accented).
    public var widgetRenderingMode: WidgetRenderingMode { .fullColor }
    public var showsWidgetContainerBackground: Bool { true }
}

extension ContainerBackgroundPlacement {
    /// A widget's background (`.containerBackground(.fill.tertiary, for: .widget)`).
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// How the system draws a widget's content.
public struct WidgetRenderingMode: Equatable, Hashable, CustomStringConvertible, Sendable {
    let name: String
    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")
    public var description: String { name }
}

/// How much an entry matters now, for the Smart Stack.
public struct TimelineEntryRelevance: Equatable, Sendable {
    public let score: Float
    public let duration: Double
    public init(score: Float, duration: Double = 0) {
        self.score = score
        self.duration = duration
    }
}

/// One moment of a widget's timeline: what its entry view is made with.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// When WidgetKit asks for the next timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
    let kind: String
    let date: Date?
    public static let atEnd = TimelineReloadPolicy(kind: "atEnd", date: nil)
    public static let never = TimelineReloadPolicy(kind: "never", date: nil)
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: "after", date: date) }
}

/// Entries and when to ask for more.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told when asked for entries.
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize
}

/// Gives a widget its entries: a placeholder, a snapshot, and a timeline.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// A widget's configuration (`StaticConfiguration` and its modifiers).
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {}

@resultBuilder
public struct WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A widget: its kind and the configuration that makes its views.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

/// A widget configured without user-editable options: a provider's entries, each drawn by
/// `content`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let kind: String
    let content: Any
    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.content = content
    }
    public var body: Never { fatalError() }
}

/// A configuration with one of `WidgetConfiguration`'s modifiers applied (the opaque result
/// of `configurationDisplayName`, `description`, `supportedFamilies`, `contentMarginsDisabled`).
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    public var body: Never { fatalError() }
}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func description(_ description: Text) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
    public func contentMarginsDisabled() -> some WidgetConfiguration { _ModifiedWidgetConfiguration(base: self) }
}

/// Asks WidgetKit to reload widgets' timelines (nothing to reload in a preview).
public final class WidgetCenter {
    public static let shared = WidgetCenter()
    public func reloadAllTimelines() {}
    public func reloadTimelines(ofKind kind: String) {}
}

/// The family a `PreviewProvider` previews a widget's entry view in.
public struct WidgetPreviewContext: PreviewContext {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// What `widgetURL(_:)` applies (its result is opaque in WidgetKit's interface; this is the
/// playground's own underlying type).
public struct _WidgetURLModifier: ViewModifier {
    public let url: URL?
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    /// The URL the system opens when the widget is tapped (a preview opens none).
    public func widgetURL(_ url: URL?) -> some View { modifier(_WidgetURLModifier(url: url)) }
}
"""#
}
