extension Profile {
    /// Foundation's number format styles beyond `.number`: `.percent`, `.currency(code:)`,
    /// `.number.precision(.fractionLength(2))`, and `ParseableFormatStyle`, which a text field
    /// editing a number takes (`TextField("Amount", value: $amount, format: .currency(code: "USD"))`).
    ///
    /// The output is en_US's, as swift-foundation writes it: "$1,234.50", "25%", "3.14".
    static let foundationNumberStylesSource = #"""
/// A format style that can also read its output back (the playground never parses).
public protocol ParseableFormatStyle: FormatStyle {}

extension IntegerFormatStyle: ParseableFormatStyle {}
extension FloatingPointFormatStyle: ParseableFormatStyle {}

/// How many fraction digits a number is written with.
public struct NumberFormatStyleConfiguration {
    public struct Precision: Hashable {
        let minimumFractionDigits: Int
        let maximumFractionDigits: Int
        public static func fractionLength(_ length: Int) -> Precision {
            Precision(minimumFractionDigits: length, maximumFractionDigits: length)
        }
        public static func fractionLength(_ limits: ClosedRange<Int>) -> Precision {
            Precision(minimumFractionDigits: limits.lowerBound, maximumFractionDigits: limits.upperBound)
        }
    }
}

/// `value` with `minimum`…`maximum` fraction digits, rounded half to even.
public func _fractionText(_ value: Double, minimum: Int, maximum: Int) -> String {
    var text = _decimalText(value, fractionDigits: maximum)
    guard minimum > 0 else { return text }
    var digits = 0
    var seenDot = false
    for character in text.map({ $0 }) {
        if seenDot { digits += 1 } else if character == "." { seenDot = true }
    }
    if !seenDot { text += "." }
    while digits < minimum {
        text += "0"
        digits += 1
    }
    return text
}

extension FloatingPointFormatStyle {
    /// A fraction written as a percentage: 0.256 is "25.6%".
    public struct Percent: ParseableFormatStyle {
        public typealias FormatInput = Value
        public typealias FormatOutput = String
        public init() {}
        public func format(_ value: Value) -> String { FloatingPointFormatStyle<Double>().format(Double(value) * 100) + "%" }
    }
    /// An amount of money in the currency `code` names: "$1,234.50".
    public struct Currency: ParseableFormatStyle {
        public typealias FormatInput = Value
        public typealias FormatOutput = String
        public var code: String
        public init(code: String) { self.code = code }
        public func format(_ value: Value) -> String { _currencyText(Double(value), code: code) }
    }
}

extension IntegerFormatStyle {
    /// A whole number of percent: 20 is "20%".
    public struct Percent: ParseableFormatStyle {
        public typealias FormatInput = Value
        public typealias FormatOutput = String
        public init() {}
        public func format(_ value: Value) -> String { _groupedNumber("\(value)") + "%" }
    }
    public struct Currency: ParseableFormatStyle {
        public typealias FormatInput = Value
        public typealias FormatOutput = String
        public var code: String
        public init(code: String) { self.code = code }
        public func format(_ value: Value) -> String { _currencyText(Double(Int(value)), code: code) }
    }
}

/// en_US's currency text: the symbol of USD, EUR, GBP or JPY before the amount (JPY without
/// fraction digits), another code before it with a no-break space; a minus sign first.
public func _currencyText(_ value: Double, code: String) -> String {
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
    let digits = code == "JPY" ? 0 : 2
    let magnitude = value < 0 ? -value : value
    let amount = _groupedNumber(_fractionText(magnitude, minimum: digits, maximum: digits))
    let symbol = symbols[code] ?? code + "\u{00A0}"
    return (value < 0 ? "-" : "") + symbol + amount
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
    public static var percent: FloatingPointFormatStyle<Double>.Percent { FloatingPointFormatStyle<Double>.Percent() }
}
extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
    public static var percent: IntegerFormatStyle<Int>.Percent { IntegerFormatStyle<Int>.Percent() }
}
extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    public static func currency(code: String) -> FloatingPointFormatStyle<Double>.Currency { FloatingPointFormatStyle<Double>.Currency(code: code) }
}
extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
    public static func currency(code: String) -> IntegerFormatStyle<Int>.Currency { IntegerFormatStyle<Int>.Currency(code: code) }
}

extension Locale {
    /// A currency by its ISO code.
    public struct Currency: Hashable {
        public var identifier: String
        public init(_ identifier: String) { self.identifier = identifier }
    }
    /// The session's locale is en_US: US dollars.
    public var currency: Locale.Currency? { identifier == "en_US" ? Locale.Currency("USD") : nil }
}
"""#
}
