extension Profile {
    /// Foundation's `JSONSerialization`: JSON to dictionaries, arrays, strings, `NSNumber`s,
    /// booleans and `NSNull`, and back. The runtime parses and writes the text (`_jsonTokens`,
    /// `_jsonText`); the objects are made and read here, as a stream of tokens: `o2` an object
    /// of two members (each a key `s…` then its value), `a3` an array of three, `s…` a string,
    /// `n…` an integer, `d…` another number, `t`, `f`, `z` (null).
    static let foundationJSONSerializationSource = #"""
/// JSON's `null` inside a collection.
open class NSNull: NSObject {
    public override init() {}
    open override var description: String { "<null>" }
}

open class JSONSerialization: NSObject {
    public struct ReadingOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mutableContainers = ReadingOptions(rawValue: 1)
        public static let mutableLeaves = ReadingOptions(rawValue: 2)
        public static let fragmentsAllowed = ReadingOptions(rawValue: 4)
        public static let allowFragments = ReadingOptions(rawValue: 4)
    }
    public struct WritingOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = WritingOptions(rawValue: 1)
        public static let sortedKeys = WritingOptions(rawValue: 2)
        public static let fragmentsAllowed = WritingOptions(rawValue: 4)
        public static let withoutEscapingSlashes = WritingOptions(rawValue: 8)
    }

    /// The object the JSON in `data` spells; Cocoa error 3840 when it is not JSON (or, without
    /// `.fragmentsAllowed`, not an object or array).
    open class func jsonObject(with data: Data, options opt: JSONSerialization.ReadingOptions = []) throws -> Any {
        guard let tokens = _jsonTokens(data._text, opt.contains(.fragmentsAllowed)) else {
            throw NSError(domain: "NSCocoaErrorDomain", code: 3840, userInfo: nil)
        }
        var position = 0
        return JSONSerialization._object(tokens, &position)
    }

    /// The JSON text of `obj`, a dictionary or array (anything else traps, as Foundation's
    /// exception does) of strings, numbers, booleans, `NSNull` and collections of them.
    open class func data(withJSONObject obj: Any, options opt: JSONSerialization.WritingOptions = []) throws -> Data {
        guard opt.contains(.fragmentsAllowed) || obj is [String: Any] || obj is [Any] else {
            fatalError("Invalid top-level type in JSON write")
        }
        var tokens: [String] = []
        guard JSONSerialization._tokens(of: obj, into: &tokens) else { fatalError("Invalid type in JSON write") }
        return Data(_text: _jsonText(tokens, opt.contains(.prettyPrinted), opt.contains(.sortedKeys), !opt.contains(.withoutEscapingSlashes)))
    }

    /// Whether `obj` can be written as JSON: a dictionary with string keys or an array, of
    /// strings, finite numbers, booleans, `NSNull` and such collections.
    open class func isValidJSONObject(_ obj: Any) -> Bool {
        var tokens: [String] = []
        return (obj is [String: Any] || obj is [Any]) && JSONSerialization._tokens(of: obj, into: &tokens)
    }

    static func _object(_ tokens: [String], _ position: inout Int) -> Any {
        let token = tokens[position]
        position += 1
        let payload = String(token.dropFirst())
        switch token.first {
        case "o":
            var object: [String: Any] = [:]
            for _ in 0..<(Int(payload) ?? 0) {
                let key = String(tokens[position].dropFirst())
                position += 1
                object[key] = _object(tokens, &position)
            }
            return object
        case "a":
            var array: [Any] = []
            for _ in 0..<(Int(payload) ?? 0) { array.append(_object(tokens, &position)) }
            return array
        case "s": return payload
        case "n": return Int(payload).map { NSNumber(value: $0) } ?? NSNumber(value: Double(payload) ?? 0)
        case "d": return NSNumber(value: Double(payload) ?? 0)
        case "t": return true
        case "f": return false
        default: return NSNull()
        }
    }

    static func _tokens(of value: Any, into tokens: inout [String]) -> Bool {
        if let object = value as? [String: Any] {
            tokens.append("o\(object.count)")
            for (key, member) in object {
                tokens.append("s" + key)
                guard _tokens(of: member, into: &tokens) else { return false }
            }
            return true
        }
        if let array = value as? [Any] {
            tokens.append("a\(array.count)")
            for element in array {
                guard _tokens(of: element, into: &tokens) else { return false }
            }
            return true
        }
        if let text = value as? String {
            tokens.append("s" + text)
        } else if let number = value as? NSNumber {
            // Before `Bool` and `Int`, which a number read from JSON also bridges to.
            tokens.append(number._isInteger ? "n\(number.intValue)" : "d\(number.doubleValue)")
        } else if let flag = value as? Bool {
            tokens.append(flag ? "t" : "f")
        } else if let number = value as? Int {
            tokens.append("n\(number)")
        } else if let number = value as? Double {
            guard number.isFinite else { return false }
            tokens.append("d\(number)")
        } else if value is NSNull {
            tokens.append("z")
        } else {
            return false
        }
        return true
    }
}

"""#
}
