// Dictionaries merged with a combining closure, Foundation's string comparisons in the en_US
// locale, and generic floating-point code with literals and comparisons, for Double and Float.
extension BinaryFloatingPoint {
    func eased() -> Self {
        assert(self.isFinite && !self.isNaN && !self.isInfinite)
        let t = min(max(self, 0), 1)
        return t * t * (3.0 - 2.0 * t)
    }
}
func run() {
    var counts = ["a": 1, "b": 2]
    counts.merge(["b": 10, "c": 3]) { $0 + $1 }
    let kept = counts.merging(["a": 100]) { current, _ in current }
    print(counts["a"]!, counts["b"]!, counts["c"]!, kept["a"]!, kept.count)
    counts.merge([("d", 4), ("a", 5)]) { _, new in new }
    print(counts["a"]!, counts["d"]!)
    let fruit = ["banana", "Apple", "cherry", "apple"]
    print(fruit.sorted { $0.localizedCompare($1) == .orderedAscending })
    print("apple".compare("Banana").rawValue, "apple".caseInsensitiveCompare("APPLE").rawValue, "a".localizedCompare("b").rawValue)
    print("Hello World".localizedCaseInsensitiveContains("WORLD"), "Hello".localizedStandardContains("xyz"))
    print(0.25.eased(), Float(0.5).eased(), Float(-2).eased(), Float(0.1).eased(), Double.pi.isZero, 0.0.isZero)
}
