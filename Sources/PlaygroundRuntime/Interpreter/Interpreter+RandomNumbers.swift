/// The playground's sources of random numbers: the session's generator, which stands for the
/// system's (seeded, so every run draws the same numbers), and the C library's `drand48`.
extension Interpreter {
    /// The next number of the session's generator (SplitMix64).
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// `srand48(seed)`: the state's high 32 bits are the seed's low 32, its low 16 `0x330E`.
    func seedRand48(_ seed: Int) {
        rand48State = UInt64(UInt32(truncatingIfNeeded: seed)) << 16 | 0x330E
    }

    /// `drand48()`: the next state of the 48-bit linear congruential generator (multiplier
    /// `0x5DEECE66D`, increment 11), over 2⁴⁸: exactly the C library's.
    func drand48() -> Double {
        rand48State = (0x5_DEEC_E66D &* rand48State &+ 0xB) & 0xFFFF_FFFF_FFFF
        return Double(rand48State) / 0x1p48
    }
}
