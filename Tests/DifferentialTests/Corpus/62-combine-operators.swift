// Combine's operators as view models chain them: `$property` of an `@Published` property,
// map, compactMap, filter, dropFirst, removeDuplicates, debounce, assign(to:on:).

// MARK: - published_projection_received
final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var count = 0
    private var bag = Set<AnyCancellable>()
    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.lowercased() }
            .filter { !$0.isEmpty }
            .sink { _ in }
            .store(in: &bag)
        $query.dropFirst().compactMap { Int($0) }.assign(to: \.count, on: self).store(in: &bag)
    }
}
let model = SearchModel()
Text(model.query)
    .onReceive(model.$query.map(\.count).filter { $0 > 1 }) { _ in }

// MARK: - operators_on_a_subject
let subject = PassthroughSubject<String, Never>()
Text("x")
    .onReceive(subject.compactMap { Int($0) }.removeDuplicates(by: { $0 == $1 }).dropFirst(2)) { _ in }
    .onReceive(subject.debounce(for: 0.5, scheduler: DispatchQueue.main)) { _ in }

// MARK: - scheduler_strides
let strides: [DispatchQueue.SchedulerTimeType.Stride] = [.seconds(1), .seconds(0.5), .milliseconds(20), .microseconds(5), .nanoseconds(9), 2, 0.25]
let sorted = strides.sorted()
Text("\(sorted.count)")

// MARK: - operator_types_named
func counts(_ words: PassthroughSubject<String, Never>) -> Publishers.CompactMap<Publishers.Filter<PassthroughSubject<String, Never>>, Int> {
    words.filter { !$0.isEmpty }.compactMap { Int($0) }
}
func settled(_ words: PassthroughSubject<String, Never>) -> Publishers.Debounce<Publishers.RemoveDuplicates<Publishers.Drop<PassthroughSubject<String, Never>>>, RunLoop> {
    words.dropFirst().removeDuplicates().debounce(for: .seconds(1), scheduler: RunLoop.main)
}
let words = PassthroughSubject<String, Never>()
let stride: RunLoop.SchedulerTimeType.Stride = .seconds(3)
let durations: [any SchedulerTimeIntervalConvertible] = [stride]
Text("\(durations.count)")
    .onReceive(counts(words)) { _ in }
    .onReceive(settled(words)) { _ in }

// MARK: - completions_and_failures
enum LoadError: Error { case offline }
let outcomes = PassthroughSubject<Subscribers.Completion<LoadError>, Never>()
let demand: Subscribers.Demand = .max(3)
let finished = Empty<Int, LoadError>(completeImmediately: true)
let failed = Fail<Int, LoadError>(error: .offline)
let promised = Future<Int, LoadError> { promise in promise(.success(1)) }
let recovered: Publishers.Catch<Fail<Int, LoadError>, Just<Int>> = failed.catch { _ in Just(0) }
let replaced: Publishers.ReplaceError<Future<Int, LoadError>> = promised.replaceError(with: -1)
let remapped: Publishers.MapError<Empty<Int, LoadError>, URLError> = finished.mapError { _ in URLError(.notConnectedToInternet) }
let tried: Publishers.TryMap<Just<Int>, Int> = Just(2).tryMap { $0 * 2 }
let typed: Result<Int, LoadError>.Publisher = Just(3).setFailureType(to: LoadError.self)
let widened: Publishers.SetFailureType<Publishers.Sequence<[Int], Never>, LoadError> = [1, 2].publisher.setFailureType(to: LoadError.self)
Text("\(demand.max ?? 0)")
    .onReceive(outcomes) { _ in }
    .onReceive(recovered) { _ in }
    .onReceive(replaced) { _ in }

// MARK: - combining_and_timing
let names = PassthroughSubject<String, Never>()
let counts = PassthroughSubject<Int, Never>()
let pairs: Publishers.CombineLatest<PassthroughSubject<String, Never>, PassthroughSubject<Int, Never>> = names.combineLatest(counts)
let both: Publishers.Merge<PassthroughSubject<String, Never>, Just<String>> = names.merge(with: Just("x"))
let expanded: Publishers.FlatMap<Just<Int>, PassthroughSubject<String, Never>> = names.flatMap { Just($0.count) }
let watched: Publishers.HandleEvents<PassthroughSubject<Int, Never>> = counts.handleEvents(receiveSubscription: { (subscription: any Subscription) in subscription.request(.unlimited) }, receiveOutput: { _ in }, receiveCancel: {})
let spaced: Publishers.Throttle<PassthroughSubject<Int, Never>, RunLoop> = counts.throttle(for: .seconds(1), scheduler: RunLoop.main, latest: true)
let later: Publishers.Delay<PassthroughSubject<Int, Never>, DispatchQueue> = counts.delay(for: 0.2, scheduler: DispatchQueue.main)
Text("pairs")
    .onReceive(pairs) { _ in }
    .onReceive(both.merge(with: expanded.map { String($0) })) { _ in }
    .onReceive(watched.merge(with: spaced).merge(with: later)) { _ in }

// MARK: - generic_scheduler_strides
func settled<S: Scheduler>(_ words: PassthroughSubject<String, Never>, on scheduler: S) -> Publishers.Debounce<PassthroughSubject<String, Never>, S> {
    words.debounce(for: .seconds(1), scheduler: scheduler)
}
func seconds<T: SchedulerTimeIntervalConvertible>(_ n: Int) -> T { .seconds(n) }
let fromGeneric: RunLoop.SchedulerTimeType.Stride = seconds(3)
let named = RunLoop.SchedulerTimeType.Stride.seconds(2)
Text("\(fromGeneric.timeInterval) \(named.timeInterval)")
    .onReceive(settled(PassthroughSubject<String, Never>(), on: DispatchQueue.main)) { _ in }
