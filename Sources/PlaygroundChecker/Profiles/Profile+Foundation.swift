extension Profile {
    /// The Foundation declarations view files lean on, beside SwiftUI's (swiftc compiles them as
    /// part of the stand-in, which imports no Foundation).
    static let foundationSource = #"""
// MARK: Foundation

/// A sorted set of integers: the row offsets `onDelete` and `onMove` pass.
public struct IndexSet: Hashable, Sequence {
    public typealias Element = Int
    /// The integers in ascending order (a `for … in` reads a sequence's `elements`).
    public var elements: [Int]
    public init() { self.elements = [] }
    public init(integer: Int) { self.elements = [integer] }
    public func makeIterator() -> IndexingIterator<[Int]> { elements.makeIterator() }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public var first: Int? { elements.first }
    public var last: Int? { elements.last }
    public func contains(_ integer: Int) -> Bool { elements.contains(integer) }
    @discardableResult
    public mutating func insert(_ integer: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        if elements.contains(integer) { return (false, integer) }
        var sorted: [Int] = []
        var placed = false
        for element in elements {
            if !placed && integer < element {
                sorted.append(integer)
                placed = true
            }
            sorted.append(element)
        }
        if !placed { sorted.append(integer) }
        elements = sorted
        return (true, integer)
    }
}

/// An error with a message of its own; each requirement defaults to nil.
public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
}
/// The playground has one thread, the main one.
public final class Thread {
    public static let current = Thread()
    public static let main = Thread()
    init() {}
    public static var isMainThread: Bool { true }
    public var isMainThread: Bool { true }
}

/// The root class of Objective-C's classes, which app delegates and coordinators subclass.
open class NSObject: Hashable, CustomStringConvertible {
    public init() {}
    /// Foundation writes the class and the object's address, which varies run to run.
    open var description: String { "<NSObject>" }
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSObject else { return false }
        return other === self
    }
    open var hash: Int { ObjectIdentifier(self).hashValue }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    /// By `hash`, so a subclass that overrides `isEqual` and `hash` (`NSString`) hashes by value.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// What archives and unarchives objects (`required init?(coder:)`); the playground archives none.
open class NSCoder: NSObject {}

/// Where an app's resources live: the files of the `--module` folders (or of the evaluated
/// file's own folder), found by name wherever they sit, as Xcode copies them into the app.
public final class Bundle {
    public static let main = Bundle()
    /// The bundle SwiftPM generates for a package's resources.
    public static let module = Bundle()
    public init() {}
    /// The bundle a class's code is in: the app's, as the playground has one bundle.
    public convenience init(for aClass: AnyClass) { self.init() }
    /// The app's bundle is the only one; another identifier or path finds none.
    public convenience init?(identifier: String) {
        guard identifier == Bundle.main.bundleIdentifier else { return nil }
        self.init()
    }
    public convenience init?(path: String) { return nil }
    /// The app has no string tables: `value` when it is not empty, else the key.
    public func localizedString(forKey key: String, value: String?, table tableName: String?) -> String {
        if let value, !value.isEmpty { return value }
        return key
    }
    /// The app's languages: its development language only, as it has no string tables.
    public var localizations: [String] { ["en"] }
    public var preferredLocalizations: [String] { ["en"] }
    public var developmentLocalization: String? { "en" }
    public var infoDictionary: [String: Any]? { ["CFBundleIdentifier": bundleIdentifier ?? "", "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1"] }
    /// The resource's file URL, or nil when the bundle has no file of that name.
    public func url(forResource name: String?, withExtension ext: String?) -> URL? {
        path(forResource: name, ofType: ext).map { URL(fileURLWithPath: $0) }
    }
    public func path(forResource name: String?, ofType ext: String?) -> String? {
        guard let name else { return nil }
        if let ext, !ext.isEmpty { return _bundleResourcePath(name + "." + ext) }
        return _bundleResourcePath(name)
    }
    public var bundleIdentifier: String? { "com.example.playground" }
    /// The app's folder: a fixed path, as the container's, so sessions are deterministic.
    public var bundlePath: String { "/private/var/containers/Bundle/Application/2F6B3C1E-8D4A-4B7E-A5C9-3E1D0F9B7A24/Playground.app" }
    public var bundleURL: URL { URL(fileURLWithPath: bundlePath) }
    public var resourcePath: String? { bundlePath }
    public var resourceURL: URL? { bundleURL }
    public func object(forInfoDictionaryKey key: String) -> Any? { infoDictionary?[key] }
}

