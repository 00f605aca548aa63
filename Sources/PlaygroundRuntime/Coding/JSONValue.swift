/// A parsed JSON document, what `JSONDecoder` reads: numbers keep their text, so each is
/// read as the type the decoded property asks for.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// How Swift's decoder names what it found instead of what it expected.
    var foundDescription: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }

    /// Nesting deeper than this is rejected as invalid, as Foundation's parser does past 512.
    static let maximumDepth = 512

    /// The document `text` holds, or nil when it is not valid JSON (RFC 8259, one value,
    /// whitespace around it).
    init?(parsing text: String) {
        var parser = Parser(bytes: Array(text.utf8))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { return nil }
        self = value
    }

    /// The document as `JSONSerialization`'s tokens, members in their written order (`o2`
    /// an object of two members, each a key `s…` then its value; `a3` an array; `s…` a string;
    /// `n…` an integer; `d…` another number; `t`, `f`, `z`), or nil when it is not valid JSON
    /// (or, unless `fragmentsAllowed`, not an object or array).
    static func tokens(parsing text: String, fragmentsAllowed: Bool) -> [String]? {
        var parser = Parser(bytes: Array(text.utf8), sink: [])
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { return nil }
        switch value {
        case .object, .array: break
        default: guard fragmentsAllowed else { return nil }
        }
        return parser.sink
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        /// The tokens read so far, when they are wanted (`tokens(parsing:fragmentsAllowed:)`).
        var sink: [String]? = nil

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) -> JSONValue? {
            skipWhitespace()
            guard index < bytes.count, depth < JSONValue.maximumDepth else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""):
                guard let text = string() else { return nil }
                sink?.append("s" + text)
                return .string(text)
            case UInt8(ascii: "t"): return literal("true", .bool(true), token: "t")
            case UInt8(ascii: "f"): return literal("false", .bool(false), token: "f")
            case UInt8(ascii: "n"): return literal("null", .null, token: "z")
            default: return number()
            }
        }

        private mutating func literal(_ word: String, _ value: JSONValue, token: String) -> JSONValue? {
            let spelled = Array(word.utf8)
            guard bytes.count - index >= spelled.count, Array(bytes[index..<index + spelled.count]) == spelled else { return nil }
            index += spelled.count
            sink?.append(token)
            return value
        }

        private mutating func object(depth: Int) -> JSONValue? {
            index += 1
            var members: [String: JSONValue] = [:]
            let slot = sink?.count
            sink?.append("o0")
            var count = 0
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                sink?.append("s" + key)
                guard let member = value(depth: depth + 1) else { return nil }
                members[key] = member
                count += 1
                if let slot { sink?[slot] = "o\(count)" }
                skipWhitespace()
                guard index < bytes.count else { return nil }
                index += 1
                switch bytes[index - 1] {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "}"): return .object(members)
                default: return nil
                }
            }
        }

        private mutating func array(depth: Int) -> JSONValue? {
            index += 1
            var elements: [JSONValue] = []
            let slot = sink?.count
            sink?.append("a0")
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                if let slot { sink?[slot] = "a\(elements.count)" }
                skipWhitespace()
                guard index < bytes.count else { return nil }
                index += 1
                switch bytes[index - 1] {
                case UInt8(ascii: ","): continue
                case UInt8(ascii: "]"): return .array(elements)
                default: return nil
                }
            }
        }

        /// A string literal from its opening quote, escapes resolved.
        private mutating func string() -> String? {
            index += 1
            var scalars = String.UnicodeScalarView()
            var run: [UInt8] = []
            func flush() {
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
                run.removeAll(keepingCapacity: true)
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    flush()
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush()
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                    case UInt8(ascii: "b"): scalars.append("\u{08}")
                    case UInt8(ascii: "f"): scalars.append("\u{0C}")
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        scalars.append(scalar)
                    default: return nil
                    }
                case 0..<0x20:
                    return nil
                default:
                    run.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (after the `u`), a surrogate pair's second half included.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let high = hexQuad() else { return nil }
            guard (0xD800..<0xDC00).contains(high) else { return Unicode.Scalar(high) }
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            index += 2
            guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        }

        private mutating func hexQuad() -> UInt32? {
            guard bytes.count - index >= 4 else { return nil }
            var result: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = UInt32(String(UnicodeScalar(bytes[index])), radix: 16) else { return nil }
                result = result * 16 + digit
                index += 1
            }
            return result
        }

        /// A number as RFC 8259 spells it: `-`, digits without a leading zero, fraction, exponent.
        private mutating func number() -> JSONValue? {
            let start = index
            func digits() -> Int {
                let from = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                return index - from
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integerStart = index
            let integerDigits = digits()
            guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return nil }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            sink?.append((text.contains { ".eE".contains($0) } ? "d" : "n") + text)
            return .number(text)
        }
    }
}
