// `DateFormatter`'s patterns from templates, as apps localize a date's fields
// (`setLocalizedDateFormatFromTemplate("EEEE, MMM d")`): en_US's order and punctuation, date
// fields at the template's widths, a time at the pattern's.
func run() {
    let locale = Locale(identifier: "en_US")
    for template in ["j", "EEEE, MMM d", "MMM dd", "MMM", "dd MMMM", "dd", "yMMMM", "EEEE", "jmm", "Hmm", "yyyyMMdd", "MMMMdyyyy", "hh:mm a", "MMMdjmm", "MMMdHmm"] {
        print(template, "=>", DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)!)
    }
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.setLocalizedDateFormatFromTemplate("EEEE, MMM d")
    print(formatter.dateFormat!, "|", formatter.string(from: Date(timeIntervalSince1970: 1_780_000_000)))
    formatter.setLocalizedDateFormatFromTemplate("yMMMdjmm")
    print(formatter.string(from: Date(timeIntervalSince1970: 1_780_000_000)))
}
