#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PlaygroundChecker
import SwiftSyntax

/// Foundation's `Decimal`, computed with Foundation's own. The profile's `Decimal` holds the text
/// Foundation prints for it (`_text`); these natives read it back for each operation, so sums,
/// products, quotients (to 38 digits) and the conversion of a float literal are Swift's to the digit.
extension Interpreter {
    /// `_decimal(_:_:_:)`, `_decimalOfDouble(_:)` and `_decimalParse(_:)`, or nil for another name.
    func decimalNative(_ name: String, args: [Value]) -> Value? {
        switch (name, args.first) {
        case ("_decimalOfDouble(_:)", .double(let value)?):
            return .string(value.isNaN ? "NaN" : Decimal(value).description)
        case ("_decimalParse(_:)", .string(let text)?):
            return .optional(Decimal(string: text).map { .string($0.description) })
        case ("_decimal(_:_:_:)", .string(let left)?):
            guard args.count == 3, case .string(let operation) = args[1], case .string(let right) = args[2] else { return nil }
            let (a, b) = (Self.decimal(left), Self.decimal(right))
            switch operation {
            case "+": return .string((a + b).description)
            case "-": return .string((a - b).description)
            case "*": return .string((a * b).description)
            case "/": return .string((a / b).description)
            case "<": return .string((a < b).description)
            case "==": return .string((a == b).description)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The `Decimal` Foundation printed as `text`.
    private static func decimal(_ text: String) -> Decimal {
        text == "NaN" ? .nan : Decimal(string: text) ?? .nan
    }
}
