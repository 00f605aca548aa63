// UInt64 values past Int.max: literals, max, shifts, division, wrapping arithmetic, conversion
// from and to Double and String, sorting and comparing.
func run() {
    let big: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
    print(big, UInt64.max, big == UInt64.max, UInt.max)
    let half = UInt64(1) << 63
    print(half, half > UInt64(Int.max), half / 3, half % 1000, half >> 60, half ^ 1)
    let d = UInt64(0.75 * 0x1.0p64)
    print(d, Double(d), d &+ half, d &* 3, 0 &- d)
    print(UInt64("18446744073709551615") ?? 0, UInt64("18446744073709551616") ?? 0)
    let values: [UInt64] = [half, 3, big, 7]
    print(values.sorted(), values.max() ?? 0, values.contains(big))
    print("\(big)", String(big), big.description)
    var x: UInt64 = 10
    x &+= big
    print(x, x < half)
}
