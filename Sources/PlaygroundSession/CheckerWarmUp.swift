import Foundation
import PlaygroundChecker

/// A checker made on another core at start-up, handed to the first session that wants its profile.
///
/// Loading a profile (parsing and registering its declarations) is most of a short run's
/// work; started before the command line is read, it overlaps with the process's start.
final class CheckerWarmUp: @unchecked Sendable {
    static let shared = CheckerWarmUp()

    private let lock = NSLock()
    private let ready = DispatchSemaphore(value: 0)
    private var profileName: String?
    private var checker: Checker?

    /// Starts loading `profile` in the background (once per process).
    func start(_ profile: Profile) {
        let begin: Bool = lock.withLock {
            guard profileName == nil else { return false }
            profileName = profile.name
            return true
        }
        guard begin else { return }
        Thread.detachNewThread { [self] in
            let made = Checker(profile: profile)
            lock.withLock { checker = made }
            ready.signal()
        }
    }

    /// The warmed-up checker for `profile` (waiting for it if it is still loading), or a new one.
    func take(_ profile: Profile) -> Checker {
        let warming = lock.withLock { profileName == profile.name && checker == nil ? true : false }
        let started = lock.withLock { profileName == profile.name }
        if started {
            if warming { ready.wait() }
            let taken: Checker? = lock.withLock {
                defer { checker = nil; profileName = "" }
                return checker
            }
            if let taken { return taken }
        }
        return Checker(profile: profile)
    }
}
