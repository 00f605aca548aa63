import PlaygroundRuntime
import PlaygroundSyntax

/// The resources of an app's folders, as its `Bundle.main` finds them: every file that is not
/// Swift source, by its name, wherever it sits (Xcode copies resources to the bundle's top).
public enum ResourceFolders {
    /// The bundle of `folders` (their subfolders too when `recursive`); with two files of one
    /// name, the first path in sorted order. Unreadable folders add nothing.
    public static func bundle(_ folders: [String], recursive: Bool = true) -> ResourceBundle {
        var found: [String] = []
        for folder in folders {
            try? ModuleFolder.collect(folder, into: &found, limit: Limits.moduleFiles, kind: "resource files", recursive: recursive) { name in
                !name.hasSuffix(".swift")
            }
        }
        var byName: [String: String] = [:]
        for path in found.sorted() {
            let name = String(path.split(separator: "/").last ?? "")
            if byName[name] == nil { byName[name] = path }
        }
        let resources = byName
        let paths = Set(byName.values)
        return ResourceBundle(
            path: { resources[$0] },
            contents: { path in
                guard paths.contains(path), let bytes = try? SourceReader.contents(ofFile: path) else { return nil }
                let text = String(decoding: bytes, as: UTF8.self)
                return text.utf8.elementsEqual(bytes) ? text : nil
            })
    }
}
