extension Profile {
    /// Combine's operators, as view models chain them (`$query.debounce(…).removeDuplicates()
    /// .map { … }.sink { … }`): each is a `Publishers` type that subscribes to its upstream.
    ///
    /// Time passes at once in the playground (as `asyncAfter` runs its work at once): each value
    /// a person's action sends is followed by a quiet period, so a debounced, throttled or
    /// delayed value arrives as it is sent.
    static let combineOperatorsSource = #"""
// MARK: Combine operators

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }
    /// Each value's property at the key path (`state.updates.map(\.routing)`, or a key path held in a variable).
    public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.TryMap(upstream: self, transform: transform)
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
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, scheduler: scheduler)
    }
    public func flatMap<P: Publisher>(maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P) -> Publishers.FlatMap<P, Self> where P.Failure == Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform: transform)
    }
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Failure == Failure, P.Output == Output {
        Publishers.Merge(self, other)
    }
    public func handleEvents(receiveSubscription: ((any Subscription) -> Void)? = nil, receiveOutput: ((Output) -> Void)? = nil, receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest: ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput, receiveCompletion: receiveCompletion, receiveCancel: receiveCancel)
    }
    /// Writes each value to `object`'s property.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable where Failure == Never {
        sink(receiveCompletion: { _ in }, receiveValue: { value in object[keyPath: keyPath] = value })
    }
}

extension Publisher where Failure == Never {
    /// The same values, typed as a publisher that may fail with `E` (it never does).
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

extension Just {
    public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
        Result<Output, E>.Publisher(.success(output))
    }
}

extension Result {
    /// Sends a success's value and finishes, or fails with the failure's error.
    public struct Publisher: _CombinePublisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Success, Failure>) { self.result = result }
        public func _subscribe(_ subscriber: _Subscriber<Success, Failure>) { subscriber.receive(result: result) }
    }
    /// The result as a publisher (`Result { try load() }.publisher`).
    public var publisher: Result<Success, Failure>.Publisher { Result<Success, Failure>.Publisher(self) }
}

