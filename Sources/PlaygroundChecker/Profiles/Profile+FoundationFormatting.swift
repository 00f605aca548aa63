extension Profile {
    /// Foundation's format styles as view files use them: `Date.formatted(date:time:)`,
    /// `count.formatted()`, `duration.formatted(.units())`, `size.formatted(.byteCount(style:))`.
    ///
    /// The output is en_US in UTC, as swift-foundation (the same code on Apple platforms and
    /// Linux) writes it: a narrow no-break space before AM/PM, " at " after a written-out date,
    /// half-to-even rounding.
    static let foundationFormattingSource = #"""
// MARK: FormatStyle

/// A way to turn a value into text (or another output).
public protocol FormatStyle: Hashable {
    associatedtype FormatInput
    associatedtype FormatOutput
    func format(_ value: FormatInput) -> FormatOutput
}

/// The protocol by a name `Date`'s and `Duration`'s extensions can reach past their own nested
/// `FormatStyle` (Foundation writes `Foundation.FormatStyle`).
public typealias _FormatStyleProtocol = FormatStyle

/// `x` rounded to a whole number, a half to the even neighbour, as number formatting rounds.
public func _roundedHalfEven(_ x: Double) -> Int {
    var whole = Int(x)
    let rest = x - Double(whole)
    if rest > 0.5 || (rest == 0.5 && whole % 2 != 0) { whole += 1 }
    if rest < -0.5 || (rest == -0.5 && whole % 2 != 0) { whole -= 1 }
    return whole
}

/// "1,234,567.5": a number's text with its whole part grouped in threes, as en_US writes it.
public func _groupedNumber(_ text: String) -> String {
    var sign = ""
    var whole: [Character] = []
    var fraction = ""
    for character in text.map({ $0 }) {
        if character == "-" && whole.isEmpty && fraction.isEmpty {
            sign = "-"
        } else if character == "." || !fraction.isEmpty {
            fraction += String(character)
        } else {
            whole.append(character)
        }
    }
    var out = sign
    for (index, character) in whole.enumerated() {
        if index > 0 && (whole.count - index) % 3 == 0 { out += "," }
        out += String(character)
    }
    return out + fraction
}

/// `value` with at most `digits` fraction digits, rounded half to even, without trailing zeros.
public func _decimalText(_ value: Double, fractionDigits digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = _roundedHalfEven(value * Double(scale))
    let magnitude = scaled < 0 ? -scaled : scaled
    var fraction = ""
    var rest = magnitude % scale
    for _ in 0..<digits {
        fraction = "\(rest % 10)" + fraction
        rest /= 10
    }
    while fraction.hasSuffix("0") { fraction = String(fraction.dropLast()) }
    let whole = "\(scaled < 0 ? "-" : "")\(magnitude / scale)"
    return fraction.isEmpty ? whole : whole + "." + fraction
}

/// A duration in seconds, fraction included.
public func _seconds(of duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// A large number's whole part in digits: "100000000000000000000" for 1e20.
public func _wholeDigits(_ value: Double) -> String {
    if value < 9e18 && value > -9e18 { return "\(Int(value))" }
    // "1.5e+20": the mantissa's digits, then as many zeros as the exponent leaves.
    let parts = "\(value)".split(separator: "e")
    guard parts.count == 2, let exponent = Int(String(parts[1])) else { return "\(value)" }
    var digits = ""
    var fractionDigits = 0
    var inFraction = false
    for character in String(parts[0]).map({ $0 }) {
        if character == "." {
            inFraction = true
        } else if character != "-" {
            digits += String(character)
            if inFraction { fractionDigits += 1 }
        }
    }
    for _ in 0..<(exponent - fractionDigits) { digits += "0" }
    return (value < 0 ? "-" : "") + digits
}

// MARK: Numbers

/// An integer written as a number: `1,234`.
public struct IntegerFormatStyle<Value: BinaryInteger>: FormatStyle {
    public typealias FormatInput = Value
    public typealias FormatOutput = String
    public init() {}
    public func format(_ value: Value) -> String { _groupedNumber("\(value)") }
}

/// A floating-point number written as a number: `1,234.5`, at most six fraction digits.
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint>: FormatStyle {
    public typealias FormatInput = Value
    public typealias FormatOutput = String
    var fractionPrecision: NumberFormatStyleConfiguration.Precision?
    public init() { fractionPrecision = nil }
    /// The style with a fixed or bounded number of fraction digits (`.number.precision(.fractionLength(2))`).
    public func precision(_ p: NumberFormatStyleConfiguration.Precision) -> FloatingPointFormatStyle<Value> {
        var style = self
        style.fractionPrecision = p
        return style
    }
    /// At most six fraction digits, and no more than a `Double`'s fifteen significant digits
    /// leave (a large number shows its whole part only).
    public func format(_ value: Value) -> String {
        let number = Double(value)
        if let precision = fractionPrecision {
            return _groupedNumber(_fractionText(number, minimum: precision.minimumFractionDigits, maximum: precision.maximumFractionDigits))
        }
        var wholeDigits = 1
        var magnitude = number < 0 ? -number : number
        while magnitude >= 10 && wholeDigits < 400 {
            magnitude /= 10
            wholeDigits += 1
        }
        let digits = min(6, max(0, 15 - wholeDigits))
        if number < 9e12 && number > -9e12 { return _groupedNumber(_decimalText(number, fractionDigits: digits)) }
        return _groupedNumber(_wholeDigits(number))
    }
}

extension FormatStyle where Self == IntegerFormatStyle<Int> {
    public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle<Int>() }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
    public static var number: FloatingPointFormatStyle<Double> { FloatingPointFormatStyle<Double>() }
}

extension BinaryInteger {
    /// `1234.formatted()` is "1,234".
    public func formatted() -> String { IntegerFormatStyle<Self>().format(self) }
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput { format.format(self) }
    /// A count of bytes: `Int64(size).formatted(.byteCount(style: .file))`.
    public func formatted(_ format: ByteCountFormatStyle) -> String { format.format(Int64(self)) }
}

extension BinaryFloatingPoint {
    /// `1234.5.formatted()` is "1,234.5".
    public func formatted() -> String { FloatingPointFormatStyle<Self>().format(self) }
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where Self == S.FormatInput { format.format(self) }
}

// MARK: Byte counts

/// A count of bytes in the units a person reads: `123.5 MB`.
public struct ByteCountFormatStyle: FormatStyle {
    public typealias FormatInput = Int64
    public typealias FormatOutput = String
    public enum Style: Hashable {
        case file, memory, decimal, binary
    }
    public var style: ByteCountFormatStyle.Style
    public init(style: ByteCountFormatStyle.Style = .file) { self.style = style }

    /// Bytes below 999 (1023 counting in 1024s), then kB with no fraction digits, MB with one,
    /// GB and larger with two; `.memory` and `.binary` count in 1024s.
    public func format(_ value: Int64) -> String {
        let bytes = Int(value)
        if bytes == 0 { return "Zero kB" }
        if bytes == 1 || bytes == -1 { return "\(bytes) byte" }
        let step = style == .memory || style == .binary ? 1024.0 : 1000.0
        let units = ["kB", "MB", "GB", "TB", "PB"]
        var amount = Double(bytes) / step
        let magnitude = bytes < 0 ? -bytes : bytes
        if Double(magnitude) < step - 1 { return "\(bytes) bytes" }
        var unit = 0
        while (amount < 0 ? -amount : amount) >= step && unit < units.count - 1 {
            amount /= step
            unit += 1
        }
        return _groupedNumber(_decimalText(amount, fractionDigits: unit == 0 ? 0 : unit == 1 ? 1 : 2)) + " " + units[unit]
    }
}

extension FormatStyle where Self == ByteCountFormatStyle {
    public static func byteCount(style: ByteCountFormatStyle.Style) -> ByteCountFormatStyle { ByteCountFormatStyle(style: style) }
}

// MARK: Dates

extension Date {
    /// A date's text in en_US: the fields of its date and time styles and of its symbols
    /// (`.dateTime.weekday().month().day()`), written in the pattern en_US has for them.
    public struct FormatStyle: Hashable {
        /// How much of the date to write: `.numeric` is 5/9/2026, `.complete` Saturday, May 9, 2026.
        public struct DateStyle: Hashable {
            let fields: [String: String]
            public static let omitted = DateStyle(fields: [:])
            public static let numeric = DateStyle(fields: ["y": "y", "M": "M", "d": "d"])
            public static let abbreviated = DateStyle(fields: ["y": "y", "M": "MMM", "d": "d"])
            public static let long = DateStyle(fields: ["y": "y", "M": "MMMM", "d": "d"])
            public static let complete = DateStyle(fields: ["y": "y", "M": "MMMM", "E": "EEEE", "d": "d"])
        }
        /// How much of the time to write: `.shortened` is 6:13 AM, `.complete` 6:13:20 AM GMT.
        public struct TimeStyle: Hashable {
            let fields: [String: String]
            public static let omitted = TimeStyle(fields: [:])
            public static let shortened = TimeStyle(fields: ["h": "j", "m": "m"])
            public static let standard = TimeStyle(fields: ["h": "j", "m": "m", "s": "s"])
            public static let complete = TimeStyle(fields: ["h": "j", "m": "m", "s": "s", "z": "z"])
        }
        public var date: Date.FormatStyle.DateStyle?
        public var time: Date.FormatStyle.TimeStyle?
        public var locale: Locale = Locale(identifier: "en_US")
        public var timeZone: TimeZone = TimeZone(identifier: "GMT")!
        public var calendar: Calendar = Calendar(identifier: .gregorian)
        /// The fields the symbol methods asked for, by field letter: the letters of a date
        /// format's skeleton (`MMMM` for a wide month; `j`, `jj`, `jO`… for the hour).
        var _symbols: [String: String] = [:]

        public init(date: Date.FormatStyle.DateStyle? = nil, time: Date.FormatStyle.TimeStyle? = nil, locale: Locale = Locale(identifier: "en_US"), calendar: Calendar = Calendar(identifier: .gregorian), timeZone: TimeZone = TimeZone(identifier: "GMT")!) {
            self.date = date
            self.time = time
            self.locale = locale
            self.calendar = calendar
            self.timeZone = timeZone
        }

        /// The fields to write; none asked for write `.numeric` and `.shortened`.
        var _fields: [String: String] {
            var fields = _symbols
            for (field, letters) in date?.fields ?? [:] where fields[field] == nil { fields[field] = letters }
            for (field, letters) in time?.fields ?? [:] where fields[field] == nil { fields[field] = letters }
            if fields.isEmpty {
                for (field, letters) in DateStyle.numeric.fields { fields[field] = letters }
                for (field, letters) in TimeStyle.shortened.fields { fields[field] = letters }
            }
            return fields
        }

        public func format(_ value: Date) -> String {
            _CivilDate(value).formatted(_DateSkeleton.pattern(for: _fields))
        }
    }

    /// "5/9/2026, 6:13 AM".
    public func formatted() -> String { Date.FormatStyle(date: .numeric, time: .shortened).format(self) }
    public func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        Date.FormatStyle(date: date, time: time).format(self)
    }
    public func formatted<F: _FormatStyleProtocol>(_ format: F) -> F.FormatOutput where F.FormatInput == Date { format.format(self) }
}

