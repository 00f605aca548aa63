// `@AppStorage` of an optional value with no default (every optional type the SDK stores, and
// raw-representable enums), and a store named.

// MARK: - app_storage_optional_values
// expect: VStack<TupleView<(Text, Text, Text)>>
enum StoredTheme: String { case light, dark }
enum StoredLevel: Int { case low, high }
struct StoredPreferences: View {
    @AppStorage("version") private var version: String?
    @AppStorage("launches") private var launches: Int?
    @AppStorage("interval") private var interval: Double?
    @AppStorage("onboarded") private var onboarded: Bool?
    @AppStorage("site") private var site: URL?
    @AppStorage("reviewed") private var reviewed: Date?
    @AppStorage("token") private var token: Data?
    @AppStorage("theme") private var theme: StoredTheme?
    @AppStorage("level") private var level: StoredLevel?
    @AppStorage("count", store: .standard) private var count = 3
    var body: some View {
        VStack {
            Text(version ?? "none")
            Text("\(launches ?? 0) \(interval ?? 0) \(onboarded ?? false) \(site == nil) \(reviewed == nil) \(token == nil)")
            Text("\(theme?.rawValue ?? "-") \(level?.rawValue ?? -1) \(count)")
        }
    }
}
StoredPreferences().body
