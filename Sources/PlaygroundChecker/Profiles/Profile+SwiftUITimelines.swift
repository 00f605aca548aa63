extension Profile {
    /// `TimelineView` and its schedules (iOS 15): a view redrawn as time passes. The playground's
    /// clock stands still (`Date()` is the session's fixed "now"), so the content is made once,
    /// for that date, when the view is, and the view draws as its content.
    static let swiftUITimelinesSource = #"""
// MARK: Timelines

/// How often a schedule's entries come: as usual, or less often (an always-on display).
public enum TimelineScheduleMode: Hashable { case normal, lowFrequency }

/// The dates a `TimelineView` updates at.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// Entries every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public let startDate: Date
    public let interval: Double
    public init(from startDate: Date, by interval: Double) {
        self.startDate = startDate
        self.interval = interval
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [self.startDate] }
}

/// An entry at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

/// Entries at the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule {
    public let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// Entries as often as the display redraws, or at least `minimumInterval` apart.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public let minimumInterval: Double?
    public let paused: Bool
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [startDate] }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: Double) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
/// The SDK's is generic over any sequence of dates (`where Self == ExplicitTimelineSchedule<S>`);
/// the playground's takes the array apps write.
extension TimelineSchedule where Self == ExplicitTimelineSchedule<[Date]> {
    public static func explicit(_ dates: [Date]) -> ExplicitTimelineSchedule<[Date]> {
        .init(dates)
    }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A view whose content is remade as the schedule's dates come; its content closure gets the
/// date of the update.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// The update a content closure is called for.
    public struct Context {
        public enum Cadence: Comparable { case live, seconds, minutes }
        public let date: Date
        public let cadence: Cadence
    }
    public var schedule: Schedule
    /// The content for the session's "now".
    public var content: Content
}

public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content(TimelineViewDefaultContext(date: Date(), cadence: .live))
    }
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content(Context(date: Date(), cadence: .live))
    }
    public var body: Never { fatalError() }
}
"""#
}
