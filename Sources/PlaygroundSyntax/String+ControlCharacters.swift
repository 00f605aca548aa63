/// Control characters shown, never sent: text from an entry (a string's contents, a source
/// line, a file name) goes to the terminal with its control characters written as Swift
/// escapes (`\u{1B}`), so no input can move the cursor, clear the screen or change colours.
extension StringProtocol {
    /// The text with every control character but newline and tab written as `\u{H…}`.
    public var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: \.isShownEscaped) else { return String(self) }
        var out = ""
        for scalar in unicodeScalars {
            if scalar.isShownEscaped {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether the text holds a control character `escapingControlCharacters` would escape.
    public var containsControlCharacters: Bool {
        unicodeScalars.contains(where: \.isShownEscaped)
    }
}

extension Unicode.Scalar {
    /// C0 and C1 controls and DEL, except newline and tab.
    fileprivate var isShownEscaped: Bool {
        (value < 0x20 && self != "\n" && self != "\t") || (0x7F...0x9F).contains(value)
    }
}
