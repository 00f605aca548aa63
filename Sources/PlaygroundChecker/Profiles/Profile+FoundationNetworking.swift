extension Profile {
    /// A URL's parts, URL requests and components, and sessions. The playground has no network:
    /// a session's tasks fail as on a device that is offline, with
    /// `URLError(.notConnectedToInternet)`; a completion handler is called at `resume()`.
    static let foundationNetworkingSource = #"""
/// `text` split at its first `separator`: the part before, and the rest (nil without one).
func _splitOnce(_ text: String, _ separator: Character) -> (String, String?) {
    var head = ""
    var tail = ""
    var found = false
    for character in text {
        if found {
            tail += String(character)
        } else if character == separator {
            found = true
        } else {
            head += String(character)
        }
    }
    return (head, found ? tail : nil)
}

/// `text` with the characters a URL's query may not hold percent-encoded (UTF-8 bytes).
func _percentEncodedQueryPart(_ text: String) -> String {
    let allowed = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*+,;:@/?"
    let hex = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F"]
    var out = ""
    for character in text {
        var isAllowed = false
        for candidate in allowed where candidate == character { isAllowed = true }
        if isAllowed {
            out += String(character)
        } else {
            for byte in String(character).utf8 {
                let value = Int(byte)
                out += "%" + hex[value / 16] + hex[value % 16]
            }
        }
    }
    return out
}

extension URL {
    /// `https` of `https://example.com/a`.
    public var scheme: String? {
        let (head, rest) = _splitOnce(absoluteString, ":")
        return rest == nil || head.contains("/") ? nil : head
    }
    /// Whether the scheme is `file` (`URL(fileURLWithPath:)`, a file in the container).
    public var isFileURL: Bool { scheme?.lowercased() == "file" }
    /// The URL this one is relative to: none, as the playground's URLs are made absolute.
    public var baseURL: URL? { nil }
    /// This URL resolved against its base: itself, as it is already absolute.
    public var absoluteURL: URL { self }
    /// `string` resolved against `url` as a browser resolves a link (`../b.png` against
    /// `https://x.org/docs/a/` is `https://x.org/docs/b.png`); made absolute at once.
    public init?(string: String, relativeTo url: URL?) {
        guard let base = url, URL(string: string)?.scheme == nil else {
            self.init(string: string)
            return
        }
        if string.isEmpty { self.init(string: base.absoluteString); return }
        let scheme = base.scheme.map { $0 + ":" } ?? ""
        if string.hasPrefix("//") { self.init(string: scheme + string); return }
        let hierarchy = base._hierarchy
        let authority = hierarchy.hasPrefix("//") ? "//" + _splitOnce(String(hierarchy.dropFirst(2)), "/").0 : ""
        let basePath = String(hierarchy.dropFirst(authority.count))
        if string.hasPrefix("?") || string.hasPrefix("#") { self.init(string: scheme + authority + basePath + string); return }
        var path = string
        if !string.hasPrefix("/") {
            var directory = basePath
            while !directory.isEmpty && !directory.hasSuffix("/") { directory.removeLast() }
            path = (directory.isEmpty && !authority.isEmpty ? "/" : directory) + string
        }
        let pathPart = _splitOnce(_splitOnce(path, "#").0, "?").0
        let suffix = String(path.dropFirst(pathPart.count))
        var segments: [String] = []
        let parts = pathPart.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            if part == "." {
                if last { segments.append("") }
            } else if part == ".." {
                if segments.count > 1 { segments.removeLast() }
                if last { segments.append("") }
            } else {
                segments.append(part)
            }
        }
        self.init(string: scheme + authority + segments.joined(separator: "/") + suffix)
    }
    /// What follows `scheme:`, without the fragment.
    var _afterScheme: String {
        let whole = scheme == nil ? absoluteString : String(absoluteString.dropFirst(scheme!.count + 1))
        return _splitOnce(whole, "#").0
    }
    /// `//host:port/path` or `/path`: the part before the query.
    var _hierarchy: String { _splitOnce(_afterScheme, "?").0 }
    /// `user@host:port` after `//`.
    var _authority: String? {
        guard _hierarchy.hasPrefix("//") else { return nil }
        let authority = _splitOnce(String(_hierarchy.dropFirst(2)), "/").0
        return _splitOnce(authority, "@").1 ?? authority
    }
    /// `user:password` before `@` in the authority.
    var _userInfo: String? {
        guard _hierarchy.hasPrefix("//") else { return nil }
        let (userInfo, host) = _splitOnce(_splitOnce(String(_hierarchy.dropFirst(2)), "/").0, "@")
        return host == nil ? nil : userInfo
    }
    /// `me` of `https://me:secret@example.com`.
    public var user: String? { _userInfo.map { _splitOnce($0, ":").0 } }
    /// `secret` of `https://me:secret@example.com`.
    public var password: String? { _userInfo.flatMap { _splitOnce($0, ":").1 } }
    public var host: String? {
        guard let authority = _authority else { return nil }
        let host = _splitOnce(authority, ":").0
        return host.isEmpty ? nil : host
    }
    public var port: Int? {
        guard let authority = _authority, let port = _splitOnce(authority, ":").1 else { return nil }
        return Int(port)
    }
    /// Percent-decoded, without a trailing `/` (`/a b` of `https://x.com/a%20b/`), as Foundation's.
    public var path: String {
        let path = _writtenPath.removingPercentEncoding ?? _writtenPath
        return path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
    /// iOS 16's path: as written, percent-encoded (`/a%20b/`), or decoded with `false`; unlike
    /// `path`, a trailing `/` stays.
    public func path(percentEncoded: Bool = true) -> String {
        percentEncoded ? _writtenPath : _writtenPath.removingPercentEncoding ?? _writtenPath
    }
    /// The path part of the hierarchy (after the authority), as written.
    var _writtenPath: String {
        guard _hierarchy.hasPrefix("//") else { return _hierarchy }
        let rest = _splitOnce(String(_hierarchy.dropFirst(2)), "/").1
        return rest == nil ? "" : "/" + rest!
    }
    /// The path, as it is without a base URL (the playground's URLs have none).
    public var relativePath: String { path }
    public var query: String? { _splitOnce(_afterScheme, "?").1 }
    public var fragment: String? { _splitOnce(absoluteString, "#").1 }
}

public struct URLQueryItem: Hashable {
    public var name: String
    public var value: String?
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// A URL taken apart and put together: `url` spells the parts, the query items percent-encoded.
public struct URLComponents: Hashable {
    public var scheme: String?
    public var user: String?
    public var password: String?
    public var host: String?
    public var port: Int?
    public var path: String = ""
    public var queryItems: [URLQueryItem]?
    public var fragment: String?
    public init() {}
    public init?(string: String) {
        guard let url = URL(string: string) else { return nil }
        _take(url)
    }
    public init?(url: URL, resolvingAgainstBaseURL resolve: Bool) {
        _take(url)
    }
    mutating func _take(_ url: URL) {
        scheme = url.scheme
        user = url.user
        password = url.password
        host = url.host
        port = url.port
        path = url.path
        fragment = url.fragment
        if let query = url.query {
            var items: [URLQueryItem] = []
            for pair in query.split(separator: "&") {
                let (name, value) = _splitOnce(String(pair), "=")
                items.append(URLQueryItem(name: name, value: value))
            }
            queryItems = items
        }
    }
    public var query: String? { _query(encoded: false) }
    public var percentEncodedQuery: String? { _query(encoded: true) }
    func _query(encoded: Bool) -> String? {
        guard let queryItems else { return nil }
        var parts: [String] = []
        for item in queryItems {
            let name = encoded ? _percentEncodedQueryPart(item.name) : item.name
            let value = item.value.map { encoded ? _percentEncodedQueryPart($0) : $0 }
            parts.append(value == nil ? name : name + "=" + value!)
        }
        return parts.joined(separator: "&")
    }
    public var url: URL? {
        var text = ""
        if let scheme { text += scheme + ":" }
        if let host {
            text += "//"
            if let user { text += user + (password.map { ":" + $0 } ?? "") + "@" }
            text += host
            if let port { text += ":" + String(port) }
        }
        text += path
        if let query = percentEncodedQuery { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return URL(string: text)
    }
    public var string: String? { url?.absoluteString }
}

/// A request: its URL, method, headers (named without regard to case) and body.
public struct URLRequest: Hashable {
    public enum CachePolicy: Hashable {
        case useProtocolCachePolicy, reloadIgnoringLocalCacheData, returnCacheDataElseLoad, returnCacheDataDontLoad
    }
    public var url: URL?
    public var httpMethod: String? = "GET"
    public var httpBody: Data?
    public var allHTTPHeaderFields: [String: String]?
    public var timeoutInterval: Double
    public var cachePolicy: CachePolicy
    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: Double = 60) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }
    /// The header named `field` in any case.
    func _headerName(_ field: String) -> String? {
        for name in (allHTTPHeaderFields ?? [:]).keys where name.lowercased() == field.lowercased() { return name }
        return nil
    }
    public func value(forHTTPHeaderField field: String) -> String? {
        guard let name = _headerName(field) else { return nil }
        return allHTTPHeaderFields?[name]
    }
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        if let name = _headerName(field) { fields[name] = nil }
        if let value { fields[field] = value }
        allHTTPHeaderFields = fields
    }
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        let joined = self.value(forHTTPHeaderField: field).map { $0 + "," + value } ?? value
        setValue(joined, forHTTPHeaderField: _headerName(field) ?? field)
    }
}