extension Sequence {
    /// The elements, sent one after another, then a finish.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
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
        public func _subscribe(_ subscriber: _Subscriber<Output, Upstream.Failure>) {
            let transform = self.transform
            upstream._subscribe(subscriber.upstream { subscriber.receive(transform($0)) })
        }
    }
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let keyPath: KeyPath<Upstream.Output, Output>
        public func _subscribe(_ subscriber: _Subscriber<Output, Upstream.Failure>) {
            let keyPath = self.keyPath
            upstream._subscribe(subscriber.upstream { subscriber.receive($0[keyPath: keyPath]) })
        }
    }
    /// A map whose transform may throw: the error ends the subscription as its failure.
    public struct TryMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = any Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output
        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.transform = transform
        }
        public func _subscribe(_ subscriber: _Subscriber<Output, any Error>) {
            let transform = self.transform
            upstream._subscribe(subscriber.upstream({ value in
                do {
                    subscriber.receive(try transform(value))
                } catch {
                    subscriber.receive(completion: .failure(error))
                }
            }, completion: { completion in
                switch completion {
                case .finished: subscriber.receive(completion: .finished)
                case .failure(let error): subscriber.receive(completion: .failure(error))
                }
            }))
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
        public func _subscribe(_ subscriber: _Subscriber<Output, Upstream.Failure>) {
            let transform = self.transform
            upstream._subscribe(subscriber.upstream { value in
                if let output = transform(value) { subscriber.receive(output) }
            })
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
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) {
            let isIncluded = self.isIncluded
            upstream._subscribe(subscriber.upstream { value in
                if isIncluded(value) { subscriber.receive(value) }
            })
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
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) {
            var skipped = 0
            let count = self.count
            upstream._subscribe(subscriber.upstream { value in
                if skipped < count {
                    skipped += 1
                } else {
                    subscriber.receive(value)
                }
            })
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
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) {
            var previous: [Upstream.Output] = []
            let predicate = self.predicate
            upstream._subscribe(subscriber.upstream { value in
                if let last = previous.last, predicate(last, value) { return }
                previous = [value]
                subscriber.receive(value)
            })
        }
    }
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Failure>) {
            upstream._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: { _ in
                subscriber.receive(completion: .finished)
            }))
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
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) { upstream._subscribe(subscriber) }
    }
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) { upstream._subscribe(subscriber) }
    }
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) { upstream._subscribe(subscriber) }
    }
    /// Subscribes to the publisher each value is transformed into, and sends what they all send;
    /// finishes once its upstream and every one of them have finished.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher where NewPublisher.Failure == Upstream.Failure {
        public typealias Output = NewPublisher.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let maxPublishers: Subscribers.Demand
        public let transform: (Upstream.Output) -> NewPublisher
        public init(upstream: Upstream, maxPublishers: Subscribers.Demand, transform: @escaping (Upstream.Output) -> NewPublisher) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }
        public func _subscribe(_ subscriber: _Subscriber<NewPublisher.Output, Upstream.Failure>) {
            let transform = self.transform
            var running = 1
            func finishOne() {
                running -= 1
                if running == 0 { subscriber.receive(completion: .finished) }
            }
            let complete = { (completion: Subscribers.Completion<Upstream.Failure>) in
                switch completion {
                case .finished: finishOne()
                case .failure(let error): subscriber.receive(completion: .failure(error))
                }
            }
            upstream._subscribe(subscriber.upstream({ value in
                running += 1
                transform(value)._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: complete))
            }, completion: complete))
        }
    }
    /// On its upstream's failure, goes on with the publisher `handler` makes of the error.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, NewPublisher.Failure>) {
            let handler = self.handler
            upstream._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: { completion in
                switch completion {
                case .finished: subscriber.receive(completion: .finished)
                case .failure(let error): handler(error)._subscribe(subscriber)
                }
            }))
        }
    }
    /// On its upstream's failure, sends `output` and finishes.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let upstream: Upstream
        public let output: Upstream.Output
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Never>) {
            let output = self.output
            upstream._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: { completion in
                if case .failure = completion { subscriber.receive(output) }
                subscriber.receive(completion: .finished)
            }))
        }
    }
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        public let upstream: Upstream
        public let transform: (Upstream.Failure) -> Failure
        public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            self.transform = transform
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Failure>) {
            let transform = self.transform
            upstream._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: { completion in
                switch completion {
                case .finished: subscriber.receive(completion: .finished)
                case .failure(let error): subscriber.receive(completion: .failure(transform(error)))
                }
            }))
        }
    }
    /// The latest value of each once both have sent one, whenever either sends.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func _subscribe(_ subscriber: _Subscriber<(A.Output, B.Output), A.Failure>) {
            var latestA: [A.Output] = []
            var latestB: [B.Output] = []
            var finished = 0
            let complete = { (completion: Subscribers.Completion<A.Failure>) in
                switch completion {
                case .finished:
                    finished += 1
                    if finished == 2 { subscriber.receive(completion: .finished) }
                case .failure: subscriber.receive(completion: completion)
                }
            }
            a._subscribe(subscriber.upstream({ value in
                latestA = [value]
                if let other = latestB.last { subscriber.receive((value, other)) }
            }, completion: complete))
            b._subscribe(subscriber.upstream({ value in
                latestB = [value]
                if let other = latestA.last { subscriber.receive((other, value)) }
            }, completion: complete))
        }
    }
    /// What either sends; finishes once both have finished.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure, A.Output == B.Output {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }
        public func _subscribe(_ subscriber: _Subscriber<A.Output, A.Failure>) {
            var finished = 0
            let complete = { (completion: Subscribers.Completion<A.Failure>) in
                switch completion {
                case .finished:
                    finished += 1
                    if finished == 2 { subscriber.receive(completion: .finished) }
                case .failure: subscriber.receive(completion: completion)
                }
            }
            a._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: complete))
            b._subscribe(subscriber.upstream({ subscriber.receive($0) }, completion: complete))
        }
    }
    /// Calls its closures as the subscription starts, receives values and a completion, and is
    /// cancelled.
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public var receiveSubscription: ((any Subscription) -> Void)?
        public var receiveOutput: ((Upstream.Output) -> Void)?
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        public var receiveCancel: (() -> Void)?
        public init(upstream: Upstream, receiveSubscription: ((any Subscription) -> Void)?, receiveOutput: ((Upstream.Output) -> Void)?, receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?, receiveCancel: (() -> Void)?) {
            self.upstream = upstream
            self.receiveSubscription = receiveSubscription
            self.receiveOutput = receiveOutput
            self.receiveCompletion = receiveCompletion
            self.receiveCancel = receiveCancel
        }
        public func _subscribe(_ subscriber: _Subscriber<Upstream.Output, Upstream.Failure>) {
            let receiveOutput = self.receiveOutput
            let receiveCompletion = self.receiveCompletion
            if let receiveCancel { subscriber.onCancel(receiveCancel) }
            receiveSubscription?(_SubscriptionHandle(subscriber: subscriber))
            upstream._subscribe(subscriber.upstream({ value in
                receiveOutput?(value)
                subscriber.receive(value)
            }, completion: { completion in
                receiveCompletion?(completion)
                subscriber.receive(completion: completion)
            }))
        }
    }
}

/// The subscription `handleEvents(receiveSubscription:)` is given: cancelling it ends the
/// subscriber's subscription.
public struct _SubscriptionHandle<Input, Failure: Error>: Subscription {
    let subscriber: _Subscriber<Input, Failure>
    public func request(_ demand: Subscribers.Demand) {}
    public func cancel() { subscriber.cancel() }
}
"""#
}
