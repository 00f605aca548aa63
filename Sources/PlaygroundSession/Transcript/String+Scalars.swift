/// Prefix and suffix tests by Unicode scalar, so that the parser and the writer agree on
/// lines whose first or last character combines with what follows (`#` + U+20E3 is still `#…`).
extension String {
    func hasScalarPrefix(_ prefix: String) -> Bool {
        unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    func hasScalarSuffix(_ suffix: String) -> Bool {
        unicodeScalars.reversed().starts(with: suffix.unicodeScalars.reversed())
    }

    /// The text after `prefix`, which must be there.
    func droppingScalarPrefix(_ prefix: String) -> String {
        String(unicodeScalars.dropFirst(prefix.unicodeScalars.count))
    }

    /// The text before `suffix`, which must be there.
    func droppingScalarSuffix(_ suffix: String) -> String {
        String(unicodeScalars.dropLast(suffix.unicodeScalars.count))
    }

    /// Blank: empty or only whitespace.
    var isBlank: Bool { unicodeScalars.allSatisfy(\.properties.isWhitespace) }

    /// Lines split at every newline scalar (a `\r\n` pair is not one separator here).
    func scalarLines() -> [String] {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }
}
