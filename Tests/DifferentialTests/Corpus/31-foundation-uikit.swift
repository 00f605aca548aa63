// Foundation and UIKit pieces view files hand to SwiftUI: dates and their formatting (fixed per
// session, UTC, en_US), tasks, `try?`, UIKit colours and images, `NSLocalizedString`, and the
// deprecated `presentationMode`.

// MARK: - dates_and_formatters
// expect: VStack<TupleView<(Text, Text, Text, Text)>>
let formatter: DateFormatter = {
    let f = DateFormatter()
    f.dateStyle = .medium
    f.timeStyle = .short
    return f
}()
let pattern = DateFormatter()
let _ = pattern.dateFormat = "yyyy-MM-dd HH:mm"
let launch = Date(timeIntervalSince1970: 1_700_000_000)
VStack {
    Text(Date.now, style: .date)
    Text(launch.addingTimeInterval(60), style: .time)
    Text(formatter.string(from: launch))
    Text("\(launch.timeIntervalSince(Date()) > Date(timeIntervalSinceNow: 5).timeIntervalSince1970) \(launch.timeIntervalSinceReferenceDate + launch.timeIntervalSinceNow)")
}

// MARK: - date_styles
// expect: TupleView<(Text, Text, Text, Text, Text)>
let styles: [Text.DateStyle] = [.time, .date, .relative, .offset, .timer]
let dateStyles: [DateFormatter.Style] = [.none, .short, .medium, .long, .full]
Text(Date() + 90, style: styles[4])
Text(Date() - 90, style: .relative)
Text(Date(), style: .offset)
Text(Date(), style: .time)
Text("\(dateStyles.count) \(_CivilDate(Date()).formatted("EEEE d MMMM"))")

// MARK: - tasks_and_try
// expect: Button<Text>
struct Loader: View {
    @State private var count = 0
    var body: some View {
        Button("Load \(count)") {
            Task(priority: .high) {
                try? await Task.sleep(for: .seconds(1))
                try? await Task.sleep(nanoseconds: 1_000)
                count += 1
            }
        }
    }
}
Loader().body

// MARK: - uikit_colours_and_images
// expect: TupleView<(Color, Color, Optional<Image>, Image, Text)>
let palette: [UIColor] = [.systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground, .label, .secondaryLabel, .tertiaryLabel, .placeholderText, .separator, .systemFill, .secondarySystemFill, .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6, .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal, .systemIndigo, .white, .black, .clear, .gray, .lightGray, .darkGray]
let named = UIImage(named: "logo")
Color(.systemBackground)
Color(uiColor: palette[0])
if let named {
    Image(uiImage: named)
}
Image(uiImage: UIImage(systemName: "star") ?? UIImage())
Text("\(palette.count) \(UIColor(red: 1, green: 0, blue: 0, alpha: 1).name) \(UIColor(white: 0.5, alpha: 1).name) \(UIColor(named: "brand")?.name ?? "") \(named?.size.width ?? 0)")

// MARK: - localized_string_and_presentation_mode
// expect: Button<Text>
func close(_ mode: inout PresentationMode) { mode.dismiss() }
struct Sheet: View {
    @Environment(\.presentationMode) var presentationMode
    var body: some View {
        Button(NSLocalizedString("close", comment: "Closes the sheet")) {
            presentationMode.wrappedValue.dismiss()
        }
    }
}
Sheet().body

// MARK: - codable_models
// expect: TupleView<(Text, Image, Color)>
struct CodableMovie: Codable, Hashable, Identifiable {
    let id: Int
    let title: String
    enum CodingKeys: String, CodingKey { case id, title = "original_title" }
    init(id: Int, title: String) { self.id = id; self.title = title }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(Optional(title), forKey: .title)
    }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
let decoded = try? JSONDecoder().decode(CodableMovie.self, from: Data())
let encoded = try? JSONEncoder().encode(CodableMovie(id: 1, title: "x"))
Text(decoded?.title ?? "\(encoded?.count ?? 0) \(Data().isEmpty)")
Image("poster", bundle: .module)
Color("brand", bundle: Bundle.main)

// MARK: - error_localized_description
// expect: TupleView<(Text, Text)>
struct LoadFailure: LocalizedError { var errorDescription: String? { "offline" } }
enum SyncProblem: Error { case conflict, timeout(seconds: Int) }
let failure: Error = LoadFailure()
Text(failure.localizedDescription)
Text(SyncProblem.timeout(seconds: 3).localizedDescription)

