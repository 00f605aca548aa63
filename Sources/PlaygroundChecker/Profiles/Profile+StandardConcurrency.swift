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
"""#
}
