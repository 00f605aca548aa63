/// Writes `JSONSerialization`'s tokens (`JSONValue.tokens(parsing:fragmentsAllowed:)` says
/// what each is) as the JSON text Foundation writes: compact, or pretty-printed with two
/// spaces and `" : "`; keys in order or sorted; `/` escaped unless asked not to.
struct JSONTokenWriter {
    let tokens: [String]
    let pretty: Bool
    let sortedKeys: Bool
    let escapesSlashes: Bool
    private var position = 0

    init(tokens: [String], pretty: Bool, sortedKeys: Bool, escapesSlashes: Bool) {
        self.tokens = tokens
        self.pretty = pretty
        self.sortedKeys = sortedKeys
        self.escapesSlashes = escapesSlashes
    }

    /// The text of the value the tokens hold.
    mutating func text() -> String {
        position = 0
        return value(indent: 0)
    }

    private mutating func value(indent: Int) -> String {
        guard position < tokens.count else { return "null" }
        let token = tokens[position]
        position += 1
        let payload = String(token.dropFirst())
        switch token.first {
        case "o":
            var members: [(key: String, text: String)] = []
            for _ in 0..<(Int(payload) ?? 0) {
                let key = position < tokens.count ? String(tokens[position].dropFirst()) : ""
                position += 1
                members.append((key, value(indent: indent + 1)))
            }
            if sortedKeys { members.sort { $0.key < $1.key } }
            return container("{", "}", members.map { quoted($0.key) + (pretty ? " : " : ":") + $0.text }, indent: indent)
        case "a":
            var elements: [String] = []
            for _ in 0..<(Int(payload) ?? 0) { elements.append(value(indent: indent + 1)) }
            return container("[", "]", elements, indent: indent)
        case "s": return quoted(payload)
        case "n": return payload
        case "d": return Self.number(payload)
        case "t": return "true"
        case "f": return "false"
        default: return "null"
        }
    }

    /// An object's or array's text; pretty-printed, each item on a line of its own.
    private func container(_ open: String, _ close: String, _ items: [String], indent: Int) -> String {
        guard pretty else { return open + items.joined(separator: ",") + close }
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        guard !items.isEmpty else { return open + "\n\n" + outer + close }
        return open + "\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + outer + close
    }

    /// A number other than an integer literal: whole values without their `.0` (`-0` keeps its
    /// sign), as Foundation writes them.
    private static func number(_ text: String) -> String {
        guard let value = Double(text) else { return text }
        if value == 0, value.sign == .minus { return "-0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += escapesSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
