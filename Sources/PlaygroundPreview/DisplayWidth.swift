/// How many terminal cells a character or string occupies.
///
/// East Asian Wide and Fullwidth characters (CJK, Hangul, kana, fullwidth forms) and emoji
/// with emoji presentation take 2 cells; so do graphemes forced to emoji presentation by
/// VS16, emoji ZWJ sequences and flags (each one grapheme). Combining marks, format
/// characters (ZWJ, variation selectors …) and control characters take 0; everything else 1.
public enum DisplayWidth {
    /// The width of one grapheme cluster, 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var base = 0
        var sawBase = false
        var hasEmojiVariation = false
        var hasTextVariation = false
        var joins = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0F: hasEmojiVariation = true
            case 0xFE0E: hasTextVariation = true
            case 0x200D: joins = true
            default:
                let width = of(scalar)
                if !sawBase, width > 0 {
                    base = width
                    sawBase = true
                }
            }
        }
        guard sawBase else { return 0 }
        if isRegionalIndicator(first) { return 2 }
        if hasTextVariation, !hasEmojiVariation { return 1 }
        if hasEmojiVariation || joins { return 2 }
        return base
    }

    /// The width of a string: the sum of its graphemes' widths.
    public static func of(_ string: some StringProtocol) -> Int {
        var total = 0
        for character in string {
            total &+= of(character)
        }
        return total
    }

    /// The width of a single scalar, ignoring grapheme context.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return 1 }
        if contains(zeroWidth, value) { return 0 }
        if contains(wide, value) { return 2 }
        return 1
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Binary search in sorted, disjoint ranges.
    private static func contains(_ table: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0, high = table.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let range = table[mid]
            if value < range.lowerBound {
                high = mid - 1
            } else if value > range.upperBound {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