extension Date.FormatStyle: FormatStyle {
    public typealias FormatInput = Date
    public typealias FormatOutput = String
}

// MARK: Durations

extension Duration {
    /// A duration in units: `1 hr, 2 min, 5 secs`.
    public struct UnitsFormatStyle: FormatStyle {
        public typealias FormatInput = Duration
        public typealias FormatOutput = String
        public struct Unit: Hashable {
            let seconds: Int
            let names: [String]
            public static let weeks = Unit(seconds: 604_800, names: ["week", "weeks", "wk", "wks", "w"])
            public static let days = Unit(seconds: 86_400, names: ["day", "days", "day", "days", "d"])
            public static let hours = Unit(seconds: 3_600, names: ["hour", "hours", "hr", "hrs", "h"])
            public static let minutes = Unit(seconds: 60, names: ["minute", "minutes", "min", "min", "m"])
            public static let seconds = Unit(seconds: 1, names: ["second", "seconds", "sec", "secs", "s"])
        }
        public enum UnitWidth: Hashable {
            case wide, abbreviated, condensedAbbreviated, narrow
        }
        public var allowedUnits: Set<Duration.UnitsFormatStyle.Unit>
        public var unitWidth: Duration.UnitsFormatStyle.UnitWidth
        public var maximumUnitCount: Int?
        public init(allowedUnits: Set<Duration.UnitsFormatStyle.Unit>, width: Duration.UnitsFormatStyle.UnitWidth, maximumUnitCount: Int? = nil) {
            self.allowedUnits = allowedUnits
            self.unitWidth = width
            self.maximumUnitCount = maximumUnitCount
        }

