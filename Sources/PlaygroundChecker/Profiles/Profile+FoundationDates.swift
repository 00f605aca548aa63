extension Profile {
    /// Foundation's dates: `Date` (fixed per session), its calendar fields in UTC, and
    /// `DateFormatter` with the en_US styles and `dateFormat` patterns view files use.
    static let foundationDatesSource = #"""
// MARK: Dates

/// A point in time. `Date()` and `Date.now` are the session's fixed "now" (2001-01-01 00:00
/// UTC, the reference date), so transcripts stay stable.
public struct Date: Hashable, Comparable, Strideable {
    public typealias Stride = Double
    public var timeIntervalSinceReferenceDate: Double
    public init(timeIntervalSinceReferenceDate: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate
    }
    public init() {
        self.timeIntervalSinceReferenceDate = 0
    }
    public init(timeIntervalSinceNow: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSinceNow
    }
    public init(timeIntervalSince1970: Double) {
        self.timeIntervalSinceReferenceDate = timeIntervalSince1970 - 978_307_200
    }
    /// The session's fixed "now", as `Date()`.
    public static var now: Date { Date() }
    /// 1 January 4001 and 1 January 1 (reference date ± 63,113,904,000 s), as Foundation has them.
    public static var distantFuture: Date { Date(timeIntervalSinceReferenceDate: 63113904000) }
    public static var distantPast: Date { Date(timeIntervalSinceReferenceDate: -63114076800) }
    public var timeIntervalSince1970: Double { timeIntervalSinceReferenceDate + 978_307_200 }
    public var timeIntervalSinceNow: Double { timeIntervalSinceReferenceDate }
    public func timeIntervalSince(_ date: Date) -> Double {
        timeIntervalSinceReferenceDate - date.timeIntervalSinceReferenceDate
    }
    public func addingTimeInterval(_ timeInterval: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + timeInterval)
    }
    public func distance(to other: Date) -> Double { other.timeIntervalSince(self) }
    public func advanced(by n: Double) -> Date { addingTimeInterval(n) }
    public static func < (lhs: Date, rhs: Date) -> Bool {
        lhs.timeIntervalSinceReferenceDate < rhs.timeIntervalSinceReferenceDate
    }
    public static func + (lhs: Date, rhs: Double) -> Date { lhs.addingTimeInterval(rhs) }
    public static func - (lhs: Date, rhs: Double) -> Date { lhs.addingTimeInterval(-rhs) }
}

/// A date's calendar fields in UTC (the playground's only time zone).
public struct _CivilDate {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    public var weekday: Int

    public init(_ date: Date) {
        var seconds = Int(date.timeIntervalSince1970)
        if Double(seconds) > date.timeIntervalSince1970 { seconds -= 1 }
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        hour = rest / 3_600
        minute = rest % 3_600 / 60
        second = rest % 60
        weekday = ((days % 7) + 11) % 7 + 1
        // Days since 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shifted + 2) / 5 + 1
        month = shifted < 10 ? shifted + 3 : shifted - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    public static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"]
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// `count` digits at least, zero-padded.
    public static func padded(_ value: Int, _ count: Int) -> String {
        var text = "\(value)"
        while text.count < count { text = "0" + text }
        return text
    }

    /// "9:41 AM", as en_US writes a time.
    public var time: String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):" + _CivilDate.padded(minute, 2) + (hour < 12 ? " AM" : " PM")
    }

    /// The fields of `pattern` (`yyyy-MM-dd HH:mm`, `EEEE, MMM d`), as a date format writes them;
    /// text in single quotes is literal.
    public func formatted(_ pattern: String) -> String {
        var out = ""
        var run = ""
        var quoted = false
        for character in pattern.map({ String($0) }) {
            if !run.isEmpty && (quoted || !run.hasPrefix(character)) {
                out += field(run)
                run = ""
            }
            if character == "'" {
                quoted = !quoted
            } else if quoted || !"yMdHhmsaELcz".contains(character) {
                out += character
            } else {
                run += character
            }
        }
        if !run.isEmpty { out += field(run) }
        return out
    }

    /// One field: its letter, repeated as wide as it is written.
    public func field(_ run: String) -> String {
        let count = run.count
        switch String(run.prefix(1)) {
        case "y": return count == 2 ? _CivilDate.padded(year % 100, 2) : _CivilDate.padded(year, count)
        case "M", "L":
            if count >= 5 { return String(_CivilDate.monthNames[month - 1].prefix(1)) }
            if count == 4 { return _CivilDate.monthNames[month - 1] }
            if count == 3 { return String(_CivilDate.monthNames[month - 1].prefix(3)) }
            return _CivilDate.padded(month, count)
        case "d": return _CivilDate.padded(day, count)
        case "H": return _CivilDate.padded(hour, count)
        case "h": return _CivilDate.padded(hour % 12 == 0 ? 12 : hour % 12, count)
        case "m": return _CivilDate.padded(minute, count)
        case "s": return _CivilDate.padded(second, count)
        case "a": return count >= 5 ? (hour < 12 ? "a" : "p") : hour < 12 ? "AM" : "PM"
        case "z": return "GMT"
        default:
            // `E` and the standalone `c`: 4 letters or more spell the name, 5 its initial, 6 two letters.
            let name = _CivilDate.weekdayNames[weekday - 1]
            switch count {
            case 4: return name
            case 5: return String(name.prefix(1))
            case 6: return String(name.prefix(2))
            default: return String(name.prefix(3))
            }
        }
    }
}

