#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the running executable is, with symbolic links resolved.
enum ExecutablePath {
    static var current: String? {
        #if os(Linux)
        let path = "/proc/self/exe".resolvingSymlinksInPath
        return path == "/proc/self/exe" ? nil : path
        #else
        guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
        return first.resolvingSymlinksInPath
        #endif
    }
}
