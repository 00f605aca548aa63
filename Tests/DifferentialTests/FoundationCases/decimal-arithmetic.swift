// Foundation's Decimal: float literals through Double (4.780000000000001024), Int and Double
// initializers, string parsing, the four operations to 38 digits, comparisons, compound
// assignment, sorting and summing an array, `zero`, `pi`, `magnitude`.
func run() {
    let a: Decimal = 4.78
    let b: Decimal = 3.133
    print(a, b, Decimal(7) * 5.78, Decimal(1) / Decimal(3), Decimal(string: "12.50")!, Decimal(0.1) + Decimal(0.2))
    print(a > b, Decimal(12) == 12, Decimal(2.5).description)
    print(Decimal(10) / 4, Decimal(-3.25), Decimal(100) * Decimal(0.01), Decimal(1e20))
    print(Decimal(5.78) * 7, Decimal(1)/Decimal(7), Decimal(2)/Decimal(3))
    let xs: [Decimal] = [1.5, 2.25, 0.1, 19.99, 4.99, 3.133]
    print(xs, xs.reduce(0, +), xs.max()!, xs.sorted().first!)
    var t: Decimal = 0
    t += 2.5; t *= 3; t -= 1; t /= 4
    print(t, -t, t.isZero, Decimal.zero, Decimal.pi, (a - b).magnitude, Decimal(string: "abc") == nil)
    print(Decimal.nan.isNaN, Decimal(3).isFinite, Decimal.nan.isFinite, Decimal(1.5) - 1.5 == .zero, Decimal(exactly: 42)!, Decimal(exactly: UInt8(7))!)
}
