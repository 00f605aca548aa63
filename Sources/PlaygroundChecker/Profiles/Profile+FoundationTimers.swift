extension Profile {
    /// Foundation's timers and run loops, with Combine's timer publisher. The playground's clock
    /// does not run (a session is deterministic): a timer never fires, its publisher sends
    /// nothing, and `onReceive` of one shows the view as it is.
    static let foundationTimersSource = #"""
// MARK: Timers

public protocol Cancellable {
    func cancel()
}

extension AnyCancellable: Cancellable {}

public final class RunLoop {
    public static let main = RunLoop()
    public static let current = RunLoop()
    init() {}
    public struct Mode: Hashable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let common = Mode("kCFRunLoopCommonModes")
        public static let `default` = Mode("kCFRunLoopDefaultMode")
    }
}

public final class Timer {
    public let timeInterval: Double
    public var isValid: Bool
    /// How late the timer may fire; recorded only.
    public var tolerance: Double = 0
    init(timeInterval: Double) {
        self.timeInterval = timeInterval
        self.isValid = true
    }
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        Timer(timeInterval: interval)
    }
    public func invalidate() { isValid = false }
    public static func publish(every interval: Double, tolerance: Double? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval)
    }
    /// Sends the date at each tick, from when it is connected (never, here).
    public final class TimerPublisher: _CombinePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: Double
        init(interval: Double) { self.interval = interval }
        public func _subscribe(_ subscriber: _Subscriber<Date, Never>) {}
        public func connect() -> Cancellable { AnyCancellable({}) }
        public func autoconnect() -> Publishers.Autoconnect<Timer.TimerPublisher> { Publishers.Autoconnect(upstream: self) }
    }
}

/// Where a publisher's values are delivered; here values arrive at once, on the one thread.
public protocol Scheduler {
    /// Its clock's time; `Stride` is a duration (`.milliseconds(300)`, `0.5` seconds).
    associatedtype SchedulerTimeType: _SchedulerTime
}
/// A scheduler's time, with the duration type the operators that wait take.
public protocol _SchedulerTime {
    associatedtype Stride: SchedulerTimeIntervalConvertible
}
/// A duration made from a number of seconds or of a fraction of them.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}
/// A scheduler's duration in seconds (`DispatchQueue.SchedulerTimeType.Stride`, `RunLoop`'s).
public struct _SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var timeInterval: Double
    public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
    public init(floatLiteral value: Double) { timeInterval = value }
    public init(integerLiteral value: Int) { timeInterval = Double(value) }
    public static func seconds(_ s: Int) -> _SchedulerStride { _SchedulerStride(Double(s)) }
    public static func seconds(_ s: Double) -> _SchedulerStride { _SchedulerStride(s) }
    public static func milliseconds(_ ms: Int) -> _SchedulerStride { _SchedulerStride(Double(ms) / 1_000) }
    public static func microseconds(_ us: Int) -> _SchedulerStride { _SchedulerStride(Double(us) / 1_000_000) }
    public static func nanoseconds(_ ns: Int) -> _SchedulerStride { _SchedulerStride(Double(ns) / 1_000_000_000) }
    public static func < (lhs: _SchedulerStride, rhs: _SchedulerStride) -> Bool { lhs.timeInterval < rhs.timeInterval }
}
extension DispatchQueue: Scheduler {
    public struct SchedulerTimeType: _SchedulerTime {
        public typealias Stride = _SchedulerStride
    }
}
extension RunLoop: Scheduler {
    public struct SchedulerTimeType: _SchedulerTime {
        public typealias Stride = _SchedulerStride
    }
}

extension Publisher {
    /// Delivers on `scheduler` (SwiftUI's `receive(on: DispatchQueue.main)`); Combine's also
    /// takes scheduler options.
    public func receive<S: Scheduler>(on scheduler: S) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler)
    }
    /// Subscribes on `scheduler` (`.subscribe(on: DispatchQueue.global())` before a network
    /// request's decoding); the values arrive as they are sent.
    public func subscribe<S: Scheduler>(on scheduler: S) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler)
    }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) { upstream._subscribe(subscriber) }
    }
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) { upstream._subscribe(subscriber) }
    }
    /// Sends the elements of a sequence, then finishes.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }
        public func _subscribe(_ subscriber: _Subscriber<Elements.Element, Failure>) {
            for element in sequence where subscriber.isActive { subscriber.receive(element) }
            subscriber.receive(completion: .finished)
        }
    }
    /// Sends everything its prefix sends, then what its suffix sends.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
        public typealias Output = Suffix.Output
        public typealias Failure = Suffix.Failure
        public let prefix: Prefix
        public let suffix: Suffix
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }
        public func _subscribe(_ subscriber: _Subscriber<Suffix.Output, Suffix.Failure>) {
            let suffix = self.suffix
            prefix._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: { completion in
                switch completion {
                case .finished: suffix._subscribe(subscriber)
                case .failure: subscriber.receive(completion: completion)
                }
            }))
        }
    }
    /// Connects its upstream when first subscribed to.
    public final class Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) { upstream._subscribe(subscriber) }
    }
}

extension Publisher {
    /// The given values first, then the publisher's own.
    public func prepend(_ elements: Output...) -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }
}
"""#
}
