import PlaygroundChecker
import SwiftSyntax

/// `JSONEncoder.encode(_:)`: a value written as JSON the way Swift's synthesized `Encodable`
/// conformances and Foundation's encoder write it, as `JSONSerialization`'s tokens that
/// `JSONTokenWriter` turns into text. A value JSON cannot hold is thrown as an `EncodingError`
/// worded as Swift 6.3 prints it.
extension Interpreter {
    /// How one `encode` call writes keys, dates and data (the encoder's strategies).
    struct EncodingOptions {
        var convertsToSnakeCase = false
        /// The date strategy's case name.
        var dateStrategy = "deferredToDate"
        /// The closure `.formatted(formatter)` and `.iso8601` write a date with.
        var formatDate: FunctionValue?
        /// `.deferredToData`: `Data` as an array of its bytes, not base64.
        var dataAsBytes = false
    }

    /// What a custom `encode(to:)` has written through the encoder standing at it (`_node`):
    /// a keyed container's members in the order written, or one value.
    final class EncodingNode {
        let path: [CodingPathStep]
        let options: EncodingOptions
        var members: [(key: String, tokens: [String])] = []
        var isKeyed = false
        var single: [String]?

        init(path: [CodingPathStep], options: EncodingOptions) {
            self.path = path
            self.options = options
        }

        /// The tokens written; nil when nothing was.
        var tokens: [String]? {
            if isKeyed { return ["o\(members.count)"] + members.flatMap { ["s" + $0.key] + $0.tokens } }
            return single
        }

        /// Sets `key` to `tokens`, where it was (a key written again keeps its place).
        func set(_ key: String, _ tokens: [String]) {
            isKeyed = true
            if let index = members.firstIndex(where: { $0.key == key }) {
                members[index].tokens = tokens
            } else {
                members.append((key, tokens))
            }
        }
    }

