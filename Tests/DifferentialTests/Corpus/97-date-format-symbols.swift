// Foundation's `Date.FormatStyle` symbols in views (`Text(date, format: .dateTime.day().month())`)
// and `DateFormatter`'s localized templates.

// MARK: - date_symbols_in_text
// expect: VStack<TupleView<(Text, Text, Text, Text)>>
let date = Date(timeIntervalSince1970: 1_780_000_000)
VStack {
    Text(date, format: .dateTime.weekday(.abbreviated).month(.abbreviated).day())
    Text(date.formatted(.dateTime.year(.twoDigits).month(.twoDigits).day(.twoDigits)))
    Text(date, format: Date.FormatStyle.dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).second(.twoDigits))
    Text(date.formatted(.dateTime.year(.padded(4)).month(.wide).day(.defaultDigits).weekday(.wide)))
}

// MARK: - date_symbols_every_width
// expect: HStack<TupleView<(Text, Text, Text)>>
let date = Date(timeIntervalSince1970: 1_780_000_000)
let styles: [Date.FormatStyle] = [
    .dateTime.month(.narrow).weekday(.narrow), .dateTime.month(.defaultDigits).weekday(.short),
    .dateTime.hour(.defaultDigits(amPM: .wide)).minute(.defaultDigits).second(.defaultDigits),
    .dateTime.hour(.twoDigits(amPM: .abbreviated)), .dateTime.hour(.defaultDigits(amPM: .narrow)),
    .dateTime.year(.defaultDigits),
]
let year: Date.FormatStyle.Symbol.Year = .twoDigits, month: Date.FormatStyle.Symbol.Month = .wide, day: Date.FormatStyle.Symbol.Day = .twoDigits
let amPM: Date.FormatStyle.Symbol.Hour.AMPMStyle = .abbreviated, hour: Date.FormatStyle.Symbol.Hour = .twoDigits(amPM: amPM)
let minute: Date.FormatStyle.Symbol.Minute = .twoDigits, second: Date.FormatStyle.Symbol.Second = .twoDigits
var style = Date.FormatStyle(date: .numeric, time: .omitted, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian), timeZone: TimeZone(identifier: "GMT")!)
let _ = style.locale = Locale(identifier: "en_US")
let _ = style.timeZone = TimeZone(identifier: "GMT")!
let _ = style.calendar = Calendar(identifier: .gregorian)
HStack {
    Text(styles.map { date.formatted($0) }.joined(separator: " "))
    Text(style.format(date))
    Text(date, format: style.hour(.defaultDigits(amPM: .omitted)).year(year).month(month).day(day).hour(hour).minute(minute).second(second))
}

// MARK: - date_formatter_templates
// expect: Text
let formatter = DateFormatter()
let _ = formatter.setLocalizedDateFormatFromTemplate("EEEE, MMM d")
Text("\(formatter.dateFormat ?? "") \(DateFormatter.dateFormat(fromTemplate: "yMMMdjmm", options: 0, locale: Locale(identifier: "en_US")) ?? "")")
