// Foundation's Calendar and DateComponents as view files use them: fields of a date, dates
// made from fields, date arithmetic by calendar units, and day comparisons.

// MARK: - calendar_fields_and_arithmetic
// expect: VStack<TupleView<(Text, Text, Optional<Text>)>>
let calendar = Calendar.current
let today = Date.now
let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: today)
let nextMonth = calendar.date(byAdding: .month, value: 1, to: today) ?? today
VStack {
    Text("\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0) \(parts.weekday ?? 0)")
    Text("\(calendar.component(.month, from: nextMonth)) \(calendar.component(.era, from: today))")
    if calendar.isDateInToday(today) && !calendar.isDate(today, inSameDayAs: nextMonth) {
        Text("today")
    }
}

// MARK: - calendar_dates_from_components
// expect: HStack<TupleView<(Text, Text)>>
let kind: Calendar.Identifier = .gregorian
let unit: Calendar.Component = .hour
let gregorian = Calendar(identifier: kind)
let launch = gregorian.date(from: DateComponents(year: 2007, month: 1, day: 9, hour: 9, minute: 41)) ?? Date()
let start = gregorian.startOfDay(for: launch)
HStack {
    Text("\(gregorian.component(unit, from: launch)):\(gregorian.component(.minute, from: launch))")
    Text("\(launch.timeIntervalSince(start)) \(gregorian.identifier == .iso8601) \(Calendar.daysSince1970(year: 1970, month: 1, day: 2))")
}

// MARK: - calendar_names_and_relative_days
// expect: Text
func utcCalendar() -> Calendar {
    var calendar = Calendar.autoupdatingCurrent
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    calendar.locale = Locale(identifier: "en_US")
    return calendar
}
let utc = utcCalendar()
let names: [[String]] = [utc.monthSymbols, utc.shortMonthSymbols, utc.veryShortMonthSymbols, utc.weekdaySymbols, utc.shortWeekdaySymbols, utc.veryShortWeekdaySymbols]
let relative = [utc.isDateInYesterday(Date()), utc.isDateInTomorrow(Date()), utc.isDateInWeekend(Date())]
Text("\(names.map(\.count)) \(relative) \(utc.firstWeekday) \(utc.timeZone.secondsFromGMT()) \(utc.locale?.identifier ?? "")")