        /// The largest allowed units first, the total rounded (half to even) to the smallest;
        /// zero amounts are left out. With `maximumUnitCount`, the last unit written takes
        /// the rest, rounded.
        public func format(_ value: Duration) -> String {
            let order = [Unit.weeks, Unit.days, Unit.hours, Unit.minutes, Unit.seconds].filter { allowedUnits.contains($0) }
            guard let smallest = order.last else { return "" }
            let seconds = _seconds(of: value)
            var rest = maximumUnitCount == nil ? Double(_roundedHalfEven(seconds / Double(smallest.seconds)) * smallest.seconds) : seconds
            var written: [String] = []
            for unit in order {
                let started = !written.isEmpty || Int(rest / Double(unit.seconds)) != 0
                let isLast = unit == smallest || (started && maximumUnitCount != nil && written.count + 1 == maximumUnitCount!)
                let amount = isLast ? _roundedHalfEven(rest / Double(unit.seconds)) : Int(rest / Double(unit.seconds))
                rest -= Double(amount * unit.seconds)
                if amount != 0 { written.append(name(amount, of: unit)) }
                if isLast && !written.isEmpty { break }
            }
            if written.isEmpty { return name(0, of: smallest) }
            return written.joined(separator: unitWidth == .narrow ? " " : ", ")
        }