    /// The JSON text of `value` (of static type `type`); `format` holds `OutputFormatting`'s bits.
    func encodeJSON(_ value: Value, as type: SwiftType, format: Int, options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> String {
        let outermost = encodingNodes.isEmpty
        defer { if outermost { encodingNodes = [] } }
        guard let tokens = try encodedTokens(value, as: type, path: [], options, at: node) else {
            let name = typeName(type, qualified: false)
            throw try encodingError(value, type: type, path: [], debug: "Top-level \(name) did not encode any values.", at: node)
        }
        var writer = JSONTokenWriter(tokens: tokens, pretty: format & 1 != 0, sortedKeys: format & 2 != 0, escapesSlashes: format & 8 == 0)
        return writer.text()
    }

    /// The tokens of one value; nil when a custom `encode(to:)` wrote nothing.
    func encodedTokens(_ value: Value, as type: SwiftType, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String]? {
        try tick(node)
        // Foundation overflows its stack on a value that contains itself; the playground throws,
        // so the error points at the caller's `encode`.
        guard path.count <= Self.maximumEncodingDepth else {
            let debug = "The playground encodes at most \(Self.maximumEncodingDepth) nested values; does the value contain itself?"
            throw try encodingError(spelled: "a value \(path.count) levels deep", path: [], debug: debug, at: node)
        }
        switch value {
        case .optional(let wrapped):
            guard let wrapped else { return ["z"] }
            return try encodedTokens(wrapped, as: checker.system.normalize(type).optionalWrapped ?? type, path: path, options, at: node)
        case .int(let n): return ["n\(n)"]
        case .uint(let n): return ["n\(n)"]
        case .bool(let b): return [b ? "t" : "f"]
        case .string(let s): return ["s" + s]
        case .double(let d):
            guard d.isFinite else { throw try nonFinite(value, d.description, "Double", path: path, at: node) }
            return ["d" + d.description]
        case .float(let f):
            guard f.isFinite else { throw try nonFinite(value, f.description, "Float", path: path, at: node) }
            return ["d" + f.description]
        case .array(let elements):
            return try encodedArray(elements, elementType: argument(0, of: type), path: path, options, at: node)
        case .range(let low, let high, _):
            return ["a2", "n\(low)", "n\(high)"]
        case .dictionary(let keys, let values):
            return try encodedDictionary(keys: keys, values: values, type: type, path: path, options, at: node)
        case .enumCase(let e):
            return try encodedEnum(e, value: value, path: path, options, at: node)
        case .instance(let i):
            return try encodedInstance(i, value: value, path: path, options, at: node)
        case .cell(let cell):
            return try encodedTokens(cell.value, as: type, path: path, options, at: node)
        default:
            throw RuntimeError("the playground's JSONEncoder cannot encode a value of type '\(typeName(type, qualified: false))'", at: node)
        }
    }

    private func encodedArray(_ elements: [Value], elementType: SwiftType, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String] {
        var tokens = ["a\(elements.count)"]
        for (index, element) in elements.enumerated() {
            tokens += try encodedTokens(element, as: elementType, path: path + [.index(index)], options, at: node) ?? ["o0"]
        }
        return tokens
    }

    /// String and `Int` keys make an object; any other key type an array of keys and values
    /// in turn, as the standard library's `Dictionary.encode(to:)` writes them.
    private func encodedDictionary(keys: [Value], values: [Value], type: SwiftType, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String] {
        let valueType = argument(1, of: type)
        let spelled = keys.map { key -> String? in
            switch key {
            case .string(let s): s
            case .int(let n): String(n)
            default: nil
            }
        }
        guard spelled.allSatisfy({ $0 != nil }) else {
            var tokens = ["a\(keys.count * 2)"]
            for (index, (key, member)) in zip(keys, values).enumerated() {
                tokens += try encodedTokens(key, as: argument(0, of: type), path: path + [.index(2 * index)], options, at: node) ?? ["o0"]
                tokens += try encodedTokens(member, as: valueType, path: path + [.index(2 * index + 1)], options, at: node) ?? ["o0"]
            }
            return tokens
        }
        var tokens = ["o\(keys.count)"]
        for (key, member) in zip(spelled, values) {
            let key = key ?? ""
            tokens.append("s" + key)
            tokens += try encodedTokens(member, as: valueType, path: path + [.key(key)], options, at: node) ?? ["o0"]
        }
        return tokens
    }

    /// A raw value's enum as its raw value; another as `{"case": {"label": value}}`, unlabeled
    /// associated values keyed `_0`, `_1`… (Swift 5.5's synthesized conformance).
    private func encodedEnum(_ e: EnumValue, value: Value, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String]? {
        if checker.isStandardLibraryDeclaration(e.decl), e.decl.name == "Optional" {
            // `Optional<Int>.none` spelled as a member.
            guard let wrapped = e.payload.first else { return ["z"] }
            return try encodedTokens(wrapped, as: .any, path: path, options, at: node)
        }
        if let custom = try customEncoding(of: value, decl: e.decl, type: e.type, path: path, options, at: node) { return custom }
        if let rawType = e.decl.rawType {
            return try encodedTokens(try rawValue(ofCase: e.name, in: e.decl), as: rawType, path: path, options, at: node)
        }
        let labels = e.decl.enumCases[e.name]?.labels ?? []
        var tokens = ["o1", "s" + keyName(e.name, options), "o\(e.payload.count)"]
        for (index, payload) in e.payload.enumerated() {
            let label = index < labels.count ? labels[index] ?? "_\(index)" : "_\(index)"
            let key = keyName(label, options)
            tokens.append("s" + key)
            tokens += try encodedTokens(payload, as: .any, path: path + [.key(e.name), .key(key)], options, at: node) ?? ["o0"]
        }
        return tokens
    }

    private func encodedInstance(_ i: Instance, value: Value, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String]? {
        let decl = i.decl
        if checker.isProfileDeclaration(decl), let tokens = try encodedFoundationValue(i, path: path, options, at: node) { return tokens }
        if let custom = try customEncoding(of: value, decl: decl, type: i.type, path: path, options, at: node) { return custom }
        guard !checker.isProfileDeclaration(decl) else {
            throw RuntimeError("the playground's JSONEncoder cannot encode a value of type '\(typeName(i.type, qualified: false))'", at: node)
        }
        let substitution = checker.system.substitution(for: i.type)
        let properties = try storedPropertiesWithInherited(decl).filter { !$0.isStatic }
        var coded: [(key: String, property: PropertyDecl)] = []
        if let keys = decl.nestedTypes["CodingKeys"], keys.kind == .enum {
            // In the order of the coding keys, as the synthesized `encode(to:)` writes them.
            for name in keys.enumCaseOrder {
                if let p = properties.first(where: { $0.name == name }) { coded.append((try jsonKey(ofCase: name, in: keys), p)) }
            }
        } else {
            coded = properties.map { ($0.name, $0) }
        }
        var members: [(String, [String])] = []
        for (key, p) in coded {
            let key = keyName(key, options)
            // A wrapped property is coded by its wrapper, as Swift synthesizes it.
            let member = p.wrapper != nil ? (i.fields[p.storageName] ?? .none) : try property(p, of: value, at: node)
            let type = checker.system.normalize((try? checker.propertyTypeOrError(p).substituting(substitution)) ?? .any)
            // The synthesized conformance writes an optional with `encodeIfPresent`: nil leaves the key out.
            if case .optional(nil) = member, type.optionalWrapped != nil { continue }
            members.append((key, try encodedTokens(member, as: type, path: path + [.key(key)], options, at: node) ?? ["o0"]))
        }
        return ["o\(members.count)"] + members.flatMap { ["s" + $0.0] + $0.1 }
    }

    /// Foundation's and Core Graphics' codable values: `Date` by the date strategy, `URL` as
    /// its string, `UUID` as its uppercase string, `Data` as base64 (or its bytes), points and
    /// sizes as `[x, y]`, rectangles as `[[x, y], [w, h]]`.
    private func encodedFoundationValue(_ i: Instance, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String]? {
        func number(_ name: String) -> String? {
            switch i.fields[name] {
            case .double(let d)?: "d" + d.description
            case .int(let n)?: "n\(n)"
            default: nil
            }
        }
        switch i.decl.name {
        case "URL":
            guard case .string(let s)? = i.fields["absoluteString"] else { return nil }
            return ["s" + s]
        case "UUID":
            guard case .string(let s)? = i.fields["uuidString"] else { return nil }
            return ["s" + s]
        case "Data":
            guard case .string(let text)? = i.fields["_text"] else { return nil }
            let bytes = Array(text.utf8)
            if options.dataAsBytes { return ["a\(bytes.count)"] + bytes.map { "n\($0)" } }
            return ["s" + Self.base64(bytes)]
        case "Date":
            guard case .double(let sinceReference)? = i.fields["timeIntervalSinceReferenceDate"] else { return nil }
            return try encodedDate(sinceReference, path: path, options, at: node)
        case "CGPoint":
            guard let x = number("x"), let y = number("y") else { return nil }
            return ["a2", x, y]
        case "CGSize":
            guard let width = number("width"), let height = number("height") else { return nil }
            return ["a2", width, height]
        case "CGRect":
            guard case .instance(let origin)? = i.fields["origin"], case .instance(let size)? = i.fields["size"],
                  let point = try encodedFoundationValue(origin, path: path, options, at: node),
                  let extent = try encodedFoundationValue(size, path: path, options, at: node) else { return nil }
            return ["a2"] + point + extent
        default:
            return nil
        }
    }

    private func encodedDate(_ sinceReference: Double, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String] {
        switch options.dateStrategy {
        case "secondsSince1970": return ["d" + (sinceReference + 978_307_200).description]
        case "millisecondsSince1970": return ["d" + ((sinceReference + 978_307_200) * 1000).description]
        case "formatted":
            guard let formatDate = options.formatDate else { return ["d" + sinceReference.description] }
            let date = try instance("Date", ["timeIntervalSinceReferenceDate": .double(sinceReference)])
            guard case .string(let text) = try call(formatDate, [date], at: node) else { return ["z"] }
            return ["s" + text]
        default: return ["d" + sinceReference.description]
        }
    }

    /// What the value's own `encode(to:)` writes, through a `_JSONEncoding` standing at it;
    /// nil when its type has none (the synthesized conformance applies).
    private func customEncoding(of value: Value, decl: NominalDecl, type: SwiftType, path: [CodingPathStep], _ options: EncodingOptions, at node: Syntax?) throws(RuntimeError) -> [String]?? {
        guard !checker.isProfileDeclaration(decl),
              let custom = decl.functions["encode"]?.first(where: { !$0.isStatic && $0.parameters.count == 1 && $0.parameters[0].label == "to" }) else { return nil }
        let index = encodingNodes.count
        encodingNodes.append(EncodingNode(path: path, options: options))
        let encoder = try instance("_JSONEncoding", ["_node": .int(index)])
        _ = try invoke(custom, receiver: value, args: [encoder], substitution: checker.system.substitution(for: type), at: node)
        return .some(encodingNodes[index].tokens)
    }

    /// How deep `JSONEncoder` follows nested values.
    public static let maximumEncodingDepth = 512

    /// A coding key as written: `convertToSnakeCase` applied.
    func keyName(_ key: String, _ options: EncodingOptions) -> String {
        options.convertsToSnakeCase ? Self.snakeCased(key) : key
    }

    /// The generic argument at `index` of a collection type, or `Any` when the type is not one.
    private func argument(_ index: Int, of type: SwiftType) -> SwiftType {
        guard case .nominal(_, let arguments) = checker.system.normalize(type), index < arguments.count else { return .any }
        return arguments[index]
    }

    /// `convertToSnakeCase`, as Foundation splits words: at a capital after lowercase, and
    /// before the last capital of a run followed by lowercase (`myURLKey` is `my_url_key`).
    static func snakeCased(_ key: String) -> String {
        let characters = Array(key)
        guard !characters.isEmpty else { return key }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        while let upper = characters[searchStart...].firstIndex(where: { $0.isUppercase }) {
            words.append(wordStart..<upper)
            guard let lower = characters[upper...].firstIndex(where: { $0.isLowercase }) else {
                wordStart = upper
                searchStart = characters.count
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
            if searchStart >= characters.count { break }
        }
        words.append(wordStart..<characters.count)
        return words.filter { !$0.isEmpty }.map { String(characters[$0]).lowercased() }.joined(separator: "_")
    }

    /// Base64 with padding, as `Data.base64EncodedString()` writes it.
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var out = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let n = (Int(chunk[0]) << 16) | (chunk.count > 1 ? Int(chunk[1]) << 8 : 0) | (chunk.count > 2 ? Int(chunk[2]) : 0)
            out.append(alphabet[(n >> 18) & 63])
            out.append(alphabet[(n >> 12) & 63])
            out.append(chunk.count > 1 ? alphabet[(n >> 6) & 63] : "=")
            out.append(chunk.count > 2 ? alphabet[n & 63] : "=")
            index += 3
        }
        return out
    }

    // MARK: Errors

    private func nonFinite(_ value: Value, _ spelled: String, _ typeName: String, path: [CodingPathStep], at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        try encodingError(spelled: "\(spelled) (\(typeName))", path: path, debug: "Unable to encode \(typeName).\(spelled) directly in JSON.", at: node)
    }

    private func encodingError(_ value: Value, type: SwiftType, path: [CodingPathStep], debug: String, at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        try encodingError(spelled: "\(try reflecting(value, at: node)) (\(typeName(type, qualified: false)))", path: path, debug: debug, at: node)
    }

    /// An `EncodingError` raised as a Swift error: `EncodingError.invalidValue: v (T). Path: p. Debug description: d`.
    private func encodingError(spelled: String, path: [CodingPathStep], debug: String, at node: Syntax?) throws(RuntimeError) -> RuntimeError {
        let text = "EncodingError.invalidValue: \(spelled)." + (path.isEmpty ? "" : " Path: \(Self.spelled(path)).") + " Debug description: \(debug)"
        let error = try instance("EncodingError", [
            "debugDescription": .string(text),
            "_localizedDescription": .string("The operation could not be completed. The data isn’t in the correct format."),
        ])
        return try raise(error, at: node)
    }
}
