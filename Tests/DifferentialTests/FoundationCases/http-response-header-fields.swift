// An HTTP response's header fields, as a networking layer reads them: all of them, by name as
// made, and one by a name matched without regard to case. (On Linux the judge's HTTPURLResponse
// is in FoundationNetworking.)
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
func run() {
    let url = URL(string: "https://example.com/items")!
    let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
    print(response.statusCode, response.allHeaderFields.count, response.allHeaderFields["Content-Type"] as? String ?? "-")
    print(response.value(forHTTPHeaderField: "content-type") ?? "-", response.value(forHTTPHeaderField: "ETag") ?? "none")
    let bare = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)!
    print(bare.statusCode, bare.allHeaderFields.isEmpty)
}
