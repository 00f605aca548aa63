extension Profile {
    /// Foundation's searching of strings: `range(of:options:)` and its options, `NSString` with
    /// its path and number members, `NSRange`, `NSCache` (keyed by `NSString`s as often as not),
    /// and `NSRegularExpression` over Swift's `Regex`.
    static let foundationStringsSource = #"""
// MARK: Searching strings

/// en_US's formatting: `String.localizedStringWithFormat("%d items", 1234)` is "1,234 items".
extension String {
    public static func localizedStringWithFormat(_ format: String, _ arguments: CVarArg...) -> String {
        _localizedFormat(format, arguments)
    }

    /// With a locale, numbers are grouped as en_US groups them (the playground's one locale).
    public init(format: String, locale: Locale?, _ args: CVarArg...) {
        self = String._localizedFormat(format, args, grouped: locale != nil)
    }

    /// The arguments as an array (`String(format: format, arguments: args)`, as SwiftGen's
    /// localized strings call it).
    public init(format: String, arguments: [CVarArg]) {
        self = String._localizedFormat(format, arguments, grouped: false)
    }

    public init(format: String, locale: Locale?, arguments: [CVarArg]) {
        self = String._localizedFormat(format, arguments, grouped: locale != nil)
    }

    /// Each conversion formatted as `String(format:)` formats it, its decimal digits grouped.
    static func _localizedFormat(_ format: String, _ arguments: [CVarArg], grouped: Bool = true) -> String {
        let characters = Array(format)
        var text = ""
        var used = 0
        var i = 0
        while i < characters.count {
            let character = characters[i]
            i += 1
            guard character == "%", i < characters.count else { text.append(character); continue }
            if characters[i] == "%" { text.append("%"); i += 1; continue }
            var specifier = "%"
            while i < characters.count && !"@dDiuUxXoOfFeEgGsScCp".contains(characters[i]) {
                specifier.append(characters[i])
                i += 1
            }
            guard i < characters.count else { break }
            let conversion = characters[i]
            specifier.append(conversion)
            i += 1
            guard used < arguments.count else { continue }
            let piece = String(format: specifier, arguments[used])
            used += 1
            let isPlainNumber = piece.allSatisfy { $0.isNumber || $0 == "-" || $0 == "." }
            text += grouped && isPlainNumber && "dDiuUfF".contains(conversion) ? _groupedNumber(piece) : piece
        }
        return text
    }
}

extension String {
    /// How strings are compared and searched (`NSString.CompareOptions`).
    public struct CompareOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let caseInsensitive = CompareOptions(rawValue: 1)
        public static let literal = CompareOptions(rawValue: 2)
        public static let backwards = CompareOptions(rawValue: 4)
        public static let anchored = CompareOptions(rawValue: 8)
        public static let numeric = CompareOptions(rawValue: 64)
        public static let diacriticInsensitive = CompareOptions(rawValue: 128)
        public static let widthInsensitive = CompareOptions(rawValue: 256)
        public static let forcedOrdering = CompareOptions(rawValue: 512)
        public static let regularExpression = CompareOptions(rawValue: 1024)
    }

    /// The first occurrence of `aString` within `searchRange` (the whole string by default), the
    /// last with `.backwards`; with `.regularExpression`, `aString` is a pattern.
    public func range<T: StringProtocol>(of aString: T, options mask: String.CompareOptions = [], range searchRange: Range<String.Index>? = nil, locale: Locale? = nil) -> Range<String.Index>? {
        let found = _occurrenceGroups(of: String(aString), options: mask, in: searchRange)
        guard let occurrence = mask.contains(.backwards) ? found.last : found.first else { return nil }
        return index(startIndex, offsetBy: occurrence.0)..<index(startIndex, offsetBy: occurrence.1)
    }

    /// Every occurrence of `target` replaced by `replacement`, found as `range(of:options:)`
    /// finds one (a pattern's `$1` names its group).
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement, options: String.CompareOptions, range searchRange: Range<String.Index>? = nil) -> String {
        let characters = Array(self)
        var result = ""
        var done = 0
        for (lower, upper, groups) in _occurrenceGroups(of: String(target), options: options, in: searchRange) {
            result += _text(characters, done, lower)
            result += options.contains(.regularExpression) ? NSRegularExpression._expand(String(replacement), groups: groups) : String(replacement)
            done = upper
        }
        return result + _text(characters, done, characters.count)
    }

    /// Each occurrence's character offsets, left to right and not overlapping, with the text of
    /// a pattern's groups.
    func _occurrenceGroups(of target: String, options: String.CompareOptions, in searchRange: Range<String.Index>?) -> [(Int, Int, [String?])] {
        let lower = searchRange.map { distance(from: startIndex, to: $0.lowerBound) } ?? 0
        let upper = searchRange.map { distance(from: startIndex, to: $0.upperBound) } ?? count
        let characters = Array(self)
        if target.isEmpty || lower >= upper { return [] }
        if options.contains(.regularExpression) {
            let searched = _text(characters, lower, upper)
            let regexOptions: NSRegularExpression.Options = options.contains(.caseInsensitive) ? [.caseInsensitive] : []
            guard let expression = try? NSRegularExpression(pattern: options.contains(.anchored) ? "^(?:" + target + ")" : target, options: regexOptions) else { return [] }
            let nsSearched = NSString(string: searched)
            return expression.matches(in: searched, range: NSRange(location: 0, length: nsSearched.length)).map { match in
                let start = nsSearched._characterOffset(ofUTF16: match.range.location)
                let end = nsSearched._characterOffset(ofUTF16: match.range.location + match.range.length)
                let groups: [String?] = (0..<match.numberOfRanges).map { group in
                    let range = match.range(at: group)
                    return range.location == NSNotFound ? nil : nsSearched.substring(with: range)
                }
                return (lower + start, lower + end, groups)
            }
        }
        let folded = characters.map { _fold($0, options) }
        let wanted = Array(target).map { _fold($0, options) }
        var found: [(Int, Int, [String?])] = []
        var start = lower
        while start + wanted.count <= upper {
            if (0..<wanted.count).allSatisfy({ folded[start + $0] == wanted[$0] }) {
                found.append((start, start + wanted.count, [_text(characters, start, start + wanted.count)]))
                start += wanted.count
            } else {
                start += 1
            }
        }
        if options.contains(.anchored) {
            if options.contains(.backwards) {
                return found.last.map { $0.1 == upper ? [$0] : [] } ?? []
            }
            return found.first.map { $0.0 == lower ? [$0] : [] } ?? []
        }
        return found
    }

    /// A character as a search compares it: lowercased for `.caseInsensitive`, without its
    /// accents for `.diacriticInsensitive`.
    func _fold(_ character: Character, _ options: String.CompareOptions) -> String {
        var text = String(character)
        if options.contains(.caseInsensitive) { text = text.lowercased() }
        if options.contains(.diacriticInsensitive) { text = _withoutDiacritics(text) }
        return text
    }
}

