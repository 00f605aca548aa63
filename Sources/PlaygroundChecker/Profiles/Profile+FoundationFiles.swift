extension Profile {
    /// The simulated device's file system: the app's container (Documents, Library, Caches,
    /// Application Support, tmp), empty when a session starts and kept in memory for the session.
    /// `Data.write(to:)` and `String.write(to:…)` store a file there and `Data(contentsOf:)` reads
    /// it back; nothing reaches the host's files. There is no iCloud container.
    static let foundationFilesSource = #"""
// MARK: Files

public final class FileManager {
    public static let `default` = FileManager()
    /// The app container's path (a fixed one: the session is deterministic).
    static let _container = "/var/mobile/Containers/Data/Application/6C5E1D2A-1F40-4E3B-9B5A-0D7F2C1A9E11"
    var _files: [String: Data] = [:]
    /// The app groups' shared container (one folder per group identifier below it).
    static let _groups = "/var/mobile/Containers/Shared/AppGroup"
    var _directories: Set<String> = [
        _container, _container + "/Documents", _container + "/Library", _container + "/Library/Caches",
        _container + "/Library/Application Support", _container + "/tmp", _groups,
    ]
    public init() {}
    /// The home folder: a sandboxed app's is its container.
    public var homeDirectoryForCurrentUser: URL { URL(fileURLWithPath: FileManager._container, isDirectory: true) }

    public enum SearchPathDirectory: Hashable {
        case documentDirectory, libraryDirectory, cachesDirectory, applicationSupportDirectory, downloadsDirectory
    }
    public struct SearchPathDomainMask: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let userDomainMask = SearchPathDomainMask(rawValue: 1)
        public static let localDomainMask = SearchPathDomainMask(rawValue: 2)
        public static let allDomainsMask = SearchPathDomainMask(rawValue: 0x0ffff)
    }

    func _path(of directory: SearchPathDirectory) -> String {
        switch directory {
        case .documentDirectory: return FileManager._container + "/Documents"
        case .libraryDirectory: return FileManager._container + "/Library"
        case .cachesDirectory: return FileManager._container + "/Library/Caches"
        case .applicationSupportDirectory: return FileManager._container + "/Library/Application Support"
        case .downloadsDirectory: return FileManager._container + "/Downloads"
        }
    }
    public func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
        [URL(fileURLWithPath: _path(of: directory), isDirectory: true)]
    }
    public func url(for directory: SearchPathDirectory, in domain: SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL {
        URL(fileURLWithPath: _path(of: directory), isDirectory: true)
    }
    /// No iCloud account on the simulated device.
    public func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
    public func startDownloadingUbiquitousItem(at url: URL) throws {
        throw _FileUnavailable(path: url.path, reason: "no iCloud container holds")
    }
    public var temporaryDirectory: URL { URL(fileURLWithPath: FileManager._container + "/tmp", isDirectory: true) }

    static func _trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    /// The path up to its last `/` (`/a/b` of `/a/b/c`).
    static func _parent(_ path: String) -> String {
        var parent = ""
        var component = ""
        for character in _trimmed(path) {
            if character == "/" {
                parent += component
                component = "/"
            } else {
                component += String(character)
            }
        }
        return parent
    }
    public func fileExists(atPath path: String) -> Bool {
        let path = FileManager._trimmed(path)
        return _files[path] != nil || _directories.contains(path)
    }
    /// `isDirectory` is an `UnsafeMutablePointer<ObjCBool>?` in Foundation; `&flag` passes it
    /// either way.
    public func fileExists(atPath path: String, isDirectory: inout ObjCBool) -> Bool {
        isDirectory = ObjCBool(_directories.contains(FileManager._trimmed(path)))
        return fileExists(atPath: path)
    }
    /// The shared container of an app group the app belongs to, made on first use (any
    /// identifier is the app's here; its folder is named by the identifier where a device
    /// names it with a UUID).
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let path = FileManager._groups + "/" + groupIdentifier
        _directories.insert(path)
        return URL(fileURLWithPath: path, isDirectory: true)
    }
    public func contents(atPath path: String) -> Data? { _files[FileManager._trimmed(path)] }
    public func createFile(atPath path: String, contents data: Data?, attributes attr: [String: Any]? = nil) -> Bool {
        let path = FileManager._trimmed(path)
        guard _directories.contains(FileManager._parent(path)) else { return false }
        _files[path] = data ?? Data()
        return true
    }
    public func createDirectory(atPath path: String, withIntermediateDirectories createIntermediates: Bool, attributes: [String: Any]? = nil) throws {
        let path = FileManager._trimmed(path)
        if _directories.contains(path) {
            if createIntermediates { return }
            throw _FileUnavailable(path: path, reason: "a file already exists at")
        }
        let parent = FileManager._parent(path)
        if !_directories.contains(parent) {
            guard createIntermediates, !parent.isEmpty else { throw _FileUnavailable(path: parent, reason: "there is no such folder as") }
            try createDirectory(atPath: parent, withIntermediateDirectories: true)
        }
        _directories.insert(path)
    }
    public func createDirectory(at url: URL, withIntermediateDirectories createIntermediates: Bool, attributes: [String: Any]? = nil) throws {
        try createDirectory(atPath: url.path, withIntermediateDirectories: createIntermediates, attributes: attributes)
    }
    /// The names in a folder, sorted.
    public func contentsOfDirectory(atPath path: String) throws -> [String] {
        let path = FileManager._trimmed(path)
        guard _directories.contains(path) else { throw _FileUnavailable(path: path, reason: "there is no such folder as") }
        let entries = Array(_files.keys) + Array(_directories)
        return entries.filter { FileManager._parent($0) == path }.map { String($0.dropFirst(path.count + 1)) }.sorted()
    }
    /// How `contentsOfDirectory(at:…)` lists a folder.
    public struct DirectoryEnumerationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let skipsSubdirectoryDescendants = DirectoryEnumerationOptions(rawValue: 1)
        public static let skipsPackageDescendants = DirectoryEnumerationOptions(rawValue: 2)
        public static let skipsHiddenFiles = DirectoryEnumerationOptions(rawValue: 4)
    }
    /// The URLs in a folder, by name (hidden ones left out when asked); the keys are not read.
    public func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?, options mask: FileManager.DirectoryEnumerationOptions = []) throws -> [URL] {
        let names = try contentsOfDirectory(atPath: url.path)
        return names.filter { !mask.contains(.skipsHiddenFiles) || !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
    }
    public func removeItem(atPath path: String) throws {
        let path = FileManager._trimmed(path)
        if _files.removeValue(forKey: path) != nil { return }
        guard _directories.contains(path) else { throw _FileUnavailable(path: path, reason: "there is no such file as") }
        _directories = _directories.filter { $0 != path && !$0.hasPrefix(path + "/") }
        for key in Array(_files.keys) where key.hasPrefix(path + "/") { _files[key] = nil }
    }
    public func removeItem(at url: URL) throws { try removeItem(atPath: url.path) }
    public func moveItem(at srcURL: URL, to dstURL: URL) throws {
        try copyItem(at: srcURL, to: dstURL)
        try removeItem(at: srcURL)
    }
    public func copyItem(at srcURL: URL, to dstURL: URL) throws {
        guard let data = _files[FileManager._trimmed(srcURL.path)] else {
            throw _FileUnavailable(path: srcURL.path, reason: "there is no such file as")
        }
        try data.write(to: dstURL)
    }
}

