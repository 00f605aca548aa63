extension Profile {
    /// Foundation's `Calendar` and `DateComponents`: the Gregorian calendar in UTC (the
    /// playground's only time zone), so `Calendar.current` on the session's fixed date gives
    /// the same fields everywhere.
    static let foundationCalendarSource = #"""
// MARK: Calendar

/// The Gregorian calendar in UTC, whatever its identifier.
public struct Calendar: Hashable {
    public enum Identifier: Hashable {
        case gregorian, iso8601
    }
    public enum Component: Hashable {
        case era, year, month, day, hour, minute, second, weekday
    }
    public var identifier: Calendar.Identifier
    public init(identifier: Calendar.Identifier) {
        self.identifier = identifier
    }
    public static var current: Calendar { Calendar(identifier: .gregorian) }
    public static var autoupdatingCurrent: Calendar { Calendar(identifier: .gregorian) }
    /// Kept, not used: the playground computes in UTC, its one zone.
    public var timeZone: TimeZone = TimeZone.current
    public var locale: Locale? = Locale.current
    /// Sunday, as in the United States.
    public var firstWeekday: Int { 1 }
    public var monthSymbols: [String] { _CivilDate.monthNames }
    public var shortMonthSymbols: [String] { _CivilDate.monthNames.map { String($0.prefix(3)) } }
    public var veryShortMonthSymbols: [String] { _CivilDate.monthNames.map { String($0.prefix(1)) } }
    public var weekdaySymbols: [String] { _CivilDate.weekdayNames }
    public var shortWeekdaySymbols: [String] { _CivilDate.weekdayNames.map { String($0.prefix(3)) } }
    public var veryShortWeekdaySymbols: [String] { _CivilDate.weekdayNames.map { String($0.prefix(1)) } }

    public func component(_ component: Calendar.Component, from date: Date) -> Int {
        let civil = _CivilDate(date)
        switch component {
        case .era: return 1
        case .year: return civil.year
        case .month: return civil.month
        case .day: return civil.day
        case .hour: return civil.hour
        case .minute: return civil.minute
        case .second: return civil.second
        case .weekday: return civil.weekday
        }
    }
    public func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents {
        var result = DateComponents()
        if components.contains(.year) { result.year = component(.year, from: date) }
        if components.contains(.month) { result.month = component(.month, from: date) }
        if components.contains(.day) { result.day = component(.day, from: date) }
        if components.contains(.hour) { result.hour = component(.hour, from: date) }
        if components.contains(.minute) { result.minute = component(.minute, from: date) }
        if components.contains(.second) { result.second = component(.second, from: date) }
        if components.contains(.weekday) { result.weekday = component(.weekday, from: date) }
        return result
    }
    public func startOfDay(for date: Date) -> Date {
        let civil = _CivilDate(date)
        return date.addingTimeInterval(Double(-(civil.hour * 3_600 + civil.minute * 60 + civil.second)))
    }
    public func isDate(_ date1: Date, inSameDayAs date2: Date) -> Bool {
        startOfDay(for: date1) == startOfDay(for: date2)
    }
    public func isDateInToday(_ date: Date) -> Bool {
        isDate(date, inSameDayAs: Date())
    }
    public func isDateInYesterday(_ date: Date) -> Bool {
        isDate(date, inSameDayAs: Date().addingTimeInterval(-86_400))
    }
    public func isDateInTomorrow(_ date: Date) -> Bool {
        isDate(date, inSameDayAs: Date().addingTimeInterval(86_400))
    }
    /// Saturday or Sunday.
    public func isDateInWeekend(_ date: Date) -> Bool {
        let weekday = component(.weekday, from: date)
        return weekday == 1 || weekday == 7
    }
    public func date(from components: DateComponents) -> Date? {
        let days = Calendar.daysSince1970(year: components.year ?? 1, month: components.month ?? 1, day: components.day ?? 1)
        let seconds = days * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return Date(timeIntervalSince1970: Double(seconds))
    }
    public func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
        switch component {
        case .second: return date.addingTimeInterval(Double(value))
        case .minute: return date.addingTimeInterval(Double(value * 60))
        case .hour: return date.addingTimeInterval(Double(value * 3_600))
        case .day, .weekday: return date.addingTimeInterval(Double(value * 86_400))
        case .month, .year, .era:
            let civil = _CivilDate(date)
            let months = civil.year * 12 + civil.month - 1 + (component == .month ? value : value * 12)
            let year = months / 12
            let month = months % 12 + 1
            // The day is clamped to the new month's length (January 31 plus a month is February 28).
            let length = Calendar.daysSince1970(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1)
                - Calendar.daysSince1970(year: year, month: month, day: 1)
            let day = civil.day < length ? civil.day : length
            return self.date(from: DateComponents(year: year, month: month, day: day, hour: civil.hour, minute: civil.minute, second: civil.second))
        }
    }

    /// `components` added, the largest first: years and months together (the day clamped to
    /// the month's length, as `date(byAdding:value:to:)` does), then days, hours, minutes and
    /// seconds.
    public func date(byAdding components: DateComponents, to date: Date) -> Date? {
        var result = date
        let months = (components.year ?? 0) * 12 + (components.month ?? 0)
        if months != 0, let moved = self.date(byAdding: .month, value: months, to: result) { result = moved }
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return result.addingTimeInterval(Double(seconds))
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

/// Calendar fields, each present or not.
public struct DateComponents: Hashable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?
    public var second: Int?
    public var weekday: Int?
    public var calendar: Calendar?
    public var timeZone: TimeZone?
    public init(calendar: Calendar? = nil, timeZone: TimeZone? = nil, year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil) {
        self.calendar = calendar
        self.timeZone = timeZone
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}
"""#
}