/// A string as an object (`text as NSString`), measured and ranged in UTF-16 code units.
open class NSString: NSObject, CustomDebugStringConvertible, ExpressibleByStringLiteral {
    public typealias CompareOptions = String.CompareOptions
    let _string: String
    public init(string aString: String) { _string = aString }
    public init(_bridging string: String) { _string = string }
    public required init(stringLiteral value: String) { _string = value }
    open override var description: String { _string }
    /// Equal to another `NSString` with the same characters.
    open override func isEqual(_ object: Any?) -> Bool { (object as? NSString)?._string == _string }
    open override var hash: Int { _string.hash }
    open var debugDescription: String { _string }
    /// The number of UTF-16 code units.
    open var length: Int { _utf16Count(_string) }
    open var doubleValue: Double { Double(_leadingNumber(allowsFraction: true)) ?? 0 }
    open var floatValue: Float { Float(_leadingNumber(allowsFraction: true)) ?? 0 }
    open var intValue: Int32 { Int32(_leadingNumber(allowsFraction: false)) ?? 0 }
    open var integerValue: Int { Int(_leadingNumber(allowsFraction: false)) ?? 0 }
    /// True for a string starting (after spaces, a sign and zeros) with `Y`, `T` or a digit 1–9.
    open var boolValue: Bool {
        var rest = Array(_string.trimmingCharacters(in: .whitespaces))
        if let sign = rest.first, sign == "+" || sign == "-" { rest.removeFirst() }
        while rest.first == "0" { rest.removeFirst() }
        return rest.first.map { Array("YyTt123456789").contains($0) } ?? false
    }
    /// The number the string starts with (after spaces), as Foundation's `doubleValue` reads it.
    func _leadingNumber(allowsFraction: Bool) -> String {
        var number = ""
        var seenPoint = false
        for character in _string.trimmingCharacters(in: .whitespaces) {
            if character.isNumber && character.isASCII {
                number.append(character)
            } else if (character == "-" || character == "+") && number.isEmpty {
                number.append(character)
            } else if character == "." && allowsFraction && !seenPoint {
                seenPoint = true
                number.append(character)
            } else {
                break
            }
        }
        return number
    }
    open var lastPathComponent: String {
        let parts = _string.split(separator: "/")
        return parts.last.map { String($0) } ?? (_string.hasPrefix("/") ? "/" : "")
    }
    open var pathExtension: String {
        let last = lastPathComponent
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return String(last[last.index(after: dot)...])
    }
    open var deletingPathExtension: String {
        let ext = pathExtension
        return ext.isEmpty ? _string : String(_string.dropLast(ext.count + 1))
    }
    open var deletingLastPathComponent: String {
        var parts = _string.split(separator: "/").map { String($0) }
        guard !parts.isEmpty else { return _string.hasPrefix("/") ? "/" : "" }
        parts.removeLast()
        let joined = parts.joined(separator: "/")
        return _string.hasPrefix("/") ? "/" + joined : joined
    }
    open var pathComponents: [String] {
        let parts = _string.split(separator: "/").map { String($0) }
        return _string.hasPrefix("/") ? ["/"] + parts : parts
    }
    open func appendingPathComponent(_ str: String) -> String {
        if _string.isEmpty { return str }
        return _string.hasSuffix("/") ? _string + str : _string + "/" + str
    }
    open func appendingPathExtension(_ str: String) -> String? { _string + "." + str }
    open var expandingTildeInPath: String {
        _string.hasPrefix("~") ? NSHomeDirectory() + String(_string.dropFirst()) : _string
    }
    open var abbreviatingWithTildeInPath: String {
        _string.hasPrefix(NSHomeDirectory()) ? "~" + String(_string.dropFirst(NSHomeDirectory().count)) : _string
    }
    open var lowercased: String { _string.lowercased() }
    open var uppercased: String { _string.uppercased() }
    open func range(of searchString: String) -> NSRange { range(of: searchString, options: []) }
    open func range(of searchString: String, options mask: String.CompareOptions = []) -> NSRange {
        guard let found = _string.range(of: searchString, options: mask) else { return NSRange(location: NSNotFound, length: 0) }
        return NSRange(found, in: _string)
    }
    open func substring(with range: NSRange) -> String {
        let lower = _characterOffset(ofUTF16: range.location)
        let upper = _characterOffset(ofUTF16: range.location + range.length)
        return _text(Array(_string), lower, upper)
    }
    open func substring(from from: Int) -> String { substring(with: NSRange(location: from, length: length - from)) }
    open func substring(to to: Int) -> String { substring(with: NSRange(location: 0, length: to)) }
    open func replacingOccurrences(of target: String, with replacement: String) -> String {
        _string.replacingOccurrences(of: target, with: replacement)
    }
    open func components(separatedBy separator: String) -> [String] { _string.components(separatedBy: separator) }
    open func trimmingCharacters(in set: CharacterSet) -> String { _string.trimmingCharacters(in: set) }
    open class func localizedStringWithFormat(_ format: NSString, _ args: CVarArg...) -> NSString {
        NSString(string: String._localizedFormat(format._string, args))
    }
    /// The character offset at the UTF-16 offset `offset` (a character it falls inside counts
    /// as the next one).
    func _characterOffset(ofUTF16 offset: Int) -> Int {
        var units = 0
        var characters = 0
        for character in _string {
            if units >= offset { return characters }
            units += _utf16Count(String(character))
            characters += 1
        }
        return characters
    }
}

