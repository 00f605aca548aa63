// The Gregorian calendar's first weekday, its zone, and whether a date falls on a weekend (in
// UTC, the playground's one zone; the dates are fixed so the answers do not depend on the day
// the test runs). Month and weekday names are checked by transcript: Linux's Foundation has no
// English names without a locale.
func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let saturday = Date(timeIntervalSince1970: 1_700_870_400)
    let sunday = Date(timeIntervalSince1970: 1_700_956_800)
    let monday = Date(timeIntervalSince1970: 1_701_043_200)
    print(calendar.isDateInWeekend(saturday), calendar.isDateInWeekend(sunday), calendar.isDateInWeekend(monday))
    print(calendar.firstWeekday, calendar.timeZone.secondsFromGMT())
    print(calendar.isDateInToday(monday), calendar.isDateInYesterday(saturday), calendar.isDateInTomorrow(sunday))
}
