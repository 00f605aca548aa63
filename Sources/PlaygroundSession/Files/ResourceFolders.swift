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
        let listing = Locked<(byName: [String: String], paths: Set<String>)?>(nil)
        let listed: @Sendable () -> (byName: [String: String], paths: Set<String>) = {
            listing.withLock { cached in
                if let cached { return cached }
                let byName = list(folders, recursive: recursive)
                let made = (byName: byName, paths: Set(byName.values))
                cached = made
                return made
            }
        }
        return ResourceBundle(
            path: { listed().byName[$0] },
            contents: { path in
                guard listed().paths.contains(path), let bytes = try? SourceReader.contents(ofFile: path) else { return nil }
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
