import PlaygroundChecker
import SwiftSyntax

/// `JSONDecoder.decode(_:from:)`: a JSON document made a value of the asked type as Swift's
/// synthesized `Decodable` conformances build it. A failure is thrown as a `DecodingError`
/// worded as Swift 6.3 prints it (`print(error)`), so an app's own `catch` sees it.
extension Interpreter {
    /// How one `decode` call reads keys and dates (the decoder's strategies).
    struct DecodingOptions {
        var convertsFromSnakeCase = false
        /// The strategy's case name.
        var dateStrategy = "deferredToDate"
        /// The formatter's `dateFormat`, for `.formatted`.
        var dateFormat = ""
    }

    /// A JSON value a custom `init(from:)` reads through a decoder or container.
    struct DecodingNode {
        let json: JSONValue
        let path: [CodingPathStep]
        let options: DecodingOptions
    }

    /// One step of a coding path, as Swift prints it: `[0].coords`.
    enum CodingPathStep {
        case key(String)
        case index(Int)
    }

    /// Decodes `text` as `type` with a decoder's strategies.
    func decodeJSON(_ text: String, as type: SwiftType, options: DecodingOptions, at node: Syntax?) throws(RuntimeError) -> Value {
        guard let json = JSONValue(parsing: text) else { throw try notValidJSON(at: node) }
        let outermost = decodingNodes.isEmpty
        defer { if outermost { decodingNodes = [] } }
        return try decode(json, as: type, path: [], options, at: node)
    }

    func decode(_ json: JSONValue, as type: SwiftType, path: [CodingPathStep], _ options: DecodingOptions, at node: Syntax?) throws(RuntimeError) -> Value {
        try tick(node)
        let type = checker.system.normalize(type)
        if let wrapped = type.optionalWrapped {
            if json == .null { return .optional(nil) }
            return .optional(try decode(json, as: wrapped, path: path, options, at: node))
        }
        if json == .null {
            throw try decodingError(valueNotFound: type, path: path, at: node)
        }
        if let number = NumericType(type) { return try decodeNumber(json, as: number, path: path, at: node) }
        guard case .nominal(let id, let arguments) = type, let decl = checker.table.nominal(id) else {
            throw RuntimeError("the playground's JSONDecoder cannot decode a value of type '\(typeName(type, qualified: false))'", at: node)
        }
        switch (decl.name, arguments.count) {
        case ("String", 0):
            guard case .string(let s) = json else { throw try typeMismatch("String", found: json, path: path, at: node) }
            return .string(s)
        case ("Bool", 0):
            guard case .bool(let b) = json else { throw try typeMismatch("Bool", found: json, path: path, at: node) }
            return .bool(b)
        case ("Array", 1), ("Set", 1):
            guard case .array(let elements) = json else { throw try typeMismatch("Array<Any>", found: json, path: path, at: node) }
            try checkArrayCount(elements.count, at: node)
            var values: [Value] = []
            for (index, element) in elements.enumerated() {
                values.append(try decode(element, as: arguments[0], path: path + [.index(index)], options, at: node))
            }
            return .array(decl.name == "Set" ? Self.unique(values) : values)
        case ("Range", 1), ("ClosedRange", 1):
            // Coded as `[lowerBound, upperBound]` (an unkeyed container: later elements are not read).
            guard case .array(let bounds) = json else { throw try typeMismatch("Array<Any>", found: json, path: path, at: node) }
            guard bounds.count >= 2 else {
                throw try decodingError(valueNotFound: arguments[0], path: path + [.index(bounds.count)], debug: "Unkeyed container is at end.", at: node)
            }
            let lower = try decode(bounds[0], as: arguments[0], path: path + [.index(0)], options, at: node)
            let upper = try decode(bounds[1], as: arguments[0], path: path + [.index(1)], options, at: node)
            guard try !isLess(upper, lower, at: node) else {
                let spelled = "Cannot initialize \(typeName(type, qualified: false)) with a lowerBound (\(lower)) greater than upperBound (\(upper))"
                throw try dataCorrupted(spelled, path: path, at: node)
            }
            if case .int(let lo) = lower, case .int(let hi) = upper { return .range(lo, hi, closed: decl.name == "ClosedRange") }
            return .tuple([lower, upper])
        case ("Dictionary", 2):
            return try decodeDictionary(json, keyType: arguments[0], valueType: arguments[1], path: path, options, at: node)
        case ("URL", 0):
            guard case .string(let s) = json else { throw try typeMismatch("String", found: json, path: path, at: node) }
            return try instance("URL", ["absoluteString": .string(s)])
        case ("UUID", 0):
            guard case .string(let s) = json else { throw try typeMismatch("String", found: json, path: path, at: node) }
            guard Self.isUUID(s) else {
                throw try dataCorrupted("Attempted to decode UUID from invalid UUID string.", path: path, at: node)
            }
            return try instance("UUID", ["uuidString": .string(s.uppercased())])
        case ("Date", 0):
            return try decodeDate(json, path: path, options, at: node)
        default:
            break
        }
        if !checker.isProfileDeclaration(decl), let custom = decl.initializers.first(where: { $0.parameters.first?.label == "from" }) {
            // A custom `init(from:)` reads the value through a decoder standing at it.
            decodingNodes.append(DecodingNode(json: json, path: path, options: options))
            let decoder = try instance("_JSONDecoding", ["_node": .int(decodingNodes.count - 1)])
            return try invoke(custom, receiver: nil, args: [decoder], substitution: checker.system.substitution(for: type), at: node).result
        }
        if decl.kind == .enum, let rawType = decl.rawType {
            return try decodeRawValue(json, of: decl, rawType: rawType, type: type, path: path, options, at: node)
        }
        guard decl.kind == .struct || decl.kind == .class else {
            throw RuntimeError("the playground's JSONDecoder cannot decode '\(decl.name)': only structs, classes and enums with raw values", at: node)
        }
        return try decodeFields(json, of: decl, type: type, path: path, options, at: node)
    }