extension URL {
    /// The URL with `.pathExtension` added to its last component (`a/b` → `a/b.json`).
    public func appendingPathExtension(_ pathExtension: String) -> URL {
        let text = absoluteString.hasSuffix("/") ? String(absoluteString.dropLast()) : absoluteString
        guard !pathExtension.isEmpty, !text.isEmpty else { return self }
        return URL(string: text + "." + pathExtension + (absoluteString.hasSuffix("/") ? "/" : ""))!
    }
    /// The app container's folders (iOS 16).
    public static var documentsDirectory: URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0] }
    public static var cachesDirectory: URL { FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0] }
    public static var applicationSupportDirectory: URL { FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0] }
    public static var temporaryDirectory: URL { FileManager.default.temporaryDirectory }
    public static var libraryDirectory: URL { FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0] }
    public static var downloadsDirectory: URL { FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask)[0] }
    /// Whether a path names a folder (iOS 16): its URL then ends with `/`.
    public enum DirectoryHint {
        case isDirectory, notDirectory, checkFileSystem, inferFromPath
    }
    /// A file URL (iOS 16's `URL(filePath:)`); a relative path is taken from the root.
    public init(filePath path: String, directoryHint: URL.DirectoryHint = .inferFromPath) {
        let absolute = path.hasPrefix("/") ? path : "/" + path
        self.init(fileURLWithPath: absolute, isDirectory: URL._isDirectory(absolute, directoryHint))
    }
    public func appending(path: String, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL {
        appendingPathComponent(path, isDirectory: URL._isDirectory(path, directoryHint))
    }
    public func appending(component: String, directoryHint: URL.DirectoryHint = .inferFromPath) -> URL {
        appending(path: component, directoryHint: directoryHint)
    }
    /// `.isDirectory`, or a path written with a trailing `/` (the playground's files are looked
    /// up by path, so `.checkFileSystem` infers as `.inferFromPath` does).
    static func _isDirectory(_ path: String, _ hint: URL.DirectoryHint) -> Bool {
        switch hint {
        case .isDirectory: true
        case .notDirectory: false
        case .checkFileSystem, .inferFromPath: path.hasSuffix("/")
        }
    }
    /// The URL of the folder holding it (`file:///a/b/` of `file:///a/b/c.json`).
    public func deletingLastPathComponent() -> URL {
        var text = absoluteString
        if text.hasSuffix("/") { text = String(text.dropLast()) }
        while let last = text.last, last != "/" { text = String(text.dropLast()) }
        return URL(string: text) ?? self
    }
}

