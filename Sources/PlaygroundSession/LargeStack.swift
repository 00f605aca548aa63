import Foundation

/// Runs work on a thread with a large stack, so deeply nested input is reported, not crashed on.
enum LargeStack {
    static let size = 512 << 20

    static func run<T>(_ work: @escaping () -> T) -> T {
        nonisolated(unsafe) var result: T?
        nonisolated(unsafe) let work = work
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return result!
    }
}