    /// A struct or class from a JSON object, by its coding keys (the synthesized conformance).
    private func decodeFields(_ json: JSONValue, of decl: NominalDecl, type: SwiftType, path: [CodingPathStep], _ options: DecodingOptions, at node: Syntax?) throws(RuntimeError) -> Value {
        guard case .object(var members) = json else { throw try typeMismatch("Dictionary<String, Any>", found: json, path: path, at: node) }
        if options.convertsFromSnakeCase { members = Self.camelCased(members) }
        let substitution = checker.system.substitution(for: type)
        var made = try emptyInstance(decl, substitution: substitution)
        let keys = try codingKeys(of: decl)
        for p in try storedPropertiesWithInherited(decl) where !p.isStatic {
            let key: String
            if let keys {
                guard let found = keys[p.name] else { continue }
                key = found
            } else {
                guard !(p.isLet && p.initializer != nil) else { continue }
                key = p.name
            }
            let propertyType = checker.system.normalize(try checker.propertyTypeOrError(p).substituting(substitution))
            guard let member = members[key] else {
                guard propertyType.optionalWrapped != nil else { throw try keyNotFound(key, path: path, at: node) }
                try store(.optional(nil), as: p, in: &made)
                continue
            }
            try store(try decode(member, as: propertyType, path: path + [.key(key)], options, at: node), as: p, in: &made)
        }
        publishCells(of: made)
        return .instance(made)
    }

    /// The JSON key of each coded property when the type declares `CodingKeys`; nil when it
    /// does not (every stored property is coded by its name).
    private func codingKeys(of decl: NominalDecl) throws(RuntimeError) -> [String: String]? {
        guard let keys = decl.nestedTypes["CodingKeys"], keys.kind == .enum else { return nil }
        var result: [String: String] = [:]
        for name in keys.enumCaseOrder { result[name] = try jsonKey(ofCase: name, in: keys) }
        return result
    }

    /// The JSON key a coding key's case stands for: its `String` raw value, or its name.
    func jsonKey(ofCase name: String, in keys: NominalDecl) throws(RuntimeError) -> String {
        if keys.rawType != nil, case .string(let text) = try rawValue(ofCase: name, in: keys) { return text }
        return name
    }

