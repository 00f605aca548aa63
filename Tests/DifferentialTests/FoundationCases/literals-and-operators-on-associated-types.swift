// A literal and an arithmetic operator on a protocol extension's associated type, as real
// helpers write them: `reduce(0, +)` in `extension Collection where Element: Numeric`, `/` on a
// `BinaryFloatingPoint` element, `<` named as a value for a generic `Comparable`, a generic number
// made from another (`Element(count)`, `T(value)`), `.zero` of a generic `AdditiveArithmetic`.
extension Collection where Element: Numeric {
    var total: Element { reduce(0, +) }
    func scaled(by factor: Element) -> [Element] { map { $0 * factor } }
}
extension Collection where Element: BinaryInteger {
    var average: Double { isEmpty ? 0 : Double(total) / Double(count) }
}
extension Collection where Element: BinaryFloatingPoint {
    var mean: Element { isEmpty ? 0 : total / Element(count) }
    var halves: [Element] { map { $0 / 2 + 0.5 } }
}
func smallestFirst<T: Comparable>(_ values: [T]) -> [T] { values.sorted(by: <) }
func sum<T: Numeric>(_ values: [T]) -> T { values.reduce(0, +) }
func total<T: AdditiveArithmetic>(_ values: [T]) -> T { values.reduce(.zero, +) }
func half<T: BinaryFloatingPoint>(of count: Int) -> T { T(count) / 2 }
func whole<T: BinaryInteger>(_ value: Double) -> T { T(value) }
func run() {
    let counts = [3, 1, 4, 1, 5]
    print(counts.total, counts.average, counts.scaled(by: 2))
    let weights: [Double] = [1.5, 2.5, 4.0]
    print(weights.total, weights.mean, weights.halves)
    print(([] as [Int]).average, ([] as [Double]).mean)
    print(smallestFirst(counts), smallestFirst(["pear", "apple"]))
    print(sum(counts), sum(weights), total(counts), total(weights), total([] as [Double]))
    let h: Double = half(of: 5)
    let w: Int = whole(7.9)
    print(h, w, half(of: 3) as Float)
}
