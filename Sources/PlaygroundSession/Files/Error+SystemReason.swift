#if canImport(FoundationEssentials)
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Error {
    /// The system's reason for a failed file operation ("No such file or directory"), or the
    /// error's own description.
    var systemReason: String {
        if let posix = self as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let cocoa = self as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let failure = self as? SourceReader.Failure { return failure.reason }
        return String(describing: self)
    }
}
