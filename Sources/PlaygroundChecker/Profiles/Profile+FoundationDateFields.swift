extension Profile {
    /// `Date.FormatStyle`'s symbols (`.dateTime.weekday(.wide).month().day()`) and the en_US
    /// patterns they are written in. The patterns are CLDR's en data as ICU's date pattern
    /// generator picks them for each set of fields, widened or narrowed to the symbols asked
    /// for the way Foundation's formatting does (measured with swiftc against Foundation).
    static let foundationDateFieldsSource = #"""
// MARK: Date format symbols

extension Date.FormatStyle {
    /// The symbols a date's fields can be written with.
    public enum Symbol {
        public struct Year: Hashable {
            let letters: String
            public static let defaultDigits = Year(letters: "y")
            public static let twoDigits = Year(letters: "yy")
            public static func padded(_ length: Int) -> Year { Year(letters: String(repeating: "y", count: max(1, min(10, length)))) }
        }
        public struct Month: Hashable {
            let letters: String
            public static let defaultDigits = Month(letters: "M")
            public static let twoDigits = Month(letters: "MM")
            public static let abbreviated = Month(letters: "MMM")
            public static let wide = Month(letters: "MMMM")
            public static let narrow = Month(letters: "MMMMM")
        }
        public struct Day: Hashable {
            let letters: String
            public static let defaultDigits = Day(letters: "d")
            public static let twoDigits = Day(letters: "dd")
        }
        public struct Weekday: Hashable {
            let letters: String
            public static let abbreviated = Weekday(letters: "EEE")
            public static let wide = Weekday(letters: "EEEE")
            public static let narrow = Weekday(letters: "EEEEE")
            public static let short = Weekday(letters: "EEEEEE")
        }
        public struct Hour: Hashable {
            let letters: String
            /// How the hour says whether it is morning.
            public struct AMPMStyle: Hashable {
                let suffix: String
                public static let omitted = AMPMStyle(suffix: "O")
                public static let narrow = AMPMStyle(suffix: "N")
                public static let abbreviated = AMPMStyle(suffix: "")
                public static let wide = AMPMStyle(suffix: "W")
            }
            public static func defaultDigits(amPM: AMPMStyle) -> Hour { Hour(letters: "j" + amPM.suffix) }
            public static func twoDigits(amPM: AMPMStyle) -> Hour { Hour(letters: "jj" + amPM.suffix) }
        }
        public struct Minute: Hashable {
            let letters: String
            public static let defaultDigits = Minute(letters: "m")
            public static let twoDigits = Minute(letters: "mm")
        }
        public struct Second: Hashable {
            let letters: String
            public static let defaultDigits = Second(letters: "s")
            public static let twoDigits = Second(letters: "ss")
        }
    }

    public func year(_ format: Date.FormatStyle.Symbol.Year = .defaultDigits) -> Date.FormatStyle { _adding("y", format.letters) }
    public func month(_ format: Date.FormatStyle.Symbol.Month = .abbreviated) -> Date.FormatStyle { _adding("M", format.letters) }
    public func day(_ format: Date.FormatStyle.Symbol.Day = .defaultDigits) -> Date.FormatStyle { _adding("d", format.letters) }
    public func weekday(_ format: Date.FormatStyle.Symbol.Weekday = .abbreviated) -> Date.FormatStyle { _adding("E", format.letters) }
    public func hour(_ format: Date.FormatStyle.Symbol.Hour = .defaultDigits(amPM: .abbreviated)) -> Date.FormatStyle { _adding("h", format.letters) }
    public func minute(_ format: Date.FormatStyle.Symbol.Minute = .defaultDigits) -> Date.FormatStyle { _adding("m", format.letters) }
    public func second(_ format: Date.FormatStyle.Symbol.Second = .defaultDigits) -> Date.FormatStyle { _adding("s", format.letters) }

    func _adding(_ field: String, _ letters: String) -> Date.FormatStyle {
        var style = self
        style._symbols[field] = letters
        return style
    }
}

extension FormatStyle where Self == Date.FormatStyle {
    /// No fields yet: alone it writes `.numeric` and `.shortened`.
    public static var dateTime: Date.FormatStyle { Date.FormatStyle() }
}

extension DateFormatter {
    /// en_US's pattern for a template's fields (`"EEEE, MMM d"`, `"j"` for the hour as the
    /// locale writes it); hours, minutes and seconds keep the pattern's widths.
    public class func dateFormat(fromTemplate tmplate: String, options opts: Int, locale: Locale?) -> String? {
        _DateSkeleton.pattern(forTemplate: tmplate)
    }

    public func setLocalizedDateFormatFromTemplate(_ dateFormatTemplate: String) {
        dateFormat = _DateSkeleton.pattern(forTemplate: dateFormatTemplate)
    }
}

/// en_US's date patterns for sets of fields.
public enum _DateSkeleton {
    /// The pattern for a template's letters: its date fields at their widths, its time
    /// fields at the pattern's (`H` asks for a 24-hour clock).
    public static func pattern(forTemplate template: String) -> String {
        var fields: [String: String] = [:]
        var twentyFourHour = false
        for character in template {
            switch character {
            case "y": fields["y", default: ""] += "y"
            case "M", "L": fields["M", default: ""] += "M"
            case "d": fields["d", default: ""] += "d"
            case "E", "c": fields["E", default: ""] += "E"
            case "j", "h", "H":
                fields["h"] = "j"
                if character == "H" { twentyFourHour = true }
            case "m": fields["m"] = "m"
            case "s": fields["s"] = "s"
            default: break
            }
        }
        if let weekday = fields["E"], weekday.count < 3 { fields["E"] = "EEE" }
        let pattern = self.pattern(for: fields)
        guard twentyFourHour else { return pattern }
        var out = ""
        var quoted = false
        for character in pattern {
            if character == "'" { quoted = !quoted }
            if quoted || (character != "h" && character != "a") {
                out.append(character)
            } else if character == "h" {
                if !out.hasSuffix("HH") { out += "HH" }
            } else {
                if out.hasSuffix(" ") || out.hasSuffix("\u{202F}") { out.removeLast() }
            }
        }
        return out
    }

    /// The pattern for `fields` (field letter → the letters asked for): the pattern of their
    /// kind (numeric or written month; each other field present or not), its fields then
    /// widened to the letters asked for. Minutes and seconds keep the pattern's width beside
    /// an hour unless both are asked for at different widths.
    public static func pattern(for fields: [String: String]) -> String {
        let year = fields["y"] ?? "", month = fields["M"] ?? "", day = fields["d"] ?? ""
        let weekday = fields["E"] ?? "", hour = fields["h"] ?? "", minute = fields["m"] ?? "", second = fields["s"] ?? ""
        var kind = year.isEmpty ? "" : "y"
        if !month.isEmpty { kind += month.count >= 3 ? "MMM" : "M" }
        if !weekday.isEmpty { kind += "EEE" }
        if !day.isEmpty { kind += "d" }
        if !hour.isEmpty { kind += "j" }
        if !minute.isEmpty { kind += "mm" }
        if !second.isEmpty { kind += "ss" }
        guard var base = patterns[kind] else { return "" }
        // A narrow month makes a short date, which a time follows after a comma.
        if month.count == 5 { base = base.replacingOccurrences(of: " 'at' ", with: ", ") }
        if fields["z"] != nil { base += " z" }
        let both = !minute.isEmpty && !second.isEmpty
        let keepsMinute = both ? (hour.isEmpty || minute.count == second.count) : !hour.isEmpty
        let keepsSecond = both && (hour.isEmpty || minute.count == second.count)
        let omitsAMPM = hour.hasSuffix("O")
        let hourWidth = hour.hasPrefix("jj") || omitsAMPM ? 2 : 1
        var out = ""
        var run = ""
        var quoted = false
        func flush() {
            guard let letter = run.first else { return }
            switch letter {
            case "y": out += year
            case "M", "L": out += String(repeating: String(letter), count: month.count)
            case "E", "c": out += String(repeating: String(letter), count: weekday.count)
            case "d": out += day
            case "h": out += String(repeating: "h", count: hourWidth)
            case "m": out += keepsMinute ? run : minute
            case "s": out += keepsSecond ? run : second
            case "a":
                if omitsAMPM {
                    // The space before the day period goes with it.
                    if out.hasSuffix(" ") || out.hasSuffix("\u{202F}") { out.removeLast() }
                } else {
                    out += hour.hasSuffix("N") ? "aaaaa" : hour.hasSuffix("W") ? "aaaa" : run
                }
            default: out += run
            }
            run = ""
        }
        for character in base {
            if !run.isEmpty && (quoted || run.first != character) { flush() }
            if character == "'" {
                quoted = !quoted
                out.append(character)
            } else if quoted || !character.isLetter {
                out.append(character)
            } else {
                run.append(character)
            }
        }
        flush()
        return out
    }

    /// ICU's pattern for each kind of field set in en_US (`MMMEEEd` is `EEE, MMM d`), as
    /// `DateFormatter.dateFormat(fromTemplate:options:locale:)` gives it.
    static let patterns: [String: String] = [
        "ss": "s", "mm": "m", "mmss": "mm:ss", "j": "h\u{202F}a",
        "jss": "h\u{202F}a ('second': s)", "jmm": "h:mm\u{202F}a", "jmmss": "h:mm:ss\u{202F}a", "d": "d",
        "dss": "d, s", "dmm": "d, m", "dmmss": "d, mm:ss", "dj": "d, h\u{202F}a",
        "djss": "d, h\u{202F}a ('second': s)", "djmm": "d, h:mm\u{202F}a", "djmmss": "d, h:mm:ss\u{202F}a", "EEE": "ccc",
        "EEEss": "ccc, s", "EEEmm": "ccc, m", "EEEmmss": "ccc, mm:ss", "EEEj": "ccc, h\u{202F}a",
        "EEEjss": "ccc, h\u{202F}a ('second': s)", "EEEjmm": "EEE h:mm\u{202F}a", "EEEjmmss": "EEE h:mm:ss\u{202F}a", "EEEd": "EEE d",
        "EEEdss": "EEE d, s", "EEEdmm": "EEE d, m", "EEEdmmss": "EEE d, mm:ss", "EEEdj": "EEE d, h\u{202F}a",
        "EEEdjss": "EEE d, h\u{202F}a ('second': s)", "EEEdjmm": "EEE d, h:mm\u{202F}a", "EEEdjmmss": "EEE d, h:mm:ss\u{202F}a", "M": "L",
        "Mss": "L, s", "Mmm": "L, m", "Mmmss": "L, mm:ss", "Mj": "L, h\u{202F}a",
        "Mjss": "L, h\u{202F}a ('second': s)", "Mjmm": "L, h:mm\u{202F}a", "Mjmmss": "L, h:mm:ss\u{202F}a", "Md": "M/d",
        "Mdss": "M/d, s", "Mdmm": "M/d, m", "Mdmmss": "M/d, mm:ss", "Mdj": "M/d, h\u{202F}a",
        "Mdjss": "M/d, h\u{202F}a ('second': s)", "Mdjmm": "M/d, h:mm\u{202F}a", "Mdjmmss": "M/d, h:mm:ss\u{202F}a", "MEEE": "L ccc",
        "MEEEss": "L ccc, s", "MEEEmm": "L ccc, m", "MEEEmmss": "L ccc, mm:ss", "MEEEj": "L ccc, h\u{202F}a",
        "MEEEjss": "L ccc, h\u{202F}a ('second': s)", "MEEEjmm": "L ccc, h:mm\u{202F}a", "MEEEjmmss": "L ccc, h:mm:ss\u{202F}a", "MEEEd": "EEE, M/d",
        "MEEEdss": "EEE, M/d, s", "MEEEdmm": "EEE, M/d, m", "MEEEdmmss": "EEE, M/d, mm:ss", "MEEEdj": "EEE, M/d, h\u{202F}a",
        "MEEEdjss": "EEE, M/d, h\u{202F}a ('second': s)", "MEEEdjmm": "EEE, M/d, h:mm\u{202F}a", "MEEEdjmmss": "EEE, M/d, h:mm:ss\u{202F}a", "MMM": "LLL",
        "MMMss": "LLL 'at' s", "MMMmm": "LLL 'at' m", "MMMmmss": "LLL 'at' mm:ss", "MMMj": "LLL 'at' h\u{202F}a",
        "MMMjss": "LLL 'at' h\u{202F}a ('second': s)", "MMMjmm": "LLL 'at' h:mm\u{202F}a", "MMMjmmss": "LLL 'at' h:mm:ss\u{202F}a", "MMMd": "MMM d",
        "MMMdss": "MMM d 'at' s", "MMMdmm": "MMM d 'at' m", "MMMdmmss": "MMM d 'at' mm:ss", "MMMdj": "MMM d 'at' h\u{202F}a",
        "MMMdjss": "MMM d 'at' h\u{202F}a ('second': s)", "MMMdjmm": "MMM d 'at' h:mm\u{202F}a", "MMMdjmmss": "MMM d 'at' h:mm:ss\u{202F}a", "MMMEEE": "LLL ccc",
        "MMMEEEss": "LLL ccc 'at' s", "MMMEEEmm": "LLL ccc 'at' m", "MMMEEEmmss": "LLL ccc 'at' mm:ss", "MMMEEEj": "LLL ccc 'at' h\u{202F}a",
        "MMMEEEjss": "LLL ccc 'at' h\u{202F}a ('second': s)", "MMMEEEjmm": "LLL ccc 'at' h:mm\u{202F}a", "MMMEEEjmmss": "LLL ccc 'at' h:mm:ss\u{202F}a", "MMMEEEd": "EEE, MMM d",
        "MMMEEEdss": "EEE, MMM d 'at' s", "MMMEEEdmm": "EEE, MMM d 'at' m", "MMMEEEdmmss": "EEE, MMM d 'at' mm:ss", "MMMEEEdj": "EEE, MMM d 'at' h\u{202F}a",
        "MMMEEEdjss": "EEE, MMM d 'at' h\u{202F}a ('second': s)", "MMMEEEdjmm": "EEE, MMM d 'at' h:mm\u{202F}a", "MMMEEEdjmmss": "EEE, MMM d 'at' h:mm:ss\u{202F}a", "y": "y",
        "yss": "y, s", "ymm": "y, m", "ymmss": "y, mm:ss", "yj": "y, h\u{202F}a",
        "yjss": "y, h\u{202F}a ('second': s)", "yjmm": "y, h:mm\u{202F}a", "yjmmss": "y, h:mm:ss\u{202F}a", "yd": "y ('day': d)",
        "ydss": "y ('day': d), s", "ydmm": "y ('day': d), m", "ydmmss": "y ('day': d), mm:ss", "ydj": "y ('day': d), h\u{202F}a",
        "ydjss": "y ('day': d), h\u{202F}a ('second': s)", "ydjmm": "y ('day': d), h:mm\u{202F}a", "ydjmmss": "y ('day': d), h:mm:ss\u{202F}a", "yEEE": "y ccc",
        "yEEEss": "y ccc, s", "yEEEmm": "y ccc, m", "yEEEmmss": "y ccc, mm:ss", "yEEEj": "y ccc, h\u{202F}a",
        "yEEEjss": "y ccc, h\u{202F}a ('second': s)", "yEEEjmm": "y ccc, h:mm\u{202F}a", "yEEEjmmss": "y ccc, h:mm:ss\u{202F}a", "yEEEd": "EEE d y",
        "yEEEdss": "EEE d y, s", "yEEEdmm": "EEE d y, m", "yEEEdmmss": "EEE d y, mm:ss", "yEEEdj": "EEE d y, h\u{202F}a",
        "yEEEdjss": "EEE d y, h\u{202F}a ('second': s)", "yEEEdjmm": "EEE d y, h:mm\u{202F}a", "yEEEdjmmss": "EEE d y, h:mm:ss\u{202F}a", "yM": "M/y",
        "yMss": "M/y, s", "yMmm": "M/y, m", "yMmmss": "M/y, mm:ss", "yMj": "M/y, h\u{202F}a",
        "yMjss": "M/y, h\u{202F}a ('second': s)", "yMjmm": "M/y, h:mm\u{202F}a", "yMjmmss": "M/y, h:mm:ss\u{202F}a", "yMd": "M/d/y",
        "yMdss": "M/d/y, s", "yMdmm": "M/d/y, m", "yMdmmss": "M/d/y, mm:ss", "yMdj": "M/d/y, h\u{202F}a",
        "yMdjss": "M/d/y, h\u{202F}a ('second': s)", "yMdjmm": "M/d/y, h:mm\u{202F}a", "yMdjmmss": "M/d/y, h:mm:ss\u{202F}a", "yMEEE": "M/y ccc",
        "yMEEEss": "M/y ccc, s", "yMEEEmm": "M/y ccc, m", "yMEEEmmss": "M/y ccc, mm:ss", "yMEEEj": "M/y ccc, h\u{202F}a",
        "yMEEEjss": "M/y ccc, h\u{202F}a ('second': s)", "yMEEEjmm": "M/y ccc, h:mm\u{202F}a", "yMEEEjmmss": "M/y ccc, h:mm:ss\u{202F}a", "yMEEEd": "EEE, M/d/y",
        "yMEEEdss": "EEE, M/d/y, s", "yMEEEdmm": "EEE, M/d/y, m", "yMEEEdmmss": "EEE, M/d/y, mm:ss", "yMEEEdj": "EEE, M/d/y, h\u{202F}a",
        "yMEEEdjss": "EEE, M/d/y, h\u{202F}a ('second': s)", "yMEEEdjmm": "EEE, M/d/y, h:mm\u{202F}a", "yMEEEdjmmss": "EEE, M/d/y, h:mm:ss\u{202F}a", "yMMM": "MMM y",
        "yMMMss": "MMM y 'at' s", "yMMMmm": "MMM y 'at' m", "yMMMmmss": "MMM y 'at' mm:ss", "yMMMj": "MMM y 'at' h\u{202F}a",
        "yMMMjss": "MMM y 'at' h\u{202F}a ('second': s)", "yMMMjmm": "MMM y 'at' h:mm\u{202F}a", "yMMMjmmss": "MMM y 'at' h:mm:ss\u{202F}a", "yMMMd": "MMM d, y",
        "yMMMdss": "MMM d, y 'at' s", "yMMMdmm": "MMM d, y 'at' m", "yMMMdmmss": "MMM d, y 'at' mm:ss", "yMMMdj": "MMM d, y 'at' h\u{202F}a",
        "yMMMdjss": "MMM d, y 'at' h\u{202F}a ('second': s)", "yMMMdjmm": "MMM d, y 'at' h:mm\u{202F}a", "yMMMdjmmss": "MMM d, y 'at' h:mm:ss\u{202F}a", "yMMMEEE": "MMM y ccc",
        "yMMMEEEss": "MMM y ccc 'at' s", "yMMMEEEmm": "MMM y ccc 'at' m", "yMMMEEEmmss": "MMM y ccc 'at' mm:ss", "yMMMEEEj": "MMM y ccc 'at' h\u{202F}a",
        "yMMMEEEjss": "MMM y ccc 'at' h\u{202F}a ('second': s)", "yMMMEEEjmm": "MMM y ccc 'at' h:mm\u{202F}a", "yMMMEEEjmmss": "MMM y ccc 'at' h:mm:ss\u{202F}a", "yMMMEEEd": "EEE, MMM d, y",
        "yMMMEEEdss": "EEE, MMM d, y 'at' s", "yMMMEEEdmm": "EEE, MMM d, y 'at' m", "yMMMEEEdmmss": "EEE, MMM d, y 'at' mm:ss", "yMMMEEEdj": "EEE, MMM d, y 'at' h\u{202F}a",
        "yMMMEEEdjss": "EEE, MMM d, y 'at' h\u{202F}a ('second': s)", "yMMMEEEdjmm": "EEE, MMM d, y 'at' h:mm\u{202F}a", "yMMMEEEdjmmss": "EEE, MMM d, y 'at' h:mm:ss\u{202F}a",
    ]
}
"""#
}
