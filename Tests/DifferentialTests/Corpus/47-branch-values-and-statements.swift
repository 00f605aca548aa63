// `if` and `switch` as values (SE-0380) in the places views use them, `defer`, tuple
// assignment, zero initializers and an array literal of a value and an optional.

// MARK: - if_expression_in_a_view_property
// expect: Text
struct Badge: View {
    var count: Int
    var tint: Color {
        if count > 9 { .red } else if count > 0 { .orange } else { .gray }
    }
    var body: some View {
        let label = if count > 99 { "99+" } else { "\(count)" }
        Text(label).foregroundStyle(tint)
    }
}
Badge(count: 120).body

// MARK: - switch_expression_as_a_function_result
// expect: Image
enum Status { case idle, running, failed }
func symbol(for status: Status) -> String {
    switch status {
    case .idle: "pause.circle"
    case .running: "play.circle"
    case .failed: "xmark.octagon"
    }
}
Image(systemName: symbol(for: .running))

// MARK: - if_expression_in_a_closure_and_an_assignment
// expect: VStack<ForEach<Array<String>, String, Text>>
struct Labels: View {
    var values: [Int]
    var body: some View {
        VStack {
            ForEach(values.map { if $0.isMultiple(of: 2) { "even \($0)" } else { "odd \($0)" } }, id: \.self) { Text($0) }
        }
    }
}
Labels(values: [1, 2]).body

// MARK: - defer_and_tuple_assignment
// expect: Text
func swapped() -> String {
    var log = ""
    var (first, second) = ("a", "b")
    defer { log += "!" }
    (first, second) = (second, first)
    return first + second + log
}
Text(swapped())

// MARK: - zero_initializers_and_optional_elements
// expect: Text
func caption(_ title: String, _ subtitle: String?) -> String {
    var total = Int()
    total += Int("ff", radix: 16) ?? 0
    return [title, subtitle].compactMap { $0 }.joined() + String() + "\(total)" + "\(Double())"
}
Text(caption("Title", nil))

// MARK: - lazy_property_and_static_self
// expect: VStack<TupleView<(Text, Text)>>
final class SearchModel {
    var selection = 0
    var searchTag = 2
    lazy var isSearching: Bool = { self.selection == self.searchTag }()
    static var shared: SearchModel { self.init() }
    static var typeName: String { String(describing: self) }
    required init() {}
}
struct SearchHeader: View {
    let model = SearchModel.shared
    var body: some View {
        VStack {
            Text(model.isSearching ? "searching" : "idle")
            Text(SearchModel.typeName)
        }
    }
}
SearchHeader().body

// MARK: - result_switched_in_a_view
// expect: _ConditionalContent<Text, Text>
enum FetchError: Error { case offline }
struct Outcome: View {
    var result: Result<[String], FetchError>
    var body: some View {
        switch result {
        case .success(let names): Text(names.joined(separator: ", "))
        case .failure(let error): Text("failed: \(String(describing: error))")
        }
    }
}
Outcome(result: .success(["a"])).body

// MARK: - requests_and_components_in_a_view_model
// expect: VStack<TupleView<(Text, Text)>>
struct SearchAPI {
    var query: String
    var request: URLRequest? {
        var components = URLComponents()
        components.scheme = "https"
        components.host = "api.example.com"
        components.path = "/search"
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        guard let url = components.url else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }
}
struct RequestPreview: View {
    let api = SearchAPI(query: "swift ui")
    var body: some View {
        VStack {
            Text(api.request?.url?.absoluteString ?? "none")
            Text(api.request?.url?.host ?? "none")
        }
    }
}
RequestPreview().body

// MARK: - inherited_class_initializers
// expect: Text
class Model {
    let name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "default") }
    func title() -> String { name }
}
final class DetailModel: Model {
    override func title() -> String { "detail: " + super.title() }
}
let models: [Model] = [Model(), DetailModel(name: "d")]
Text(models.map { $0.title() }.joined(separator: ", "))

// MARK: - sessions_without_a_network
// expect: Text
final class FeedLoader {
    var status = "idle"
    var lastRequest: URLRequest?
    func load(from url: URL) {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        components?.port = 8080
        components?.fragment = "top"
        var request = URLRequest(url: components?.url ?? url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 10)
        request.addValue("gzip", forHTTPHeaderField: "Accept-Encoding")
        lastRequest = request
        let task: URLSessionDataTask = URLSession.shared.dataTask(with: request) { data, response, error in
            if let http = response as? HTTPURLResponse {
                self.status = "status \(http.statusCode)"
            } else if let error = error as? URLError, error.code == .notConnectedToInternet || error.code == .timedOut {
                self.status = "offline \(error.errorCode)"
            } else if let plain = response as URLResponse? {
                self.status = plain.mimeType ?? "unknown"
            }
        }
        task.resume()
        let _: [URLError.Code] = [.cancelled, .badURL, .cannotFindHost, .badServerResponse]
        let _: [URLRequest.CachePolicy] = [.useProtocolCachePolicy, .returnCacheDataElseLoad, .returnCacheDataDontLoad]
        let _: URLSessionTask = task
        let _ = (url.port, url.fragment, components?.percentEncodedQuery)
    }
}
let loader = FeedLoader()
let _ = loader.load(from: URL(string: "https://example.com/feed")!)
Text(loader.status)

// MARK: - main_actor_and_continuations
// expect: ModifiedContent<Text, _TaskModifier>
func legacyCount(_ completion: @escaping (Int) -> Void) { completion(3) }
func count() async -> Int {
    await withCheckedContinuation { continuation in
        legacyCount { continuation.resume(returning: $0) }
    }
}
func label() async throws -> String {
    let n = await count()
    let text = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, Error>) in
        continuation.resume(returning: "items \(n)")
    }
    return await MainActor.run { text.uppercased() }
}
Text("loading").task { _ = try? await label() }
