#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundSyntax

/// Reads a whole file or standard input, with the system's reason when it cannot.
public enum SourceReader {
    /// Why reading failed, as the system puts it ("No such file or directory").
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }

        public init(reason: String) { self.reason = reason }

        public static func fromErrno() -> Failure {
            Failure(reason: String(cString: strerror(errno)))
        }
    }

    /// The bytes of the file at `path`.
    public static func contents(ofFile path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Failure.fromErrno() }
        defer { close(fd) }
        return try contents(of: fd)
    }

    /// Everything left on `fd`.
    public static func contents(of fd: Int32) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[..<count]
                if bytes.count > Limits.fileSize {
                    throw Failure(reason: "the file is larger than \(Limits.fileSize) bytes, the playground's limit")
                }
            } else if count == 0 {
                return bytes
            } else if errno != EINTR {
                throw Failure.fromErrno()
            }
        }
    }
}
