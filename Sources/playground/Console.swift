#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundSession

/// Writes to standard output and standard error directly (unbuffered, so output and
/// diagnostics interleave in the order they were produced).
enum Console {
    /// Writes `text` to standard output.
    static func out(_ text: String) { writeAll(text, to: 1) }

    /// Writes `text` to standard error.
    static func error(_ text: String) { writeAll(text, to: 2) }

    /// Shows an entry's output: text on standard output, diagnostics on standard error, each
    /// ending in a newline.
    static func show(_ output: SessionOutput) {
        if !output.text.isEmpty { out(endingInNewline(output.text)) }
        if !output.diagnostics.isEmpty { error(endingInNewline(output.diagnostics)) }
    }

    static func endingInNewline(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Writes all of `text`, retrying after interrupted or partial writes; gives up quietly
    /// on other errors (a closed pipe).
    static func writeAll(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
