// Foundation's `NumberFormatter` (styles, fraction digits, grouping, parsing), `NSNumber`, and
// `ByteCountFormatter` as view files write prices, scores and file sizes.

// MARK: - number_formatter_in_a_view
// expect: VStack<TupleView<(Text, Text, Text)>>
let price: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    formatter.currencyCode = "USD"
    formatter.locale = Locale(identifier: "en_US")
    return formatter
}()
let style: NumberFormatter.Style = .decimal
let scores: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = style
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 2
    formatter.usesGroupingSeparator = true
    formatter.minimum = NSNumber(value: 0)
    formatter.maximum = NSNumber(value: 100)
    return formatter
}()
let parsed: NSNumber? = scores.number(from: "12.5")
VStack {
    Text(price.string(from: NSNumber(value: 1234.5)) ?? "")
    Text(scores.string(for: 3.14159) ?? "")
    Text("\(parsed?.doubleValue ?? 0) \(NSNumber(value: 3).intValue) \(NSNumber(value: true).boolValue) \(NSNumber(value: Float(2.5)).floatValue) \(NSNumber(value: 7).stringValue)")
}

// MARK: - byte_count_formatter
// expect: HStack<TupleView<(Text, Text)>>
let sizes: ByteCountFormatter = {
    let formatter = ByteCountFormatter()
    formatter.countStyle = .memory
    return formatter
}()
let countStyle: ByteCountFormatter.CountStyle = .file
HStack {
    Text(sizes.string(fromByteCount: 1_500_000))
    Text(ByteCountFormatter.string(fromByteCount: 1_234_567, countStyle: countStyle))
}
