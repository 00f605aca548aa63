// A URL's path (and its relative path, without a base URL) has no trailing slash (but the
// root's), whatever the URL was made with; the URL without its last component keeps the
// folder's slash.
func run() {
    for s in ["https://example.com/a/b/", "https://example.com/", "https://example.com", "file:///tmp/x/", "https://example.com/a?b=1"] {
        print(URL(string: s)!.path, URL(string: s)!.relativePath)
    }
    print(URL(fileURLWithPath: "/tmp/dir", isDirectory: true).path, URL(fileURLWithPath: "/tmp/dir", isDirectory: true).absoluteString)
    let u = URL(fileURLWithPath: "/tmp/a/b/c.json")
    print(u.deletingLastPathComponent().absoluteString)
    print(u.deletingLastPathComponent().deletingLastPathComponent().path)
}
