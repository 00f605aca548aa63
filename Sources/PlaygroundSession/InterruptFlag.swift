import Foundation

/// A thread-safe flag a running evaluation polls; set by Ctrl-C from another thread.
final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }
    func clear() { lock.withLock { raised = false } }
    var isRaised: Bool { lock.withLock { raised } }
}