/// A time zone by name or offset. The playground keeps every date in UTC, whatever zone a
/// formatter is given (its session's clock is fixed, so transcripts read the same everywhere).
public struct TimeZone: Hashable {
    public var identifier: String
    let _seconds: Int
    /// A named zone is taken to be GMT's offset: the playground has no zone database.
    public init?(identifier: String) {
        self.identifier = identifier
        self._seconds = 0
    }
    public init?(secondsFromGMT seconds: Int) {
        self.identifier = seconds == 0 ? "GMT" : "GMT\(seconds < 0 ? "-" : "+")\(abs(seconds) / 3600)"
        self._seconds = seconds
    }
    public init?(abbreviation: String) { self.init(identifier: abbreviation) }
    public static var current: TimeZone { TimeZone(identifier: "GMT")! }
    public static var gmt: TimeZone { TimeZone(identifier: "GMT")! }
    public func secondsFromGMT() -> Int { _seconds }
}

/// Formats dates with en_US styles or a `dateFormat` pattern, in UTC.
public class DateFormatter: Formatter {
    public enum Style: Hashable {
        case none, short, medium, long, full
    }
    public var dateStyle: DateFormatter.Style = .none
    public var timeStyle: DateFormatter.Style = .none
    public var dateFormat: String! = ""
    /// Kept, not used: the playground formats in en_US and UTC, in the Gregorian calendar.
    public var locale: Locale! = Locale.current
    public var timeZone: TimeZone! = TimeZone.current
    public var calendar: Calendar! = Calendar.current
    public override init() {}
    public override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return string(from: date)
    }

    public func string(from date: Date) -> String {
        let civil = _CivilDate(date)
        if !dateFormat.isEmpty { return civil.formatted(dateFormat) }
        var parts: [String] = []
        switch dateStyle {
        case .none: break
        case .short: parts.append(civil.formatted("M/d/yy"))
        case .medium: parts.append(civil.formatted("MMM d, y"))
        case .long: parts.append(civil.formatted("MMMM d, y"))
        case .full: parts.append(civil.formatted("EEEE, MMMM d, y"))
        }
        // As Foundation writes en_US times: a narrow no-break space before AM and PM.
        switch timeStyle {
        case .none: break
        case .short: parts.append(civil.formatted("h:mm\u{202F}a"))
        case .medium: parts.append(civil.formatted("h:mm:ss\u{202F}a"))
        case .long: parts.append(civil.formatted("h:mm:ss\u{202F}a") + " GMT")
        case .full: parts.append(civil.formatted("h:mm:ss\u{202F}a") + " Greenwich Mean Time")
        }
        return parts.joined(separator: dateStyle == .short ? ", " : " at ")
    }

    /// The date `string` spells in `dateFormat` (numbers, month and weekday names, zones); nil
    /// when it does not match, or without a `dateFormat` (the styles are only written here).
    public func date(from string: String) -> Date? {
        guard !dateFormat.isEmpty, let seconds = _parseDate(string, format: dateFormat) else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }
}
extension Date: Codable {}
"""#
}
