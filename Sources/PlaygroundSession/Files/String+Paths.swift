#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Path names as strings, with the operations `NSString` offers (without linking Foundation).
extension String {
    /// `b.txt` of `a/b.txt`; `/` of `/`.
    public var lastPathComponent: String {
        let trimmed = count > 1 && hasSuffix("/") ? String(dropLast()) : self
        if trimmed == "/" { return trimmed }
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trimmed
    }

    /// `a` of `a/b.txt`; "" for a bare name, "/" for a name in the root.
    public var deletingLastPathComponent: String {
        let trimmed = count > 1 && hasSuffix("/") ? String(dropLast()) : self
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `txt` of `a/b.txt`; "" when the last component has no extension.
    public var pathExtension: String {
        let name = lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `a/b` from `a` and `b`.
    public func appendingPathComponent(_ component: String) -> String {
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }

    /// `~` and `~/…` with the home folder in place of the tilde.
    public var expandingTildeInPath: String {
        guard self == "~" || hasPrefix("~/"), let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else {
            return self
        }
        return home + dropFirst()
    }

    /// The path with symbolic links resolved, or the path itself when it does not exist.
    public var resolvingSymlinksInPath: String {
        guard let resolved = realpath(self, nil) else { return self }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
