// `URL(string:relativeTo:)` resolves a reference against its base as a browser does, and
// `appendingPathExtension(_:)` extends the last path component.
func run() {
    let page = URL(string: "https://x.org/docs/a/c.html")
    let folder = URL(string: "https://x.org/docs/a/")
    print(URL(string: "../b.png", relativeTo: page)!.absoluteString)
    print(URL(string: "./b.png", relativeTo: folder)!.absoluteString)
    print(URL(string: "/img/b.png", relativeTo: folder)!.absoluteString)
    print(URL(string: "b.png", relativeTo: URL(string: "https://x.org"))!.absoluteString)
    print(URL(string: "https://y.org/q", relativeTo: page)!.absoluteString)
    print(URL(string: "//cdn.x.org/a.js", relativeTo: page)!.absoluteString)
    print(URL(string: "?page=2", relativeTo: page)!.absoluteString)
    print(URL(string: "../../../up.png", relativeTo: page)!.absoluteString)
    print(URL(string: "a/b")!.appendingPathExtension("json").absoluteString)
    print(URL(string: "https://x.org/a/")!.appendingPathExtension("json").absoluteString)
}