extension Data {
    public struct WritingOptions: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let atomicWrite = WritingOptions(rawValue: 1)
        public static let withoutOverwriting = WritingOptions(rawValue: 2)
        public static let completeFileProtection = WritingOptions(rawValue: 0x20000000)
    }
    /// Stores the bytes in the app's container; a folder that does not exist fails, as on a device.
    public func write(to url: URL, options: Data.WritingOptions = []) throws {
        let path = FileManager._trimmed(url.path)
        guard url.absoluteString.hasPrefix("file://"), FileManager.default._directories.contains(FileManager._parent(path)) else {
            throw _FileUnavailable(path: FileManager._parent(path), reason: "there is no such folder as")
        }
        if options.contains(.withoutOverwriting), FileManager.default._files[path] != nil {
            throw _FileUnavailable(path: path, reason: "a file already exists at")
        }
        FileManager.default._files[path] = self
    }
}

/// The app container's temporary folder, as a path ending in `/`.
/// A file's property that a listing can fetch ahead (`includingPropertiesForKeys:`).
public struct URLResourceKey: Hashable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let isDirectoryKey = URLResourceKey(rawValue: "NSURLIsDirectoryKey")
    public static let isRegularFileKey = URLResourceKey(rawValue: "NSURLIsRegularFileKey")
    public static let nameKey = URLResourceKey(rawValue: "NSURLNameKey")
    public static let fileSizeKey = URLResourceKey(rawValue: "NSURLFileSizeKey")
    public static let creationDateKey = URLResourceKey(rawValue: "NSURLCreationDateKey")
    public static let contentModificationDateKey = URLResourceKey(rawValue: "NSURLContentModificationDateKey")
}

public func NSTemporaryDirectory() -> String { FileManager._container + "/tmp/" }
/// The app container's path.
public func NSHomeDirectory() -> String { FileManager._container }

/// Objective-C's Boolean, as `fileExists(atPath:isDirectory:)` answers in it.
public struct ObjCBool: ExpressibleByBooleanLiteral {
    public var boolValue: Bool
    public init(_ value: Bool) { self.boolValue = value }
    public init(booleanLiteral value: Bool) { self.boolValue = value }
}

extension String {
    public func write(to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding) throws {
        try Data(_text: self).write(to: url)
    }
    public init(contentsOf url: URL, encoding enc: String.Encoding) throws {
        self = try Data(contentsOf: url)._text
    }
}

/// Foundation's dictionary class, as code reads a property list into one
/// (`NSDictionary(contentsOfFile: path) as? [String: AnyObject]`). The playground reads no
/// property lists (as `PropertyListDecoder`), so reading one finds nothing.
open class NSDictionary: NSObject {
    public override init() { super.init() }
    public convenience init?(contentsOfFile path: String) { return nil }
    public convenience init?(contentsOf url: URL) { return nil }
    open var count: Int { 0 }
    open var allKeys: [Any] { [] }
    open var allValues: [Any] { [] }
    open func object(forKey aKey: Any) -> Any? { nil }
}
"""#
}
