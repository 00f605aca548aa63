#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures the phases of an entry when `PLAYGROUND_TIMING` is set, for finding where time goes.
struct PhaseTimer {
    private let clock = ContinuousClock()
    private var last: ContinuousClock.Instant
    private var phases: [(String, Duration)] = []
    let enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled
        self.last = clock.now
    }

    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = clock.now
        phases.append((phase, now - last))
        last = now
    }

    /// Records a duration measured elsewhere.
    mutating func add(_ phase: String, _ duration: Duration) {
        if enabled { phases.append((phase, duration)) }
    }

    /// Whether `PLAYGROUND_TIMING` is set.
    static let requested = getenv("PLAYGROUND_TIMING") != nil

    /// Writes the summary to standard error.
    func report() {
        guard enabled else { return }
        let line = "timing: \(summary)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    }

    /// `parse 1.2ms, check 0.4ms, …`
    var summary: String {
        phases.map { name, d in
            let ms = Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
            return "\(name) \((ms * 10).rounded() / 10)ms"
        }.joined(separator: ", ")
    }
}
