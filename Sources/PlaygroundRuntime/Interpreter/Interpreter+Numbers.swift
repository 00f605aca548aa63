#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundChecker
import SwiftSyntax

/// Conversions between the number types (`Float(x)`, `Int8(n)`, `Int(d)`), trapping where Swift's do.
extension Interpreter {
    static let floatType = NumericType(named: "Float")!.type

    /// A floating-point number's method (`rounded()`, `squareRoot()`, `truncatingRemainder(dividingBy:)`),
    /// in the receiver's precision; nil for any other call.
    func numberMethod(_ name: String, receiver: Value?, args: [Value]) -> Value? {
        let method = name.drop { $0 != "." }.dropFirst()
        func apply(_ x: Double, _ y: Double?) -> Double? {
            switch method {
            case "rounded()": x.rounded()
            case "squareRoot()": x.squareRoot()
            case "truncatingRemainder(dividingBy:)": y.map { x.truncatingRemainder(dividingBy: $0) }
            case "remainder(dividingBy:)": y.map { x.remainder(dividingBy: $0) }
            default: nil
            }
        }
        // A literal argument in generic code (`x.truncatingRemainder(dividingBy: 2)`) takes the receiver's kind.
        let argument = receiver.flatMap { r in args.first.map { Value.sameKind(r, $0).1 } } ?? args.first
        switch (receiver, argument) {
        case (.double(let x)?, .double(let y)?): return apply(x, y).map(Value.double)
        case (.double(let x)?, nil): return apply(x, nil).map(Value.double)
        case (.float(let x)?, .float(let y)?): return apply(Double(x), Double(y)).map { .float(Float($0)) }
        case (.float(let x)?, nil): return apply(Double(x), nil).map { .float(Float($0)) }
        default: return nil
        }
    }

    /// Foundation's math functions (`sin(_:)`, `pow(_:_:)`, `sqrt(_:)`…) on Doubles or Floats, in
    /// their precision; nil for any other call.
    func mathFunction(_ name: String, args: [Value]) -> Value? {
        func apply(_ x: Double, _ y: Double?) -> Double? {
            switch (name, y) {
            case ("sin(_:)", nil): sin(x)
            case ("cos(_:)", nil): cos(x)
            case ("tan(_:)", nil): tan(x)
            case ("asin(_:)", nil): asin(x)
            case ("acos(_:)", nil): acos(x)
            case ("atan(_:)", nil): atan(x)
            case ("exp(_:)", nil): exp(x)
            case ("log(_:)", nil): log(x)
            case ("log10(_:)", nil): log10(x)
            case ("log2(_:)", nil): log2(x)
            case ("sqrt(_:)", nil): x.squareRoot()
            case ("floor(_:)", nil): x.rounded(.down)
            case ("ceil(_:)", nil): x.rounded(.up)
            case ("round(_:)", nil): x.rounded()
            case ("atan2(_:_:)", let y?): atan2(x, y)
            case ("pow(_:_:)", let y?): pow(x, y)
            case ("hypot(_:_:)", let y?): hypot(x, y)
            default: nil
            }
        }
        switch (args.first, args.dropFirst().first, args.count) {
        case (.double(let x)?, nil, 1): return apply(x, nil).map(Value.double)
        case (.double(let x)?, .double(let y)?, 2): return apply(x, y).map(Value.double)
        case (.float(let x)?, nil, 1): return apply(Double(x), nil).map { .float(Float($0)) }
        case (.float(let x)?, .float(let y)?, 2): return apply(Double(x), Double(y)).map { .float(Float($0)) }
        default: return nil
        }
    }

    /// `x & y`, `x << n`, `x &+ y`…: Swift's smart shifts (an amount past the width gives 0, or
    /// -1 for a negative value shifted right; a negative amount shifts the other way), the result
    /// wrapped into the operands' type.
    static func bitwise(_ op: BinaryOperator, _ x: Int, _ y: Int, of type: SwiftType) -> Int {
        let result: Int
        switch op {
        case .bitAnd: result = x & y
        case .bitOr: result = x | y
        case .bitXor: result = x ^ y
        case .wrappingAdd: result = x &+ y
        case .wrappingSubtract: result = x &- y
        case .wrappingMultiply: result = x &* y
        case .shiftLeft, .shiftRight:
            let amount = op == .shiftLeft ? y : -y
            if amount >= 64 { result = 0 } else if amount <= -64 { result = x < 0 ? -1 : 0 } else { result = amount >= 0 ? x << amount : x >> -amount }
        default: result = x
        }
        return NumericType(type)?.truncating(result) ?? result
    }

