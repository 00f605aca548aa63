// A URL's user and password, as an API client signs in with them: read from the URL and its
// components, and written back into the components' URL.
func run() {
    let url = URL(string: "https://me:secret@example.com:8080/a?q=1")!
    print(url.user ?? "-", url.password ?? "-", url.host ?? "-", url.port ?? 0, url.path)
    var components = URLComponents(string: "https://me:secret@example.com/a")!
    print(components.user ?? "-", components.password ?? "-", components.host ?? "-")
    components.user = "you"
    print(components.url!.absoluteString)
    components.password = nil
    print(components.url!.absoluteString, URL(string: "https://example.com")!.user ?? "none")
}
