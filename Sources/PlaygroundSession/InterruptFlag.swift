import Synchronization

/// A thread-safe flag a running evaluation polls; set by Ctrl-C from another thread.
final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    func raise() { raised.store(true, ordering: .sequentiallyConsistent) }
    func clear() { raised.store(false, ordering: .sequentiallyConsistent) }
    var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }
}
