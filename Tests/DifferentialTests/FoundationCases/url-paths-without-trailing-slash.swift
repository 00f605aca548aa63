// A URL's path has no trailing slash (but the root's), whatever the URL was made with; the
// URL without its last component keeps the folder's slash.
func run() {
    for s in ["https://example.com/a/b/", "https://example.com/", "https://example.com", "file:///tmp/x/", "https://example.com/a?b=1"] {
        print(URL(string: s)!.path)
    }
    print(URL(fileURLWithPath: "/tmp/dir", isDirectory: true).path, URL(fileURLWithPath: "/tmp/dir", isDirectory: true).absoluteString)
    let u = URL(fileURLWithPath: "/tmp/a/b/c.json")
    print(u.deletingLastPathComponent().absoluteString)
    print(u.deletingLastPathComponent().deletingLastPathComponent().path)
}
