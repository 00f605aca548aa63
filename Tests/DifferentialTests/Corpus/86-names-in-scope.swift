// Names as real modules write them: a type alias of a generic type itself, specialized later
// (`typealias Key = Defaults.Key` then `Key<Bool>`); a function type named as an expression
// (`[UInt: (V) -> Void]()`); and the AppKit, environment and bundle members those files read.
// (`SwiftUI.Toggle` inside a type with its own `Toggle` is `SurfaceCheckerTests`'s: the stand-in
// is not a module named SwiftUI.)

// MARK: - alias_of_a_generic_type_specialized_where_it_is_used
// expect: Text
enum Preferences {
    class AnyKey {
        typealias Key = Preferences.Key
        let name: String
        init(name: String) { self.name = name }
    }
    final class Key<Value>: AnyKey {
        let defaultValue: Value
        init(_ name: String, default defaultValue: Value) {
            self.defaultValue = defaultValue
            super.init(name: name)
        }
    }
    typealias Keys = AnyKey
}
extension Preferences.Keys {
    static let showTitle = Key<Bool>("showTitle", default: true)
}
Text("\(Preferences.Keys.showTitle.name) \(Preferences.Keys.showTitle.defaultValue)")

// MARK: - function_type_named_as_an_expression
// expect: Text
final class Inspection<V> {
    var callbacks = [UInt: (V) -> Void]()
    var handlers = [(V) -> Bool]()
}
func inspected() -> String {
    let inspection = Inspection<String>()
    inspection.callbacks[1] = { _ in }
    inspection.handlers.append { $0.isEmpty }
    return "\(inspection.callbacks.count) \(inspection.handlers.count) \(type(of: inspection.callbacks))"
}
Text(inspected())

// MARK: - app_delegate_window_environment_and_bundle_languages
// expect: Text
final class AppDelegate: NSObject, NSApplicationDelegate {}
struct EnvironmentReport: View {
    @Environment(\.layoutDirection) private var direction
    @Environment(\.accessibilityEnabled) private var accessibility
    var body: some View {
        Text("\(direction == .leftToRight) \(accessibility) \(NSWindow().isVisible)")
    }
}
let languages = Bundle.main.localizations + Bundle.main.preferredLocalizations + [Bundle.main.developmentLocalization ?? ""]
Text("\(languages.count)")

// MARK: - query_storage_assigned_in_an_initializer_and_a_schema
// (`@Query var finches: [Finch]` with no arguments, as Backyard Birds writes it, is
// `SurfaceCheckerTests`'s: swiftc cannot infer the stand-in's `Element` from the wrapped type.)
// expect: ModifiedContent<Aviary, _ModelContainerModifier>
final class Finch: PersistentModel {
    var name: String
    var added: Int
    init(name: String, added: Int) { self.name = name; self.added = added }
}
final class Feeder: PersistentModel {
    var seeds = 0
}
struct Aviary: View {
    @Query(sort: \Finch.name) private var finches: [Finch]
    init() {
        _finches = Query(sort: \.added)
    }
    var body: some View {
        List(finches) { Text($0.name) }
    }
}
let schema = Schema([Finch.self, Feeder.self])
let aviaryContainer = try! ModelContainer(for: schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
Aviary().modelContainer(aviaryContainer)

// MARK: - progress_view_of_a_task_progress
// expect: VStack<TupleView<(ProgressView<EmptyView, EmptyView>, Text)>>
struct Uploads {
    let upload = Progress(totalUnitCount: 8)
    let batch = Progress.discreteProgress(totalUnitCount: 2)
    func advance() -> Bool {
        batch.addChild(upload, withPendingUnitCount: 1)
        upload.completedUnitCount = 4
        return batch.isFinished || batch.isIndeterminate
    }
}
let uploads = Uploads()
VStack {
    ProgressView(uploads.upload)
    Text(uploads.upload.localizedDescription)
}

// MARK: - publisher_mapped_by_a_key_path
struct Route { var sheet = false }
final class Router {
    let updates = CurrentValueSubject<Route, Never>(Route())
    func values<Value>(at keyPath: KeyPath<Route, Value>) -> Publishers.MapKeyPath<CurrentValueSubject<Route, Never>, Value> {
        updates.map(keyPath)
    }
}
struct RouteReader: View {
    let router = Router()
    @State private var shown = false
    var body: some View {
        Text(shown ? "sheet" : "plain")
            .onReceive(router.updates.map(\.sheet)) { shown = $0 }
            .onReceive(router.values(at: \.sheet)) { shown = $0 }
    }
}
RouteReader().body

// MARK: - visual_effect_view_behind_a_selection
struct EffectView: NSViewRepresentable {
    let material: NSVisualEffectView.Material
    let blendingMode: NSVisualEffectView.BlendingMode
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = material
        view.blendingMode = blendingMode
        view.isEmphasized = true
        view.state = .followsWindowActiveState
        return view
    }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {
        nsView.material = material
    }
}
let materials: [NSVisualEffectView.Material] = [.titlebar, .menu, .popover, .sidebar, .headerView, .sheet, .windowBackground,
    .hudWindow, .fullScreenUI, .toolTip, .contentBackground, .underWindowBackground, .underPageBackground]