extension String {
    /// `text as String` for an `NSString`.
    public init(_bridging string: NSString) { self = string._string }

    /// `NSString`'s hash, the same in every run: Core Foundation's string hash of the UTF-16
    /// code units (all of them up to 96, else the first, middle and last 32). It matches
    /// swift-corelibs-foundation's for Latin text; for other scripts and emoji, Foundation's
    /// differs (measured, not yet explained), so such a hash is the playground's own.
    public var hash: Int {
        var units: [UInt] = []
        for scalar in _unicodeScalarValues(self) {
            if scalar < 0x10000 {
                units.append(UInt(scalar))
            } else {
                units.append(UInt(0xD800 + ((scalar - 0x10000) >> 10)))
                units.append(UInt(0xDC00 + ((scalar - 0x10000) & 0x3FF)))
            }
        }
        var result = UInt(units.count)
        func mix(_ from: Int, _ count: Int) {
            var i = from
            while i + 4 <= from + count {
                result = result &* 67503105 &+ units[i] &* 16974593 &+ units[i + 1] &* 66049 &+ units[i + 2] &* 257 &+ units[i + 3]
                i += 4
            }
            while i < from + count {
                result = result &* 257 &+ units[i]
                i += 1
            }
        }
        if units.count <= 96 {
            mix(0, units.count)
        } else {
            mix(0, 32)
            mix(units.count / 2 - 16, 32)
            mix(units.count - 32, 32)
        }
        return Int(bitPattern: result &+ (result << UInt(units.count & 31)))
    }
}