/// A URL prints as its text, in an array too (`[https://a.b]`).
extension URL: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String { absoluteString }
    public var debugDescription: String { absoluteString }
}
extension URL {
    /// The last path component (`b.png` of `a/b.png`).
    public var lastPathComponent: String {
        var last = ""
        for part in absoluteString.split(separator: "/") { last = String(part) }
        return last
    }
    /// The last component's text after its last dot (`png`), or empty.
    public var pathExtension: String {
        let parts = lastPathComponent.split(separator: ".")
        return parts.count > 1 ? String(parts[parts.count - 1]) : ""
    }
    public func appendingPathComponent(_ pathComponent: String) -> URL {
        URL(string: absoluteString.hasSuffix("/") ? absoluteString + pathComponent : absoluteString + "/" + pathComponent)!
    }
    /// A folder's URL ends with `/` (`path` does not show it).
    public func appendingPathComponent(_ pathComponent: String, isDirectory: Bool) -> URL {
        let url = appendingPathComponent(pathComponent)
        return isDirectory && !url.absoluteString.hasSuffix("/") ? URL(string: url.absoluteString + "/")! : url
    }
}

/// The playground has one locale, United States English, so formatting is the same everywhere.
public struct Locale: Hashable {
    public var identifier: String
    public init(identifier: String) { self.identifier = identifier }
    public static var current: Locale { Locale(identifier: "en_US") }
    public static var autoupdatingCurrent: Locale { Locale(identifier: "en_US") }
    /// The simulated device's languages.
    public static var preferredLanguages: [String] { ["en-US"] }
    /// The identifier's language part (`en` of `en_US`).
    public var languageCode: String? { identifier.split(separator: "_").first.map { String($0) } }
    /// The identifier's region part (`US` of `en_US`).
    public var regionCode: String? { identifier.split(separator: "_").dropFirst().first.map { String($0) } }
    /// A code's name in this locale (`French` for `fr` in `en_US`), as Foundation has it.
    public func localizedString(forLanguageCode languageCode: String) -> String? { _localeLocalizedString(identifier, "language", languageCode) }
    public func localizedString(forRegionCode regionCode: String) -> String? { _localeLocalizedString(identifier, "region", regionCode) }
    public func localizedString(forIdentifier identifier: String) -> String? { _localeLocalizedString(self.identifier, "identifier", identifier) }
    public func localizedString(forCurrencyCode currencyCode: String) -> String? { _localeLocalizedString(identifier, "currency", currencyCode) }
    /// The locale's language (`language.languageCode?.identifier` is `en` for `en_US`).
    public var language: Locale.Language { Locale.Language(identifier: identifier) }
    public struct Language: Hashable {
        public init(identifier: String) { self.languageCode = identifier.split(separator: "_").first.map { Locale.LanguageCode(String($0)) } }
        public var languageCode: Locale.LanguageCode?
    }
    public struct LanguageCode: Hashable {
        public var identifier: String
        public init(_ identifier: String) { self.identifier = identifier }
    }
}