// MARK: - combine_publishers
// expect: SubscriptionView<AnyPublisher<String, Never>, SubscriptionView<Publisher, Text>>
extension Notification.Name {
    static let didRefresh = Notification.Name("didRefresh")
}
final class Feed {
    let updates = PassthroughSubject<Int, Never>()
    let current = CurrentValueSubject<String, Never>("idle")
    var received: [Int] = []
    var subscription: AnyCancellable?
    init() {
        subscription = updates.sink { [weak self] value in self?.received.append(value) }
    }
    var latest: AnyPublisher<String, Never> { current.eraseToAnyPublisher() }
    func refresh() {
        current.send("busy \(current.value)")
        NotificationCenter.default.post(name: Notification.Name(rawValue: "didRefresh"), object: nil)
        subscription?.cancel()
    }
}
let feed = Feed()
let note = Notification(name: .didRefresh)
let just = Just(1)
Text("\(feed.received.count) \(note.name.rawValue) \(note.object == nil) \(just.output)")
    .onReceive(NotificationCenter.default.publisher(for: .didRefresh)) { _ in feed.refresh() }
    .onReceive(feed.latest) { _ in }

// MARK: - core_location_coordinates
// expect: VStack<TupleView<(Text, Text)>>
let pier = CLLocationCoordinate2D(latitude: 37.8, longitude: -122.4)
let origin = CLLocationCoordinate2D()
let place = CLLocation(latitude: pier.latitude, longitude: pier.longitude)
let spacing: CLLocationDistance = 10
VStack {
    Text("\(place.coordinate.latitude), \(place.coordinate.longitude)")
    Text("\(origin.latitude + spacing)")
}

// MARK: - dispatch_queues_and_times
// expect: Button<Text>
let queue = DispatchQueue(label: "work", qos: .utility)
let later: DispatchTime = .now() + 1.5
let soon = DispatchTime.now() + .seconds(1) + .microseconds(5) + .nanoseconds(1)
let waits: [DispatchTimeInterval] = [.milliseconds(2), .never]
let kinds: [DispatchQoS] = [.background, .default, .userInitiated, .userInteractive, .unspecified]
let classes: [DispatchQoS.QoSClass] = [.background, .utility, .default, .userInitiated, .userInteractive, .unspecified]
Button("Go \(queue.label) \(later > soon) \(later.uptimeNanoseconds) \(waits.count) \(kinds[0].qosClass == classes[0])") {
    DispatchQueue.main.async { }
    DispatchQueue.global().async(qos: .background) { }
    queue.asyncAfter(deadline: later, qos: .default) { }
    _ = DispatchQueue(label: "x").label + DispatchQueue.main.label
    _ = DispatchTime(uptimeNanoseconds: 1)
    _ = DispatchQoS(qosClass: .utility)
}

// MARK: - foundation_urls_bundle_locale_rects
// expect: VStack<TupleView<(Text, Text, Text, Text)>>
let url = URL(string: "https://example.com/images/photo.png")!
let rect = CGRect(x: 0.5, y: 1.25, width: 2, height: 2).integral
VStack {
    Text(url.lastPathComponent + " " + url.pathExtension + " " + url.relativePath + " " + url.appendingPathComponent("x").absoluteString)
    Text(Bundle.main.url(forResource: "data", withExtension: "json") == nil ? Locale.current.identifier : "")
    Text("\(rect.width) \(rect.insetBy(dx: 1, dy: 1).width) \(rect.offsetBy(dx: 1, dy: 0).minX)")
    Text(rect.contains(CGPoint(x: 1, y: 2)) ? "in" : Bundle.main.bundleIdentifier ?? Locale.autoupdatingCurrent.identifier)
}

// MARK: - foundation_attributed_strings
// expect: VStack<TupleView<(Text, Text)>>
func styled(_ name: String) -> AttributedString {
    var greeting = AttributedString("Hello, ")
    greeting.foregroundColor = .secondary
    greeting.backgroundColor = .yellow
    var who: AttributedString = "world"
    who.font = .headline
    who.link = URL(string: "https://example.com")
    greeting.append(who)
    greeting += AttributedString(name)
    return greeting + AttributedString()
}
let built = styled("!")
VStack {
    Text(built)
    Text(String(built.characters) + (built == styled("!") ? "" : built.description))
}

// MARK: - percent_decoding_queue_sync_string_tables_and_transactions
// expect: Text
let query = "caf%C3%A9".removingPercentEncoding ?? ""
let total = DispatchQueue(label: "lock").sync { 40 + 2 }
let greeting = Bundle.main.localizedString(forKey: "greeting", value: "Hello", table: nil)
let yearFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.calendar = Calendar(identifier: .gregorian)
    return formatter
}()
let moved = withTransaction(Transaction(animation: .easeInOut)) { total * 2 }
Text("\(query) \(total) \(greeting) \(moved) \(yearFormatter.calendar.identifier == .gregorian)")