    private func decodeRawValue(_ json: JSONValue, of decl: NominalDecl, rawType: SwiftType, type: SwiftType, path: [CodingPathStep], _ options: DecodingOptions, at node: Syntax?) throws(RuntimeError) -> Value {
        let raw = try decode(json, as: rawType, path: path, options, at: node)
        for name in decl.enumCaseOrder {
            if try rawValue(ofCase: name, in: decl) == raw { return .enumCase(EnumValue(decl: decl, type: type, name: name, payload: [])) }
        }
        let spelled = if case .string(let s) = raw { s } else { raw.description }
        throw try dataCorrupted("Cannot initialize \(decl.name) from invalid \(typeName(rawType, qualified: false)) value \(spelled)", path: path, at: node)
    }

    private func decodeDictionary(_ json: JSONValue, keyType: SwiftType, valueType: SwiftType, path: [CodingPathStep], _ options: DecodingOptions, at node: Syntax?) throws(RuntimeError) -> Value {
        guard case .object(var members) = json else { throw try typeMismatch("Dictionary<String, Any>", found: json, path: path, at: node) }
        if options.convertsFromSnakeCase { members = Self.camelCased(members) }
        let keyIsInt = NumericType(checker.system.normalize(keyType))?.range != nil
        var keys: [Value] = [], values: [Value] = []
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            if keyIsInt {
                guard let n = Int(key) else {
                    throw try decodingError("typeMismatch", "expected value of type Int", path: path + [.key(key)],
                                            debug: "Expected Int key but found String key instead.", isMissingData: false, at: node)
                }
                keys.append(.int(n))
            } else {
                keys.append(.string(key))
            }
            values.append(try decode(member, as: valueType, path: path + [.key(key)], options, at: node))
        }
        return .dictionary(keys: keys, values: values)
    }

    private func decodeNumber(_ json: JSONValue, as number: NumericType, path: [CodingPathStep], at node: Syntax?) throws(RuntimeError) -> Value {
        guard case .number(let text) = json else { throw try typeMismatch(number.name, found: json, path: path, at: node) }
        switch number.kind {
        case .floatingPoint(let single):
            guard let d = Double(text) else { throw try notValidJSON(at: node) }
            return single ? .float(Float(d)) : .double(d)
        case .integer(let range):
            // An integral spelling (`1e2`, `1.0`) is read; a fraction or a number out of the
            // type's range fails as Swift 6.3's decoder does here, as JSON it cannot read.
            let whole = Int(text) ?? Double(text).flatMap { $0.rounded() == $0 && abs($0) < 9.2e18 ? Int($0) : nil }
            guard let whole, range.contains(whole) else { throw try notValidJSON(at: node) }
            return .int(whole)
        }
    }

    /// A `Date`: seconds since 2001 by default, as its strategy says otherwise.
    private func decodeDate(_ json: JSONValue, path: [CodingPathStep], _ options: DecodingOptions, at node: Syntax?) throws(RuntimeError) -> Value {
        let sinceReference: Double
        if options.dateStrategy == "formatted" {
            guard case .string(let s) = json else { throw try typeMismatch("String", found: json, path: path, at: node) }
            let pattern = DatePattern(format: options.dateFormat)
            guard let seconds = pattern.secondsSince1970(of: s) else {
                throw try dataCorrupted("Date string does not match format expected by formatter.", path: path, at: node)
            }
            sinceReference = seconds - 978_307_200
        } else if options.dateStrategy == "iso8601" {
            guard case .string(let s) = json else { throw try typeMismatch("String", found: json, path: path, at: node) }
            guard let seconds = Self.iso8601Seconds(s) else {
                throw try dataCorrupted("Expected date string to be ISO8601-formatted.", path: path, at: node)
            }
            sinceReference = seconds - 978_307_200
        } else {
            guard case .number(let text) = json, let n = Double(text) else { throw try typeMismatch("Double", found: json, path: path, at: node) }
            switch options.dateStrategy {
            case "secondsSince1970": sinceReference = n - 978_307_200
            case "millisecondsSince1970": sinceReference = n / 1000 - 978_307_200
            default: sinceReference = n
            }
        }
        return try instance("Date", ["timeIntervalSinceReferenceDate": .double(sinceReference)])
    }

    /// Seconds since 1970 of `2024-05-01T12:30:00Z` (or with a `±hh:mm` offset), or nil.
    static func iso8601Seconds(_ text: String) -> Double? {
        let chars = Array(text.utf8)
        guard chars.count >= 20, chars[4] == UInt8(ascii: "-"), chars[7] == UInt8(ascii: "-"), chars[10] == UInt8(ascii: "T"),
              chars[13] == UInt8(ascii: ":"), chars[16] == UInt8(ascii: ":") else { return nil }
        func number(_ range: Range<Int>) -> Int? { Int(String(decoding: chars[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var offset = 0
        let zone = chars[19...]
        if zone.elementsEqual("Z".utf8) {
            offset = 0
        } else if zone.count == 6, let sign = zone.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
                  let h = number(20..<22), let m = number(23..<25) {
            offset = (h * 3600 + m * 60) * (sign == UInt8(ascii: "+") ? 1 : -1)
        } else {
            return nil
        }
        let days = DatePattern.daysSince1970(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
    }

    /// Whether `text` spells a UUID: 32 hexadecimal digits in groups of 8-4-4-4-12.
    static func isUUID(_ text: String) -> Bool {
        let chars = Array(text.utf8)
        guard chars.count == 36 else { return false }
        for (index, char) in chars.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard char == UInt8(ascii: "-") else { return false }
            } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(char), !(UInt8(ascii: "a")...UInt8(ascii: "f")).contains(char | 0x20) {
                return false
            }
        }
        return true
    }

    /// `convertFromSnakeCase`: `first_name` read as `firstName` (underscores at the ends kept).
    static func camelCased(_ members: [String: JSONValue]) -> [String: JSONValue] {
        var result: [String: JSONValue] = [:]
        for (key, value) in members { result[camelCased(key)] = value }
        return result
    }

    static func camelCased(_ key: String) -> String {
        guard key.contains("_") else { return key }
        let leading = key.prefix { $0 == "_" }
        let trailing = key.reversed().prefix { $0 == "_" }
        guard leading.count < key.count else { return key }
        let middle = key.dropFirst(leading.count).dropLast(trailing.count)
        let words = middle.split(separator: "_")
        guard let first = words.first else { return key }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        return String(leading) + first + rest.joined() + String(trailing)
    }

    // MARK: Errors

    func keyNotFound(_ key: String, path: [CodingPathStep], at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        try decodingError("keyNotFound", "Key '\(key)' not found in keyed decoding container", path: path,
                          debug: "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").",
                          isMissingData: true, at: node)
    }

    /// `valueNotFound`: a null, or (`debug`) an unkeyed container read past its end.
    func decodingError(valueNotFound type: SwiftType, path: [CodingPathStep], debug: String? = nil, at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        let name = typeName(type, qualified: false)
        return try decodingError("valueNotFound", "Expected value of type \(name) but found null instead", path: path,
                                 debug: debug ?? "Cannot get value of type \(name) -- found null value instead", isMissingData: true, at: node)
    }

    func typeMismatch(_ expected: String, found json: JSONValue, path: [CodingPathStep], at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        try decodingError("typeMismatch", "expected value of type \(expected)", path: path,
                          debug: "Expected to decode \(expected) but found \(json.foundDescription) instead.", isMissingData: false, at: node)
    }

    func dataCorrupted(_ debug: String, path: [CodingPathStep], at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        try decodingError("dataCorrupted", "Data was corrupted", path: path, debug: debug, isMissingData: false, at: node)
    }

    func notValidJSON(at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        try dataCorrupted("The given data was not valid JSON.", path: [], at: node)
    }

    /// A coding path as Swift prints it: `[0].coords`.
    static func spelled(_ path: [CodingPathStep]) -> String {
        var spelled = ""
        for step in path {
            switch step {
            case .key(let key): spelled += spelled.isEmpty ? key : "." + key
            case .index(let index): spelled += "[\(index)]"
            }
        }
        return spelled
    }

    /// A `DecodingError` raised as a Swift error: `DecodingError.kind: summary. Path: p. Debug description: d`.
    private func decodingError(_ kind: String, _ summary: String, path: [CodingPathStep], debug: String, isMissingData: Bool, at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        let text = "DecodingError.\(kind): \(summary)." + (path.isEmpty ? "" : " Path: \(Self.spelled(path)).") + " Debug description: \(debug)"
        let reason = isMissingData ? "The data is missing." : "The data isn’t in the correct format."
        let error = try instance("DecodingError", [
            "debugDescription": .string(text),
            "_localizedDescription": .string("The operation could not be completed. " + reason),
        ])
        return try raise(error, at: node)
    }
}
