// Foundation's `DateComponentsFormatter` and `NSCalendar.Unit`, `URL(string:relativeTo:)`,
// `NSDictionary(contentsOfFile:)`, Dispatch queue attributes, os's `OSLog`, `os_log` and
// `os_signpost`, Core Spotlight's index, SDWebImage's downloader, `Result.publisher`, and
// AppKit's text and search fields with their delegates and `NSAppearance` (written from the
// frameworks' public API).

// MARK: - date_components_formatter
// expect: Text
let formatter = DateComponentsFormatter()
let _ = {
    formatter.unitsStyle = .full
    formatter.includesApproximationPhrase = true
    formatter.includesTimeRemainingPhrase = true
    formatter.allowedUnits = [.hour, .minute]
    formatter.zeroFormattingBehavior = .pad
    formatter.maximumUnitCount = 2
}()
let styles: [DateComponentsFormatter.UnitsStyle] = [.positional, .abbreviated, .short, .full, .spellOut, .brief]
let unit: NSCalendar.Unit = .second
Text("\(formatter.string(from: 3725) ?? "") \(styles.count) \(unit.rawValue) \(formatter.string(from: Date(), to: Date()) ?? "")")

// MARK: - relative_url
// expect: Text
let base = URL(string: "https://example.com/docs/guide/")
let image: URL? = URL(string: "../images/logo.png", relativeTo: base)
Text(image?.absoluteString ?? "none")

// MARK: - property_list_dictionary
// expect: Text
let secrets = NSDictionary(contentsOfFile: "/tmp/secrets.plist") as? [String: AnyObject]
Text(secrets == nil ? "no secrets" : "secrets")

// MARK: - dispatch_queue_attributes
// expect: Text
let queue = DispatchQueue(label: "api", qos: .userInitiated, attributes: .concurrent)
let options: DispatchQueue.Attributes = [.concurrent, .initiallyInactive]
Text("\(queue.label) \(options.contains(.concurrent))")

// MARK: - os_log_and_signposts
// expect: Text
let log = OSLog(subsystem: "com.example.app", category: "perf")
let points = OSLog(subsystem: "com.example.app", category: .pointsOfInterest)
let _ = {
    os_signpost(.begin, log: log, name: "Load", "%{public}d items", 3)
    os_signpost(.end, log: points, name: "Load", signpostID: OSSignpostID(log: points))
    os_log("Failed after %{public}d tries", log: log, type: .error, 3)
    os_log(.fault, log: .default, "%d", 42)
}()
let logger = Logger(OSLog.default)
Text("\(log.subsystem) \(OSSignpostType.event == .begin)")

// MARK: - core_spotlight
// expect: Text
let set = CSSearchableItemAttributeSet(itemContentType: "public.text")
let _ = {
    set.title = "Item"
    set.identifier = "item-1"
    set.contentDescription = "An item"
    set.keywords = ["item"]
    let item = CSSearchableItem(uniqueIdentifier: "item-1", domainIdentifier: "items", attributeSet: set)
    CSSearchableIndex.default().indexSearchableItems([item], completionHandler: nil)
    CSSearchableIndex.default().deleteAllSearchableItems { error in _ = error }
}()
Text(set.title ?? "")

// MARK: - sd_web_image_downloader
// expect: Text
let _ = SDWebImageDownloader.shared.downloadImage(with: URL(string: "https://example.com/a.png")) { (image, data, error, finished) in
    _ = (image, data, error, finished)
}
Text("downloading")

// MARK: - result_publisher
// expect: Text
let answer = Result<Int, Error> { 42 }.publisher
Text("\(type(of: answer))")

// MARK: - appkit_search_field
// expect: SearchField
struct SearchField: NSViewRepresentable {
    @Binding var text: String
    func makeNSView(context: Context) -> NSSearchField {
        let field = NSSearchField(string: text)
        field.placeholderString = "Search"
        field.delegate = context.coordinator
        field.bezelStyle = .roundedBezel
        field.focusRingType = .none
        return field
    }
    func updateNSView(_ nsView: NSSearchField, context: Context) {
        nsView.stringValue = text
    }
    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
    final class Coordinator: NSObject, NSSearchFieldDelegate {
        let text: Binding<String>
        init(text: Binding<String>) {
            self.text = text
            super.init()
        }
        func controlTextDidChange(_ obj: Notification) {
            guard let field = obj.object as? NSTextField else { return }
            text.wrappedValue = field.stringValue
        }
    }
}
SearchField(text: .constant(""))

// MARK: - appkit_label_and_appearance
// expect: Text
let label = NSTextField(labelWithString: "Name")
let dark = NSAppearance.currentDrawing().name == .darkAqua
let match = NSAppearance(named: .darkAqua)?.bestMatch(from: [.aqua, .darkAqua])
Text("\(label.stringValue) \(label.isEditable) \(dark) \(match == .darkAqua) \(Bundle.main.resourceURL != nil) \(FileManager.default.homeDirectoryForCurrentUser.isFileURL) \(URL(string: "a/b")!.appendingPathExtension("json"))")

// MARK: - ns_error_plain
// expect: Text
let error = NSError()
Text("\(error.code)")

// MARK: - framework_option_names
// expect: Text
let zero: [DateComponentsFormatter.ZeroFormattingBehavior] = [.dropLeading, .dropMiddle, .dropTrailing, .dropAll]
let units: NSCalendar.Unit = [.weekOfMonth, .nanosecond]
let frequencies: [DispatchQueue.AutoreleaseFrequency] = [.inherit, .workItem]
let categories: [OSLog.Category] = [.dynamicTracing, .dynamicStackTracing]
let signpost = OSSignpostID.exclusive
let looks: [NSAppearance.Name] = [.vibrantLight, .vibrantDark]
let rings: [NSFocusRingType] = [.exterior]
let bezels: [NSTextField.BezelStyle] = [.squareBezel]
let control: NSControl = NSTextField()
let token: SDWebImageDownloadToken? = nil
final class FieldDelegate: NSObject, NSTextFieldDelegate, NSControlTextEditingDelegate {}
Text("\(zero.count) \(units.rawValue) \(frequencies.count) \(categories.count) \(signpost.rawValue) \(looks.count) \(rings.count) \(bezels.count) \(control.isEnabled) \(token == nil) \(OSLog.default.signpostsEnabled) \(Bundle.main.bundlePath) \(Bundle.main.bundleURL) \(Bundle.main.resourcePath ?? "")")
