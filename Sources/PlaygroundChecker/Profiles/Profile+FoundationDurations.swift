extension Profile {
    /// Foundation's `DateComponentsFormatter`: a length of time in words or positions, as
    /// English writes it ("2 hours, 5 minutes", "2h 5m", "2:05:00", "About 5 minutes remaining").
    ///
    /// The smallest allowed unit is rounded to the nearest; without allowed units the formatter
    /// uses days, hours, minutes and seconds. Months and years (whose lengths vary) count as 30
    /// and 365 days.
    static let foundationDurationsSource = #"""
// MARK: Durations

/// Foundation's calendar class, here for its units (`NSCalendar.Unit`).
open class NSCalendar {
    public struct Unit: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let era = NSCalendar.Unit(rawValue: 2)
        public static let year = NSCalendar.Unit(rawValue: 4)
        public static let month = NSCalendar.Unit(rawValue: 8)
        public static let day = NSCalendar.Unit(rawValue: 16)
        public static let hour = NSCalendar.Unit(rawValue: 32)
        public static let minute = NSCalendar.Unit(rawValue: 64)
        public static let second = NSCalendar.Unit(rawValue: 128)
        public static let weekOfMonth = NSCalendar.Unit(rawValue: 4096)
        public static let nanosecond = NSCalendar.Unit(rawValue: 32768)
    }
}

/// A unit of `DateComponentsFormatter`: its length in seconds and its names in each style.
struct _DurationUnit {
    let unit: NSCalendar.Unit
    let seconds: Double
    let name: String
    let short: String
    let abbreviated: String
    let brief: String
    init(_ unit: NSCalendar.Unit, _ seconds: Double, _ name: String, short: String, abbreviated: String, brief: String) {
        self.unit = unit
        self.seconds = seconds
        self.name = name
        self.short = short
        self.abbreviated = abbreviated
        self.brief = brief
    }
}

/// Writes a length of time with its units.
open class DateComponentsFormatter: Formatter {
    public enum UnitsStyle: Int, Hashable {
        case positional = 0, abbreviated = 1, short = 2, full = 3, spellOut = 4, brief = 5
    }
    public struct ZeroFormattingBehavior: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = ZeroFormattingBehavior(rawValue: 0)
        public static let `default` = ZeroFormattingBehavior(rawValue: 1)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 2)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 4)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 8)
        public static let dropAll = ZeroFormattingBehavior(rawValue: 14)
        public static let pad = ZeroFormattingBehavior(rawValue: 65536)
    }
    public var unitsStyle: DateComponentsFormatter.UnitsStyle = .positional
    public var allowedUnits: NSCalendar.Unit = []
    public var zeroFormattingBehavior: DateComponentsFormatter.ZeroFormattingBehavior = .default
    public var maximumUnitCount: Int = 0
    public var includesApproximationPhrase: Bool = false
    public var includesTimeRemainingPhrase: Bool = false
    public var allowsFractionalUnits: Bool = false
    public var collapsesLargestUnit: Bool = false
    public var calendar: Calendar? = nil
    public override init() {}
    open override func string(for obj: Any?) -> String? {
        guard let components = obj as? DateComponents else { return nil }
        return string(from: components)
    }

    public func string(from ti: Double) -> String? {
        let units = [
            _DurationUnit(.year, 31_536_000, "year", short: "yr", abbreviated: "y", brief: "yr"),
            _DurationUnit(.month, 2_592_000, "month", short: "mth", abbreviated: "mo", brief: "mo"),
            _DurationUnit(.weekOfMonth, 604_800, "week", short: "wk", abbreviated: "w", brief: "wk"),
            _DurationUnit(.day, 86_400, "day", short: "day", abbreviated: "d", brief: "day"),
            _DurationUnit(.hour, 3_600, "hour", short: "hr", abbreviated: "h", brief: "hr"),
            _DurationUnit(.minute, 60, "minute", short: "min", abbreviated: "m", brief: "min"),
            _DurationUnit(.second, 1, "second", short: "sec", abbreviated: "s", brief: "sec"),
        ]
        let allowed: NSCalendar.Unit = allowedUnits.isEmpty ? [.day, .hour, .minute, .second] : allowedUnits
        let chosen = units.filter { allowed.contains($0.unit) }
        guard let smallest = chosen.last else { return nil }
        var remaining = (abs(ti) / smallest.seconds).rounded() * smallest.seconds
        var counts: [Int] = []
        for unit in chosen {
            let count = Int(remaining / unit.seconds)
            counts.append(count)
            remaining -= Double(count) * unit.seconds
        }
        var first = counts.firstIndex { $0 != 0 } ?? counts.count - 1
        if unitsStyle == .positional && zeroFormattingBehavior.contains(.pad) { first = 0 }
        var parts: [String] = []
        for index in first..<chosen.count {
            let count = counts[index], unit = chosen[index]
            if unitsStyle == .positional {
                let text = "\(count)"
                let padded = index > first || zeroFormattingBehavior.contains(.pad)
                parts.append(padded && text.count < 2 ? "0" + text : text)
                continue
            }
            if count == 0 && !(parts.isEmpty && index == chosen.count - 1) { continue }
            switch unitsStyle {
            case .abbreviated: parts.append("\(count)\(unit.abbreviated)")
            case .brief: parts.append("\(count)\(unit.brief)")
            case .short: parts.append("\(count) \(unit.short)")
            case .spellOut: parts.append(_spelledOut(count) + " " + unit.name + (count == 1 ? "" : "s"))
            default: parts.append("\(count) " + unit.name + (count == 1 ? "" : "s"))
            }
            if maximumUnitCount > 0 && parts.count == maximumUnitCount { break }
        }
        let separator = unitsStyle == .positional ? ":" : unitsStyle == .abbreviated || unitsStyle == .brief ? " " : ", "
        var text = (ti < 0 ? "-" : "") + parts.joined(separator: separator)
        if includesApproximationPhrase { text = "About " + text }
        if includesTimeRemainingPhrase { text += " remaining" }
        return text
    }

    public func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    public func string(from components: DateComponents) -> String? {
        let day = Double(components.day ?? 0) * 86_400, hour = Double(components.hour ?? 0) * 3_600
        return string(from: day + hour + Double(components.minute ?? 0) * 60 + Double(components.second ?? 0))
    }

    func _spelledOut(_ n: Int) -> String {
        let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        return "\(n)"
    }
}
"""#
}
