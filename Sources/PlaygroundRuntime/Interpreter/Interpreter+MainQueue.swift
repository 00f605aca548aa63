import PlaygroundChecker
import SwiftSyntax

/// The playground's one thread as Dispatch's queues see it: work queued with `async` and
/// `asyncAfter` runs after the current turn, in the order of its deadline on a virtual clock.
extension Interpreter {
    /// Work waiting for the next turn: its deadline (virtual nanoseconds), the order it was
    /// queued in, and the closure.
    struct QueuedWork {
        let deadline: UInt64
        let order: Int
        let work: FunctionValue
    }

    /// The implementation of `name`, or nil when it is not one of these.
    func mainQueueNative(_ name: String, args: [Value]) -> Value? {
        switch (name, args.first) {
        case ("_dispatchEnqueue(_:_:)", .int(let deadline)?):
            guard args.count == 2, case .function(let work) = args[1] else { return nil }
            mainQueue.append(QueuedWork(deadline: UInt64(max(0, deadline)), order: mainQueue.count + queuedWorkRun, work: work))
            return .void
        case ("_dispatchNow()", _):
            return .int(Int(clamping: virtualClock))
        default:
            return nil
        }
    }

    /// Runs the work queued before this call, earliest deadline first (the clock moving to
    /// each), and returns whether any ran; work that it queues waits for the next turn.
    public func drainMainQueue() throws(RuntimeError) -> Bool {
        let due = mainQueue.sorted { ($0.deadline, $0.order) < ($1.deadline, $1.order) }
        guard !due.isEmpty else { return false }
        mainQueue = []
        for item in due {
            virtualClock = max(virtualClock, item.deadline)
            queuedWorkRun += 1
            _ = try call(item.work, [], at: nil)
        }
        return true
    }
}
