#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path: a regular file, a folder or something else (a device, a pipe); nil
/// when nothing is there.
public enum FileKind: Sendable {
    case file, directory, other

    public init?(atPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        default: self = .other
        }
    }
}
