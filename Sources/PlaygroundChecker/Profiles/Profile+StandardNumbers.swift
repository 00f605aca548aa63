extension Profile {
    /// The standard library's number types, declared for the checker (swiftc has the real ones);
    /// their arithmetic is the playground's own (`NumericType`), their members without a body native.
    static let standardNumbersSource = #"""
public struct Int: Hashable, Comparable, SignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Int is wanted).
    public static var zero: Int { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init(_ value: Double)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?<S: StringProtocol>(_ text: S, radix: Int = 10)
    public init?(_ description: String)
    /// The source's low 64 bits (`Int(truncatingIfNeeded: someUInt64)`).
    public init<Source: BinaryInteger>(truncatingIfNeeded source: Source)
    /// The same 64 bits read as signed (`Int(bitPattern: UInt.max)` is -1).
    public init(bitPattern x: UInt)
    public var description: String { get }
    public static var max: Int { get }
    public static var min: Int { get }
    /// From the session's seeded generator: the same numbers in every run.
    public static func random(in range: Range<Int>) -> Int
    public static func random(in range: ClosedRange<Int>) -> Int
}
/// What generic floating-point code asks of a value (`extension BinaryFloatingPoint { … self.isFinite … }`).
public protocol FloatingPoint: Strideable, SignedNumeric, Hashable {
    var isNaN: Bool { get }
    var isFinite: Bool { get }
    var isInfinite: Bool { get }
    var isZero: Bool { get }
    static var pi: Self { get }
    static var infinity: Self { get }
    static var ulpOfOne: Self { get }
    func rounded() -> Self
    func squareRoot() -> Self
    func truncatingRemainder(dividingBy other: Self) -> Self
}
public struct Double: Hashable, Comparable, BinaryFloatingPoint, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Double is wanted).
    public static var zero: Double { 0 }
    public typealias Stride = Double
    public init()
    public init(_ value: Int)
    public init(_ value: Double)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?<S: StringProtocol>(_ text: S)
    public var description: String { get }
    public static var infinity: Double { get }
    public static var nan: Double { get }
    public static var greatestFiniteMagnitude: Double { get }
    public static var leastNonzeroMagnitude: Double { get }
    public static var ulpOfOne: Double { get }
    public static var pi: Double { get }
    public func rounded() -> Double
    public func rounded(_ rule: FloatingPointRoundingRule) -> Double {
        switch rule {
        case .toNearestOrAwayFromZero: return rounded()
        case .toNearestOrEven:
            let below = floor(self)
            guard self - below == 0.5 else { return rounded() }
            return below.truncatingRemainder(dividingBy: 2) == 0 ? below : below + 1
        case .up: return ceil(self)
        case .down: return floor(self)
        case .towardZero: return self < 0 ? ceil(self) : floor(self)
        case .awayFromZero: return self < 0 ? floor(self) : ceil(self)
        }
    }
    public mutating func round() { self = rounded() }
    public mutating func round(_ rule: FloatingPointRoundingRule) { self = rounded(rule) }
    public func squareRoot() -> Double
    public func truncatingRemainder(dividingBy other: Double) -> Double
    public var isNaN: Bool { get }
    public var isFinite: Bool { get }
    public var isInfinite: Bool { get }
    public var isZero: Bool { get }
    /// From the session's seeded generator: the same numbers in every run.
    public static func random(in range: Range<Double>) -> Double
    public static func random(in range: ClosedRange<Double>) -> Double
}
/// Single precision: computed in the playground as Swift computes it, rounded to 24 bits.
public struct Float: Hashable, Comparable, BinaryFloatingPoint, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Float is wanted).
    public static var zero: Float { 0 }
    public typealias Stride = Float
    public init()
    public init(_ value: Int)
    public init(_ value: Double)
    public init(_ value: Float)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?<S: StringProtocol>(_ text: S)
    public var description: String { get }
    public static var infinity: Float { get }
    public static var nan: Float { get }
    public static var greatestFiniteMagnitude: Float { get }
    public static var leastNonzeroMagnitude: Float { get }
    public static var ulpOfOne: Float { get }
    public static var pi: Float { get }
    public func rounded() -> Float
    /// Rounded as a `Double` (every `Float` and each of its roundings is one exactly).
    public func rounded(_ rule: FloatingPointRoundingRule) -> Float { Float(Double(self).rounded(rule)) }
    public mutating func round() { self = rounded() }
    public mutating func round(_ rule: FloatingPointRoundingRule) { self = rounded(rule) }
    public func squareRoot() -> Float
    public func truncatingRemainder(dividingBy other: Float) -> Float
    public var isNaN: Bool { get }
    public var isFinite: Bool { get }
    public var isInfinite: Bool { get }
    public var isZero: Bool { get }
}
public struct Int8: Hashable, Comparable, SignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Int8 is wanted).
    public static var zero: Int8 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: Int8 { get }
    public static var min: Int8 { get }
}
public struct Int16: Hashable, Comparable, SignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Int16 is wanted).
    public static var zero: Int16 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: Int16 { get }
    public static var min: Int16 { get }
}
public struct Int32: Hashable, Comparable, SignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Int32 is wanted).
    public static var zero: Int32 { 0 }
    public typealias Stride = Int
    public init()
    /// The source's low 32 bits (`Int32(truncatingIfNeeded: 0x1_0000_0001)` is 1).
    public init<Source: BinaryInteger>(truncatingIfNeeded source: Source)
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: Int32 { get }
    public static var min: Int32 { get }
}
public struct Int64: Hashable, Comparable, SignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a Int64 is wanted).
    public static var zero: Int64 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: Int64 { get }
    public static var min: Int64 { get }
}
public struct UInt: Hashable, Comparable, UnsignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a UInt is wanted).
    public static var zero: UInt { 0 }
    public typealias Stride = Int
    public init()
    /// The same 64 bits read as unsigned (`UInt(bitPattern: -1)` is `UInt.max`).
    public init(bitPattern x: Int)
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: UInt { get }
    public static var min: UInt { get }
}
public struct UInt8: Hashable, Comparable, UnsignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a UInt8 is wanted).
    public static var zero: UInt8 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: UInt8 { get }
    public static var min: UInt8 { get }
}
public struct UInt16: Hashable, Comparable, UnsignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a UInt16 is wanted).
    public static var zero: UInt16 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: UInt16 { get }
    public static var min: UInt16 { get }
}
public struct UInt32: Hashable, Comparable, UnsignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a UInt32 is wanted).
    public static var zero: UInt32 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: UInt32 { get }
    public static var min: UInt32 { get }
}
public struct UInt64: Hashable, Comparable, UnsignedInteger, ExpressibleByIntegerLiteral {
    /// `AdditiveArithmetic`'s zero (`.zero` where a UInt64 is wanted).
    public static var zero: UInt64 { 0 }
    public typealias Stride = Int
    public init()
    public init(_ value: Int)
    /// The source's bits as unsigned (`UInt64(truncatingIfNeeded: -1)` is `UInt64.max`).
    public init<Source: BinaryInteger>(truncatingIfNeeded source: Source)
    /// The full 128-bit product, in two halves.
    public func multipliedFullWidth(by other: UInt64) -> (high: UInt64, low: UInt64)
    public init<Source: BinaryInteger>(_ value: Source)
    public init<Source: BinaryFloatingPoint>(_ value: Source)
    public init?(_ description: String)
    public var description: String { get }
    public static var max: UInt64 { get }
    public static var min: UInt64 { get }
}
// The C math library's functions, as Foundation gives them to Swift: a Double overload and a
// Float one (CGFloat is Double here); `sqrt`, `floor`, `ceil` and `round` are the standard
// library's generic ones.
public func sin(_ x: Double) -> Double
public func sin(_ x: Float) -> Float
public func cos(_ x: Double) -> Double
public func cos(_ x: Float) -> Float
public func tan(_ x: Double) -> Double
public func tan(_ x: Float) -> Float
public func asin(_ x: Double) -> Double
public func acos(_ x: Double) -> Double
public func atan(_ x: Double) -> Double
public func atan2(_ y: Double, _ x: Double) -> Double
public func atan2(_ y: Float, _ x: Float) -> Float
public func exp(_ x: Double) -> Double
public func log(_ x: Double) -> Double
public func log10(_ x: Double) -> Double
public func log2(_ x: Double) -> Double
public func pow(_ x: Double, _ y: Double) -> Double
public func pow(_ x: Float, _ y: Float) -> Float
public func hypot(_ x: Double, _ y: Double) -> Double
public func sqrt<T: FloatingPoint>(_ x: T) -> T
public func floor<T: FloatingPoint>(_ x: T) -> T
/// The C library's absolute value of a `Double` (`fabs(-2.5)` is 2.5).
public func fabs(_ x: Double) -> Double { x < 0 ? -x : x }
/// How `rounded(_:)` rounds.
public enum FloatingPointRoundingRule {
    case toNearestOrAwayFromZero, toNearestOrEven, up, down, towardZero, awayFromZero
}
public func ceil<T: FloatingPoint>(_ x: T) -> T
public func round<T: FloatingPoint>(_ x: T) -> T
extension Int8: Codable {}
extension Int16: Codable {}
extension Int32: Codable {}
extension Int64: Codable {}
extension UInt: Codable {}
extension UInt8: Codable {}
extension UInt16: Codable {}
extension UInt32: Codable {}
extension UInt64: Codable {}
extension String {
    /// A string's UTF-8 code units, as `Data(_:)`, `count`, `for` and `Array(_:)` read them.
    public struct UTF8View: Hashable, CustomStringConvertible, _PrintedByDescription, Sequence {
        let _text: String
        /// The code units (a sequence stored as `elements` is iterated by the runtime).
        let elements: [UInt8]
        public func makeIterator() -> IndexingIterator<[UInt8]> { elements.makeIterator() }
        public var count: Int { elements.count }
        public var description: String { _text }
    }
    public var utf8: UTF8View { UTF8View(_text: self, elements: _utf8CodeUnits(self)) }

