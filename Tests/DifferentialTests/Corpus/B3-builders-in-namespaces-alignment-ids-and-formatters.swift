// What the Settings and Defaults packages (Maccy's settings panes) lean on: a result builder
// nested in an enum's extension named from a sibling type (`@SectionBuilder`), a protocol's
// alias reached through a generic parameter (`T.Serializable.self`), a default argument that
// fixes a generic parameter (`type: T.Type = Self.self`, SE-0347), custom alignment guides,
// `Formatter` and the text field that edits a value through one, AppKit's application
// notifications and `JSONEncoder`'s options.

// MARK: - a_builder_nested_in_an_enum_extension
// expect: VStack<TupleView<(Text, Text)>>
public enum Panes {}
extension Panes {
    @resultBuilder
    public struct SectionBuilder {
        public static func buildBlock(_ sections: String...) -> [String] { sections }
    }
    public struct Container: View {
        let titles: [String]
        public init(@SectionBuilder builder: () -> [String]) { titles = builder() }
        public var body: some View {
            VStack { Text(titles.first ?? ""); Text(titles.last ?? "") }
        }
    }
}
Panes.Container { "General"; "Advanced" }.body

// MARK: - a_protocol_alias_through_a_generic_parameter
// expect: Text
protocol StoreBridge { associatedtype Stored }
struct TextStoreBridge: StoreBridge { typealias Stored = String }
protocol Storable {
    typealias Stored = Bridge.Stored
    associatedtype Bridge: StoreBridge
}
struct Note: Storable { typealias Bridge = TextStoreBridge }
func storedName<T: Storable>(_ type: T.Type) -> String { "\(T.Stored.self)" }
Text(storedName(Note.self))

// MARK: - a_default_argument_fixes_a_generic_parameter
// expect: Text
protocol Loadable {}
extension Loadable {
    static func load<T: Loadable>(_ text: String, type: T.Type = Self.self) -> T? { nil }
}
struct Setting: Loadable {}
func loaded<V: Loadable>(_ type: V.Type) -> V? { V.load("x") }
Text("\(loaded(Setting.self) == nil)")

// MARK: - custom_alignment_guides
// expect: VStack<TupleView<(ModifiedContent<Text, _AlignmentWritingModifier>, HStack<Text>)>>
extension HorizontalAlignment {
    private enum LabelColumn: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
    }
    static let labelColumn = HorizontalAlignment(LabelColumn.self)
}
extension VerticalAlignment {
    private enum Midline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }
    static let midline = VerticalAlignment(Midline.self)
}
VStack(alignment: .labelColumn) {
    Text("Name").alignmentGuide(.labelColumn) { $0[.trailing] }
    HStack(alignment: .midline) { Text("Value") }
}

// MARK: - a_text_field_through_a_formatter
// expect: VStack<TupleView<(TextField<Text>, TextField<Text>, TextField<Text>, TextField<Text>)>>
struct HeightField: View {
    @State var height = 40
    @State var when = Date()
    let numbers: NumberFormatter = { let f = NumberFormatter(); f.minimum = 1; f.maximum = 200; return f }()
    var body: some View {
        VStack {
            TextField("Height", value: $height, formatter: numbers)
            TextField(String("Height"), value: $height, formatter: numbers, prompt: Text("1–200"))
            TextField("When", value: $when, formatter: DateFormatter(), prompt: nil)
            TextField(value: $height, formatter: numbers as Formatter) { Text("Height") }
        }
    }
}
HeightField().body

// MARK: - formatters_share_a_base_class
// expect: Text
let formatters: [Formatter] = [NumberFormatter(), DateFormatter(), ByteCountFormatter(), DateComponentsFormatter(), MeasurementFormatter(), LengthFormatter()]
Text(formatters.map { $0.string(for: 1) ?? "-" }.joined() + (formatters[0].editingString(for: 2) ?? ""))

// MARK: - application_notifications
// expect: Text
let names: [Notification.Name] = [
    NSApplication.didBecomeActiveNotification, NSApplication.willResignActiveNotification,
    NSApplication.didResignActiveNotification, NSApplication.willTerminateNotification,
    NSApplication.didChangeScreenParametersNotification,
]
Text(names.map(\.rawValue).joined(separator: ","))

// MARK: - json_encoder_options
// expect: Text
struct Point: Codable { var x = 1.0; var when = Date() }
func encoded() -> String {
    let encoder = JSONEncoder()
    let formatting: JSONEncoder.OutputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.outputFormatting = formatting
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .iso8601
    encoder.dataEncodingStrategy = .base64
    let strategies: [JSONEncoder.DateEncodingStrategy] = [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .formatted(DateFormatter())]
    let others: [JSONEncoder.KeyEncodingStrategy] = [.useDefaultKeys]
    let data: [JSONEncoder.DataEncodingStrategy] = [.deferredToData]
    do {
        return String(decoding: try encoder.encode(Point()), as: UTF8.self) + "\(strategies.count + others.count + data.count)"
    } catch let error as EncodingError {
        return error.localizedDescription
    } catch {
        return "\(error)"
    }
}
Text(encoded())

// MARK: - navigation_and_tab_bar_controllers
// expect: ModifiedContent<Text, _PaddingLayout>
class CustomTabBarController: UITabBarController {
    var tabBarHeight: CGFloat { tabBar.frame.size.height }
}
func controllers() -> String {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(UIViewController(), animated: true)
    let bar: UINavigationBar = UINavigationBar.appearance()
    bar.barTintColor = .red
    bar.shadowImage = UIImage()
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    let tabBar: UITabBar = UITabBar.appearance()
    tabBar.unselectedItemTintColor = .gray
    let top = navigation.topViewController === navigation.visibleViewController
    return "\(top) \(tabs.selectedViewController === navigation) \(root.navigationController === navigation)"
}
Text(controllers()).padding(.bottom, CustomTabBarController().tabBarHeight)

// MARK: - notifications_as_objects
// expect: Text
extension NSNotification.Name {
    static let refreshed: NSNotification.Name = Notification.Name(rawValue: "refreshed")
}
let note = NSNotification(name: .refreshed, object: nil, userInfo: ["count": 2])
let same: Notification.Name = NSNotification.Name.refreshed
Text("\(note.name.rawValue) \(note.userInfo?["count"] ?? 0) \(same == .refreshed)")

// MARK: - compositions_in_view_types
// expect: Holder<Array<Hashable & Labelled>, Optional<Panel & Resizable>>
class Panel { init() {} }
protocol Resizable: AnyObject { var width: Double { get } }
protocol Labelled { var label: String { get } }
final class WidePanel: Panel, Resizable, Labelled { let width = 3.0; let label = "wide" }
struct Holder<Items, Extra>: View {
    let items: Items
    let extra: Extra
    var body: some View { Text("holder") }
}
let resizable: Panel & Resizable = WidePanel()
let base: Panel = resizable
Holder(items: [any Labelled & Hashable](), extra: Optional<Panel & Resizable>(resizable))