/// Foundation's locale class: its lists of codes and the names of codes, Foundation's own.
open class NSLocale: NSObject {
    let _identifier: String
    public init(localeIdentifier string: String) {
        self._identifier = string
        super.init()
    }
    public var localeIdentifier: String { _identifier }
    /// The value type's current locale, as Swift gives `NSLocale.current`.
    public class var current: Locale { Locale.current }
    public class var isoCountryCodes: [String] { _localeList("isoCountryCodes") }
    public class var isoLanguageCodes: [String] { _localeList("isoLanguageCodes") }
    public class var isoCurrencyCodes: [String] { _localeList("isoCurrencyCodes") }
    public class var availableLocaleIdentifiers: [String] { _localeList("availableLocaleIdentifiers") }
    public class var preferredLanguages: [String] { Locale.preferredLanguages }
    public class func localeIdentifier(fromComponents dict: [String: String]) -> String { _localeIdentifier(fromComponents: dict) }
    open func displayName(forKey key: NSLocale.Key, value: Any) -> String? { _localeDisplayName(_identifier, key.rawValue, "\(value)") }
    open func localizedString(forCountryCode countryCode: String) -> String? { _localeLocalizedString(_identifier, "region", countryCode) }
    open func localizedString(forLanguageCode languageCode: String) -> String? { _localeLocalizedString(_identifier, "language", languageCode) }
    open func localizedString(forLocaleIdentifier localeIdentifier: String) -> String? { _localeLocalizedString(_identifier, "identifier", localeIdentifier) }
    /// The keys of a locale's components, with Foundation's raw values.
    public struct Key: Hashable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let identifier = NSLocale.Key(rawValue: "kCFLocaleIdentifierKey")
        public static let languageCode = NSLocale.Key(rawValue: "kCFLocaleLanguageCodeKey")
        public static let countryCode = NSLocale.Key(rawValue: "kCFLocaleCountryCodeKey")
        public static let scriptCode = NSLocale.Key(rawValue: "kCFLocaleScriptCodeKey")
        public static let currencyCode = NSLocale.Key(rawValue: "currency")
    }
}

/// How two values are ordered (`localizedCompare(_:)`'s answer).
public enum ComparisonResult: Int {
    case orderedAscending = -1, orderedSame, orderedDescending
}
/// The order of two strings by their characters.
func _stringOrder(_ a: String, _ b: String) -> ComparisonResult {
    a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
}
/// Foundation's comparisons in the simulated en_US locale: the localized ones ignore case
/// first, then put lowercase before uppercase ("a" before "A").
extension String {
    public func compare<T: StringProtocol>(_ aString: T) -> ComparisonResult {
        _stringOrder(self, String(aString))
    }
    public func caseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult {
        _stringOrder(lowercased(), String(aString).lowercased())
    }
    public func localizedCaseInsensitiveCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult {
        caseInsensitiveCompare(aString)
    }
    public func localizedCompare<T: StringProtocol>(_ aString: T) -> ComparisonResult {
        let other = String(aString)
        let folded = _stringOrder(lowercased(), other.lowercased())
        return folded == .orderedSame ? _stringOrder(other, self) : folded
    }
    public func localizedCaseInsensitiveContains<T: StringProtocol>(_ other: T) -> Bool {
        lowercased().contains(String(other).lowercased())
    }
    public func localizedStandardContains<T: StringProtocol>(_ string: T) -> Bool {
        lowercased().contains(String(string).lowercased())
    }
    /// In a locale's rules; the simulated locales (en_US, and any other named) case as Swift does.
    public func lowercased(with locale: Locale?) -> String { lowercased() }
    public func uppercased(with locale: Locale?) -> String { uppercased() }
    public func capitalized(with locale: Locale?) -> String { capitalized }
}

/// Bytes, held as the UTF-8 text they spell: the playground's data is a bundle resource's
/// contents or a string's `data(using:)`, and it reads no other files and no network.
public struct Data: Hashable {
    var _text: String
    public init() { _text = "" }
    init(_text: String) { self._text = _text }
    /// `Data(json.utf8)`: the bytes of a string.
    public init(_ bytes: String.UTF8View) { self._text = bytes.description }
    /// A bundle resource's contents, or a file written in the app's container this session
    /// (`FileManager`); any other URL fails with `_FileUnavailable`.
    public init(contentsOf url: URL) throws {
        let spelled = url.absoluteString
        guard spelled.hasPrefix("file://") else { throw _FileUnavailable(url: url) }
        if let text = _bundleFileContents(String(spelled.dropFirst(7))) {
            self._text = text
            return
        }
        guard let saved = FileManager.default._files[FileManager._trimmed(url.path)] else {
            throw _FileUnavailable(path: url.path, reason: "there is no such file as")
        }
        self = saved
    }
    public var count: Int { _utf8Count(_text) }
    public var isEmpty: Bool { _text.isEmpty }
}
extension Data: Codable {}
/// Why reading or writing a file or URL failed: the playground reads its bundle's resources
/// and the files written in the app's container this session, nothing else.
public struct _FileUnavailable: Error {
    public let description: String
    public init(url: URL) {
        self.description = "the playground reads no files but its bundle's resources and its container's, nor the network (\(url.absoluteString))"
    }
    public init(path: String, reason: String) {
        self.description = "\(reason) \(path) in the app's container"
    }
}

