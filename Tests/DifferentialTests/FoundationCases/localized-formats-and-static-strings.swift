// Foundation's localized formats (en_US groups digits: `String.localizedStringWithFormat("%d", 1234)`
// is "1,234"), a static string's UTF-8 length, and date components with their calendar.
func run() {
    print(String.localizedStringWithFormat("%d items", 1234567))
    print(String.localizedStringWithFormat("%.2f and %@", 1234.5, "x"))
    print(String.localizedStringWithFormat("%ld %lld %i %%", 1000, 25000, -4000))
    print(String(format: "%d", locale: Locale(identifier: "en_US"), 1234567), String(format: "%05d|%x", locale: nil, 42, 255))
    let utf8: StaticString = "héllo"
    print(utf8.utf8CodeUnitCount, utf8.isASCII, ("abc" as StaticString).isASCII)
    var parts = DateComponents(calendar: Calendar(identifier: .gregorian), hour: 9)
    parts.timeZone = TimeZone(identifier: "GMT")
    print(parts.hour ?? 0, parts.calendar != nil, parts.timeZone?.identifier ?? "none")
}
