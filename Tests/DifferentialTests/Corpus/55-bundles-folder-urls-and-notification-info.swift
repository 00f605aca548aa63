// The small Foundation pieces model code leans on: the bundle a class is in, folder URLs,
// locale-taking case changes, the distant dates, a notification's userInfo. (`UUID(uuidString:)`
// is the standard profile's, which swiftc's side does not compile: the Foundation judge checks it.)

// MARK: - bundles
// expect: Text
final class BundleToken {}
let parsed: String? = "E621E1F8"
let bundle: Bundle = Bundle(for: BundleToken.self)
let named: Bundle? = Bundle(identifier: "com.example.playground")
let atPath: Bundle? = Bundle(path: "/nowhere")
let info: [String: Any]? = Bundle.main.infoDictionary
Text("\(parsed ?? "") \(bundle === named) \(atPath == nil) \(info?.count ?? 0)")

// MARK: - folder_urls_case_changes_and_distant_dates
// expect: Text
let folder: URL = URL(fileURLWithPath: "/tmp").appendingPathComponent("logs", isDirectory: true)
let lower: String = "ÉCOLE".lowercased(with: Locale(identifier: "fr_FR"))
let upper: String = "straße".uppercased(with: nil)
let title: String = "hello world".capitalized(with: .current)
let range: (Date, Date) = (Date.distantPast, .distantFuture)
Text("\(folder.absoluteString) \(lower) \(upper) \(title) \(range.0 < range.1)")

// MARK: - notification_user_info
// expect: VStack<TupleView<(Text, Image, Image)>>
final class Counter {
    var seen: [Int] = []
    func listen(to center: NotificationCenter) -> Any {
        center.addObserver(forName: Notification.Name("counted"), object: nil, queue: nil) { note in
            let info: [AnyHashable: Any]? = note.userInfo
            self.seen.append(info?["count"] as? Int ?? -1)
        }
    }
    func ping() { seen.append(0) }
    func register(on center: NotificationCenter) {
        center.addObserver(self, selector: Selector("ping"), name: Notification.Name("pinged"), object: nil)
    }
    func post(on center: NotificationCenter) {
        center.post(name: Notification.Name("counted"), object: nil, userInfo: ["count": 3])
        center.post(Notification(name: Notification.Name("counted"), object: nil, userInfo: nil))
    }
}
VStack {
    Text("\(Counter().seen)")
    Image(systemName: "wifi", variableValue: 0.5)
    Image("meter", variableValue: nil)
}