    /// A string's Unicode scalars (`"é👍".unicodeScalars`), each with its code point.
    public struct UnicodeScalarView: Hashable, CustomStringConvertible, _PrintedByDescription, Sequence {
        let _text: String
        let elements: [Unicode.Scalar]
        public func makeIterator() -> IndexingIterator<[Unicode.Scalar]> { elements.makeIterator() }
        public var count: Int { elements.count }
        public var first: Unicode.Scalar? { elements.first }
        public var last: Unicode.Scalar? { elements.last }
        public var description: String { _text }
    }
    public var unicodeScalars: UnicodeScalarView {
        UnicodeScalarView(_text: self, elements: _unicodeScalarValues(self).map { Unicode.Scalar(_value: UInt32($0)) })
    }
    public init(_ scalar: Unicode.Scalar) { self = _scalarText(Int(scalar.value)) }
}
/// A standard-library type that `print` writes by its `description`, as Swift does.
public protocol _PrintedByDescription: CustomStringConvertible {}
/// Unicode's namespace: its scalars.
/// A one-scalar literal makes the type with `init(unicodeScalarLiteral:)` (`Unicode.Scalar`).
public protocol ExpressibleByUnicodeScalarLiteral {}
public enum Unicode {
    /// One Unicode code point (not a surrogate).
    public struct Scalar: Hashable, Comparable, CustomStringConvertible, _PrintedByDescription, CustomDebugStringConvertible, ExpressibleByUnicodeScalarLiteral {
        public let value: UInt32
        init(_value: UInt32) { value = _value }
        public init(unicodeScalarLiteral value: Unicode.Scalar) { self = value }
        public init(_ v: UInt8) { value = UInt32(v) }
        public init?(_ v: UInt32) {
            guard v < 0xD800 || (v >= 0xE000 && v <= 0x10FFFF) else { return nil }
            value = v
        }
        public init?(_ v: Int) {
            guard v >= 0, v < 0xD800 || (v >= 0xE000 && v <= 0x10FFFF) else { return nil }
            value = UInt32(v)
        }
        public var description: String { _scalarText(Int(value)) }
        public var debugDescription: String { "\"" + _scalarText(Int(value)) + "\"" }
        public var isASCII: Bool { value < 128 }
        public static func < (lhs: Unicode.Scalar, rhs: Unicode.Scalar) -> Bool { lhs.value < rhs.value }
    }
}
extension Character {
    public init(_ scalar: Unicode.Scalar) { self.init(_scalarText(Int(scalar.value))) }
}
extension UInt8 {
    /// The ASCII code of `v` (`UInt8(ascii: "<")`); a scalar beyond ASCII traps, as in Swift.
    public init(ascii v: Unicode.Scalar) {
        precondition(v.value < 128, "Code point value does not fit into ASCII")
        self.init(Int(v.value))
    }
}
/// The code points of a string's scalars, and the text of one (the hooks of `unicodeScalars`).
public func _unicodeScalarValues(_ text: String) -> [Int]
public func _scalarText(_ value: Int) -> String
"""#
}
