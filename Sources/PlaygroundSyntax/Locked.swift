#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a POSIX mutex, a lock ThreadSanitizer sees.
///
/// On Linux ThreadSanitizer does not see `Synchronization.Mutex`: its futex lives in the
/// uninstrumented standard library, so accesses it orders are reported as data races. A pthread
/// mutex is intercepted, so the same accesses under `Locked` are reported as nothing.
public final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only inside `withLock`, with `mutex` held.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the lock held; other callers wait until it returns.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
