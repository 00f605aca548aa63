extension Profile {
    /// Foundation's `NumberFormatter` with its common styles and digit limits, and `NSNumber`,
    /// writing en_US as Foundation does ("1,234.568", "25%", "$1,234.50"); `ByteCountFormatter`;
    /// `Formatter`, the class they and the date formatters share (a text field takes one).
    static let foundationNumberFormatterSource = #"""
/// A number boxed as an object, as Foundation's formatters take one; a literal makes one
/// (`let width: NSNumber = 42`).
open class NSNumber: NSObject, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    public required convenience init(integerLiteral value: Int) { self.init(value: value) }
    public required convenience init(floatLiteral value: Double) { self.init(value: value) }
    public required convenience init(booleanLiteral value: Bool) { self.init(value: value) }
    let _value: Double
    let _isInteger: Bool
    public init(value: Int) { _value = Double(value); _isInteger = true }
    public init(value: Double) { _value = value; _isInteger = false }
    public init(value: Float) { _value = Double(value); _isInteger = false }
    public init(value: Bool) { _value = value ? 1 : 0; _isInteger = true }
    public var doubleValue: Double { _value }
    public var floatValue: Float { Float(_value) }
    public var intValue: Int { Int(_value) }
    public var boolValue: Bool { _value != 0 }
    public var stringValue: String { _isInteger ? "\(Int(_value))" : "\(_value)" }
    open override var description: String { stringValue }
}

/// The base of Foundation's formatters: `string(for:)` writes a value of the formatter's
/// kind, and nil for any other.
open class Formatter: NSObject {
    public override init() {}
    open func string(for obj: Any?) -> String? { nil }
    open func editingString(for obj: Any) -> String? { string(for: obj) }
}

/// Writes numbers in a style (decimal, percent, currency) with limits on their fraction digits.
open class NumberFormatter: Formatter {
    public enum Style: Hashable {
        case none, decimal, currency, percent
    }
    /// Setting a style sets the fraction digits that style writes, as Foundation does.
    public var numberStyle: NumberFormatter.Style = .none {
        didSet {
            switch numberStyle {
            case .none, .percent: _setDigits(0, 0)
            case .decimal: _setDigits(0, 3)
            case .currency: _setDigits(2, 2)
            }
            usesGroupingSeparator = numberStyle != .none
        }
    }
    var _minimumFractionDigits = 0
    var _maximumFractionDigits = 0
    public var minimumFractionDigits: Int {
        get { _minimumFractionDigits }
        set {
            _minimumFractionDigits = newValue
            if _maximumFractionDigits < newValue { _maximumFractionDigits = newValue }
        }
    }
    public var maximumFractionDigits: Int {
        get { _maximumFractionDigits }
        set {
            _maximumFractionDigits = newValue
            if _minimumFractionDigits > newValue { _minimumFractionDigits = newValue }
        }
    }
    public var usesGroupingSeparator: Bool = false
    public var currencyCode: String! = "USD"
    /// Kept, not used: the playground writes en_US.
    public var locale: Locale! = Locale.current
    public var minimum: NSNumber?
    public var maximum: NSNumber?
    public override init() {}

    func _setDigits(_ minimum: Int, _ maximum: Int) {
        _minimumFractionDigits = minimum
        _maximumFractionDigits = maximum
    }

    /// A number in a style, as a new formatter of that style writes it.
    open class func localizedString(from num: NSNumber, number nstyle: NumberFormatter.Style) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = nstyle
        return formatter.string(from: num) ?? ""
    }

    public func string(from number: NSNumber) -> String? {
        let value = numberStyle == .percent ? number.doubleValue * 100 : number.doubleValue
        let magnitude = value < 0 ? -value : value
        let digits = _fractionText(magnitude, minimum: minimumFractionDigits, maximum: maximumFractionDigits)
        let grouped = usesGroupingSeparator ? _groupedNumber(digits) : digits
        let sign = value < 0 ? "-" : ""
        switch numberStyle {
        case .percent: return sign + grouped + "%"
        case .currency: return sign + (currencyCode == "USD" ? "$" : currencyCode + "\u{00A0}") + grouped
        default: return sign + grouped
        }
    }
    open override func string(for object: Any?) -> String? {
        if let number = object as? NSNumber { return string(from: number) }
        if let number = object as? Int { return string(from: NSNumber(value: number)) }
        if let number = object as? Double { return string(from: NSNumber(value: number)) }
        return nil
    }
    /// The number a string spells (digits, a sign, a point, grouping commas), or nil.
    public func number(from string: String) -> NSNumber? {
        var text = string.replacingOccurrences(of: ",", with: "")
        if numberStyle == .percent, text.hasSuffix("%") { text = String(text.dropLast()) }
        if numberStyle == .currency, text.hasPrefix("$") { text = String(text.dropFirst()) }
        if let whole = Int(text) { return NSNumber(value: numberStyle == .percent ? Double(whole) / 100 : Double(whole)) }
        guard let value = Double(text) else { return nil }
        return NSNumber(value: numberStyle == .percent ? value / 100 : value)
    }
}

/// Writes a count of bytes as a file or memory size: "123 bytes", "2 KB", "1.2 MB", "1.23 GB".
open class ByteCountFormatter: Formatter {
    public enum CountStyle: Hashable {
        case file, memory, decimal, binary
    }
    public var countStyle: ByteCountFormatter.CountStyle = .file
    public override init() {}
    open override func string(for obj: Any?) -> String? {
        if let count = obj as? Int64 { return string(fromByteCount: count) }
        if let count = obj as? Int { return string(fromByteCount: Int64(count)) }
        if let number = obj as? NSNumber { return string(fromByteCount: Int64(number.intValue)) }
        return nil
    }
    public func string(fromByteCount byteCount: Int64) -> String {
        ByteCountFormatter.string(fromByteCount: byteCount, countStyle: countStyle)
    }
    /// Kilobytes without a fraction, megabytes with one digit at most, larger units with two;
    /// a file's units are 1,000 bytes, memory's 1,024.
    public static func string(fromByteCount byteCount: Int64, countStyle: ByteCountFormatter.CountStyle) -> String {
        if byteCount == 0 { return "Zero KB" }
        let base: Double = countStyle == .memory || countStyle == .binary ? 1024 : 1000
        let magnitude = Double(byteCount < 0 ? -byteCount : byteCount)
        let sign = byteCount < 0 ? "-" : ""
        if magnitude < base { return sign + _groupedNumber("\(Int(magnitude))") + (magnitude == 1 ? " byte" : " bytes") }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var value = magnitude / base
        var index = 0
        while value >= base && index < units.count - 1 {
            value /= base
            index += 1
        }
        let digits = index == 0 ? 0 : index == 1 ? 1 : 2
        return sign + _groupedNumber(_fractionText(value, minimum: 0, maximum: digits)) + " " + units[index]
    }
}
"""#
}
