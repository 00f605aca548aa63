#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the REPL keeps its history: `$XDG_STATE_HOME/viewbuilder-playground/history`,
/// else `~/.local/state/viewbuilder-playground/history`.
public struct HistoryFile: Equatable, Sendable {
    /// The file's absolute path.
    public let path: String

    /// The folder under the state directory that holds the file.
    public static let folder = "viewbuilder-playground"

    public init(path: String) {
        self.path = path
    }

    /// The location for `environment`; nil when neither a usable `XDG_STATE_HOME` (absolute,
    /// as the XDG spec requires) nor `HOME` is set.
    public init?(environment: [String: String]) {
        let state: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            state = HistoryFile.join(home, ".local/state")
        } else {
            return nil
        }
        self.init(path: HistoryFile.join(HistoryFile.join(state, HistoryFile.folder), "history"))
    }

    /// The location for this process's environment.
    public static func forCurrentUser() -> HistoryFile? {
        var environment: [String: String] = [:]
        for name in ["XDG_STATE_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return HistoryFile(environment: environment)
    }

    /// The folder holding the file.
    public var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates the folder (and its parents, private to the user); failures are ignored, as
    /// saving then fails quietly too.
    public func createDirectory() {
        var prefix = ""
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            _ = mkdir(prefix, 0o700)
        }
    }

    static func join(_ base: String, _ rest: String) -> String {
        base.hasSuffix("/") ? base + rest : base + "/" + rest
    }
}
