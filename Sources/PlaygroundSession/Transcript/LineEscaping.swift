/// The ` (esc)` form of output lines: which lines need it, and the escapes both ways.
///
/// Escapes: `\\` a backslash, `\t` a tab, `\xHH` the character U+00HH, `\u{H…}` any
/// character. The writer escapes control and invisible format characters, trailing whitespace,
/// and the first character of a line that would otherwise read as a prompt or prose.
enum LineEscaping {
    /// Markers an output line may end with, after a space.
    static let markers = ["(esc)", "(re)", "(glob)", "(no-eol)"]

    /// Whether a literal output line must be written in the ` (esc)` form.
    static func needsEscaping(_ line: String, isFirst: Bool) -> Bool {
        line.unicodeScalars.contains(where: isInvisible)
            || (line.unicodeScalars.last?.properties.isWhitespace ?? false)
            || markers.contains { line.hasScalarSuffix(" " + $0) }
            || line == Transcript.blankLineMarker
            || startsLikeMarkup(line, isFirst: isFirst)
    }

    /// The escaped text (without the ` (esc)` marker).
    static func escape(_ line: String, isFirst: Bool) -> String {
        let scalars = Array(line.unicodeScalars)
        var trailingBlanks = 0
        while trailingBlanks < scalars.count, scalars[scalars.count - 1 - trailingBlanks].properties.isWhitespace {
            trailingBlanks += 1
        }
        let escapeFirst = startsLikeMarkup(line, isFirst: isFirst) || line == Transcript.blankLineMarker
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            if scalar == "\\" {
                out += "\\\\"
            } else if scalar == "\t" {
                out += "\\t"
            } else if isInvisible(scalar) || (i == 0 && escapeFirst) || i >= scalars.count - trailingBlanks {
                out += hex(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The text an escaped line stands for, or the offending escape when it is malformed.
    static func unescape(_ text: String) -> Result<String, BadEscape> {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            guard c == "\\" else {
                out.append(c)
                i += 1
                continue
            }
            guard i + 1 < scalars.count else { return .failure(BadEscape(text: "\\")) }
            switch scalars[i + 1] {
            case "\\":
                out.append("\\")
                i += 2
            case "t":
                out.append("\t")
                i += 2
            case "x":
                let digits = String(String.UnicodeScalarView(scalars[(i + 2)..<min(i + 4, scalars.count)]))
                guard digits.count == 2, let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
                    return .failure(BadEscape(text: "\\x" + digits))
                }
                out.append(scalar)
                i += 4
            case "u":
                guard i + 2 < scalars.count, scalars[i + 2] == "{",
                    let close = scalars[(i + 3)...].firstIndex(of: "}")
                else { return .failure(BadEscape(text: "\\u")) }
                let digits = String(String.UnicodeScalarView(scalars[(i + 3)..<close]))
                guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
                    let scalar = Unicode.Scalar(value)
                else { return .failure(BadEscape(text: "\\u{" + digits + "}")) }
                out.append(scalar)
                i = close + 1
            default:
                return .failure(BadEscape(text: "\\" + String(scalars[i + 1])))
            }
        }
        return .success(String(out))
    }

    /// A malformed escape, as written.
    struct BadEscape: Error, Equatable {
        var text: String
    }

    /// A line starting like this would read as an input or prose line.
    private static func startsLikeMarkup(_ line: String, isFirst: Bool) -> Bool {
        line.hasScalarPrefix("#") || line.hasScalarPrefix(Transcript.prompt)
            || (isFirst && line.hasScalarPrefix(Transcript.continuationPrompt))
    }

    /// Characters an editor or terminal would hide or mangle.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return true
        case .format:
            return scalar != "\u{200D}"
        default:
            return false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return scalar.value < 0x100
            ? "\\x" + String(repeating: "0", count: 2 - digits.count) + digits
            : "\\u{" + digits + "}"
    }
}
