extension Profile {
    /// Foundation's relative date styles (`date.formatted(.relative(presentation: .named))`):
    /// the largest calendar unit between the date and now (the session's fixed now), rounded
    /// as swift-foundation rounds (hours, minutes and seconds to the nearest; days and larger
    /// counted from the start or end of the current day, week, month or year), written as
    /// ICU writes it in American English (`4 days ago`, `4d ago`, `yesterday`).
    static let foundationRelativeDatesSource = #"""
// MARK: Relative dates

extension Date {
    public struct RelativeFormatStyle: Hashable {
        public typealias FormatInput = Date
        public typealias FormatOutput = String
        /// Numbers always (`1 day ago`), or names where English has them (`yesterday`).
        public struct Presentation: Hashable {
            let isNamed: Bool
            public static var numeric: Date.RelativeFormatStyle.Presentation { Presentation(isNamed: false) }
            public static var named: Date.RelativeFormatStyle.Presentation { Presentation(isNamed: true) }
        }
        public struct UnitsStyle: Hashable {
            let width: Int
            public static var wide: Date.RelativeFormatStyle.UnitsStyle { UnitsStyle(width: 0) }
            public static var spellOut: Date.RelativeFormatStyle.UnitsStyle { UnitsStyle(width: 1) }
            public static var abbreviated: Date.RelativeFormatStyle.UnitsStyle { UnitsStyle(width: 2) }
            public static var narrow: Date.RelativeFormatStyle.UnitsStyle { UnitsStyle(width: 3) }
        }
        public var presentation: Date.RelativeFormatStyle.Presentation
        public var unitsStyle: Date.RelativeFormatStyle.UnitsStyle
        public var calendar: Calendar = Calendar.current
        public var locale: Locale = Locale.current
        public init(presentation: Date.RelativeFormatStyle.Presentation = .numeric, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide) {
            self.presentation = presentation
            self.unitsStyle = unitsStyle
        }
        public init(presentation: Date.RelativeFormatStyle.Presentation = .numeric, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide, locale: Locale, calendar: Calendar) {
            self.presentation = presentation
            self.unitsStyle = unitsStyle
            self.locale = locale
            self.calendar = calendar
        }

        /// The date relative to now.
        public func format(_ destDate: Date) -> String {
            _format(destDate, reference: Date())
        }

        func _format(_ destDate: Date, reference: Date) -> String {
            // Whole seconds: the reference moves to the date plus their distance, rounded.
            let distance = reference.timeIntervalSince(destDate)
            let rounded = distance < 0 ? -((-distance) + 0.5).rounded(.down) : (distance + 0.5).rounded(.down)
            let refDate = destDate.addingTimeInterval(rounded)
            let parts = _DateDistance(from: refDate, to: destDate)
            let largest = parts.largest
            let unit: Int
            let value: Int
            if largest.unit >= 4 {
                (unit, value) = _DateDistance.rounded(largest, parts: parts, destDate: destDate)
            } else {
                (unit, value) = _DateDistance.aligned(largest, from: refDate, to: destDate)
            }
            return _RelativeDateWords.phrase(value, unit: unit, named: presentation.isNamed, width: unitsStyle.width)
        }
    }

    /// A fixed date written relative to the date formatted (`Date.AnchoredRelativeFormatStyle(anchor:)`).
    public struct AnchoredRelativeFormatStyle: Hashable {
        public typealias FormatInput = Date
        public typealias FormatOutput = String
        public var anchor: Date
        public var presentation: Date.RelativeFormatStyle.Presentation
        public var unitsStyle: Date.RelativeFormatStyle.UnitsStyle
        public var locale: Locale = Locale.current
        public var calendar: Calendar = Calendar.current
        public init(anchor: Date, presentation: Date.RelativeFormatStyle.Presentation = .numeric, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide) {
            self.anchor = anchor
            self.presentation = presentation
            self.unitsStyle = unitsStyle
        }
        public init(anchor: Date, presentation: Date.RelativeFormatStyle.Presentation = .numeric, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide, locale: Locale, calendar: Calendar) {
            self.anchor = anchor
            self.presentation = presentation
            self.unitsStyle = unitsStyle
            self.locale = locale
            self.calendar = calendar
        }
        public func format(_ input: Date) -> String {
            Date.RelativeFormatStyle(presentation: presentation, unitsStyle: unitsStyle, locale: locale, calendar: calendar)._format(anchor, reference: input)
        }
    }
}

// Outside `extension Date`, where `FormatStyle` names `Date.FormatStyle`.
extension Date.RelativeFormatStyle: FormatStyle {}
extension Date.AnchoredRelativeFormatStyle: FormatStyle {}

extension FormatStyle where Self == Date.RelativeFormatStyle {
    public static func relative(presentation: Date.RelativeFormatStyle.Presentation, unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide) -> Date.RelativeFormatStyle {
        Date.RelativeFormatStyle(presentation: presentation, unitsStyle: unitsStyle)
    }
}

/// The calendar distance between two dates in years, months, weeks, days, hours, minutes and
/// seconds (units 0 to 6), each with the distance's sign, as `Calendar.dateComponents(_:from:to:)`.
public struct _DateDistance {
    public var values: [Int]

