import PlaygroundSyntax
import SwiftSyntax

/// The run-time side of `Limits`: values that would grow past a cap, integer traps, nesting
/// that does not go through a call (a computed property that reads itself), and the clock.
extension Interpreter {
    /// A string value, or the limit's error when it is longer than `Limits.stringLength`.
    func checkedString(_ s: String, at node: Syntax?) throws(RuntimeError) -> Value {
        guard s.utf8.count <= Limits.stringLength else { throw Self.stringTooLong(at: node) }
        return .string(s)
    }

    /// `a + b` for strings, checked before the result is made.
    func concatenated(_ a: String, _ b: String, at node: Syntax?) throws(RuntimeError) -> Value {
        guard a.utf8.count + b.utf8.count <= Limits.stringLength else { throw Self.stringTooLong(at: node) }
        return .string(a + b)
    }

    static func stringTooLong(at node: Syntax?) -> RuntimeError {
        RuntimeError("string would be longer than \(Limits.stringLength) characters, the playground's limit", at: node)
    }

    /// Checks that an array of `count` elements may be made.
    func checkArrayCount(_ count: Int, at node: Syntax?) throws(RuntimeError) {
        guard count <= Limits.arrayCount else {
            throw RuntimeError("array would have more than \(Limits.arrayCount) elements, the playground's limit", at: node)
        }
    }

    /// The number of elements of `lo..<hi` (or `lo...hi`), or Swift's trap when it does not fit in an `Int`.
    static func count(ofRange lo: Int, _ hi: Int, closed: Bool, at node: Syntax?) throws(RuntimeError) -> Int {
        let (span, overflow) = hi.subtractingReportingOverflow(lo)
        let (count, closedOverflow) = closed ? span.addingReportingOverflow(1) : (span, false)
        if overflow || closedOverflow { throw RuntimeError("Fatal error: arithmetic overflow", at: node) }
        return max(0, count)
    }

    /// The elements of a range of `Int`, within the array limit.
    func rangeElements(_ lo: Int, _ hi: Int, closed: Bool, at node: Syntax?) throws(RuntimeError) -> [Value] {
        let count = try Self.count(ofRange: lo, hi, closed: closed, at: node)
        try checkArrayCount(count, at: node)
        return (0..<count).map { .int(lo + $0) }
    }

    /// `-n` and `abs(n)` on `Int`: `Int.min` has no positive counterpart, so Swift traps.
    static func negated(_ n: Int, at node: Syntax?) throws(RuntimeError) -> Int {
        let (result, overflow) = 0.subtractingReportingOverflow(n)
        if overflow { throw RuntimeError("Fatal error: arithmetic overflow", at: node) }
        return result
    }

    /// Runs a getter (or any evaluation that does not go through `invoke`) one level deeper,
    /// so a computed property that reads itself stops at the call-depth limit, not the stack's end.
    func nested<T>(at node: Syntax?, _ body: () throws(RuntimeError) -> T) throws(RuntimeError) -> T {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maximumCallDepth {
            throw RuntimeError("too many nested calls (over \(Self.maximumCallDepth)); does a property read itself?", at: node)
        }
        try tick(node)
        return try body()
    }

    /// Whether the entry has run past `Limits.entrySeconds` (checked every 1,024 steps).
    var isPastDeadline: Bool {
        guard let deadline else { return false }
        return ContinuousClock.now > deadline
    }

    /// Starts the wall-clock limit for one entry (the session calls it before checking).
    public func startClock() {
        deadline = ContinuousClock.now + entryTimeLimit
    }

    static func outOfTime(at node: Syntax?) -> RuntimeError {
        RuntimeError("evaluation stopped after \(Limits.entrySeconds) seconds; is there an infinite loop?", at: node)
    }
}
