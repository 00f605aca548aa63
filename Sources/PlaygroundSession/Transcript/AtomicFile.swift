#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents all at once: the text goes to a temporary file beside it,
/// which is synced and renamed over the target, so a crash or Ctrl-C leaves either the old
/// file or the new one, never half of one.
enum AtomicFile {
    /// Writes `text` to `path`, keeping the permissions of the file it replaces.
    static func write(_ text: String, to path: String) throws(TranscriptError) {
        let target = path.resolvingSymlinksInPath
        let folder = target.deletingLastPathComponent
        let name = target.lastPathComponent
        var existing = stat()
        let mode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666

        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 where fd < 0 {
            temporary = (folder.isEmpty ? "." : folder) + "/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(mode))
            if fd < 0, errno != EEXIST { break }
        }
        guard fd >= 0 else { throw failure(path, "cannot create a file in \(folder.isEmpty ? "." : folder)") }

        let bytes = Array(text.utf8)
        var written = 0
        var problem: String?
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if n < 0, errno == EINTR { continue }
            if n <= 0 {
                problem = "cannot write"
                break
            }
            written += n
        }
        if problem == nil, fsync(fd) != 0 { problem = "cannot sync" }
        if existing.st_mode != 0 { _ = fchmod(fd, mode_t(mode)) }
        if close(fd) != 0, problem == nil { problem = "cannot close" }
        if problem == nil, rename(temporary, target) != 0 { problem = "cannot rename the temporary file over it" }
        if let problem {
            let reason = failure(path, problem)
            unlink(temporary)
            throw reason
        }
    }

    /// The C library's `write`, which the method above hides.
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }

    private static func failure(_ path: String, _ what: String) -> TranscriptError {
        TranscriptError(.io, file: path, "\(what): \(String(cString: strerror(errno)))")
    }
}