    /// `a op b` for `UInt` or `UInt64` operands: the same rules on 64 unsigned bits (a shift
    /// right brings in zeros).
    static func unsignedArithmetic(_ op: BinaryOperator, _ x: UInt, _ y: UInt, at node: Syntax) throws(RuntimeError) -> Value {
        let (result, overflow): (UInt, Bool)
        switch op {
        case .add: (result, overflow) = x.addingReportingOverflow(y)
        case .subtract: (result, overflow) = x.subtractingReportingOverflow(y)
        case .multiply: (result, overflow) = x.multipliedReportingOverflow(by: y)
        case .divide, .remainder:
            if y == 0 { throw RuntimeError("Fatal error: Division by zero", at: node) }
            (result, overflow) = (op == .divide ? x / y : x % y, false)
        case .bitAnd: (result, overflow) = (x & y, false)
        case .bitOr: (result, overflow) = (x | y, false)
        case .bitXor: (result, overflow) = (x ^ y, false)
        case .wrappingAdd: (result, overflow) = (x &+ y, false)
        case .wrappingSubtract: (result, overflow) = (x &- y, false)
        case .wrappingMultiply: (result, overflow) = (x &* y, false)
        case .shiftLeft, .shiftRight:
            // The amount is an `Int` (its bits read back); a negative one shifts the other way.
            let amount = Int(bitPattern: y)
            let left = op == .shiftLeft ? amount : -amount
            (result, overflow) = (left >= 64 || left <= -64 ? 0 : left >= 0 ? x << left : x >> -left, false)
        default: throw RuntimeError("unsupported operator", at: node)
        }
        if overflow { throw RuntimeError("Fatal error: arithmetic overflow", at: node) }
        return .unsigned(result)
    }

    /// `Int("42")`, `Double("2.5")`: the number the text spells in `number`'s type, or nil, as
    /// Swift's failable initializers parse it.
    func parseNumber(_ text: String, as number: NumericType) -> Value {
        switch number.kind {
        case .integer where number.isUnsigned64:
            return UInt(text).map { .optional(.unsigned($0)) } ?? .none
        case .integer(let range):
            guard let n = Int(text), range.contains(n) else { return .none }
            return .optional(.int(n))
        case .floatingPoint(let single):
            if single { return Float(text).map { .optional(.float($0)) } ?? .none }
            return Double(text).map { .optional(.double($0)) } ?? .none
        }
    }

    /// `number(value)`: a value of another number type made one of `number`.
    func convertNumber(_ value: Value, to number: NumericType, at node: Syntax?) throws(RuntimeError) -> Value {
        switch (number.kind, value) {
        case (.floatingPoint(let single), .uint(let n)): return single ? .float(Float(n)) : .double(Double(n))
        case (.integer, .uint):
            guard number.isUnsigned64 else { throw RuntimeError("Fatal error: Not enough bits to represent the passed value", at: node) }
            return value
        case (.integer, .double(let d)) where number.isUnsigned64 && d.isFinite && d >= Double(Int.max):
            // 2⁶³ up to (not including) 2⁶⁴: past `Int`, still a UInt64.
            guard d < 18446744073709551616.0 else {
                throw RuntimeError("Fatal error: Double value cannot be converted to \(number.name) because the result would be greater than \(number.name).max", at: node)
            }
            return .unsigned(UInt(d))
        case (.floatingPoint(let single), .int(let n)): return single ? .float(Float(n)) : .double(Double(n))
        case (.floatingPoint(let single), .double(let d)): return single ? .float(Float(d)) : .double(d)
        case (.floatingPoint(let single), .float(let f)): return single ? .float(f) : .double(Double(f))
        case (.integer(let range), .int(let n)):
            if n < 0, range.lowerBound == 0 { throw RuntimeError("Fatal error: Negative value is not representable", at: node) }
            guard range.contains(n) else { throw RuntimeError("Fatal error: Not enough bits to represent the passed value", at: node) }
            return .int(n)
        case (.integer(let range), .double), (.integer(let range), .float):
            let (d, source): (Double, String) = if case .float(let f) = value { (Double(f), "Float") } else if case .double(let d) = value { (d, "Double") } else { (0, "") }
            guard d.isFinite else {
                throw RuntimeError("Fatal error: \(source) value cannot be converted to \(number.name) because it is either infinite or NaN", at: node)
            }
            guard let n = Int(exactly: d.rounded(.towardZero)), range.contains(n) else {
                let side = d > 0 ? "greater than \(number.name).max" : "less than \(number.name).min"
                throw RuntimeError("Fatal error: \(source) value cannot be converted to \(number.name) because the result would be \(side)", at: node)
            }
            return .int(n)
        default:
            throw RuntimeError("'\(number.name).init(_:)' cannot convert \(value)", at: node)
        }
    }
}
