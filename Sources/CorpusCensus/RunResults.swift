import Foundation

/// The shared cursor and result slots of `runAll`'s workers.
final class RunResults: @unchecked Sendable {
    private let lock = NSLock()
    private var cursor = 0
    private var slots: [PlaygroundRun?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func next() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard cursor < slots.count else { return nil }
        cursor += 1
        return cursor - 1
    }

    func store(_ run: PlaygroundRun, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = run
    }

    func all() -> [PlaygroundRun] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
