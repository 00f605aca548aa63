// A folder listed by URL, as a document browser lists its files: the names sorted by the
// app (the order Foundation lists them in is unspecified), hidden files skipped when asked.
func run() {
    let manager = FileManager.default
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("listing-\(Int.random(in: 1000...9999))")
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in ["b.txt", "a.txt", ".hidden"] {
        try? "x".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let all = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey, .fileSizeKey], options: [])) ?? []
    print(all.map(\.lastPathComponent).sorted())
    let visible = (try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)) ?? []
    print(visible.map(\.lastPathComponent).sorted(), visible.allSatisfy { $0.path.hasPrefix(folder.path) })
    let missing = try? manager.contentsOfDirectory(at: folder.appendingPathComponent("none"), includingPropertiesForKeys: nil)
    print(missing == nil, URLResourceKey.isDirectoryKey.rawValue)
    try? manager.removeItem(at: folder)
}