public class URLResponse {
    public let url: URL?
    public let mimeType: String?
    public init(url: URL, mimeType: String?, expectedContentLength: Int, textEncodingName: String?) {
        self.url = url
        self.mimeType = mimeType
    }
}

public class HTTPURLResponse: URLResponse {
    public let statusCode: Int
    let _headerFields: [String: String]
    public init?(url: URL, statusCode: Int, httpVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        self._headerFields = headerFields ?? [:]
        super.init(url: url, mimeType: nil, expectedContentLength: -1, textEncodingName: nil)
    }
    /// The header fields as the response was made with them.
    public var allHeaderFields: [AnyHashable: Any] { _headerFields }
    /// A header's value; its name matched without regard to case, as HTTP matches it.
    public func value(forHTTPHeaderField field: String) -> String? {
        _headerFields.first { $0.key.lowercased() == field.lowercased() }?.value
    }
}

public struct URLError: Error, Hashable {
    public struct Code: Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let cancelled = Code(rawValue: -999)
        public static let badURL = Code(rawValue: -1000)
        public static let timedOut = Code(rawValue: -1001)
        public static let cannotFindHost = Code(rawValue: -1003)
        public static let notConnectedToInternet = Code(rawValue: -1009)
        public static let badServerResponse = Code(rawValue: -1011)
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public var errorCode: Int { code.rawValue }
}

