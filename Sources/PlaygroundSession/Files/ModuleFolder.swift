#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundSyntax

/// The Swift files of a module's folder (`--module`), read for the declarations they hold.
public enum ModuleFolder {
    /// Every `.swift` file below `path`, sorted, skipping hidden folders, `.build` and
    /// documentation catalogs (`*.docc`: their Swift files are tutorial steps, never compiled);
    /// `excluding` (the file being evaluated) is left out. More than `limit` files is an error.
    public static func swiftFiles(in path: String, excluding: String? = nil, limit: Int = Limits.moduleFiles) throws -> [String] {
        var found: [String] = []
        try collect(path, into: &found, limit: limit) { $0.hasSuffix(".swift") }
        let excluded = excluding?.resolvingSymlinksInPath
        return found.filter { $0.resolvingSymlinksInPath != excluded }.sorted()
    }

    /// The files below `path`, each named by its path; unreadable and non-UTF-8 files are skipped.
    /// A file that `copied` ends with is left out too: the evaluated file is a copy of it, kept
    /// elsewhere, perhaps with lines added at its top.
    public static func files(in path: String, excluding: String? = nil, copied: String? = nil, limit: Int = Limits.moduleFiles) throws -> [ModuleFile] {
        try swiftFiles(in: path, excluding: excluding, limit: limit).compactMap { file in
            guard let data = try? SourceReader.contents(ofFile: file) else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            guard text.utf8.elementsEqual(data), !isCopy(text, of: copied) else { return nil }
            return ModuleFile(name: file, text: text)
        }
    }

    private static func isCopy(_ text: String, of copied: String?) -> Bool {
        guard let copied, !text.isEmpty, text.utf8.count <= copied.utf8.count else { return false }
        return copied.utf8.reversed().starts(with: text.utf8.reversed())
    }

    /// Adds the regular files below `path` whose names `keep` accepts (below its folders too
    /// when `recursive`), skipping hidden ones and documentation catalogs; more than `limit` of
    /// them (`kind`) is an error.
    static func collect(_ path: String, into found: inout [String], limit: Int, kind: String = "Swift files", recursive: Bool = true, keep: (String) -> Bool) throws {
        guard let directory = opendir(path) else { throw SourceReader.Failure.fromErrno() }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard !name.hasPrefix(".") else { continue }
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                if recursive, !name.hasSuffix(".docc") { try collect(child, into: &found, limit: limit, kind: kind, keep: keep) }
            } else if info.st_mode & S_IFMT == S_IFREG, keep(name) {
                found.append(child)
                if found.count > limit {
                    throw SourceReader.Failure(reason: "the module has more than \(limit) \(kind), the playground's limit")
                }
            }
        }
    }
}
