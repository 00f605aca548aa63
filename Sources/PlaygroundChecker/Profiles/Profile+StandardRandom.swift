extension Profile {
    /// Random numbers from a generator the program gives (`using: &generator`), drawn by the
    /// standard library's own algorithms (Lemire's `next(upperBound:)`, the floating-point
    /// significand rule, the Fisher–Yates shuffle), so a seeded generator gives the numbers
    /// Swift gives; and the C library's `srand48`/`drand48`, which apps seed generators with.
    /// `next(upperBound:)` takes a `UInt64` (the standard library's is generic over unsigned
    /// integers; the 64-bit ones draw the same numbers).
    static let standardRandomSource = #"""
// MARK: Random numbers

public protocol RandomNumberGenerator {
    mutating func next() -> UInt64
}
extension RandomNumberGenerator {
    public mutating func next(upperBound: UInt64) -> UInt64 {
        precondition(upperBound != 0, "upperBound cannot be zero.")
        var random = next()
        var m = random.multipliedFullWidth(by: upperBound)
        if m.low < upperBound {
            let t = (0 &- upperBound) % upperBound
            while m.low < t {
                random = next()
                m = random.multipliedFullWidth(by: upperBound)
            }
        }
        return m.high
    }
}
/// The system's generator: here the session's seeded one, the same numbers in every run.
public struct SystemRandomNumberGenerator: RandomNumberGenerator {
    public init() {}
    public mutating func next() -> UInt64
}
extension Int {
    public static func random<T: RandomNumberGenerator>(in range: Range<Int>, using generator: inout T) -> Int {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ generator.next(upperBound: delta))
    }
    public static func random<T: RandomNumberGenerator>(in range: ClosedRange<Int>, using generator: inout T) -> Int {
        var delta = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
        if delta == UInt64.max { return Int(truncatingIfNeeded: generator.next()) }
        delta += 1
        return Int(truncatingIfNeeded: UInt64(truncatingIfNeeded: range.lowerBound) &+ generator.next(upperBound: delta))
    }
}
extension Double {
    /// 53 random bits scaled into the range; a value that rounds to the upper bound is drawn again.
    public static func random<T: RandomNumberGenerator>(in range: Range<Double>, using generator: inout T) -> Double {
        precondition(!range.isEmpty, "Can't get random value with an empty range")
        let delta = range.upperBound - range.lowerBound
        precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
        let rand = generator.next() & ((1 << 53) - 1)
        let unitRandom = Double(rand) * (Double.ulpOfOne / 2)
        let randFloat = delta * unitRandom + range.lowerBound
        if randFloat == range.upperBound { return Double.random(in: range, using: &generator) }
        return randFloat
    }
    public static func random<T: RandomNumberGenerator>(in range: ClosedRange<Double>, using generator: inout T) -> Double {
        let delta = range.upperBound - range.lowerBound
        precondition(delta.isFinite, "There is no uniform distribution on an infinite range")
        let maxSignificand: UInt64 = 1 << 53
        let rand = generator.next(upperBound: maxSignificand + 1)
        if rand == maxSignificand { return range.upperBound }
        let unitRandom = Double(rand) * (Double.ulpOfOne / 2)
        return delta * unitRandom + range.lowerBound
    }
}
extension Bool {
    public static func random<T: RandomNumberGenerator>(using generator: inout T) -> Bool {
        (generator.next() >> 17) & 1 == 0
    }
}
extension Array {
    public func randomElement<T: RandomNumberGenerator>(using generator: inout T) -> Element? {
        guard !isEmpty else { return nil }
        return self[Int.random(in: 0..<count, using: &generator)]
    }
    public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
        guard count > 1 else { return }
        var amount = count
        var currentIndex = 0
        while amount > 1 {
            let random = Int.random(in: 0..<amount, using: &generator)
            amount -= 1
            let other = currentIndex + random
            let element = self[currentIndex]
            self[currentIndex] = self[other]
            self[other] = element
            currentIndex += 1
        }
    }
    public func shuffled<T: RandomNumberGenerator>(using generator: inout T) -> [Element] {
        var result = self
        result.shuffle(using: &generator)
        return result
    }
}
/// The C library's 48-bit generator (the same numbers on every platform): `srand48` seeds it
/// with the seed's low 32 bits, `drand48` returns its next state over 2⁴⁸.
public func srand48(_ seed: Int)
public func drand48() -> Double
"""#
}
