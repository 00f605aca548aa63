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

/// Writes a length of time with its units.
open class DateComponentsFormatter {
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
    public init() {}

    public func string(from ti: Double) -> String? {
        let units: [(NSCalendar.Unit, Double, String, String, String, String)] = [
            (.year, 31_536_000, "year", "yr", "y", "yr"), (.month, 2_592_000, "month", "mth", "mo", "mo"),
            (.weekOfMonth, 604_800, "week", "wk", "w", "wk"), (.day, 86_400, "day", "day", "d", "day"),
            (.hour, 3_600, "hour", "hr", "h", "hr"), (.minute, 60, "minute", "min", "m", "min"),
            (.second, 1, "second", "sec", "s", "sec"),
        ]
        let allowed: NSCalendar.Unit = allowedUnits.isEmpty ? [.day, .hour, .minute, .second] : allowedUnits
        let chosen = units.filter { allowed.contains($0.0) }
        guard let smallest = chosen.last else { return nil }
        var remaining = (abs(ti) / smallest.1).rounded() * smallest.1
        var counts: [Int] = []
        for unit in chosen {
            let count = Int(remaining / unit.1)
            counts.append(count)
            remaining -= Double(count) * unit.1
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
            case .abbreviated: parts.append("\(count)\(unit.4)")
            case .brief: parts.append("\(count)\(unit.5)")
            case .short: parts.append("\(count) \(unit.3)")
            case .spellOut: parts.append(_spelledOut(count) + " " + unit.2 + (count == 1 ? "" : "s"))
            default: parts.append("\(count) " + unit.2 + (count == 1 ? "" : "s"))
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
