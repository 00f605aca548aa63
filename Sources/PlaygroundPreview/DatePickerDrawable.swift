import PlaygroundRuntime

/// SwiftUI's `DatePicker` (compact style): its label, then the date and the time each in a
/// value box, `[ Jan 1, 2001 ] [ 12:00 AM ]`, filling the proposed width. Dates are shown in
/// UTC, so previews do not depend on the machine's time zone.
public struct DatePickerDrawable: ComposedDrawable {
    public let label: any Drawable
    /// Seconds since 2001-01-01 00:00 UTC (`Date.timeIntervalSinceReferenceDate`).
    public let seconds: Double
    public let showsDate: Bool
    public let showsTime: Bool
    private let row: ControlRowDrawable

    public init(label: any Drawable, seconds: Double, showsDate: Bool = true, showsTime: Bool = true) {
        self.label = label
        self.seconds = seconds.isFinite ? seconds : 0
        self.showsDate = showsDate
        self.showsTime = showsTime
        var boxes: [any Drawable] = []
        if showsDate { boxes.append(ValueBoxDrawable(TextDrawable(Self.dateText(self.seconds)))) }
        if showsTime || !showsDate { boxes.append(ValueBoxDrawable(TextDrawable(Self.timeText(self.seconds)))) }
        self.row = ControlRowDrawable(label: label, control: StackDrawable.horizontal(boxes))
    }

    public var composition: any Drawable { row }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Jan 1, 2001`.
    public static func dateText(_ seconds: Double) -> String {
        let days = Int((seconds / 86_400).rounded(.down)) + 11_323
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return "\(months[month - 1]) \(day), \(year)"
    }

    /// `12:00 AM`.
    public static func timeText(_ seconds: Double) -> String {
        let minutes = ((Int((seconds / 60).rounded(.down)) % 1_440) + 1_440) % 1_440
        let hour = minutes / 60, minute = minutes % 60
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}

extension DatePickerDrawable: ViewKind {
    static let declarations = ["DatePicker"]

    /// The bound date; `displayedComponents` (`.date` = 2, `.hourAndMinute` = 1) chooses the boxes.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let date = node.field("selection")?.bindingValue(context.interpreter)
        let seconds = date?.field("timeIntervalSinceReferenceDate")?.doubleValue ?? 0
        var components = 3
        if case .int(let raw)? = node.field("displayedComponents")?.field("rawValue") { components = raw }
        return [DatePickerDrawable(
            label: context.unary(context.childDrawables(of: node, role: "label")), seconds: seconds,
            showsDate: components & 2 != 0, showsTime: components & 1 != 0)]
    }
}
