import Synchronization

/// A thread-safe flag a running evaluation polls; set by Ctrl-C from another thread.
public final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    public func raise() { raised.store(true, ordering: .sequentiallyConsistent) }
    public func clear() { raised.store(false, ordering: .sequentiallyConsistent) }
    public var isRaised: Bool { raised.load(ordering: .sequentiallyConsistent) }
}