/// The characters from offset `lower` up to `upper`, as a string.
func _text(_ characters: [Character], _ lower: Int, _ upper: Int) -> String {
    var text = ""
    var i = lower
    while i < upper {
        text.append(characters[i])
        i += 1
    }
    return text
}

/// Foundation's "not found" location.
public var NSNotFound: Int { Int.max }

/// A span of UTF-16 code units: `NSString`'s and `NSRegularExpression`'s ranges.
public struct NSRange: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    public var location: Int
    public var length: Int
    public init() { location = 0; length = 0 }
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
    /// The UTF-16 span of `range` in `string`.
    public init(_ range: Range<String.Index>, in string: String) {
        let lower = string.distance(from: string.startIndex, to: range.lowerBound)
        let upper = string.distance(from: string.startIndex, to: range.upperBound)
        let characters = Array(string)
        location = _utf16Count(_text(characters, 0, lower))
        length = _utf16Count(_text(characters, lower, upper))
    }
    /// The UTF-16 span from `range`'s start to the end of `string`.
    public init(_ range: PartialRangeFrom<String.Index>, in string: String) {
        self.init(range.lowerBound..<string.endIndex, in: string)
    }
    public var lowerBound: Int { location }
    public var upperBound: Int { location + length }
    public var description: String { "{\(location), \(length)}" }
    public var debugDescription: String { description }
}
extension Range where Bound == String.Index {
    /// The characters `range` spans in `string`; nil when it reaches past its end.
    public init?(_ range: NSRange, in string: String) {
        let text = NSString(string: string)
        guard range.location != NSNotFound, range.location + range.length <= text.length else { return nil }
        let lower = string.index(string.startIndex, offsetBy: text._characterOffset(ofUTF16: range.location))
        let upper = string.index(string.startIndex, offsetBy: text._characterOffset(ofUTF16: range.location + range.length))
        self = lower..<upper
    }
}
public func NSMakeRange(_ loc: Int, _ len: Int) -> NSRange { NSRange(location: loc, length: len) }

/// A cache of objects by key: here nothing is evicted (the playground has no memory pressure),
/// and keys compare as `isEqual` says (`NSString`s by their characters).
open class NSCache<KeyType: AnyObject, ObjectType: AnyObject>: NSObject {
    var _entries: [(key: KeyType, object: ObjectType)] = []
    open var name: String = ""
    open var countLimit: Int = 0
    open var totalCostLimit: Int = 0
    open var evictsObjectsWithDiscardedContent: Bool = true
    public override init() {}
    func _index(of key: KeyType) -> Int? {
        _entries.firstIndex { entry in
            if let object = entry.key as? NSObject { return object.isEqual(key) }
            return entry.key === key
        }
    }
    open func object(forKey key: KeyType) -> ObjectType? { _index(of: key).map { _entries[$0].object } }
    open func setObject(_ obj: ObjectType, forKey key: KeyType) {
        if let index = _index(of: key) { _entries[index].object = obj } else { _entries.append((key: key, object: obj)) }
    }
    open func setObject(_ obj: ObjectType, forKey key: KeyType, cost g: Int) { setObject(obj, forKey: key) }
    open func removeObject(forKey key: KeyType) {
        if let index = _index(of: key) { _entries.remove(at: index) }
    }
    open func removeAllObjects() { _entries = [] }
}

// MARK: Regular expressions

