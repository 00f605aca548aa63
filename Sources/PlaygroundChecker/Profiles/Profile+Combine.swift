extension Profile {
    /// The part of Combine view files use: publishers (`Just`, subjects, `AnyPublisher`,
    /// `NotificationCenter`'s, and its observers), `sink` and `AnyCancellable`, and SwiftUI's `onReceive`.
    ///
    /// Values flow synchronously: a subject's `send` calls each subscriber at once.
    static let combineSource = #"""
// MARK: Combine

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Calls `receive` with each value the publisher sends (the playground's subscription).
    func _subscribe(_ receive: @escaping (Output) -> Void)
}

/// `Publisher` under another name, for the nested `Publisher` types that conform to it.
public typealias _CombinePublisher = Publisher

/// Ends a subscription when cancelled; kept alive by a set (`.store(in: &cancellables)`).
public final class AnyCancellable: Hashable {
    let onCancel: () -> Void
    public init(_ cancel: @escaping () -> Void) { self.onCancel = cancel }
    public func cancel() { onCancel() }
    public final func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

extension Publisher {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        _subscribe(receiveValue)
        return AnyCancellable({})
    }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(subscribe: { receive in self._subscribe(receive) })
    }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    let subscribe: (@escaping (Output) -> Void) -> Void
    public init(subscribe: @escaping (@escaping (Output) -> Void) -> Void) { self.subscribe = subscribe }
    public func _subscribe(_ receive: @escaping (Output) -> Void) { subscribe(receive) }
}

/// Sends its one value to each subscriber.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func _subscribe(_ receive: @escaping (Output) -> Void) { receive(output) }
}

/// Sends what it is given to its subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    var subscribers: [(Output) -> Void] = []
    public init() {}
    public func send(_ input: Output) {
        for subscriber in subscribers { subscriber(input) }
    }
    public func _subscribe(_ receive: @escaping (Output) -> Void) { subscribers.append(receive) }
}

/// Holds a value, sent to each new subscriber and again whenever it changes.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    var subscribers: [(Output) -> Void] = []
    var stored: Output
    public var value: Output {
        get { stored }
        set {
            stored = newValue
            for subscriber in subscribers { subscriber(newValue) }
        }
    }
    public init(_ value: Output) { self.stored = value }
    public func send(_ input: Output) {
        stored = input
        for subscriber in subscribers { subscriber(input) }
    }
    public func _subscribe(_ receive: @escaping (Output) -> Void) {
        subscribers.append(receive)
        receive(value)
    }
}

// MARK: Operators

/// Time passes at once in the playground (as `asyncAfter` runs its work at once): each value
/// a person's action sends is followed by a quiet period, so a debounced or delayed value
/// arrives as it is sent.
extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        Publishers.Drop(upstream: self, count: count)
    }
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler)
    }
    /// Writes each value to `object`'s property.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        _subscribe { value in object[keyPath: keyPath] = value }
        return AnyCancellable({})
    }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: { $0 == $1 })
    }
}

extension Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func _subscribe(_ receive: @escaping (Output) -> Void) {
            let transform = self.transform
            upstream._subscribe { receive(transform($0)) }
        }
    }
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }
        public func _subscribe(_ receive: @escaping (Output) -> Void) {
            let transform = self.transform
            upstream._subscribe { value in
                if let output = transform(value) { receive(output) }
            }
        }
    }
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool
        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }
        public func _subscribe(_ receive: @escaping (Upstream.Output) -> Void) {
            let isIncluded = self.isIncluded
            upstream._subscribe { value in
                if isIncluded(value) { receive(value) }
            }
        }
    }
    /// Skips the first `count` values of each subscription.
    public struct Drop<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let count: Int
        public init(upstream: Upstream, count: Int) {
            self.upstream = upstream
            self.count = count
        }
        public func _subscribe(_ receive: @escaping (Upstream.Output) -> Void) {
            var skipped = 0
            let count = self.count
            upstream._subscribe { value in
                if skipped < count {
                    skipped += 1
                } else {
                    receive(value)
                }
            }
        }
    }
    /// Sends a value only when it differs from the one sent before it (by `predicate`).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }
        public func _subscribe(_ receive: @escaping (Upstream.Output) -> Void) {
            var previous: [Upstream.Output] = []
            let predicate = self.predicate
            upstream._subscribe { value in
                if let last = previous.last, predicate(last, value) { return }
                previous = [value]
                receive(value)
            }
        }
    }
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
        }
        public func _subscribe(_ receive: @escaping (Upstream.Output) -> Void) { upstream._subscribe(receive) }
    }
}

/// A subject of `Void` values sends one with `send()` (`objectWillChange.send`).
extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}
extension CurrentValueSubject where Output == Void {
    public func send() { send(()) }
}

/// Objective-C's root protocol: the type of the token `addObserver(forName:…)` returns.
public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}
/// Where an observer's block runs; the playground has one thread, so an operation runs at once.
public final class OperationQueue {
    public static let main = OperationQueue()
    public init() {}
    public func addOperation(_ block: @escaping () -> Void) { block() }
}

/// A notification: its name and the object that posted it.
public struct Notification {
    /// A notification's name (`extension Notification.Name { static let … }`).
    public struct Name: Hashable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public var name: Notification.Name
    public var object: Any?
    public var userInfo: [AnyHashable: Any]?
    public init(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
    }
}

/// Delivers posted notifications to the publishers and observers of their name.
public final class NotificationCenter {
    public static let `default` = NotificationCenter()
    var observers: [(Notification) -> Void] = []
    var removed: [AnyObject] = []
    public init() {}
    public func post(name: Notification.Name, object: Any? = nil) {
        post(Notification(name: name, object: object))
    }
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }
    public func post(_ notification: Notification) {
        for observer in observers { observer(notification) }
    }
    /// Runs `block` with each notification of `name` (of every name when nil) until the
    /// returned token is removed. The playground has one thread: the block runs as it is posted.
    public func addObserver(forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?, using block: @escaping (Notification) -> Void) -> any NSObjectProtocol {
        let token = NSObject()
        observers.append({ notification in
            if self.removed.contains(where: { $0 === token }) { return }
            if let name, notification.name != name { return }
            block(notification)
        })
        return token
    }
    /// Calls `observer`'s `@objc` method named by `aSelector` (with the notification when it
    /// takes one) for each notification of `aName` (of every name when nil), until the observer
    /// is removed.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: Notification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        observers.append({ notification in
            if self.removed.contains(where: { $0 === target }) { return }
            if let aName, notification.name != aName { return }
            _perform(observer, aSelector.name, notification)
        })
    }
    public func removeObserver(_ observer: Any) {
        removed.append(observer as AnyObject)
    }
    /// `object` is an `AnyObject?` in Foundation; the playground has no `AnyObject`.
    public func publisher(for name: Notification.Name, object: Any? = nil) -> NotificationCenter.Publisher {
        NotificationCenter.Publisher(center: self, name: name)
    }

    /// The notifications of one name.
    public struct Publisher: _CombinePublisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public func _subscribe(_ receive: @escaping (Notification) -> Void) {
            let name = self.name
            center.observers.append({ notification in
                if notification.name == name { receive(notification) }
            })
        }
    }
}

/// `onReceive(_:perform:)`'s view: its content, and the action run with each value sent.
/// (The SDK also requires `PublisherType.Failure == Never` here; `onReceive` requires it.)
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View {
    public var content: Content
    public var publisher: PublisherType
    public var action: (PublisherType.Output) -> Void
    public init(content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }
    public var body: Never { fatalError() }
}

extension View {
    /// The playground checks and draws it; it does not subscribe the action yet.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}
"""#
}
