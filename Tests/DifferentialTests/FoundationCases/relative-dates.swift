// Foundation's relative date styles, against a fixed reference (an anchored style), in American
// English: hours, minutes and seconds rounded to the nearest, days and larger counted from the
// reference's day, week (from Sunday), month or year; each units style, numeric and named.
func run() {
    let reference = Date(timeIntervalSince1970: 1_778_300_000) // Saturday, May 9, 2026, 04:13:20 UTC
    let offsets: [Double] = [0, -5, -89, -90, -3_599, -3_600 * 3, -3_600 * 23.6, -86_400, -86_400 * 4, -86_400 * 20,
                             -86_400 * 70, -86_400 * 800, 30, 5_400, 86_400 * 2, 86_400 * 9, 86_400 * 40, 86_400 * 400]
    let styles: [Date.RelativeFormatStyle.UnitsStyle] = [.wide, .abbreviated, .narrow, .spellOut]
    for offset in offsets {
        var line = "\(offset):"
        for style in styles {
            let numeric = Date.AnchoredRelativeFormatStyle(anchor: reference.addingTimeInterval(offset), presentation: .numeric, unitsStyle: style, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian))
            let named = Date.AnchoredRelativeFormatStyle(anchor: reference.addingTimeInterval(offset), presentation: .named, unitsStyle: style, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian))
            line += " | " + numeric.format(reference) + " / " + named.format(reference)
        }
        print(line)
    }
}
