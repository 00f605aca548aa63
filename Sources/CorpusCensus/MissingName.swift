import Foundation

/// What a playground error says is missing: a name (`GeometryProxy`), a member (`Text.bold`), or a normalised message.
public enum MissingName {
    /// The missing thing one message names.
    ///
    /// `cannot find 'X' in scope` and `cannot find type 'X' in scope` give `X`; `value of type 'T' has no member 'm'`
    /// and `type 'T' has no member 'm'` give `T.m` (generic arguments dropped); `unknown attribute 'W'` gives `@W`
    /// (a property wrapper or macro no one declared); any other message is kept with each
    /// quoted part replaced by `'_'`, after the context (the call, the property's attribute) when one is given.
    public static func key(for message: String, context: String? = nil) -> String {
        let quoted = quotedParts(of: message)
        if message.hasPrefix("cannot find type '"), message.hasSuffix("' in scope"), let name = quoted.first {
            return name
        }
        if message.hasPrefix("cannot find '"), message.hasSuffix("' in scope"), let name = quoted.first {
            return name
        }
        if (message.hasPrefix("value of type '") || message.hasPrefix("type '")), message.contains("' has no member '"), quoted.count >= 2 {
            return baseType(quoted[0]) + "." + quoted[1]
        }
        if message.hasPrefix("unknown attribute '"), let name = quoted.first {
            return "@" + name
        }
        if message.hasPrefix("'"), message.contains("' is not a member type of '"), quoted.count >= 2 {
            return baseType(quoted[1]) + "." + quoted[0]
        }
        if let context { return context + ": " + normalised(message) }
        return normalised(message)
    }

    /// The member a `T.m` key names (`m`), or nil for other keys.
    public static func member(ofKey key: String) -> String? {
        guard !key.contains(" "), let dot = key.lastIndex(of: "."), dot != key.startIndex else { return nil }
        return String(key[key.index(after: dot)...])
    }

    /// `ModifiedContent<A, B>` → `ModifiedContent`, `some View` → `some View`, `Foo.Type` → `Foo`.
    static func baseType(_ type: String) -> String {
        var base = type
        if let angle = base.firstIndex(of: "<") { base = String(base[..<angle]) }
        if base.hasSuffix(".Type") { base = String(base.dropLast(5)) }
        if base.hasSuffix("?") { base = String(base.dropLast()) }
        return base
    }

    /// The message with every quoted part replaced by `'_'` and numbers by `N`.
    public static func normalised(_ message: String) -> String {
        var out = ""
        var inQuote = false
        // A module file's place is named from its repository's `.module` folder, wherever the corpus is.
        let message = message.replacing(/\S*\/\.module\//, with: ".module/")
        for character in message {
            if character == "'" {
                if !inQuote { out += "'_'" }
                inQuote.toggle()
            } else if !inQuote {
                out.append(character.isNumber ? "N" : character)
            }
        }
        if inQuote { out += "…" }
        while out.contains("NN") { out = out.replacingOccurrences(of: "NN", with: "N") }
        return out
    }

    private static func quotedParts(of message: String) -> [String] {
        var parts: [String] = []
        var current: String?
        for character in message {
            if character == "'" {
                if let open = current { parts.append(open); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(character)
            }
        }
        return parts
    }
}
