#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path: a folder or something else (a file); nil when nothing is there.
public enum FileKind: Sendable {
    case file, directory

    public init?(atPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self = status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }
}
