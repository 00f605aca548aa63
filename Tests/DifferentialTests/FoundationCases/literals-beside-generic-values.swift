// A number literal on the left of an operator takes the generic value's type on its right
// (`2 - x` in `extension BinaryFloatingPoint`), also where nothing says what the result is.
extension BinaryFloatingPoint {
    func easeInOut(clamped: Bool = true) -> Self {
        let timing = clamped ? min(max(self, 0), 1) : self
        return timing * timing * (3.0 - 2.0 * timing)
    }
    func symmetricEaseInOut(clamped: Bool = true) -> Self {
        let timing = clamped ? min(max(self, 0), 1) : self
        if timing <= 0.5 {
            return (timing * 2).easeInOut(clamped: clamped)
        } else {
            return (2 - (timing * 2)).easeInOut(clamped: clamped)
        }
    }
}
func run() {
    print(0.25.symmetricEaseInOut())
    print(Float(0.75).symmetricEaseInOut())
    print(0.6.easeInOut(), 2.0.easeInOut(clamped: false))
}
