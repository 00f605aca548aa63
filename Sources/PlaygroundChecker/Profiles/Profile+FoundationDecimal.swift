extension Profile {
    /// Foundation's `Decimal`, a base-10 number of up to 38 digits. A value holds Foundation's
    /// text of it; the arithmetic is Foundation's own (`_decimal(_:_:_:)` and the other natives in
    /// `Interpreter+DecimalNatives.swift`), so `let d: Decimal = 4.78` is 4.780000000000001024
    /// here as in Swift: a float literal goes through `Double`.
    static let foundationDecimalSource = #"""
// MARK: Decimal

public struct Decimal: Hashable, Comparable, SignedNumeric, ExpressibleByFloatLiteral, CustomStringConvertible {
    /// Foundation's description of the value ("4.780000000000001024", "NaN").
    var _text: String
    init(_text: String) { self._text = _text }
    public init() { self._text = "0" }
    public init(_ value: Int) { self._text = value.description }
    public init(_ value: Double) { self._text = _decimalOfDouble(value) }
    public init(integerLiteral value: Int) { self._text = value.description }
    public init?<T: BinaryInteger>(exactly source: T) { self._text = String(describing: source) }
    public typealias Magnitude = Decimal
    public init(floatLiteral value: Double) { self._text = _decimalOfDouble(value) }
    public init?(string: String, locale: Locale? = nil) {
        guard let text = _decimalParse(string) else { return nil }
        self._text = text
    }
    public static var zero: Decimal { Decimal() }
    public static var pi: Decimal { Decimal(_text: "3.14159265358979323846264338327950288419") }
    public static var nan: Decimal { Decimal(_text: "NaN") }
    public var description: String { _text }
    public var isZero: Bool { _text == "0" }
    public var isNaN: Bool { _text == "NaN" }
    public var isFinite: Bool { _text != "NaN" }
    public var magnitude: Decimal { _text.hasPrefix("-") ? Decimal(_text: String(_text.dropFirst())) : self }
    public static func + (lhs: Decimal, rhs: Decimal) -> Decimal { Decimal(_text: _decimal(lhs._text, "+", rhs._text)) }
    public static func - (lhs: Decimal, rhs: Decimal) -> Decimal { Decimal(_text: _decimal(lhs._text, "-", rhs._text)) }
    public static func * (lhs: Decimal, rhs: Decimal) -> Decimal { Decimal(_text: _decimal(lhs._text, "*", rhs._text)) }
    public static func / (lhs: Decimal, rhs: Decimal) -> Decimal { Decimal(_text: _decimal(lhs._text, "/", rhs._text)) }
    public static prefix func - (operand: Decimal) -> Decimal { Decimal(_text: _decimal("0", "-", operand._text)) }
    public static func += (lhs: inout Decimal, rhs: Decimal) { lhs = lhs + rhs }
    public static func -= (lhs: inout Decimal, rhs: Decimal) { lhs = lhs - rhs }
    public static func *= (lhs: inout Decimal, rhs: Decimal) { lhs = lhs * rhs }
    public static func /= (lhs: inout Decimal, rhs: Decimal) { lhs = lhs / rhs }
    public static func < (lhs: Decimal, rhs: Decimal) -> Bool { _decimal(lhs._text, "<", rhs._text) == "true" }
    public static func == (lhs: Decimal, rhs: Decimal) -> Bool { _decimal(lhs._text, "==", rhs._text) == "true" }
}
"""#
}
