import PlaygroundChecker
import SwiftSyntax

/// The hooks Foundation's `Bundle`, `Data(contentsOf:)`, `JSONDecoder`, `JSONEncoder` and `JSONSerialization`
/// are written on in the profile (and a string's code units and scalars): a bundle resource's path and text (from the session's
/// `bundle`), decoding, JSON's tokens and text, and reading a date with a `dateFormat` pattern.
extension Interpreter {
    /// The implementation of `name`, or nil when it is not one of these.
    func bundleNative(_ name: String, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        switch (name, args.first) {
        case ("_bundleResourcePath(_:)", .string(let resource)?):
            return .optional(bundle.path(resource).map(Value.string))
        case ("_utf8Count(_:)", .string(let text)?):
            return .int(text.utf8.count)
        case ("_utf8CodeUnits(_:)", .string(let text)?):
            return .array(text.utf8.map { .int(Int($0)) })
        case ("_unicodeScalarValues(_:)", .string(let text)?):
            return .array(text.unicodeScalars.map { .int(Int($0.value)) })
        case ("_scalarText(_:)", .int(let value)?):
            return .string(Unicode.Scalar(UInt32(clamping: value)).map { String($0) } ?? "\u{FFFD}")
        case ("_removingPercentEncoding(_:)", .string(let text)?):
            return .optional(Self.removingPercentEncoding(text).map(Value.string))
        case ("_jsonTokens(_:_:)", .string(let text)?):
            guard case .bool(let fragments)? = args.last else { return nil }
            return .optional(JSONValue.tokens(parsing: text, fragmentsAllowed: fragments).map { .array($0.map(Value.string)) })
        case ("_jsonText(_:_:_:_:)", .array(let items)?):
            guard args.count == 4, case .bool(let pretty) = args[1], case .bool(let sorted) = args[2], case .bool(let slashes) = args[3] else { return nil }
            let tokens = items.compactMap { item -> String? in if case .string(let token) = item { token } else { nil } }
            var writer = JSONTokenWriter(tokens: tokens, pretty: pretty, sortedKeys: sorted, escapesSlashes: slashes)
            return .string(writer.text())
        case ("_parseDate(_:format:)", .string(let text)?):
            guard case .string(let format)? = args.last else { return nil }
            return .optional(DatePattern(format: format).secondsSince1970(of: text).map { .double($0 - 978_307_200) })
        case ("_bundleFileContents(_:)", .string(let path)?):
            return .optional(bundle.contents(path).map(Value.string))
        case ("_decodeJSON(_:from:convertsFromSnakeCase:dates:dateFormat:)", .metatype(let type)?):
            guard args.count == 5, case .string(let text) = args[1], case .bool(let snake) = args[2], case .string(let dates) = args[3],
                  case .string(let format) = args[4] else { return nil }
            return try decodeJSON(text, as: type, options: DecodingOptions(convertsFromSnakeCase: snake, dateStrategy: dates, dateFormat: format), at: node)
        case ("_encodeJSON(_:_:format:convertsToSnakeCase:dates:formatDate:dataAsBytes:)", let value?):
            guard args.count == 7, case .metatype(let type) = args[1], case .int(let format) = args[2], case .bool(let snake) = args[3],
                  case .string(let dates) = args[4], case .bool(let bytes) = args[6] else { return nil }
            var formatDate: FunctionValue?
            if case .optional(.function(let f)?) = args[5] { formatDate = f } else if case .function(let f) = args[5] { formatDate = f }
            let options = EncodingOptions(convertsToSnakeCase: snake, dateStrategy: dates, formatDate: formatDate, dataAsBytes: bytes)
            return .string(try encodeJSON(value, as: type, format: format, options: options, at: node))
        default:
            return nil
        }
    }

    /// `text` with each `%XX` as its byte, as Foundation decodes it: nil when a `%` is not
    /// followed by two hex digits, or the bytes are not UTF-8.
    static func removingPercentEncoding(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            let digits = utf8.prefix(2)
            guard digits.count == 2, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
                  let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