let modes: [NSVisualEffectView.BlendingMode] = [.behindWindow, .withinWindow]
let states: [NSVisualEffectView.State] = [.active, .inactive]
Text("Row").background(EffectView(material: .selection, blendingMode: .withinWindow))

// MARK: - cursor_pushed_while_hovering
// expect: ModifiedContent<Text, _HoverRegionModifier>
extension View {
    func hoverCursor(_ active: Bool, cursor: NSCursor = .arrow) {
        if active { cursor.push() } else { NSCursor.pop() }
    }
}
struct HoverRow: View {
    var body: some View {
        Text("Link").onHover { hovering in
            hoverCursor(hovering, cursor: .pointingHand)
            if hovering { NSCursor.iBeam.set() }
            NSCursor.setHiddenUntilMouseMoves(false)
            let all: [NSCursor] = [.openHand, .closedHand, .crosshair, .resizeLeftRight, .resizeUpDown, .operationNotAllowed, NSCursor.current]
            if all.isEmpty { NSCursor.hide() } else { NSCursor.unhide() }
        }
    }
}
HoverRow().body

// MARK: - text_view_in_a_representable
// expect: VStack<TupleView<(TokenText, Text)>>
struct TokenText: UIViewRepresentable {
    let text: String
    final class Coordinator: NSObject, UITextViewDelegate {
        var edits = 0
        func textViewDidChange(_ textView: UITextView) { edits += 1 }
        func textViewDidBeginEditing(_ textView: UITextView) {}
        func textViewDidEndEditing(_ textView: UITextView) {}
        func textViewDidChangeSelection(_ textView: UITextView) {}
    }
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UITextView {
        let view = UITextView()
        view.isEditable = false
        view.isSelectable = true
        view.delegate = context.coordinator
        view.textContainerInset = .zero
        let container: NSTextContainer = view.textContainer
        container.lineFragmentPadding = 0
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        let detectors: UIDataDetectorTypes = [.link, .phoneNumber, .address, .calendarEvent]
        view.dataDetectorTypes = detectors
        view.font = UIFont.preferredFont(forTextStyle: .body)
        view.textColor = .label
        view.textAlignment = .center
        view.adjustsFontForContentSizeCategory = true
        return view
    }
    func updateUIView(_ textView: UITextView, context: Context) {
        textView.attributedText = NSAttributedString(string: text, attributes: [.kern: 1])
        if textView.dataDetectorTypes == .all { textView.text = text }
        textView.selectedRange = NSRange(location: 0, length: 0)
    }
}
func plainText() -> String {
    let view = UITextView()
    view.text = "plain"
    return view.attributedText.string + (view.text ?? "")
}
VStack {
    TokenText(text: "tokens")
    Text(plainText())
}

// MARK: - collection_descriptions
// expect: Text
let tokenIDs = [464, 3290]
Text("tokens: " + tokenIDs.description + " " + ["a": 1].description + " " + Set([2]).description)

// MARK: - environmental_modifier_resolved_from_the_environment
// expect: ModifiedContent<Text, LocaleReader>
struct Bordered: ViewModifier {
    func body(content: Content) -> some View { content.padding(2).border(.black) }
}
struct LocaleReader: EnvironmentalModifier {
    final class Container { var locale = "" }
    let container: Container
    func resolve(in environment: EnvironmentValues) -> Bordered {
        container.locale = environment.locale.identifier
        return Bordered()
    }
}
Text("Countries").modifier(LocaleReader(container: .init()))

// MARK: - static_subscript_and_command_line
// expect: Text
enum Flags {
    static var values: [String: Bool] = [:]
    static subscript(name: String) -> Bool {
        get { values[name] ?? CommandLine.arguments.contains(name) }
        set { values[name] = newValue }
    }
}
Text(Flags["enable-testing"] ? "testing" : "app").foregroundColor(Flags["dark"] ? .white : .black)