/// A compiled ICU regular expression, matched by Swift's `Regex` on the host.
open class NSRegularExpression: NSObject {
    public struct Options: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let caseInsensitive = Options(rawValue: 1)
        public static let allowCommentsAndWhitespace = Options(rawValue: 2)
        public static let ignoreMetacharacters = Options(rawValue: 4)
        public static let dotMatchesLineSeparators = Options(rawValue: 8)
        public static let anchorsMatchLines = Options(rawValue: 16)
        public static let useUnixLineSeparators = Options(rawValue: 32)
        public static let useUnicodeWordBoundaries = Options(rawValue: 64)
    }
    public struct MatchingOptions: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reportProgress = MatchingOptions(rawValue: 1)
        public static let reportCompletion = MatchingOptions(rawValue: 2)
        public static let anchored = MatchingOptions(rawValue: 4)
        public static let withTransparentBounds = MatchingOptions(rawValue: 8)
        public static let withoutAnchoringBounds = MatchingOptions(rawValue: 16)
    }
    public let pattern: String
    public let options: Options
    /// Throws Foundation's error (Cocoa error 2048) for a pattern that is not valid.
    public init(pattern: String, options: Options = []) throws {
        guard _regexMatches(NSRegularExpression._hostPattern(pattern, options), "", Int(options.rawValue)) != nil else {
            throw NSError(domain: "NSCocoaErrorDomain", code: 2048, userInfo: ["NSInvalidValue": pattern])
        }
        self.pattern = pattern
        self.options = options
    }
    /// The pattern as the host's `Regex` reads it: escaped for `.ignoreMetacharacters`, in
    /// extended syntax for `.allowCommentsAndWhitespace` (the other options are flags), ending
    /// with a newline there so that what is appended (`|`, `)`) is not inside a `#` comment.
    static func _hostPattern(_ pattern: String, _ options: Options) -> String {
        if options.contains(.ignoreMetacharacters) { return NSRegularExpression.escapedPattern(for: pattern) }
        return options.contains(.allowCommentsAndWhitespace) ? "(?x)" + pattern + "\n" : pattern
    }
    var _hostPattern: String { NSRegularExpression._hostPattern(pattern, options) }
    open var numberOfCaptureGroups: Int {
        (_regexMatches(_hostPattern + "|", "", Int(options.rawValue))?.first?.count ?? 2) / 2 - 1
    }
    open func matches(in string: String, options: MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        let text = NSString(string: string)
        let searched = text.substring(with: range)
        let written = options.contains(.anchored) ? "^(?:" + _hostPattern + ")" : _hostPattern
        let found = _regexMatches(written, searched, Int(self.options.rawValue)) ?? []
        return found.map { flat in
            let ranges = stride(from: 0, to: flat.count, by: 2).map { i in
                flat[i] < 0 ? NSRange(location: NSNotFound, length: 0) : NSRange(location: range.location + flat[i], length: flat[i + 1])
            }
            return NSTextCheckingResult(_ranges: ranges)
        }
    }
    open func firstMatch(in string: String, options: MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }
    open func numberOfMatches(in string: String, options: MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }
    open func rangeOfFirstMatch(in string: String, options: MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }
    /// Each match in `range` replaced by `templ`, where `$0`…`$9` are the match and its groups.
    open func stringByReplacingMatches(in string: String, options: MatchingOptions = [], range: NSRange, withTemplate templ: String) -> String {
        let text = NSString(string: string)
        var result = text.substring(to: range.location)
        var done = range.location
        for match in matches(in: string, options: options, range: range) {
            result += text.substring(with: NSRange(location: done, length: match.range.location - done))
            let groups: [String?] = (0..<match.numberOfRanges).map { group in
                let found = match.range(at: group)
                return found.location == NSNotFound ? nil : text.substring(with: found)
            }
            result += NSRegularExpression._expand(templ, groups: groups)
            done = match.range.location + match.range.length
        }
        return result + text.substring(from: done)
    }
    /// `pattern` with its metacharacters escaped.
    open class func escapedPattern(for string: String) -> String {
        string.map { Array("\\^$.|?*+()[]{}").contains($0) ? "\\" + String($0) : String($0) }.joined()
    }
    /// A replacement template with `$n` replaced by group `n`'s text and `\` escaping the next
    /// character.
    static func _expand(_ template: String, groups: [String?]) -> String {
        let characters = Array(template)
        var result = ""
        var i = 0
        while i < characters.count {
            let character = characters[i]
            i += 1
            if character == "\\" && i < characters.count {
                result.append(characters[i])
                i += 1
            } else if character == "$", i < characters.count, let digit = characters[i].wholeNumberValue, digit < groups.count {
                i += 1
                result += groups[digit] ?? ""
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// One match of a regular expression: its range and its groups' ranges.
open class NSTextCheckingResult: NSObject {
    let _ranges: [NSRange]
    init(_ranges: [NSRange]) { self._ranges = _ranges }
    open var range: NSRange { _ranges[0] }
    open var numberOfRanges: Int { _ranges.count }
    /// Group `idx`'s range (`{NSNotFound, 0}` when the group took no part).
    open func range(at idx: Int) -> NSRange {
        guard idx < _ranges.count else { fatalError("*** -[NSTextCheckingResult rangeAtIndex:]: index \(idx) out of bounds") }
        return _ranges[idx]
    }
}
"""#
}