        func name(_ amount: Int, of unit: Unit) -> String {
            switch unitWidth {
            case .wide: return "\(amount) \(amount == 1 ? unit.names[0] : unit.names[1])"
            case .narrow: return "\(amount)\(unit.names[4])"
            default: return "\(amount) \(amount == 1 ? unit.names[2] : unit.names[3])"
            }
        }
    }

    /// A duration as a clock reads it: `4:59` (hours and minutes), `1:02:06`, `62:06` (minutes
    /// and seconds, the minutes not wrapped). The last field is rounded by the pattern's rule
    /// (to nearest, ties to even, by default); a negative duration gets a leading `-`.
    public struct TimeFormatStyle: FormatStyle {
        public typealias FormatInput = Duration
        public typealias FormatOutput = String
        public struct Pattern: Hashable {
            let fields: String
            let padding: Int
            let fractionalSecondsLength: Int
            let rounding: FloatingPointRoundingRule
            public static var hourMinute: Pattern { hourMinute(padHourToLength: 1) }
            public static var hourMinuteSecond: Pattern { hourMinuteSecond(padHourToLength: 1) }
            public static var minuteSecond: Pattern { minuteSecond(padMinuteToLength: 1) }
            public static func hourMinute(padHourToLength: Int, roundSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> Pattern {
                Pattern(fields: "hm", padding: padHourToLength, fractionalSecondsLength: 0, rounding: roundSeconds)
            }
            public static func hourMinuteSecond(padHourToLength: Int, fractionalSecondsLength: Int = 0, roundFractionalSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> Pattern {
                Pattern(fields: "hms", padding: padHourToLength, fractionalSecondsLength: fractionalSecondsLength, rounding: roundFractionalSeconds)
            }
            public static func minuteSecond(padMinuteToLength: Int, fractionalSecondsLength: Int = 0, roundFractionalSeconds: FloatingPointRoundingRule = .toNearestOrEven) -> Pattern {
                Pattern(fields: "ms", padding: padMinuteToLength, fractionalSecondsLength: fractionalSecondsLength, rounding: roundFractionalSeconds)
            }
        }
        public var pattern: Pattern
        public var locale: Locale
        public init(pattern: Pattern, locale: Locale = .autoupdatingCurrent) {
            self.pattern = pattern
            self.locale = locale
        }

        public func format(_ value: Duration) -> String {
            let seconds = _seconds(of: value)
            let sign = seconds < 0 ? "-" : ""
            let magnitude = seconds < 0 ? -seconds : seconds
            func padded(_ number: Int, _ length: Int) -> String {
                let digits = String(number)
                return String(repeating: "0", count: Swift.max(0, length - digits.count)) + digits
            }
            if pattern.fields == "hm" {
                let minutes = Int((magnitude / 60).rounded(pattern.rounding))
                return sign + padded(minutes / 60, pattern.padding) + ":" + padded(minutes % 60, 2)
            }
            var scale = 1
            for _ in 0..<pattern.fractionalSecondsLength { scale *= 10 }
            let units = Int((magnitude * Double(scale)).rounded(pattern.rounding))
            let whole = units / scale
            var secondsText = padded(whole % 60, 2)
            if pattern.fractionalSecondsLength > 0 { secondsText += "." + padded(units % scale, pattern.fractionalSecondsLength) }
            if pattern.fields == "ms" { return sign + padded(whole / 60, pattern.padding) + ":" + secondsText }
            return sign + padded(whole / 3600, pattern.padding) + ":" + padded(whole / 60 % 60, 2) + ":" + secondsText
        }
    }

