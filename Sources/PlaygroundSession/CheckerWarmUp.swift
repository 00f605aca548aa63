import Dispatch
import PlaygroundChecker
import PlaygroundSyntax

/// A checker made on another core at start-up, handed to the first session that wants its profile.
///
/// Loading a profile (parsing and registering its declarations) is most of a short run's
/// work; started before the command line is read, it overlaps with the process's start.
final class CheckerWarmUp: @unchecked Sendable {
    // @unchecked: the checker is made on the loading thread and handed over, inside `state`'s
    // lock, to exactly one taker; no two threads use it at once.
    static let shared = CheckerWarmUp()

    private struct State {
        /// The entry the checker is made for (its declarations are loaded with the builder's).
        var entry: String?
        /// The profile being loaded or loaded; "" once the checker has been taken.
        var profileName: String?
        var checker: Checker?
    }

    private let state = Locked(State())
    private let ready = DispatchSemaphore(value: 0)

    /// Starts loading `profile` in the background (once per process), with the declarations
    /// that the file at `entryPath` reaches when it is a regular file that can be read.
    func start(_ profile: Profile, entryPath: String? = nil) {
        // Only a regular file: reading a pipe or a terminal would take the entry from `eval`.
        let entry = entryPath.flatMap { FileKind(atPath: $0) == .file ? try? SourceReader.contents(ofFile: $0) : nil }
            .map { String(decoding: $0, as: UTF8.self) }
        let begin = state.withLock { state in
            guard state.profileName == nil else { return false }
            state.profileName = profile.name
            state.entry = entry
            return true
        }
        guard begin else { return }
        DetachedThread.start(onAnotherCore: true) { [self] in
            let made = Checker(profile: profile, firstEntry: entry, readingMembers: true)
            let loaded = made.loadedChunks
            state.withLock { $0.checker = made }
            ready.signal()
            // The session checks the entry now: parse what its check will likely load.
            Checker.parseAhead(profile, from: loaded)
        }
    }

    /// The warmed-up checker for `profile` (waiting for it if it is still loading), or a new one.
    func take(_ profile: Profile) -> Checker {
        let (started, warming) = state.withLock { state in
            (state.profileName == profile.name, state.profileName == profile.name && state.checker == nil)
        }
        if started {
            if warming {
                // Share the loading: while the other core registers what the entry names, parse
                // what those declarations name (what checking the entry loads next).
                let first = Checker.firstChunks(profile, firstEntry: state.withLock { $0.entry })
                Checker.parseAhead(profile, from: first, while: { self.state.withLock { $0.checker == nil } })
                ready.wait()
            }
            let taken: Checker? = state.withLock { state in
                defer { state.checker = nil; state.profileName = "" }
                return state.checker
            }
            if let taken { return taken }
        }
        return Checker(profile: profile)
    }
}
