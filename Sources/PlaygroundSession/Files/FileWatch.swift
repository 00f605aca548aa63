#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when a file is saved: its contents are read on each poll and compared with the
/// last ones seen, so an editor's write-and-rename, a touch, or a save that keeps the
/// modification time are all seen (or not) by what the file holds.
public struct FileWatch {
    /// What a poll found.
    public enum Change: Equatable {
        /// The file holds new text (the first poll always reports it).
        case saved(String)
        /// The file cannot be read (missing while an editor replaces it, not UTF-8…).
        case unreadable(String)
    }

    public let path: String
    private var last: Change?
    /// Files past this size are not read (a watched view file is small).
    public static let maximumBytes = 4 << 20

    public init(path: String) {
        self.path = path
    }

    /// What changed since the last poll, or nil when nothing did.
    public mutating func poll() -> Change? {
        let now = Self.read(path)
        guard now != last else { return nil }
        last = now
        return now
    }

    static func read(_ path: String) -> Change {
        var info = stat()
        guard stat(path, &info) == 0 else { return .unreadable(SourceReader.Failure.fromErrno().reason) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .unreadable("it is a directory") }
        if (info.st_mode & S_IFMT) != S_IFREG { return .unreadable("it is not a regular file") }
        if Int(info.st_size) > maximumBytes { return .unreadable("it is larger than \(maximumBytes >> 20) MB") }
        do {
            let bytes = try SourceReader.contents(ofFile: path)
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.utf8.elementsEqual(bytes) else { return .unreadable("it is not UTF-8 text") }
            return .saved(text)
        } catch {
            return .unreadable((error as? SourceReader.Failure)?.reason ?? "\(error)")
        }
    }
}