public class URLSessionTask {
    let _completion: () -> Void
    init(_ completion: @escaping () -> Void) { _completion = completion }
    /// Runs the task: without a network, its handler is called with the error at once.
    public func resume() { _completion() }
    public func cancel() {}
}

public class URLSessionDataTask: URLSessionTask {}

/// Sessions without a network: every load fails with `URLError(.notConnectedToInternet)`.
public class URLSession {
    public static let shared = URLSession()
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        throw URLError(.notConnectedToInternet)
    }
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        throw URLError(.notConnectedToInternet)
    }
    public func dataTask(with url: URL, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask { completionHandler(nil, nil, URLError(.notConnectedToInternet)) }
    }
    public func dataTask(with request: URLRequest, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        URLSessionDataTask { completionHandler(nil, nil, URLError(.notConnectedToInternet)) }
    }
}
extension URLSession {
    /// Combine's form of a load: without a network, it fails at once with `URLError`.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError
        public let request: URLRequest
        public let session: URLSession
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }
        public func _subscribe(_ subscriber: _Subscriber<(data: Data, response: URLResponse), URLError>) {
            subscriber.receive(completion: .failure(URLError(.notConnectedToInternet)))
        }
    }
    public func dataTaskPublisher(for url: URL) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }
    public func dataTaskPublisher(for request: URLRequest) -> URLSession.DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }
}
"""#
}