extension String {
    /// How text is turned into bytes; the playground's data is UTF-8 whatever the encoding.
    public struct Encoding: Hashable {
        let _name: String
        public static let utf8 = Encoding(_name: "utf8")
        public static let ascii = Encoding(_name: "ascii")
        public static let unicode = Encoding(_name: "unicode")
    }
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { Data(_text: self) }
    public init?(data: Data, encoding: String.Encoding) { self = data._text }
    /// `String(decoding: data, as: UTF8.self)`: the data's text.
    public init(decoding data: Data, as encoding: UTF8.Type) { self = data._text }
    public init?(cString: UnsafePointer<CChar>, encoding: String.Encoding) { self.init(cString: cString) }
}

/// Reads numbers and strings from a string, from its scan location on, skipping white space
/// and newlines first (`charactersToBeSkipped`; nil skips nothing).
open class Scanner {
    public let string: String
    let _characters: [String]
    public var scanLocation: Int
    public var charactersToBeSkipped: CharacterSet? = .whitespacesAndNewlines
    public var caseSensitive = false
    public init(string: String) {
        self.string = string
        self._characters = string.map { String($0) }
        self.scanLocation = 0
    }
    public var isAtEnd: Bool {
        _skip()
        return scanLocation >= _characters.count
    }
    func _skip() {
        guard let skipped = charactersToBeSkipped else { return }
        while scanLocation < _characters.count, skipped._test(Character(_characters[scanLocation])) { scanLocation += 1 }
    }
    /// The digits from `index` on in `radix` (10 or 16): their value and where they end.
    func _digits(from index: Int, radix: Int) -> (value: Int, end: Int)? {
        let digits = "0123456789abcdef".map { String($0) }
        var value = 0
        var at = index
        while at < _characters.count, let digit = digits.firstIndex(of: _characters[at].lowercased()), digit < radix {
            value = value > (Int.max - digit) / radix ? Int.max : value * radix + digit
            at += 1
        }
        return at > index ? (value, at) : nil
    }
    /// A hexadecimal number, with or without `0x`.
    public func scanHexInt64(_ result: inout UInt64) -> Bool {
        _skip()
        var start = scanLocation
        if start + 2 < _characters.count, _characters[start] == "0", _characters[start + 1].lowercased() == "x" { start += 2 }
        guard let found = _digits(from: start, radix: 16) else { return false }
        result = UInt64(found.value)
        scanLocation = found.end
        return true
    }
    /// How `scanInt(representation:)` reads a number.
    public enum NumberRepresentation: Hashable {
        case decimal, hexadecimal
    }
    public func scanInt(representation: Scanner.NumberRepresentation = .decimal) -> Int? {
        var value = 0
        guard representation == .hexadecimal else { return scanInt(&value) ? value : nil }
        var hex: UInt64 = 0
        return scanHexInt64(&hex) ? Int(hex) : nil
    }
    public func scanInt(_ result: inout Int) -> Bool {
        _skip()
        var start = scanLocation
        let negative = start < _characters.count && _characters[start] == "-"
        if negative || (start < _characters.count && _characters[start] == "+") { start += 1 }
        guard let found = _digits(from: start, radix: 10) else { return false }
        result = negative ? -found.value : found.value
        scanLocation = found.end
        return true
    }
    /// `searchString` when the text goes on with it (case-insensitively unless `caseSensitive`).
    public func scanString(_ searchString: String) -> String? {
        _skip()
        let wanted = searchString.map { String($0) }
        guard scanLocation + wanted.count <= _characters.count else { return nil }
        for (offset, character) in wanted.enumerated() {
            let found = _characters[scanLocation + offset]
            guard caseSensitive ? found == character : found.lowercased() == character.lowercased() else { return nil }
        }
        scanLocation += wanted.count
        return Array(_characters[(scanLocation - wanted.count)..<scanLocation]).joined()
    }
    /// The text up to `substring` (or to the end), nil when there is none.
    public func scanUpToString(_ substring: String) -> String? {
        _skip()
        let wanted = substring.map { String($0) }
        var end = scanLocation
        while end < _characters.count {
            if end + wanted.count <= _characters.count, Array(_characters[end..<(end + wanted.count)]).joined() == substring { break }
            end += 1
        }
        guard end > scanLocation else { return nil }
        let found = Array(_characters[scanLocation..<end]).joined()
        scanLocation = end
        return found
    }
}

