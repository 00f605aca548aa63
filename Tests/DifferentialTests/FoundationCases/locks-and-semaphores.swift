// Locks and semaphores on one thread: `withLock`, `try()` on a held lock, a recursive lock
// taken twice, and a semaphore's waits with a deadline (signalled back to its start: libdispatch
// traps when a semaphore is freed below its initial value).
final class Counter {
    private let lock = NSLock()
    private(set) var value = 0
    func increment() -> Int { lock.withLock { value += 1; return value } }
}
func run() {
    let counter = Counter()
    print(counter.increment(), counter.increment())
    let lock = NSLock()
    lock.name = "cache"
    print(lock.try(), lock.try(), lock.name ?? "")
    lock.unlock()
    print(lock.try())
    let recursive = NSRecursiveLock()
    recursive.lock(); recursive.lock()
    print(recursive.try())
    recursive.unlock(); recursive.unlock(); recursive.unlock()
    let semaphore = DispatchSemaphore(value: 1)
    print(semaphore.wait(timeout: .now()) == .success, semaphore.wait(timeout: .now()) == .timedOut)
    semaphore.signal()
    semaphore.wait()
    print("waited")
    semaphore.signal()
}
