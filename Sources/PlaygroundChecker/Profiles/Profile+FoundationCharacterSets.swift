extension Profile {
    /// Foundation's `CharacterSet` as a membership test, with what strings do with one: trimming,
    /// splitting, percent-encoding; and `Character`'s own classifying properties.
    static let foundationCharacterSetsSource = #"""
// MARK: Character sets

/// A set of characters, held as its membership test. The named sets test a character's first
/// scalar's Unicode properties as Foundation does; the URL sets list their ASCII characters.
public struct CharacterSet {
    let _test: (Character) -> Bool
    public init() { _test = { _ in false } }
    init(_test: @escaping (Character) -> Bool) { self._test = _test }
    public init(charactersIn string: String) {
        let characters = Array(string)
        _test = { characters.contains($0) }
    }
    static func _named(_ name: String) -> CharacterSet { CharacterSet(_test: { _characterIs(name, $0) }) }
    public static var whitespaces: CharacterSet { _named("whitespaces") }
    public static var whitespacesAndNewlines: CharacterSet { _named("whitespacesAndNewlines") }
    public static var newlines: CharacterSet { _named("newlines") }
    public static var alphanumerics: CharacterSet { _named("alphanumerics") }
    public static var letters: CharacterSet { _named("letters") }
    public static var decimalDigits: CharacterSet { _named("decimalDigits") }
    public static var punctuationCharacters: CharacterSet { _named("punctuationCharacters") }
    public static var symbols: CharacterSet { _named("symbols") }
    public static var uppercaseLetters: CharacterSet { _named("uppercaseLetters") }
    public static var lowercaseLetters: CharacterSet { _named("lowercaseLetters") }
    static let _unreserved = "-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~"
    public static var urlQueryAllowed: CharacterSet { CharacterSet(charactersIn: _unreserved + "!$&'()*+,/:;=?@") }
    public static var urlPathAllowed: CharacterSet { CharacterSet(charactersIn: _unreserved + "!$&'()*+,/:=@") }
    public static var urlHostAllowed: CharacterSet { CharacterSet(charactersIn: _unreserved + "!$&'()*+,:;=[]") }
    public static var urlFragmentAllowed: CharacterSet { CharacterSet(charactersIn: _unreserved + "!$&'()*+,/:;=?@") }
    public static var urlUserAllowed: CharacterSet { CharacterSet(charactersIn: _unreserved + "!$&'()*+,;=") }
    public static var urlPasswordAllowed: CharacterSet { CharacterSet(charactersIn: _unreserved + "!$&'()*+,;=") }
    /// The characters not in this set.
    public var inverted: CharacterSet {
        let test = _test
        return CharacterSet(_test: { !test($0) })
    }
    public func union(_ other: CharacterSet) -> CharacterSet {
        let (test, otherTest) = (_test, other._test)
        return CharacterSet(_test: { test($0) || otherTest($0) })
    }
    public func intersection(_ other: CharacterSet) -> CharacterSet {
        let (test, otherTest) = (_test, other._test)
        return CharacterSet(_test: { test($0) && otherTest($0) })
    }
    public func subtracting(_ other: CharacterSet) -> CharacterSet {
        let (test, otherTest) = (_test, other._test)
        return CharacterSet(_test: { test($0) && !otherTest($0) })
    }
    public mutating func formUnion(_ other: CharacterSet) { self = union(other) }
    public mutating func insert(charactersIn string: String) { formUnion(CharacterSet(charactersIn: string)) }
    public mutating func remove(charactersIn string: String) { self = subtracting(CharacterSet(charactersIn: string)) }
}

extension String {
    /// Without the leading and trailing characters `set` holds.
    public func trimmingCharacters(in set: CharacterSet) -> String {
        var characters = Array(self)
        while let first = characters.first, set._test(first) { characters.removeFirst() }
        while let last = characters.last, set._test(last) { characters.removeLast() }
        var trimmed = ""
        for character in characters { trimmed += String(character) }
        return trimmed
    }
    /// The parts between the characters `separator` holds (empty parts kept).
    public func components(separatedBy separator: CharacterSet) -> [String] {
        var parts: [String] = []
        var part = ""
        for character in self {
            if separator._test(character) {
                parts.append(part)
                part = ""
            } else {
                part += String(character)
            }
        }
        parts.append(part)
        return parts
    }
    /// Each character outside `allowedCharacters` as its UTF-8 bytes, `%XX` each; a character
    /// beyond ASCII always (Foundation ignores such characters of the allowed set).
    /// Each `%XX` as its byte; nil when one is not two hex digits or the bytes are not UTF-8.
    public var removingPercentEncoding: String? { _removingPercentEncoding(self) }
    public func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String? {
        var encoded = ""
        for character in self {
            if character.isASCII && allowedCharacters._test(character) {
                encoded += String(character)
            } else {
                for byte in String(character).utf8 {
                    encoded += (byte < 16 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
                }
            }
        }
        return encoded
    }
}
"""#
}
