import Foundation

/// The `.swift` files of a corpus folder, sorted, and the repositories (first-level folders) they come from.
public struct CorpusFiles: Sendable {
    /// Paths of every `.swift` file under the folder, sorted; hidden folders (a repository's
    /// `.module/`, the rest of its Swift files) are not corpus files.
    public let paths: [String]
    /// The corpus folder as given.
    public let root: String

    public init(root: String) throws {
        self.root = root
        guard let walker = FileManager.default.enumerator(atPath: root) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: root])
        }
        var found: [String] = []
        while let item = walker.nextObject() as? String {
            if item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if item.hasSuffix(".swift") { found.append(root + "/" + item) }
        }
        paths = found.sorted()
    }

    /// The first folder below the root (`owner+repo`) of a corpus path, or "." for a file at the top.
    public func repository(of path: String) -> String {
        let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
        let parts = relative.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : "."
    }

    /// How many different repositories the files come from.
    public var repositoryCount: Int { Set(paths.map(repository(of:))).count }
}
