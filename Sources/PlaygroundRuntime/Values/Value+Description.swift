/// How a value prints, as Swift's `description` does (`Optional(3)`, `["a", "b"]`).
extension Value: CustomStringConvertible {
    public var description: String { describe(quoted: false) }

    /// Like `description`, with strings quoted and escaped as Swift's `debugDescription` does
    /// (`"Ann"`, `"a\tb"`).
    public var describeQuoted: String { describe(quoted: true) }

    func describe(quoted: Bool) -> String {
        switch self {
        case .int(let n): return String(n)
        case .uint(let n): return String(n)
        case .double(let d): return d.description
        case .float(let f): return f.description
        case .bool(let b): return b ? "true" : "false"
        case .string(let s): return quoted ? s.debugDescription : s
        case .optional(let v?): return "Optional(\(v.describe(quoted: true)))"
        case .optional(nil): return "nil"
        case .tuple(let values): return "(" + values.map { $0.describe(quoted: true) }.joined(separator: ", ") + ")"
        case .array(let values): return "[" + values.map { $0.describe(quoted: true) }.joined(separator: ", ") + "]"
        case .dictionary(let keys, let values):
            if keys.isEmpty { return "[:]" }
            return "[" + zip(keys, values).map { "\($0.describe(quoted: true)): \($1.describe(quoted: true))" }.joined(separator: ", ") + "]"
        case .range(let lo, let hi, let closed): return "\(lo)\(closed ? "..." : "..<")\(hi)"
        case .instance(let i) where i.decl.name == "Decimal" && i.fields["_text"] != nil:
            // Foundation's Decimal prints its digits (`Interpreter+DecimalNatives.swift`).
            if case .string(let text)? = i.fields["_text"] { return text }
            return "0"
        case .instance(let i) where i.decl.name == "UUID":
            // Foundation's UUID prints as its string, unquoted.
            if case .string(let string)? = i.fields["uuidString"] { return string }
            return "UUID()"
        case .instance(let i):
            let fields = i.decl.storedProperties.compactMap { p -> String? in
                guard let v = i.fields[p.storageName] else { return nil }
                return "\(p.storageName): \(v.describe(quoted: true))"
            }
            return "\(i.type)(\(fields.joined(separator: ", ")))"
        case .enumCase(let e):
            return e.payload.isEmpty ? e.name : "\(e.name)(\(e.payload.map { $0.describe(quoted: true) }.joined(separator: ", ")))"
        case .function: return "(Function)"
        case .keyPath(let path): return "\\." + (path.isEmpty ? "self" : path.joined(separator: "."))
        case .cell(let c): return "\(c.kind.rawValue)(\(c.value.describe(quoted: true)))"
        case .metatype(let type): return type.description
        case .void: return "()"
        }
    }
}
