/// A standard-library number type the playground's arithmetic covers: `Int` and its sized
/// and unsigned kin, `Double` and `Float`.
///
/// Integers of every width are run as `Int` and checked against their type's range after
/// each operation, so they trap where Swift traps. `UInt` and `UInt64` (`isUnsigned64`) run
/// as `UInt`: their range here stops at `Int.max`, and the runtime holds a value past it apart
/// (`Value.uint`).
public struct NumericType: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case integer(ClosedRange<Int>)
        /// `Double`, or `Float` (single precision: 24-bit significands).
        case floatingPoint(singlePrecision: Bool)
    }

    public let name: String
    public let kind: Kind

    public static let all: [NumericType] = [
        NumericType(name: "Int", kind: .integer(Int.min...Int.max)),
        NumericType(name: "Int8", kind: .integer(Int(Int8.min)...Int(Int8.max))),
        NumericType(name: "Int16", kind: .integer(Int(Int16.min)...Int(Int16.max))),
        NumericType(name: "Int32", kind: .integer(Int(Int32.min)...Int(Int32.max))),
        NumericType(name: "Int64", kind: .integer(Int.min...Int.max)),
        NumericType(name: "UInt", kind: .integer(0...Int.max)),
        NumericType(name: "UInt8", kind: .integer(0...Int(UInt8.max))),
        NumericType(name: "UInt16", kind: .integer(0...Int(UInt16.max))),
        NumericType(name: "UInt32", kind: .integer(0...Int(UInt32.max))),
        NumericType(name: "UInt64", kind: .integer(0...Int.max)),
        NumericType(name: "Double", kind: .floatingPoint(singlePrecision: false)),
        NumericType(name: "Float", kind: .floatingPoint(singlePrecision: true)),
    ]

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The number type `type` is, if it is one.
    public init?(_ type: SwiftType) {
        guard case .nominal(let id, []) = type, let found = Self.byName[id.qualifiedName] else { return nil }
        self = found
    }

    /// The number type named `name`, if it is one.
    public init?(named name: String) {
        guard let found = Self.byName[name] else { return nil }
        self = found
    }

    private init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    public var type: SwiftType { .nominal(NominalID(name), []) }

    /// An integer type's range.
    public var range: ClosedRange<Int>? {
        if case .integer(let range) = kind { return range }
        return nil
    }

    public var isFloatingPoint: Bool { range == nil }

    /// `UInt` and `UInt64`, whose values go past `Int.max` (to `UInt.max`).
    public var isUnsigned64: Bool { name == "UInt" || name == "UInt64" }

    /// `n` wrapped into an integer type's width, as its bit operations leave it (`UInt8(200) << 1`
    /// is 144); the 64-bit types as they are.
    public func truncating(_ n: Int) -> Int {
        guard let range, range.upperBound != Int.max else { return n }
        let width = (range.upperBound - range.lowerBound + 1).trailingZeroBitCount
        let mask = (1 << width) - 1
        let low = n & mask
        return range.lowerBound < 0 && low > range.upperBound ? low - (mask + 1) : low
    }

    public var isSinglePrecision: Bool { kind == .floatingPoint(singlePrecision: true) }
}
