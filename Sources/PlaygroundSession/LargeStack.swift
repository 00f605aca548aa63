#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import PlaygroundChecker
import PlaygroundSyntax

/// Runs work on a thread with a large stack, so deeply nested input is reported, not crashed on.
///
/// One long-lived worker thread takes the jobs (creating a thread per entry cost more than a
/// typical entry); callers wait for their job, so evaluation stays synchronous.
enum LargeStack {
    static let size = 512 << 20
    private static let worker = Worker()

    static func run<T>(_ work: @escaping () -> T) -> T {
        if worker.isCurrent { return work() }
        nonisolated(unsafe) var result: T?
        nonisolated(unsafe) let work = work
        worker.perform { result = work() }
        return result!
    }

    /// The thread and its one-job-at-a-time handoff.
    private final class Worker: @unchecked Sendable {
        // @unchecked: `job` is written by the one caller holding `turn` and read by the worker
        // between the two semaphores, so the accesses never overlap. `turn` is a semaphore, not
        // a `Mutex`: ThreadSanitizer sees a semaphore's ordering but not `Mutex`'s (Linux).
        private let turn = DispatchSemaphore(value: 1)
        private let jobReady = DispatchSemaphore(value: 0)
        private let jobDone = DispatchSemaphore(value: 0)
        private var job: (() -> Void)?
        private let thread = Locked<pthread_t?>(nil)
        /// The thread could not be made (no memory for its stack): jobs run on the caller's.
        private var unavailable = false

        init() {
            let started = DispatchSemaphore(value: 0)
            let made = DetachedThread.start(stackSize: LargeStack.size) { [unowned self] in
                thread.withLock { $0 = pthread_self() }
                started.signal()
                while true {
                    jobReady.wait()
                    job?()
                    job = nil
                    jobDone.signal()
                }
            }
            if made { started.wait() } else { unavailable = true }
        }

        /// Whether the caller is the worker thread itself.
        var isCurrent: Bool {
            thread.withLock { worker in worker.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
        }

        /// Runs `job` on the worker and waits for it; callers from several threads take turns.
        func perform(_ job: @escaping () -> Void) {
            if unavailable { return job() }
            turn.wait()
            defer { turn.signal() }
            self.job = job
            jobReady.signal()
            jobDone.wait()
        }
    }
}