    public init(from start: Date, to end: Date) {
        let calendar = Calendar.current
        let forward = end >= start
        let a = _CivilDate(start)
        let b = _CivilDate(end)
        // Whole months: the civil difference, less one where adding it passes the end.
        var months = (b.year - a.year) * 12 + b.month - a.month
        if forward, months > 0, calendar.date(byAdding: .month, value: months, to: start)! > end { months -= 1 }
        if !forward, months < 0, calendar.date(byAdding: .month, value: months, to: start)! < end { months += 1 }
        let moved = calendar.date(byAdding: .month, value: months, to: start)!
        let seconds = Int(end.timeIntervalSince(moved))
        values = [months / 12, months % 12, seconds / 604_800, seconds % 604_800 / 86_400, seconds % 86_400 / 3_600, seconds % 3_600 / 60, seconds % 60]
    }

    /// The largest unit with a value, or seconds when none has one.
    public var largest: (unit: Int, value: Int) {
        for unit in 0..<7 where values[unit] != 0 { return (unit, values[unit]) }
        return (6, 0)
    }

    /// Hours, minutes or seconds rounded to the nearest by the next smaller unit; a rounding
    /// that reaches the next larger unit (60 minutes) is that unit.
    public static func rounded(_ largest: (unit: Int, value: Int), parts: _DateDistance, destDate: Date) -> (Int, Int) {
        let seconds = parts.values[3] * 86_400 + parts.values[4] * 3_600 + parts.values[5] * 60 + parts.values[6]
        let size = [0, 0, 0, 86_400, 3_600, 60, 1][largest.unit]
        var value = seconds / size
        if largest.unit < 6 {
            let next = seconds % size / (size / 60)
            if (next < 0 ? -next : next) * 2 >= 60 { value += next > 0 ? 1 : -1 }
        }
        let shifted = destDate.addingTimeInterval(Double(-value * size))
        let again = _DateDistance(from: shifted, to: destDate).largest
        return again.unit != largest.unit && again.value != 0 ? (again.unit, again.value) : (largest.unit, value)
    }

    /// Days, weeks, months or years counted from the start of the reference's (or, for a date
    /// before it, from the end of it): yesterday is a day ago at any hour.
    public static func aligned(_ largest: (unit: Int, value: Int), from reference: Date, to destDate: Date) -> (Int, Int) {
        let calendar = Calendar.current
        let civil = _CivilDate(reference)
        let startOfDay = calendar.startOfDay(for: reference)
        let start: Date
        let end: Date
        switch largest.unit {
        case 3:
            start = startOfDay
            end = startOfDay.addingTimeInterval(86_400)
        case 2:
            start = startOfDay.addingTimeInterval(Double(-(civil.weekday - 1) * 86_400))
            end = start.addingTimeInterval(7 * 86_400)
        case 1:
            start = startOfDay.addingTimeInterval(Double(-(civil.day - 1) * 86_400))
            end = calendar.date(byAdding: .month, value: 1, to: start)!
        default:
            start = calendar.date(from: DateComponents(year: civil.year, month: 1, day: 1))!
            end = calendar.date(byAdding: .year, value: 1, to: start)!
        }
        let from = reference < destDate ? start : end.addingTimeInterval(-1)
        let found = _DateDistance(from: from, to: destDate).largest
        return found.value == 0 ? (largest.unit, largest.value) : (found.unit, found.value)
    }
}

/// ICU's relative-time phrases in American English.
public enum _RelativeDateWords {
    static let wide = ["year", "month", "week", "day", "hour", "minute", "second"]
    static let short = ["yr.", "mo.", "wk.", "day", "hr.", "min.", "sec."]
    static let narrow = ["y", "mo", "w", "d", "h", "m", "s"]

    public static func phrase(_ value: Int, unit: Int, named: Bool, width: Int) -> String {
        if named {
            if unit == 6, value == 0 { return "now" }
            if unit == 3, value == -1 { return "yesterday" }
            if unit == 3, value == 0 { return "today" }
            if unit == 3, value == 1 { return "tomorrow" }
            if unit < 3, value >= -1, value <= 1 {
                let name = width >= 2 ? short[unit] : wide[unit]
                return (value == -1 ? "last " : value == 0 ? "this " : "next ") + name
            }
        }
        let count = value < 0 ? -value : value
        if width == 3 {
            let amount = "\(count)" + narrow[unit]
            return value < 0 ? amount + " ago" : "in " + amount
        }
        let number = width == 1 ? _RelativeDateWords.spelledOut(count) : "\(count)"
        var name = width == 2 ? short[unit] : wide[unit]
        if count != 1 && (width != 2 || unit == 3) { name += "s" }
        return value < 0 ? "\(number) \(name) ago" : "in \(number) \(name)"
    }

    static let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                       "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// A count in words, as ICU's English spell-out rules write it (`twenty-one`, `one hundred five`).
    public static func spelledOut(_ n: Int) -> String {
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        if n < 1_000 { return ones[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + spelledOut(n % 100)) }
        if n < 1_000_000 { return spelledOut(n / 1_000) + " thousand" + (n % 1_000 == 0 ? "" : " " + spelledOut(n % 1_000)) }
        return "\(n)"
    }
}
"""#
}
