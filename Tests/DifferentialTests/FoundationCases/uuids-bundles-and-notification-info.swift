// A UUID read from its string (uppercased, as Foundation prints it; nil when malformed), the
// bundle a class is in, a folder URL's trailing slash, locale-taking case changes, the distant
// dates, and a notification's userInfo.
final class BundleToken {}

func run() {
    let id = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")
    print(id?.uuidString ?? "nil", UUID(uuidString: "e621e1f8-c36c-495a-93fc") == nil, UUID(uuidString: "x") == nil)
    print(type(of: Bundle(for: BundleToken.self)), Bundle(path: "/nowhere/at/all.bundle") == nil)
    let logs = URL(fileURLWithPath: "/tmp").appendingPathComponent("logs", isDirectory: true)
    print(logs.absoluteString, logs.path, logs.appendingPathComponent("today.txt", isDirectory: false).absoluteString)
    print("Straße".uppercased(with: Locale(identifier: "en_US")), "ÉCOLE".lowercased(with: nil), "hello world".capitalized(with: nil))
    print(Date.distantFuture.timeIntervalSinceReferenceDate, Date.distantPast.timeIntervalSince1970, Date.distantPast < Date.distantFuture)
    let center = NotificationCenter()
    let name = Notification.Name("counted")
    let token = center.addObserver(forName: name, object: nil, queue: nil) { note in
        print(note.name.rawValue, note.userInfo?["count"] as? Int ?? -1, note.userInfo == nil)
    }
    center.post(name: name, object: nil, userInfo: ["count": 3])
    center.post(name: name, object: nil)
    center.removeObserver(token)
}
