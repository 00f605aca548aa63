// `Date.FormatStyle`'s symbols as view files write them (`.dateTime.weekday().month().day()`):
// en_US's pattern for the fields asked for, each at the width asked for, in the morning, the
// evening and at midnight.
func run() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT")!
    var style = Date.FormatStyle.dateTime
    style.locale = Locale(identifier: "en_US")
    style.timeZone = TimeZone(identifier: "GMT")!
    for hour in [8, 20, 0] {
        var parts = DateComponents()
        parts.year = 2026; parts.month = 3; parts.day = 5; parts.hour = hour; parts.minute = 4; parts.second = 7
        let date = calendar.date(from: parts)!
        print(date.formatted(style), "|", date.formatted(style.day()), "|", date.formatted(style.weekday(.wide)))
        print(date.formatted(style.weekday(.abbreviated).month(.abbreviated).day()), "|", date.formatted(style.month(.wide).year()))
        print(date.formatted(style.month(.wide).day(.twoDigits).year()), "|", date.formatted(style.month(.twoDigits).day(.twoDigits).year(.twoDigits)))
        print(date.formatted(style.hour()), "|", date.formatted(style.hour().minute()), "|", date.formatted(style.hour(.twoDigits(amPM: .omitted)).minute()))
        print(date.formatted(style.hour(.defaultDigits(amPM: .narrow)).minute().second()), "|", date.formatted(style.minute().second()), "|", date.formatted(style.minute()))
        print(date.formatted(style.month().day().hour().minute()), "|", date.formatted(style.year().month().day().hour().minute().second()))
        print(date.formatted(style.year().month(.wide).day().weekday(.wide)), "|", date.formatted(style.weekday().hour().minute()))
        print(date.formatted(style.month(.narrow).day()), "|", date.formatted(style.weekday(.short)), "|", date.formatted(style.month(.defaultDigits).day()), "|", date.formatted(style.month(.narrow).day().hour().minute()))
        let abbreviated = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "GMT")!)
        print(date.formatted(abbreviated), "|", date.formatted(abbreviated.weekday()), "|", date.formatted(abbreviated.hour().minute()))
    }
}
