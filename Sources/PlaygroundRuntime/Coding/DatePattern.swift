/// A `DateFormatter.dateFormat` pattern (`y-MM-dd`, `yyyy-MM-dd'T'HH:mm:ssZ`) read as Foundation
/// reads dates with it, in UTC and en_US: what `date(from:)` and `.formatted(formatter)` decoding use.
///
/// Numbers (`y`, `M`, `d`, `H`, `h`, `m`, `s`, `S`), month and weekday names (`MMM`, `MMMM`,
/// `E…`), `a`, zones (`Z`, `X`, `x`), quoted literals and any other character as itself.
struct DatePattern {
    let format: String

    static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august",
                             "september", "october", "november", "december"]
    static let weekdayNames = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// Seconds since 1970 of the date `text` spells, or nil when it does not match the pattern.
    func secondsSince1970(of text: String) -> Double? {
        let pattern = Array(format), input = Array(text)
        var year = 2000, month = 1, day = 1, hour = 0, minute = 0, second = 0, fraction = 0.0, offset = 0
        var isPM: Bool?
        var p = 0, i = 0
        func digits(atMost limit: Int) -> Int? {
            var value = 0, count = 0
            while i < input.count, count < limit, let digit = input[i].wholeNumberValue, input[i].isASCII {
                value = value * 10 + digit
                count += 1
                i += 1
            }
            return count == 0 ? nil : value
        }
        func name(among names: [String], abbreviated: Bool) -> Int? {
            let rest = String(input[i...]).lowercased()
            for (index, full) in names.enumerated() {
                let spelled = abbreviated ? String(full.prefix(3)) : full
                if rest.hasPrefix(spelled) {
                    i += spelled.count
                    return index
                }
            }
            return nil
        }
        while p < pattern.count {
            let letter = pattern[p]
            var run = 1
            while p + run < pattern.count, pattern[p + run] == letter { run += 1 }
            defer { p += run }
            switch letter {
            case "y":
                guard let value = digits(atMost: run == 2 ? 2 : 4) else { return nil }
                year = run == 2 ? 2000 + value : value
            case "M", "L":
                if run >= 3 {
                    guard let index = name(among: Self.monthNames, abbreviated: run == 3) else { return nil }
                    month = index + 1
                } else {
                    guard let value = digits(atMost: 2) else { return nil }
                    month = value
                }
            case "d", "H", "h", "m", "s":
                guard let value = digits(atMost: 2) else { return nil }
                switch letter {
                case "d": day = value
                case "m": minute = value
                case "s": second = value
                default: hour = value
                }
            case "S":
                let start = i
                guard let value = digits(atMost: run) else { return nil }
                fraction = Double(value) / pow10(i - start)
            case "E":
                guard name(among: Self.weekdayNames, abbreviated: run <= 3) != nil else { return nil }
            case "a":
                let rest = String(input[i...]).uppercased()
                guard rest.hasPrefix("AM") || rest.hasPrefix("PM") else { return nil }
                isPM = rest.hasPrefix("PM")
                i += 2
            case "Z", "X", "x":
                guard let zone = zoneOffset(input, &i) else { return nil }
                offset = zone
            case "'":
                // `''` is a quote; `'T'` the letters inside.
                if run >= 2 {
                    for _ in 0..<(run / 2) {
                        guard i < input.count, input[i] == "'" else { return nil }
                        i += 1
                    }
                    if run % 2 == 0 { continue }
                }
                var q = p + run
                while q < pattern.count, pattern[q] != "'" {
                    guard i < input.count, input[i] == pattern[q] else { return nil }
                    i += 1
                    q += 1
                }
                run = q - p + 1
            default:
                for _ in 0..<run {
                    guard i < input.count, input[i] == letter else { return nil }
                    i += 1
                }
            }
        }
        guard i == input.count, (1...12).contains(month), (1...Self.daysIn(month: month, of: year)).contains(day),
              hour < 24, minute < 60, second < 61 else { return nil }
        if let isPM, hour <= 12 { hour = hour % 12 + (isPM ? 12 : 0) }
        let days = Self.daysSince1970(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset) + fraction
    }

    /// `Z`, `+hh:mm`, `+hhmm` or `+hh` at `i`: the offset from UTC in seconds.
    private func zoneOffset(_ input: [Character], _ i: inout Int) -> Int? {
        guard i < input.count else { return nil }
        if input[i] == "Z" {
            i += 1
            return 0
        }
        guard input[i] == "+" || input[i] == "-" else { return nil }
        let sign = input[i] == "+" ? 1 : -1
        var j = i + 1
        var spelled: [Character] = []
        while j < input.count, spelled.count < 4 {
            if input[j] == ":", spelled.count == 2 {
                j += 1
                continue
            }
            guard input[j].isASCII, input[j].isNumber else { break }
            spelled.append(input[j])
            j += 1
        }
        guard spelled.count == 2 || spelled.count == 4, let value = Int(String(spelled)) else { return nil }
        i = j
        let hours = spelled.count == 4 ? value / 100 : value, minutes = spelled.count == 4 ? value % 100 : 0
        return sign * (hours * 3_600 + minutes * 60)
    }

    private func pow10(_ n: Int) -> Double {
        (0..<n).reduce(1.0) { value, _ in value * 10 }
    }

    /// The number of days of a month (February's by the Gregorian leap years).
    static func daysIn(month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
