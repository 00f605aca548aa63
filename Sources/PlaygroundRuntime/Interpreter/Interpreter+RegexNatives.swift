import PlaygroundChecker
import SwiftSyntax

/// The hooks Foundation's `NSRegularExpression` and `NSString`'s ranges are written on in the
/// profile: matching with Swift's own `Regex` (ICU's syntax, which Swift's regex literals
/// accept, matched by Unicode scalar as ICU does), and UTF-16 lengths.
extension Interpreter {
    /// The implementation of `name`, or nil when it is not one of these.
    func regexNative(_ name: String, args: [Value], at node: Syntax?) throws(RuntimeError) -> Value? {
        switch (name, args.first) {
        case ("_utf16Count(_:)", .string(let text)?):
            return .int(text.utf16.count)
        case ("_withoutDiacritics(_:)", .string(let text)?):
            return .string(Self.withoutDiacritics(text))
        case ("_regexMatches(_:_:_:)", .string(let pattern)?):
            guard args.count == 3, case .string(let text) = args[1], case .int(let options) = args[2] else { return nil }
            guard let regex = Self.regex(pattern, options: options) else { return .optional(nil) }
            let matches = text.matches(of: regex).map { match in
                Value.array((0..<match.output.count).flatMap { group -> [Value] in
                    guard let range = match.output[group].range else { return [.int(-1), .int(0)] }
                    return [.int(Self.utf16Offset(range.lowerBound, in: text)), .int(text.utf16.distance(from: range.lowerBound, to: range.upperBound))]
                })
            }
            return .optional(.array(matches))
        default:
            return nil
        }
    }

    /// `pattern` as a Swift regex with the flags among `NSRegularExpression.Options`' bits
    /// applied (the profile has escaped or extended the pattern for the others); nil when it
    /// does not parse.
    static func regex(_ pattern: String, options: Int) -> Regex<AnyRegexOutput>? {
        guard var regex = try? Regex(pattern) else { return nil }
        regex = regex.matchingSemantics(.unicodeScalar)
        if options & 1 != 0 { regex = regex.ignoresCase() }
        if options & 8 != 0 { regex = regex.dotMatchesNewlines() }
        if options & 16 != 0 { regex = regex.anchorsMatchLineEndings() }
        return regex
    }

    /// `text` without combining marks, a Latin letter with a diacritic as its base letter
    /// (`é` is `e`): by the scalar's Unicode name, as the host has no decomposition tables
    /// (Foundation decomposes and drops the marks).
    static func withoutDiacritics(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: break
            }
            let words = (scalar.properties.name ?? "").split(separator: " ")
            if words.count > 5, words[0] == "LATIN", words[2] == "LETTER", words[4] == "WITH", words[3].count == 1,
               Self.decomposingMarks.contains(String(words[5])),
               let base = words[3].first.map({ words[1] == "SMALL" ? Character($0.lowercased()) : $0 })?.unicodeScalars.first {
                scalars.append(base)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The first word of the diacritics a Latin letter decomposes into (`WITH ACUTE`); a letter
    /// with a stroke or bar (`Ø`) has none and stays.
    static let decomposingMarks: Set<String> = [
        "ACUTE", "GRAVE", "CIRCUMFLEX", "TILDE", "DIAERESIS", "RING", "CEDILLA", "CARON", "MACRON", "BREVE", "OGONEK", "DOT", "DOUBLE", "HOOK", "HORN",
    ]

    static func utf16Offset(_ index: String.Index, in text: String) -> Int {
        text.utf16.distance(from: text.utf16.startIndex, to: index)
    }
}
