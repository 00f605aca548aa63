/// Which files a session's `:commands` may touch.
///
/// A person at the prompt may `:load` and `:record` any file; a replayed transcript, which
/// may come from someone else, may only `:load` a file inside the folder it is replayed from
/// (a relative path with no `..`, not through a symbolic link that leaves it) and `:record`
/// nothing. Code never touches files at all: the DSL has no file, process or network API.
public enum FileAccess: Sendable, Equatable {
    /// Typed at the prompt: any file the user can read or write.
    case unrestricted
    /// Replayed: reads below the working folder only, no writes.
    case confined

    /// Why reading `path` is refused, or nil when it is allowed.
    public func refusalToRead(_ path: String) -> String? {
        guard self == .confined else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || path.hasPrefix("~") || parts.contains("..") {
            return "a replayed transcript may only load files below the folder it is replayed from"
        }
        let resolved = path.resolvingSymlinksInPath
        let here = ".".resolvingSymlinksInPath
        if resolved.hasPrefix("/"), !resolved.hasPrefix(here.hasSuffix("/") ? here : here + "/") {
            return "a replayed transcript may only load files below the folder it is replayed from"
        }
        return nil
    }

    /// Why writing files is refused, or nil when it is allowed.
    public var refusalToWrite: String? {
        self == .confined ? "a replayed transcript cannot write files" : nil
    }
}
