// NumberFormatter's styles and fraction-digit limits, NSNumber, and ByteCountFormatter's file and memory
// sizes, as Foundation writes them in en_US.
func formatter(_ style: NumberFormatter.Style, minimum: Int? = nil, maximum: Int? = nil) -> NumberFormatter {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = style
    if let minimum { formatter.minimumFractionDigits = minimum }
    if let maximum { formatter.maximumFractionDigits = maximum }
    return formatter
}
func run() {
    let values: [Double] = [0, 3.14159, 1234.5678, -42.5, 1_000_000, 0.256, 2.5, 3.5, -0.4]
    for style in [NumberFormatter.Style.none, .decimal, .percent, .currency] {
        let made = formatter(style)
        print(values.map { made.string(from: NSNumber(value: $0)) ?? "nil" })
    }
    let two = formatter(.decimal, minimum: 2)
    print(values.map { two.string(from: NSNumber(value: $0)) ?? "nil" })
    let upToOne = formatter(.decimal, maximum: 1)
    print(values.map { upToOne.string(from: NSNumber(value: $0)) ?? "nil" })
    let plain = formatter(.decimal)
    plain.usesGroupingSeparator = false
    print(plain.string(from: NSNumber(value: 12345.67)) ?? "nil", plain.string(for: 9876) ?? "nil", plain.string(from: NSNumber(value: 7)) ?? "nil")
    let number = NSNumber(value: 12)
    print(number.intValue, number.doubleValue, number.stringValue, NSNumber(value: 2.5).stringValue, number.boolValue)
    print(formatter(.decimal).number(from: "1234.5")?.doubleValue ?? -1, formatter(.decimal).number(from: "abc") == nil)
    byteCounts()
}
func byteCounts() {
    let counts: [Int64] = [0, 1, 123, 999, 1000, 1023, 1024, 1500, 2500, 3500, 999_999, 1_000_000, 1_234_567, 1_250_000, 12_345_678, 999_950_000, 1_000_000_000, 1_234_567_890, 5_000_000_000_000, -1500, -1]
    for count in counts {
        print(count, ByteCountFormatter.string(fromByteCount: count, countStyle: .file), "|", ByteCountFormatter.string(fromByteCount: count, countStyle: .memory), "|", ByteCountFormatter().string(fromByteCount: count))
    }
}
