extension Profile {
    /// The part of Combine view files and their models use: publishers (`Just`, `Empty`, `Fail`,
    /// `Future`, subjects, `AnyPublisher`, `NotificationCenter`'s), subscriptions that complete
    /// and can be cancelled (`sink`, `AnyCancellable`), and SwiftUI's `onReceive`. The operators
    /// are in `combineOperatorsSource`.
    ///
    /// Values flow synchronously: a subject's `send` calls each subscriber at once.
    static let combineSource = #"""
// MARK: Combine

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Sends `subscriber` the publisher's values, then its completion (the playground's subscription).
    func _subscribe(_ subscriber: _Subscriber<Output, Failure>)
}

/// `Publisher` under another name, for the nested `Publisher` types that conform to it.
public typealias _CombinePublisher = Publisher

/// Combine's namespace of subscriber types: how a subscription ends, and how much it asks for.
public enum Subscribers {
    /// How a publisher ends: it finished, or it failed with an error.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
    /// How many values a subscriber asks for (the playground's subscribers take all).
    public struct Demand: Hashable {
        let limit: Int?
        public var max: Int? { limit }
        public static let unlimited = Demand(limit: nil)
        public static let none = Demand(limit: 0)
        public static func max(_ value: Int) -> Demand { Demand(limit: value) }
    }
}

/// One subscription: what it sends values and its completion to, until it completes or is
/// cancelled.
public final class _Subscriber<Input, Failure: Error> {
    let receiveValue: (Input) -> Void
    let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    /// Whether values still reach it.
    public private(set) var isActive = true
    var cancellations: [() -> Void] = []
    public init(receiveValue: @escaping (Input) -> Void, receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void) {
        self.receiveValue = receiveValue
        self.receiveCompletion = receiveCompletion
    }
    public func receive(_ input: Input) {
        if isActive { receiveValue(input) }
    }
    public func receive(completion: Subscribers.Completion<Failure>) {
        guard isActive else { return }
        isActive = false
        receiveCompletion(completion)
    }
    /// A result's value and a finish, or its failure (`Future`'s promise, `Result.Publisher`).
    public func receive(result: Result<Input, Failure>) {
        switch result {
        case .success(let input):
            receive(input)
            receive(completion: .finished)
        case .failure(let error):
            receive(completion: .failure(error))
        }
    }
    /// Runs `cancel` when this subscription is cancelled (an operator ends its upstream's).
    public func onCancel(_ cancel: @escaping () -> Void) { cancellations.append(cancel) }
    public func cancel() {
        guard isActive else { return }
        isActive = false
        for cancel in cancellations { cancel() }
    }
    /// A subscription to an upstream of another output: `receive` gets its values, its
    /// completion ends this one, and cancelling this one cancels it.
    public func upstream<Upstream>(_ receive: @escaping (Upstream) -> Void) -> _Subscriber<Upstream, Failure> {
        upstream(receive, completion: { self.receive(completion: $0) })
    }
    /// A subscription to an upstream of another output and failure: `receive` gets its values
    /// and `complete` its completion; cancelling this one cancels it.
    public func upstream<Upstream, UpstreamFailure: Error>(_ receive: @escaping (Upstream) -> Void, completion complete: @escaping (Subscribers.Completion<UpstreamFailure>) -> Void) -> _Subscriber<Upstream, UpstreamFailure> {
        let upstream = _Subscriber<Upstream, UpstreamFailure>(receiveValue: receive, receiveCompletion: complete)
        onCancel { upstream.cancel() }
        return upstream
    }
}

/// A subscription as `handleEvents(receiveSubscription:)` sees it: it can be cancelled.
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

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
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let subscriber = _Subscriber(receiveValue: receiveValue, receiveCompletion: receiveCompletion)
        _subscribe(subscriber)
        return AnyCancellable({ subscriber.cancel() })
    }
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    /// Named apart from `Publisher.subscribe(on:)`, which a call would find first.
    let subscription: (_Subscriber<Output, Failure>) -> Void
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscription = { publisher._subscribe($0) }
    }
    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) { subscription(subscriber) }
}

