// Number literals where an `NSNumber` is wanted (Maccy's settings: `let width: NSNumber = 42`):
// Foundation's integer, float and Boolean literal conformances.
func run() {
    let width: NSNumber = 42
    let ratio: NSNumber = 0.5
    let flag: NSNumber = true
    var optional: NSNumber? = nil
    optional = 7
    print(width.intValue, ratio.doubleValue, flag.boolValue, optional?.intValue ?? -1)
    let numbers: [NSNumber] = [1, 2.5, false]
    print(numbers.map(\.doubleValue))
    print(NumberFormatter.localizedString(from: 1234, number: .decimal))
}