    /// "0:01:05": hours, minutes and seconds.
    public func formatted() -> String {
        let seconds = _roundedHalfEven(_seconds(of: self))
        let minutes = seconds / 60 % 60
        let rest = seconds % 60
        return "\(seconds / 3600):\(minutes < 10 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest)"
    }
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Duration { format.format(self) }
}

extension FormatStyle where Self == Duration.TimeFormatStyle {
    public static func time(pattern: Duration.TimeFormatStyle.Pattern) -> Duration.TimeFormatStyle {
        Duration.TimeFormatStyle(pattern: pattern)
    }
}

extension FormatStyle where Self == Duration.UnitsFormatStyle {
    public static func units(allowed units: Set<Duration.UnitsFormatStyle.Unit> = [.hours, .minutes, .seconds], width: Duration.UnitsFormatStyle.UnitWidth = .abbreviated, maximumUnitCount: Int? = nil) -> Duration.UnitsFormatStyle {
        Duration.UnitsFormatStyle(allowedUnits: units, width: width, maximumUnitCount: maximumUnitCount)
    }
}

/// Lengths with their unit's symbol, as `NumberFormatter`'s decimal style writes the number
/// (en_US: grouped, at most three fraction digits): `4.6 km`, `1,234.568 m`.
open class LengthFormatter: Formatter {
    public enum Unit: Int { case millimeter = 8, centimeter = 9, meter = 11, kilometer = 14, inch = 1281, foot = 1282, yard = 1283, mile = 1284 }
    public var isForPersonHeightUse = false
    public override init() {}
    open func string(fromValue value: Double, unit: LengthFormatter.Unit) -> String {
        let symbols: [LengthFormatter.Unit: String] = [.millimeter: "mm", .centimeter: "cm", .meter: "m", .kilometer: "km", .inch: "in", .foot: "ft", .yard: "yd", .mile: "mi"]
        return _groupedNumber(_decimalText(value, fractionDigits: 3)) + " " + (symbols[unit] ?? "")
    }
    /// Meters in the unit that reads best: kilometers from 1,000 m.
    open func string(fromMeters numberInMeters: Double) -> String {
        numberInMeters >= 1000 || numberInMeters <= -1000 ? string(fromValue: numberInMeters / 1000, unit: .kilometer) : string(fromValue: numberInMeters, unit: .meter)
    }
}
"""#
}
