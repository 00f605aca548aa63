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
