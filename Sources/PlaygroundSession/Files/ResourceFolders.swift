import PlaygroundChecker
import PlaygroundRuntime
import PlaygroundSyntax

/// The resources of an app's folders, as its `Bundle.main` finds them: every file that is not
/// Swift source, by its name, wherever it sits (Xcode copies resources to the bundle's top).
public enum ResourceFolders {
    /// The bundle of `folders` (their subfolders too when `recursive`); with two files of one
    /// name, the first path in sorted order. The folders are listed when a resource is first
    /// looked up, so an entry that uses none walks nothing; unreadable folders add nothing.
    public static func bundle(_ folders: [String], recursive: Bool = true) -> ResourceBundle {
        let listing = Locked<[String: String]?>(nil)
        let byName: @Sendable () -> [String: String] = {
            listing.withLock { listed in
                if let listed { return listed }
                let made = list(folders, recursive: recursive)
                listed = made
                return made
            }
        }
        return ResourceBundle(
            path: { byName()[$0] },
            contents: { path in
                guard byName().values.contains(path), let bytes = try? SourceReader.contents(ofFile: path) else { return nil }
                let text = String(decoding: bytes, as: UTF8.self)
                return text.utf8.elementsEqual(bytes) ? text : nil
            })
    }

    /// Each resource file's path by its name.
    private static func list(_ folders: [String], recursive: Bool) -> [String: String] {
        var found: [String] = []
        for folder in folders {
            try? ModuleFolder.collect(folder, into: &found, limit: Limits.moduleFiles, kind: "resource files", recursive: recursive) { name in
                !name.hasSuffix(".swift")
            }
        }
        var byName: [String: String] = [:]
        for path in found.sorted() {
            if byName[path.lastPathComponent] == nil { byName[path.lastPathComponent] = path }
        }
        return byName
    }
}