// MARK: - localization_values_with_specifiers
// expect: Text
let orderNumber = 7
let orderTitle = String(localized: "Order #\(12)\(orderNumber, specifier: "%02d")") + String(localized: String.LocalizationValue("!"))
Text(orderTitle)

// MARK: - relative_date_styles
// expect: VStack<TupleView<(Text, Text, Text)>>
let visit = Date(timeIntervalSince1970: 1_778_000_000)
let relativeNumeric = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .abbreviated)
let relativeSpelled = Date.RelativeFormatStyle(presentation: Date.RelativeFormatStyle.Presentation.named, unitsStyle: Date.RelativeFormatStyle.UnitsStyle.spellOut)
let anchored = Date.AnchoredRelativeFormatStyle(anchor: visit, presentation: .numeric, unitsStyle: .wide)
VStack {
    Text("Seen \(visit.formatted(.relative(presentation: .numeric, unitsStyle: .narrow)))")
    Text(relativeNumeric.format(visit) + relativeSpelled.format(visit) + anchored.format(visit))
    Text("\(relativeNumeric.presentation == .named) \(relativeNumeric.unitsStyle == .wide) \(anchored.anchor)")
}

// MARK: - appkit_events_and_scrolling_text
// expect: VStack<TupleView<(Text, Text, PreviewTextView)>>
struct PreviewTextView: NSViewRepresentable {
    let text: String
    func makeNSView(context: Context) -> NSScrollView {
        let textView = NSTextView(usingTextLayoutManager: true)
        textView.isEditable = false
        textView.isSelectable = false
        textView.isRichText = false
        textView.drawsBackground = false
        textView.textColor = .labelColor
        textView.backgroundColor = .textBackgroundColor
        textView.font = NSFont.systemFont(ofSize: NSFont.systemFontSize)
        textView.textContainerInset = .zero
        textView.minSize = .zero
        textView.maxSize = NSSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        textView.isVerticallyResizable = true
        textView.isHorizontallyResizable = false
        textView.autoresizingMask = [.width, .height, .minXMargin, .maxXMargin, .minYMargin, .maxYMargin]
        textView.textContainer?.widthTracksTextView = true
        textView.textContainer?.heightTracksTextView = false
        textView.string = text
        let scrollView = NSScrollView()
        scrollView.documentView = textView
        scrollView.hasVerticalScroller = true
        scrollView.hasHorizontalScroller = false
        scrollView.autohidesScrollers = true
        scrollView.borderType = .noBorder
        scrollView.drawsBackground = false
        return scrollView
    }
    func updateNSView(_ scrollView: NSScrollView, context: Context) {
        (scrollView.documentView as? NSTextView)?.string = text
    }
}
func eventNames(_ event: NSEvent) -> String {
    let held = event.modifierFlags.intersection(.deviceIndependentFlagsMask).subtracting([.capsLock, .numericPad, .function, .help])
    let kind: String = switch event.type {
    case .keyDown, .keyUp, .flagsChanged: "key"
    case .leftMouseDown, .leftMouseUp, .rightMouseDown, .rightMouseUp, .leftMouseDragged, .rightMouseDragged: "click"
    case .mouseMoved, .mouseEntered, .mouseExited, .scrollWheel: "pointer"
    }
    return "\(kind) \(event.keyCode) \(event.characters ?? "") \(event.charactersIgnoringModifiers ?? "") \(event.locationInWindow.x) \(held.contains([.shift, .control, .option, .command]))"
}
let monitors: [Any?] = [
    NSEvent.addGlobalMonitorForEvents(matching: [.keyUp, .keyDown, .flagsChanged, .leftMouseDown, .leftMouseUp, .rightMouseDown, .mouseMoved, .scrollWheel]) { _ in },
    NSEvent.addLocalMonitorForEvents(matching: .keyDown) { event in event },
]
let heldFlags = NSApp.currentEvent?.modifierFlags ?? NSEvent.modifierFlags
let borders: [NSBorderType] = [.noBorder, .lineBorder, .bezelBorder, .grooveBorder]
let eventKind: NSEvent.EventType = .keyDown
let commandShift: NSEvent.ModifierFlags = [.command, .shift]
let resizing: NSAutoresizingMaskOptions = [.width]
func stopMonitoring(_ monitor: Any) { NSEvent.removeMonitor(monitor) }
VStack {
    Text("\(heldFlags.isEmpty) \(NSEvent.mouseLocation.x) \(NSPoint(x: 1, y: 2).y) \(NSRect(x: 0, y: 0, width: 3, height: 4).width)")
    Text("\(monitors.count) \(borders.count) \(NSEvent.EventTypeMask.keyDown.rawValue) \(eventKind == .keyUp) \(commandShift.rawValue) \(resizing.rawValue)")
    PreviewTextView(text: "Clipboard")
}