/// Sends its one value to each subscriber, then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
    public func _subscribe(_ subscriber: _Subscriber<Output, Never>) {
        subscriber.receive(output)
        subscriber.receive(completion: .finished)
    }
}

/// Sends nothing; finishes at once unless told not to.
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// Fails at once with its error.
public struct Fail<Output, Failure: Error>: Publisher {
    public let error: Failure
    public init(error: Failure) { self.error = error }
    public init(outputType: Output.Type, failure: Failure) { self.error = failure }
    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        subscriber.receive(completion: .failure(error))
    }
}

/// Runs its closure once, when made; sends the result it promises to each subscriber.
public final class Future<Output, Failure: Error>: Publisher {
    public typealias Promise = (Result<Output, Failure>) -> Void
    var result: Result<Output, Failure>? = nil
    var waiting: [_Subscriber<Output, Failure>] = []
    public init(_ attemptToFulfill: @escaping (@escaping Future<Output, Failure>.Promise) -> Void) {
        attemptToFulfill { result in self.fulfill(result) }
    }
    func fulfill(_ result: Result<Output, Failure>) {
        if self.result != nil { return }
        self.result = result
        for subscriber in waiting { subscriber.receive(result: result) }
        waiting = []
    }
    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        if let result { subscriber.receive(result: result) } else { waiting.append(subscriber) }
    }
}

/// A subject's subscribers, and the completion that ended it (sent to later subscribers).
public final class _SubjectSubscribers<Output, Failure: Error> {
    var subscribers: [_Subscriber<Output, Failure>] = []
    var completion: Subscribers.Completion<Failure>? = nil
    init() {}
    var isFinished: Bool { completion != nil }
    func send(_ input: Output) {
        for subscriber in subscribers { subscriber.receive(input) }
    }
    func send(completion: Subscribers.Completion<Failure>) {
        if self.completion != nil { return }
        self.completion = completion
        for subscriber in subscribers { subscriber.receive(completion: completion) }
        subscribers = []
    }
    /// Adds `subscriber`, or sends it the completion when the subject has ended: whether it was added.
    func add(_ subscriber: _Subscriber<Output, Failure>) -> Bool {
        if let completion {
            subscriber.receive(completion: completion)
            return false
        }
        subscribers.append(subscriber)
        return true
    }
}

/// Sends what it is given to its subscribers, until it is sent a completion.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    let subscribers = _SubjectSubscribers<Output, Failure>()
    public init() {}
    public func send(_ input: Output) { subscribers.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) { _ = subscribers.add(subscriber) }
}

/// Holds a value, sent to each new subscriber and again whenever it changes.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
    let subscribers = _SubjectSubscribers<Output, Failure>()
    var stored: Output
    public var value: Output {
        get { stored }
        set { send(newValue) }
    }
    public init(_ value: Output) { self.stored = value }
    public func send(_ input: Output) {
        if subscribers.isFinished { return }
        stored = input
        subscribers.send(input)
    }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.send(completion: completion) }
    public func _subscribe(_ subscriber: _Subscriber<Output, Failure>) {
        if subscribers.add(subscriber) { subscriber.receive(stored) }
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

/// A notification as an object, as `@objc` observers of UIKit's keyboard notifications take it
/// (`func keyboardWillShow(_ notification: NSNotification)`); its `Name` is `Notification`'s.
open class NSNotification: NSObject {
    public typealias Name = Notification.Name
    public let name: NSNotification.Name
    public let object: Any?
    public let userInfo: [AnyHashable: Any]?
    public init(name: NSNotification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
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
        public func _subscribe(_ subscriber: _Subscriber<Notification, Never>) {
            let name = self.name
            center.observers.append({ notification in
                if notification.name == name { subscriber.receive(notification) }
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
    /// Drawn as its content; while the view is mounted the action gets each value
    /// (`MountedGraph.settleLifecycle`).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        SubscriptionView(content: self, publisher: publisher, action: action)
    }
}
"""#
}