/// Dispatch's queues. The playground has one thread: work given to any queue runs after the
/// current turn (the entry or action, and its render), in the order of its deadline on a
/// virtual clock, then the view renders again. Work it queues waits for the next turn, so a
/// loop of `asyncAfter`s (an animation) goes on one step per turn.
public final class DispatchQueue {
    public let label: String
    /// A queue's options; the playground's queues run work in order whatever they say.
    public struct Attributes: OptionSet {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = DispatchQueue.Attributes(rawValue: 2)
        public static let initiallyInactive = DispatchQueue.Attributes(rawValue: 4)
    }
    public enum AutoreleaseFrequency {
        case inherit, workItem, never
    }
    public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [], autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }
    public static let main = DispatchQueue(label: "com.apple.main-thread")
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        DispatchQueue(label: "com.apple.root.default-qos")
    }
    public func async(qos: DispatchQoS = .unspecified, execute work: @escaping () -> Void) {
        _dispatchEnqueue(_dispatchNow(), work)
    }
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, execute work: @escaping () -> Void) {
        _dispatchEnqueue(deadline.uptimeNanoseconds, work)
    }
    /// Runs `work` now and returns its result (a lock around shared state, `queue.sync { … }`).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// The label of `queue`, or of the current queue when nil: the main queue's, as the playground
/// runs everything on it.
public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    _cStringPointer((queue ?? DispatchQueue.main).label)
}

/// A point in time for `asyncAfter(deadline:)` on the playground's virtual clock (`.now()` starts at 0).
public struct DispatchTime: Comparable {
    public let uptimeNanoseconds: UInt64
    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }
    public static func now() -> DispatchTime { DispatchTime(uptimeNanoseconds: _dispatchNow()) }
    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.uptimeNanoseconds < rhs.uptimeNanoseconds }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + UInt64(seconds * 1_000_000_000))
    }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(uptimeNanoseconds: time.uptimeNanoseconds + interval.nanoseconds)
    }
}

public enum DispatchTimeInterval {
    case seconds(Int)
    case milliseconds(Int)
    case microseconds(Int)
    case nanoseconds(Int)
    case never
    var nanoseconds: UInt64 {
        switch self {
        case .seconds(let n): return UInt64(n) * 1_000_000_000
        case .milliseconds(let n): return UInt64(n) * 1_000_000
        case .microseconds(let n): return UInt64(n) * 1_000
        case .nanoseconds(let n): return UInt64(n)
        case .never: return 0
        }
    }
}

/// A quality of service: recorded, not scheduled.
public struct DispatchQoS {
    public enum QoSClass { case background, utility, `default`, userInitiated, userInteractive, unspecified }
    public let qosClass: QoSClass
    public init(qosClass: QoSClass) { self.qosClass = qosClass }
    public static let background = DispatchQoS(qosClass: .background)
    public static let utility = DispatchQoS(qosClass: .utility)
    public static let `default` = DispatchQoS(qosClass: .default)
    public static let userInitiated = DispatchQoS(qosClass: .userInitiated)
    public static let userInteractive = DispatchQoS(qosClass: .userInteractive)
    public static let unspecified = DispatchQoS(qosClass: .unspecified)
}

/// The playground does not localize: the key is the string.
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
    key
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
}
"""#
}

extension Profile {
    /// What the playground's standard library implements natively from Foundation, declared for
    /// swiftc's stand-in only (it imports no Foundation); the bodies are never run. Also the
    /// standard profile's marker `_PrintedByDescription`, which the surface's types adopt.
    public static let standInSupplement = #"""