// MARK: - type_placeholders_in_generic_arguments
// expect: TitledBox<Text>
struct TitledPair<A, B> {
    var first: A
    var second: B
}
struct TitledBox<Content: View>: View {
    var title: String
    @ViewBuilder var content: () -> Content
    var body: some View { VStack { Text(title); content() } }
}
let titledPair = TitledPair<Int, _>(first: 1, second: "two")
let repeated = Array<_>(repeating: 1, count: 3)
TitledBox<_>(title: "\(titledPair.second) \(repeated.count)") { Text("inside") }

// MARK: - unicode_scalars_of_a_shortcut
// expect: HStack<ForEach<Array<Scalar>, Scalar, Text>>
let shortcutModifiers = "⌘⇧"
HStack(spacing: 1) {
    ForEach(Array(shortcutModifiers.unicodeScalars), id: \.self) { scalar in
        Text(String(scalar) + "\(scalar.value) \(scalar.isASCII) \(scalar.description) \(scalar.debugDescription) \(shortcutModifiers.unicodeScalars.count)")
    }
}

// MARK: - appkit_screens_and_system_fills
// expect: VStack<TupleView<(Text, ModifiedContent<Rectangle, _ForegroundStyleModifier<Color>>)>>
let displays = NSScreen.screens
let mainDisplay = NSScreen.main
let fills: [NSColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill]
VStack {
    Text("\(displays.count) \(displays.first?.localizedName ?? "") \(mainDisplay?.frame.width ?? 0) \(mainDisplay?.visibleFrame.height ?? 0) \(mainDisplay?.backingScaleFactor ?? 1) \(fills.count)")
    Rectangle().foregroundStyle(Color(nsColor: .tertiarySystemFill))
}

// MARK: - weather_conditions_and_an_unreachable_service
// expect: VStack<TupleView<(Text, Text)>>
struct WeatherReport {
    var condition: WeatherCondition = .clear
    var willRainSoon = false
    var credit = ""
    mutating func load(at location: CLLocation) async {
        do {
            let weather = try await WeatherService.shared.weather(for: location)
            let now: CurrentWeather = weather.currentWeather
            condition = now.condition
            willRainSoon = weather.minuteForecast?.contains(where: { (minute: MinuteWeather) in minute.precipitationChance >= 0.3 }) ?? false
            credit = "\(now.symbolName) \(now.temperature) \(now.cloudCover) \(now.humidity) \(now.isDaylight) \(weather.minuteForecast?.forecast.first?.precipitationIntensity.value ?? 0) \(weather.minuteForecast?.first?.date ?? Date())"
            let attribution: WeatherAttribution = try await WeatherService.shared.attribution
            credit += attribution.serviceName + attribution.legalPageURL.absoluteString + attribution.combinedMarkLightURL.absoluteString + attribution.combinedMarkDarkURL.absoluteString
        } catch let error as WeatherError {
            condition = error == .permissionDenied || error == .unknown ? .partlyCloudy : .clear
        } catch {
            condition = .cloudy
        }
    }
}
let conditions = WeatherCondition.allCases
let namedConditions: [WeatherCondition] = [
    .blizzard, .blowingDust, .blowingSnow, .breezy, .clear, .cloudy, .drizzle, .flurries, .foggy,
    .freezingDrizzle, .freezingRain, .frigid, .hail, .haze, .heavyRain, .heavySnow, .hot, .hurricane,
    .isolatedThunderstorms, .mostlyClear, .mostlyCloudy, .partlyCloudy, .rain, .scatteredThunderstorms,
    .sleet, .smoky, .snow, .strongStorms, .sunFlurries, .sunShowers, .thunderstorms, .tropicalStorm,
    .windy, .wintryMix,
]
func nextHour(_ weather: Weather) -> Forecast<MinuteWeather>? { weather.minuteForecast }
VStack {
    Text(WeatherCondition.isolatedThunderstorms.description + WeatherCondition.mostlyClear.accessibilityDescription)
    Text("\(conditions.count) \(namedConditions.count) \(WeatherReport().condition.rawValue) \(WeatherService.shared === WeatherService.shared)")
}
