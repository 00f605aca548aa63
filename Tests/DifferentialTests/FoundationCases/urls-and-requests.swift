// URL parts, URL components and query items, requests and their headers, and a session
// without a network: its tasks fail with `URLError(.notConnectedToInternet)`.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
func parts(_ text: String) -> String {
    guard let url = URL(string: text) else { return "invalid" }
    return [url.scheme ?? "-", url.host ?? "-", url.port.map(String.init) ?? "-", url.path, url.query ?? "-", url.fragment ?? "-"].joined(separator: " | ")
}
func run() {
    print(parts("https://api.example.com/v1/items?page=2&sort=name#top"))
    print(parts("https://example.com"), "/", parts("http://localhost:8080/"), "/", parts("mailto:someone@example.com"))
    var components = URLComponents()
    components.scheme = "https"
    components.host = "api.github.com"
    components.path = "/search/repositories"
    components.queryItems = [URLQueryItem(name: "q", value: "swift ui"), URLQueryItem(name: "sort", value: "stars"), URLQueryItem(name: "flag", value: nil)]
    print(components.url?.absoluteString ?? "nil", components.query ?? "nil", components.percentEncodedQuery ?? "nil")
    let parsed = URLComponents(string: "https://example.com/a/b?x=1&y=two")
    print(parsed?.host ?? "nil", parsed?.path ?? "nil", parsed?.queryItems?.map { "\($0.name)=\($0.value ?? "")" } ?? [])
    var request = URLRequest(url: URL(string: "https://example.com/items")!)
    print(request.httpMethod ?? "nil", request.timeoutInterval, request.value(forHTTPHeaderField: "Accept") ?? "nil")
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.addValue("text/plain", forHTTPHeaderField: "accept")
    request.addValue("text/html", forHTTPHeaderField: "Accept")
    print(request.httpMethod ?? "nil", request.value(forHTTPHeaderField: "content-type") ?? "nil", request.value(forHTTPHeaderField: "ACCEPT") ?? "nil", request.url?.absoluteString ?? "nil")
    let error = URLError(.notConnectedToInternet)
    print(error.code == .notConnectedToInternet, error.errorCode, URLError.Code.timedOut.rawValue)
}
