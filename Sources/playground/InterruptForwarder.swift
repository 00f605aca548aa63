#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundChecker
import PlaygroundSyntax
import PlaygroundSession

/// Turns Ctrl-C during an evaluation into a request to the session to stop.
///
/// The SIGINT handler only writes a byte to a pipe (all a handler may safely do); a watcher
/// thread reads it and, when an evaluation is running, asks the session to stop; otherwise it
/// calls `idle` (`watch` stops there). A third Ctrl-C during one evaluation that has not
/// stopped ends the playground, so a stuck evaluation can always be left.
final class InterruptForwarder: @unchecked Sendable {
    // @unchecked: off the main thread, `session` is only used through `requestInterrupt(of:)`
    // (thread-safe by the Session's contract), and `evaluating`, `presses` and `session`
    // only under `lock`.
    private var _session: Session?
    private let idle: (@Sendable () -> Void)?
    private let lock = Locked(())
    private var evaluating = false
    private var presses = 0

    init(session: Session?, idle: (@Sendable () -> Void)? = nil) {
        self._session = session
        self.idle = idle
    }

    /// The session Ctrl-C stops (`watch` makes one per save).
    var session: Session? {
        get { lock.withLock { _ in _session } }
        set { lock.withLock { _ in _session = newValue } }
    }

    /// Installs the SIGINT handler and starts the watcher thread; call once.
    func install() {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        interruptPipeWriter = fds[1]
        let reader = fds[0]
        DetachedThread.start { [self] in watch(reader) }
        // signal() installs with SA_RESTART on Linux and macOS, so other reads are not cut short.
        signal(SIGINT) { _ in
            var byte: UInt8 = 1
            _ = write(interruptPipeWriter, &byte, 1)
        }
    }

    /// Runs `body` (an evaluation) with Ctrl-C forwarded to the session.
    func whileEvaluating<T>(_ body: () -> T) -> T {
        lock.withLock { _ in
            evaluating = true
            presses = 0
        }
        defer { lock.withLock { _ in evaluating = false } }
        return body()
    }

    private func watch(_ reader: Int32) {
        var byte: UInt8 = 0
        while true {
            let count = read(reader, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            lock.withLock { _ in interrupted() }
        }
    }

    /// One Ctrl-C arrived; called with the lock held.
    private func interrupted() {
        guard evaluating else { return idle?() ?? () }
        presses += 1
        switch presses {
        case 1: _session.map(InterruptForwarder.requestInterrupt(of:))
        case 2: Console.error("\n(still running; Ctrl-C once more leaves the playground)\n")
        default:
            Console.error("\n")
            _exit(130)
        }
    }

    /// Asks the session to stop the running `submit`.
    private static func requestInterrupt(of session: Session) {
        session.interrupt()
    }
}

/// The write end of the interrupt pipe. A signal handler cannot capture context, so it must
/// reach the descriptor through a global; it is set once, before the handler is installed.
nonisolated(unsafe) private var interruptPipeWriter: Int32 = -1
