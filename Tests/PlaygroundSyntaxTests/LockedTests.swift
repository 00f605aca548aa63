import Dispatch
import PlaygroundSyntax
import Testing

/// `Locked`, the pthread-mutex lock the process-wide caches share between threads.
struct LockedTests {
    @Test func additionsFromManyThreadsAreAllCounted() {
        let total = Locked(0)
        let seen = Locked<[Int: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<10_000 {
                total.withLock { $0 += 1 }
                seen.withLock { $0[thread, default: 0] += 1 }
            }
        }
        #expect(total.withLock { $0 } == 80_000)
        #expect(seen.withLock { $0 } == Dictionary(uniqueKeysWithValues: (0..<8).map { ($0, 10_000) }))
    }

    @Test func theBodysResultAndErrorsComeBack() {
        struct Refused: Error {}
        let names = Locked(["a"])
        let count = names.withLock { names in
            names.append("b")
            return names.count
        }
        #expect(count == 2)
        #expect(throws: Refused.self) { try names.withLock { _ in throw Refused() } }
        #expect(names.withLock { $0 } == ["a", "b"])
    }
}
