extension Profile {
    /// The main actor, `CancellationError` and checked continuations. The playground runs a task to its end at once
    /// on one thread (`Task` in the standard library source), so `MainActor.run` calls its body
    /// at once, and a continuation must be resumed before the call that made it returns.
    static let standardConcurrencySource = #"""
/// What `Task.checkCancellation()` throws in a cancelled task (here none is: a task runs to its
/// end at once); code throws and catches it too (`catch is CancellationError`).
public struct CancellationError: Error {
    public init() {}
}
/// Queues `work` on the playground's one thread, to run after the current turn (an entry, an
/// action and its render) at the virtual time `deadline`: `DispatchQueue`'s `async` and
/// `asyncAfter`.
public func _dispatchEnqueue(_ deadline: UInt64, _ work: @escaping () -> Void)
/// The virtual clock, in nanoseconds since the session's start: it moves to each queued
/// work's deadline as the work runs.
public func _dispatchNow() -> UInt64
public final class MainActor {
    public static let shared = MainActor()
    public static func run<T>(resultType: T.Type = T.self, body: () throws -> T) async rethrows -> T {
        try body()
    }
    public static func assumeIsolated<T>(_ operation: () throws -> T) rethrows -> T {
        try operation()
    }
}
/// Where a continuation's value or error is kept until the call that made it returns.
final class _ContinuationBox<T> {
    var value: T?
    var error: Error?
    var isResumed = false
}
public struct CheckedContinuation<T, E: Error> {
    let _box: _ContinuationBox<T>
    public func resume(returning value: T) {
        _resume()
        _box.value = value
    }
    public func resume(throwing error: E) {
        _resume()
        _box.error = error
    }
    public func resume(with result: Result<T, E>) {
        switch result {
        case .success(let value): resume(returning: value)
        case .failure(let error): resume(throwing: error)
        }
    }
    func _resume() {
        if _box.isResumed { fatalError("SWIFT TASK CONTINUATION MISUSE: tried to resume its continuation more than once") }
        _box.isResumed = true
    }
}
extension CheckedContinuation where E == Error {
    public func resume<Er: Error>(with result: Result<T, Er>) {
        switch result {
        case .success(let value): resume(returning: value)
        case .failure(let error): resume(throwing: error)
        }
    }
}
extension CheckedContinuation where T == Void {
    public func resume() { resume(returning: ()) }
}
func _continuationResult<T>(_ box: _ContinuationBox<T>) throws -> T {
    if let error = box.error { throw error }
    guard let value = box.value else {
        fatalError("the continuation was not resumed before the call that made it returned: the playground runs a task to its end at once")
    }
    return value
}
public func withCheckedContinuation<T>(_ body: (CheckedContinuation<T, Never>) -> Void) async -> T {
    let box = _ContinuationBox<T>()
    body(CheckedContinuation(_box: box))
    return try! _continuationResult(box)
}
public func withCheckedThrowingContinuation<T>(_ body: (CheckedContinuation<T, Error>) -> Void) async throws -> T {
    let box = _ContinuationBox<T>()
    body(CheckedContinuation(_box: box))
    return try _continuationResult(box)
}
/// A task group: each child task runs to its end as it is added (a task runs at once here),
/// and `next()` and `for await` take the results in the order the tasks were added.
public struct TaskGroup<ChildTaskResult>: Sequence, IteratorProtocol {
    public typealias Element = ChildTaskResult
    var _results: [ChildTaskResult] = []
    public mutating func addTask(priority: TaskPriority? = nil, operation: @escaping () async -> ChildTaskResult) {
        _results.append(operation())
    }
    public mutating func addTaskUnlessCancelled(priority: TaskPriority? = nil, operation: @escaping () async -> ChildTaskResult) -> Bool {
        addTask(priority: priority, operation: operation)
        return true
    }
    public mutating func next() -> ChildTaskResult? {
        _results.isEmpty ? nil : _results.removeFirst()
    }
    public mutating func waitForAll() async { _results = [] }
    public var isEmpty: Bool { _results.isEmpty }
    public var isCancelled: Bool { false }
    public func cancelAll() {}
}
/// A task group whose child tasks throw: `next()` rethrows a child's error when it reaches it.
public struct ThrowingTaskGroup<ChildTaskResult, Failure: Error>: Sequence, IteratorProtocol {
    public typealias Element = ChildTaskResult
    var _results: [Result<ChildTaskResult, Error>] = []
    public mutating func addTask(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult) {
        do { _results.append(.success(try operation())) } catch { _results.append(.failure(error)) }
    }
    public mutating func addTaskUnlessCancelled(priority: TaskPriority? = nil, operation: @escaping () async throws -> ChildTaskResult) -> Bool {
        addTask(priority: priority, operation: operation)
        return true
    }
    public mutating func next() throws -> ChildTaskResult? {
        _results.isEmpty ? nil : try _results.removeFirst().get()
    }
    public mutating func waitForAll() async throws {
        while try next() != nil {}
    }
    public var isEmpty: Bool { _results.isEmpty }
    public var isCancelled: Bool { false }
    public func cancelAll() {}
}
public func withTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type = ChildTaskResult.self, returning returnType: GroupResult.Type = GroupResult.self, body: (inout TaskGroup<ChildTaskResult>) async -> GroupResult) async -> GroupResult {
    var group = TaskGroup<ChildTaskResult>()
    return body(&group)
}
public func withThrowingTaskGroup<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type = ChildTaskResult.self, returning returnType: GroupResult.Type = GroupResult.self, body: (inout ThrowingTaskGroup<ChildTaskResult, Error>) async throws -> GroupResult) async rethrows -> GroupResult {
    var group = ThrowingTaskGroup<ChildTaskResult, Error>()
    return try body(&group)
}
/// An asynchronous sequence's iterator: `next()` until nil.
public protocol AsyncIteratorProtocol {
    associatedtype Element
    mutating func next() async throws -> Element?
}
/// Values that arrive over time, iterated with `for await`.
public protocol AsyncSequence {
    associatedtype Element
    associatedtype AsyncIterator: AsyncIteratorProtocol
    func makeAsyncIterator() -> AsyncIterator
}
/// What a stream's continuation yielded and not yet taken, shared by its copies; the error
/// a throwing stream finished with, and what to call when it ends.
public final class _StreamBuffer<Element> {
    var values: [Element] = []
    var finished = false
    var failure: Error? = nil
    var onTermination: ((Bool) -> Void)? = nil
    init() {}
    /// Keeps `value` for the iterator, unless the stream has finished.
    func yield(_ value: Element) -> Bool {
        guard !finished else { return false }
        values.append(value)
        return true
    }
    /// Keeps what `produce` gives until nil, an error, or 10 000 values, then finishes.
    func unfold(_ produce: () throws -> Element?) {
        do {
            while values.count < 10_000, let value = try produce() { values.append(value) }
            finish(nil)
        } catch {
            finish(error)
        }
    }
    func finish(_ error: Error?) {
        guard !finished else { return }
        finished = true
        failure = error
        onTermination?(false)
    }
    /// The next value kept, then the error the stream finished with (once), then nil.
    func next() throws -> Element? {
        if !values.isEmpty { return values.removeFirst() }
        guard let failure else { return nil }
        self.failure = nil
        throw failure
    }
}
/// A stream of the values its build closure yields. Tasks run at once here, so the closure runs
/// when the stream is made; iterating takes what was yielded by then, and ends there (a stream
/// nothing finished would wait forever in Swift, but nothing else could yield here).
public struct AsyncStream<Element>: AsyncSequence {
    public struct Continuation {
        let _buffer: _StreamBuffer<Element>
        public enum YieldResult {
            case enqueued(remaining: Int)
            case dropped(Element)
            case terminated
        }
        public enum BufferingPolicy {
            case unbounded
            case bufferingOldest(Int)
            case bufferingNewest(Int)
        }
        public enum Termination {
            case finished
            case cancelled
        }
        @discardableResult
        public func yield(_ value: Element) -> AsyncStream<Element>.Continuation.YieldResult {
            _buffer.yield(value) ? .enqueued(remaining: Int.max) : .terminated
        }
        public func finish() { _buffer.finish(nil) }
        /// Called once the stream finishes.
        public var onTermination: ((AsyncStream<Element>.Continuation.Termination) -> Void)? {
            get { nil }
            nonmutating set {
                guard let newValue else { return _buffer.onTermination = nil }
                _buffer.onTermination = { _ in newValue(.finished) }
            }
        }
    }
    public struct Iterator: AsyncIteratorProtocol {
        let _buffer: _StreamBuffer<Element>
        public mutating func next() async -> Element? { try! _buffer.next() }
    }
    let _buffer: _StreamBuffer<Element>
    public init(_ elementType: Element.Type = Element.self, bufferingPolicy limit: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded, _ build: (AsyncStream<Element>.Continuation) -> Void) {
        _buffer = _StreamBuffer()
        build(Continuation(_buffer: _buffer))
    }
    /// Made by calling `produce` until it gives nil (at most 10 000 values here).
    public init(unfolding produce: @escaping () async -> Element?) {
        _buffer = _StreamBuffer()
        _buffer.unfold(produce)
    }
    public func makeAsyncIterator() -> AsyncStream<Element>.Iterator { Iterator(_buffer: _buffer) }
    public static func makeStream(of elementType: Element.Type = Element.self, bufferingPolicy limit: AsyncStream<Element>.Continuation.BufferingPolicy = .unbounded) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
        let stream = AsyncStream(elementType) { _ in }
        return (stream, Continuation(_buffer: stream._buffer))
    }
}
extension AsyncStream.Continuation where Element == Void {
    /// `continuation.yield()`: a stream of events that carry nothing.
    @discardableResult
    public func yield() -> AsyncStream<Element>.Continuation.YieldResult { yield(()) }
}
/// A stream whose iteration may throw: the error it finished with comes after its values.
public struct AsyncThrowingStream<Element, Failure: Error>: AsyncSequence {
    public struct Continuation {
        let _buffer: _StreamBuffer<Element>
        public enum YieldResult {
            case enqueued(remaining: Int)
            case dropped(Element)
            case terminated
        }
        public enum BufferingPolicy {
            case unbounded
            case bufferingOldest(Int)
            case bufferingNewest(Int)
        }
        public enum Termination {
            case finished(Failure?)
            case cancelled
        }
        @discardableResult
        public func yield(_ value: Element) -> AsyncThrowingStream<Element, Failure>.Continuation.YieldResult {
            _buffer.yield(value) ? .enqueued(remaining: Int.max) : .terminated
        }
        @discardableResult
        public func yield(with result: Result<Element, Failure>) -> AsyncThrowingStream<Element, Failure>.Continuation.YieldResult {
            switch result {
            case .success(let value): return yield(value)
            case .failure(let error):
                finish(throwing: error)
                return .terminated
            }
        }
        public func finish(throwing error: Failure? = nil) { _buffer.finish(error) }
        /// Called once the stream finishes.
        public var onTermination: ((AsyncThrowingStream<Element, Failure>.Continuation.Termination) -> Void)? {
            get { nil }
            nonmutating set {
                guard let newValue else { return _buffer.onTermination = nil }
                let buffer = _buffer
                _buffer.onTermination = { _ in newValue(.finished(buffer.failure as? Failure)) }
            }
        }
    }
    public struct Iterator: AsyncIteratorProtocol {
        let _buffer: _StreamBuffer<Element>
        public mutating func next() async throws -> Element? { try _buffer.next() }
    }
    let _buffer: _StreamBuffer<Element>
    public init(_ elementType: Element.Type = Element.self, bufferingPolicy limit: AsyncThrowingStream<Element, Failure>.Continuation.BufferingPolicy = .unbounded, _ build: (AsyncThrowingStream<Element, Failure>.Continuation) -> Void) where Failure == Error {
        _buffer = _StreamBuffer()
        build(Continuation(_buffer: _buffer))
    }
    /// Made by calling `produce` until it gives nil or throws (at most 10 000 values here).
    public init(unfolding produce: @escaping () async throws -> Element?) where Failure == Error {
        _buffer = _StreamBuffer()
        _buffer.unfold(produce)
    }
    public func makeAsyncIterator() -> AsyncThrowingStream<Element, Failure>.Iterator { Iterator(_buffer: _buffer) }
    public static func makeStream(of elementType: Element.Type = Element.self, throwing failureType: Failure.Type = Failure.self, bufferingPolicy limit: AsyncThrowingStream<Element, Failure>.Continuation.BufferingPolicy = .unbounded) -> (stream: AsyncThrowingStream<Element, Failure>, continuation: AsyncThrowingStream<Element, Failure>.Continuation) where Failure == Error {
        let stream = AsyncThrowingStream(elementType) { _ in }
        return (stream, Continuation(_buffer: stream._buffer))
    }
}
"""#
}