public protocol _PrintedByDescription: CustomStringConvertible {}
extension Error {
    public var localizedDescription: String { "" }
}
public func _bundleResourcePath(_ name: String) -> String? { nil }
public func _bundleFileContents(_ path: String) -> String? { nil }
public func _decodeJSON<T: Decodable>(_ type: T.Type, from text: String, convertsFromSnakeCase: Bool, dates: String, dateFormat: String) throws -> T { fatalError() }
public func _encodeJSON<T: Encodable>(_ value: T, _ type: T.Type, format: Int, convertsToSnakeCase: Bool, dates: String, formatDate: ((Any) -> String)?, dataAsBytes: Bool) throws -> String { "" }
public func _utf8Count(_ text: String) -> Int { text.utf8.count }
public func _utf8CodeUnits(_ text: String) -> [UInt8] { Array(text.utf8) }
public func _unicodeScalarValues(_ text: String) -> [Int] { text.unicodeScalars.map { Int($0.value) } }
public func _jsonTokens(_ text: String, _ fragmentsAllowed: Bool) -> [String]? { nil }
public func _removingPercentEncoding(_ text: String) -> String? { nil }
public func _jsonText(_ tokens: [String], _ pretty: Bool, _ sortedKeys: Bool, _ escapesSlashes: Bool) -> String { "" }
public func _characterIs(_ set: String, _ character: Character) -> Bool { false }
public func _perform(_ target: Any, _ selector: String, _ argument: Any) {}
public func _utf16Count(_ text: String) -> Int { text.utf16.count }
public func _dispatchEnqueue(_ deadline: UInt64, _ work: @escaping () -> Void) { work() }
public func _cStringPointer(_ text: String) -> UnsafePointer<CChar> { fatalError() }
public func _dispatchNow() -> UInt64 { 0 }
public func _regexMatches(_ pattern: String, _ text: String, _ options: Int) -> [[Int]]? { nil }
public func _withoutDiacritics(_ text: String) -> String { text }
public func _parseDate(_ text: String, format: String) -> Double? { nil }
public func _decimal(_ lhs: String, _ operation: String, _ rhs: String) -> String { lhs }
public func _decimalOfDouble(_ value: Double) -> String { value.description }
public func _decimalParse(_ text: String) -> String? { text }
public func _tupleElements(_ value: Any) -> [Any] { Mirror(reflecting: value).children.map { $0.value } }
public func _markdownRuns(_ text: String) -> [(String, Int, String)] { [] }
public func _markdownEscaped(_ text: String) -> String { text }
public func _uncheckedCast<T>(_ value: Any) -> T { value as! T }
public func _evaluatePredicate(_ matches: Any, _ input: Any) throws -> Bool { fatalError() }
public func _localeList(_ name: String) -> [String] { [] }
public func _localeDisplayName(_ locale: String, _ key: String, _ value: String) -> String? { nil }
public func _localeIdentifier(fromComponents components: [String: String]) -> String { "" }
public func _localeLocalizedString(_ locale: String, _ kind: String, _ code: String) -> String? { nil }
extension String {
    public init(format: String, _ arguments: CVarArg...) { self = format }
    public var capitalized: String { self }
    public var localizedCapitalized: String { self }
    public var localizedUppercase: String { self }
    public var localizedLowercase: String { self }
    public func components(separatedBy separator: String) -> [String] { [self] }
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement) -> String { self }
}
public func sin(_ x: Double) -> Double { x }
public func sin(_ x: Float) -> Float { x }
public func cos(_ x: Double) -> Double { x }
public func cos(_ x: Float) -> Float { x }
public func tan(_ x: Double) -> Double { x }
public func tan(_ x: Float) -> Float { x }
public func asin(_ x: Double) -> Double { x }
public func acos(_ x: Double) -> Double { x }
public func atan(_ x: Double) -> Double { x }
public func atan2(_ y: Double, _ x: Double) -> Double { y }
public func atan2(_ y: Float, _ x: Float) -> Float { y }
public func exp(_ x: Double) -> Double { x }
public func log(_ x: Double) -> Double { x }
public func log10(_ x: Double) -> Double { x }
public func log2(_ x: Double) -> Double { x }
public func pow(_ x: Double, _ y: Double) -> Double { x }
public func pow(_ x: Float, _ y: Float) -> Float { x }
public func hypot(_ x: Double, _ y: Double) -> Double { x }
public func sqrt<T: FloatingPoint>(_ x: T) -> T { x }
public func floor<T: FloatingPoint>(_ x: T) -> T { x }
public func ceil<T: FloatingPoint>(_ x: T) -> T { x }
public func round<T: FloatingPoint>(_ x: T) -> T { x }
"""#
}
