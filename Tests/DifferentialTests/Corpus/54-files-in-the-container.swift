// The app container's files: paths by search directory, folders made and listed, data and
// text written and read back, items moved, copied and removed, as persistence code does.

// MARK: - container_paths
// expect: Text
let manager = FileManager.default
let documents: URL = manager.urls(for: .documentDirectory, in: .userDomainMask)[0]
let others: [FileManager.SearchPathDirectory] = [.libraryDirectory, .cachesDirectory, .applicationSupportDirectory]
let masks: [FileManager.SearchPathDomainMask] = [.localDomainMask, .allDomainsMask]
let icloud: URL? = manager.url(forUbiquityContainerIdentifier: nil)
let temporary: URL = manager.temporaryDirectory
let modern: [URL] = [.documentsDirectory, .cachesDirectory, .applicationSupportDirectory, .temporaryDirectory]
let file: URL = URL.documentsDirectory.appending(path: "a.json").deletingLastPathComponent()
Text("\(modern.count) \(file.path) " + "\(documents.path) \(others.count) \(masks.count) \(icloud == nil) \(temporary.lastPathComponent)")

// MARK: - container_reads_and_writes
// expect: Text
struct Store {
    func save(_ text: String) throws -> [String] {
        let support = try FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
        let folder = support.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: nil)
        try FileManager.default.createDirectory(atPath: folder.path + "/old", withIntermediateDirectories: false)
        let file = folder.appendingPathComponent("note.txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        try Data(text.utf8).write(to: folder.appendingPathComponent("note.data"), options: [.atomic, .atomicWrite, .completeFileProtection])
        let options: Data.WritingOptions = .withoutOverwriting
        _ = options
        let read = try String(contentsOf: file, encoding: .utf8)
        let raw: Data? = FileManager.default.contents(atPath: file.path)
        let made: Bool = FileManager.default.createFile(atPath: folder.path + "/empty", contents: nil, attributes: nil)
        try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent("copy.txt"))
        try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent("moved.txt"))
        try FileManager.default.removeItem(atPath: folder.path + "/empty")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("old"))
        if let cloud = FileManager.default.url(forUbiquityContainerIdentifier: nil) {
            try FileManager.default.startDownloadingUbiquitousItem(at: cloud)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return names + [read, "\(raw?.count ?? 0)", "\(made)", "\(FileManager.default.fileExists(atPath: file.path))"]
    }
}
Text("\((try? Store().save("hi")) ?? [])")

// MARK: - temporary_folder_app_groups_and_directory_flags
// expect: Text
func describe() -> String {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    let exists: Bool = manager.fileExists(atPath: NSTemporaryDirectory(), isDirectory: &isDirectory)
    let group: URL? = manager.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.app")
    return "\(exists) \(isDirectory.boolValue) \(ObjCBool(true).boolValue) \(group?.path ?? "") \(NSHomeDirectory())"
}
Text(describe())

// MARK: - folder_listing_by_url_with_resource_keys
// expect: Text
let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey, .nameKey, .fileSizeKey, .creationDateKey, .contentModificationDateKey]
let listing: FileManager.DirectoryEnumerationOptions = [.skipsSubdirectoryDescendants, .skipsPackageDescendants, .skipsHiddenFiles]
let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
let files = (try? FileManager.default.contentsOfDirectory(at: documents, includingPropertiesForKeys: keys, options: listing)) ?? []
Text("\(files.count) \(keys.count)")
