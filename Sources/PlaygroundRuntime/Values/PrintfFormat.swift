#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PlaygroundSyntax
import SwiftSyntax

/// Foundation's `String(format:)`: printf conversions with flags, width and precision.
///
/// Numbers are formatted by the C library (`vsnprintf`) one conversion at a time, so `%.2f`
/// rounds as on Apple's platforms; `%@` and `%s` take any value's description. A conversion
/// whose argument has the wrong kind is an error, where Foundation would print garbage.
struct PrintfFormat {
    /// One conversion: `%`, flags, width, precision and the conversion character.
    private struct Conversion {
        var flags = ""
        var width: Int?
        var precision: Int?
        var character: Character = "%"
    }

    let format: String
    /// Where the call is, for the errors.
    let node: Syntax?

    /// The formatted string, or a message saying which conversion does not fit its argument.
    func formatted(_ arguments: [Value], describe: (Value) throws(RuntimeError) -> String) throws(RuntimeError) -> String {
        var out = ""
        var rest = Substring(format)
        var next = 0
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            let conversion = try parse(&rest)
            if conversion.character == "%" {
                out += "%"
                continue
            }
            guard next < arguments.count else {
                throw RuntimeError("String(format:) has more conversions than arguments (\(arguments.count))", at: node)
            }
            out += try formatted(arguments[next], as: conversion, position: next + 1, describe: describe)
            next += 1
        }
        return out + rest
    }

    private func parse(_ rest: inout Substring) throws(RuntimeError) -> Conversion {
        var conversion = Conversion()
        while let c = rest.first, "-+ #0'".contains(c) {
            conversion.flags.append(c)
            rest.removeFirst()
        }
        conversion.width = try number(&rest)
        if rest.first == "." {
            rest.removeFirst()
            conversion.precision = try number(&rest) ?? 0
        }
        while let c = rest.first, "hlqLzjt".contains(c) { rest.removeFirst() }
        guard let c = rest.popFirst(), "diuoxXfFeEgGaAcs@%".contains(c) else {
            throw RuntimeError("String(format:) has an incomplete or unknown conversion", at: node)
        }
        conversion.character = c
        return conversion
    }

    private func number(_ rest: inout Substring) throws(RuntimeError) -> Int? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else {
            if rest.first == "*" { throw RuntimeError("String(format:) does not support '*' widths in the playground", at: node) }
            return nil
        }
        rest = rest.dropFirst(digits.count)
        guard let value = Int(digits), value <= Limits.formatWidth else {
            throw RuntimeError("String(format:) field width is larger than \(Limits.formatWidth), the playground's limit", at: node)
        }
        return value
    }

    private func formatted(_ value: Value, as conversion: Conversion, position: Int, describe: (Value) throws(RuntimeError) -> String) throws(RuntimeError) -> String {
        let width: String = conversion.width.map { String($0) } ?? ""
        let precision: String = conversion.precision.map { "." + String($0) } ?? ""
        let spec: String = "%" + conversion.flags.filter { $0 != "'" } + width + precision
        switch (conversion.character, value) {
        case ("s", _), ("@", _):
            var text = try describe(value)
            if let precision = conversion.precision { text = String(text.prefix(precision)) }
            let padding = String(repeating: " ", count: max(0, (conversion.width ?? 0) - text.count))
            return conversion.flags.contains("-") ? text + padding : padding + text
        case ("d", .int(let n)), ("i", .int(let n)): return Self.c(spec + "ld", n)
        case ("u", .int(let n)), ("o", .int(let n)), ("x", .int(let n)), ("X", .int(let n)):
            return Self.c(spec + "l" + String(conversion.character), n)
        case ("c", .int(let n)):
            guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: n)) else { return "" }
            return String(Character(scalar))
        case (let c, .double(let d)) where "fFeEgGaA".contains(c): return Self.c(spec + String(c), d)
        case (let c, .float(let f)) where "fFeEgGaA".contains(c): return Self.c(spec + String(c), Double(f))
        default:
            let kind = switch value {
            case .int: "an Int"
            case .double: "a Double"
            case .float: "a Float"
            case .string: "a String"
            default: "not a number"
            }
            throw RuntimeError("String(format:) argument \(position) is \(kind), which '%\(conversion.character)' does not format", at: node)
        }
    }

    /// One conversion of one number by the C library.
    private static func c(_ spec: String, _ argument: CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 2 * Limits.formatWidth + 400)
        let count = withVaList([argument]) { list in vsnprintf(&buffer, buffer.count, spec, list) }
        guard count >= 0 else { return "" }
        return String(decoding: buffer.prefix(min(Int(count), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
