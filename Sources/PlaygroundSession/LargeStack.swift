import Foundation

/// Runs work on a thread with a large stack, so deeply nested input is reported, not crashed on.
///
/// One long-lived worker thread takes the jobs (creating a thread per entry cost more than a
/// typical entry); callers wait for their job, so evaluation stays synchronous.
enum LargeStack {
    static let size = 512 << 20
    private static let worker = Worker()

    static func run<T>(_ work: @escaping () -> T) -> T {
        if Thread.current === worker.thread { return work() }
        nonisolated(unsafe) var result: T?
        nonisolated(unsafe) let work = work
        worker.perform { result = work() }
        return result!
    }

    /// The thread and its one-job-at-a-time handoff.
    private final class Worker: @unchecked Sendable {
        private let lock = NSLock()
        private let jobReady = DispatchSemaphore(value: 0)
        private let jobDone = DispatchSemaphore(value: 0)
        private var job: (() -> Void)?
        private(set) var thread: Thread!

        init() {
            thread = Thread { [unowned self] in
                while true {
                    jobReady.wait()
                    job?()
                    job = nil
                    jobDone.signal()
                }
            }
            thread.stackSize = LargeStack.size
            thread.start()
        }

        /// Runs `job` on the worker and waits for it; callers from several threads take turns.
        func perform(_ job: @escaping () -> Void) {
            lock.lock()
            defer { lock.unlock() }
            self.job = job
            jobReady.signal()
            jobDone.wait()
        }
    }
}
