// A URL's path: the property is percent-decoded without a trailing `/`; iOS 16's
// `path(percentEncoded:)` keeps the `/`, encoded as written or decoded (CodeEdit's packages).
func run() {
    let url = URL(string: "https://example.com/a%20b/c/")!
    print(url.path, url.path(), url.path(percentEncoded: false))
    let file = URL(fileURLWithPath: "/tmp/notes.txt")
    print(file.path, file.path(), file.path(percentEncoded: false))
    let bare = URL(string: "https://example.com")!
    print("[\(bare.path)]", "[\(bare.path())]", URL(string: "https://example.com/")!.path())
}
