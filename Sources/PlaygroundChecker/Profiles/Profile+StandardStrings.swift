extension Profile {
    /// The standard library's string and sequence members view files' helpers lean on:
    /// `split` with its limits and predicate, `starts(with:)`, `index(_:offsetBy:limitedBy:)`,
    /// `min`/`max` of three or more, `remainder(dividingBy:)`; the default literal types;
    /// `LosslessStringConvertible` and `String(value)` of one.
    static let standardStringsSource = #"""
/// A type whose `description` reads back with `init?(_:)`; `String(value)` writes it.
public protocol LosslessStringConvertible: CustomStringConvertible {
    init?(_ description: String)
}
extension String {
    public init<T: LosslessStringConvertible>(_ value: T) { self = value.description }
}
extension Bool: LosslessStringConvertible {
    /// `Bool("true")`, `Bool("false")`; any other text is nil.
    public init?(_ description: String) {
        switch description {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}
/// The types a literal has when nothing else gives it one (`init(stringLiteral value:
/// StringLiteralType)` in a type of the user's).
public typealias StringLiteralType = String
public typealias ExtendedGraphemeClusterType = String
public typealias UnicodeScalarType = String
public typealias IntegerLiteralType = Int
public typealias FloatLiteralType = Double
public typealias BooleanLiteralType = Bool
/// `text` with each `%XX` decoded, or nil (the runtime's).
public func _removingPercentEncoding(_ text: String) -> String?
/// The UTF-8 encoding, as `String(decoding:as:)` names it (`UTF8.self`).
public enum UTF8 {}
/// The tokens of the JSON `text` (`JSONSerialization`'s), or nil when it is not JSON (the runtime's).
public func _jsonTokens(_ text: String, _ fragmentsAllowed: Bool) -> [String]?
/// The JSON text of tokens, as Foundation writes it (the runtime's).
public func _jsonText(_ tokens: [String], _ pretty: Bool, _ sortedKeys: Bool, _ escapesSlashes: Bool) -> String
extension String {
    /// The characters of a sequence, joined (`String(name.reversed())`, `String(characters)`).
    public init<S: Sequence>(_ characters: S) where S.Element == Character {
        self = Array(characters)._joinedCharacters()
    }
    /// Appends a sequence's characters (another string, a substring, `[Character]`).
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Character
}
extension Array where Element == Character {
    /// The characters joined into a string (the runtime's).
    public func _joinedCharacters() -> String
}
extension Sequence where Element: Equatable {
    /// Whether the sequence begins with `possiblePrefix`'s elements (an empty prefix: always).
    public func starts<PossiblePrefix: Sequence>(with possiblePrefix: PossiblePrefix) -> Bool where PossiblePrefix.Element == Element {
        let elements = Array(self)
        var position = 0
        for element in possiblePrefix {
            if position >= elements.count || elements[position] != element { return false }
            position += 1
        }
        return true
    }
}
/// Cuts `text` where `isSeparator` holds, as `Collection.split` does: at most `maxSplits` cuts,
/// empty pieces dropped when `omittingEmptySubsequences`, the rest whole after the last cut.
public func _split(_ text: String, maxSplits: Int, omittingEmptySubsequences: Bool, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring] {
    if maxSplits < 0 { fatalError("Must take zero or more splits") }
    var pieces: [Substring] = []
    var piece = ""
    var cutting = maxSplits > 0
    for character in text {
        if cutting, try isSeparator(character) {
            if !(omittingEmptySubsequences && piece.isEmpty) {
                pieces.append(Substring(piece))
                if pieces.count == maxSplits { cutting = false }
            }
            piece = ""
        } else {
            piece.append(character)
        }
    }
    if !(omittingEmptySubsequences && piece.isEmpty) { pieces.append(Substring(piece)) }
    return pieces
}
extension String: CustomDebugStringConvertible {
    /// The string as a literal would write it: quoted, with `\"`, `\\`, `\n` escaped.
    public var debugDescription: String { String(reflecting: self) }
}
extension String {
    public func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        _split(self, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences) { $0 == separator }
    }
    public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring] {
        try _split(self, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences, whereSeparator: isSeparator)
    }
    /// `nil` when the walk would pass `limit` (a limit behind `i`, for a walk forward, does not stop it).
    public func index(_ i: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index? {
        let target = i._offset + distance
        if distance >= 0 ? (limit >= i && target > limit._offset) : (limit <= i && target < limit._offset) { return nil }
        return index(i, offsetBy: distance)
    }
    /// The string's UTF-16 code units, as `count` reads them (`NSRange(location: 0, length: s.utf16.count)`).
    public struct UTF16View: Hashable {
        let _text: String
        public var count: Int { _utf16Count(_text) }
        public var isEmpty: Bool { _text.isEmpty }
    }
    public var utf16: UTF16View { UTF16View(_text: self) }
}
extension Substring: ExpressibleByStringLiteral {
    public init(_ text: String)
    public var first: Character? { String(self).first }
    public var last: Character? { String(self).last }
    public func split(separator: Character, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        _split(String(self), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences) { $0 == separator }
    }
    public func split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Character) throws -> Bool) rethrows -> [Substring] {
        try _split(String(self), maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences, whereSeparator: isSeparator)
    }
    public func starts(with possiblePrefix: String) -> Bool { String(self).hasPrefix(possiblePrefix) }
    public func contains(_ other: String) -> Bool { String(self).contains(other) }
    public func prefix(_ maxLength: Int) -> Substring { String(self).prefix(maxLength) }
    public func suffix(_ maxLength: Int) -> Substring { String(self).suffix(maxLength) }
    public func dropFirst(_ k: Int = 1) -> Substring { String(self).dropFirst(k) }
    public func dropLast(_ k: Int = 1) -> Substring { String(self).dropLast(k) }
    public func prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring { try String(self).prefix(while: predicate) }
    public func drop(while predicate: (Character) throws -> Bool) rethrows -> Substring { try String(self).drop(while: predicate) }
}
extension String {
    /// The leading characters that satisfy `predicate`.
    public func prefix(while predicate: (Character) throws -> Bool) rethrows -> Substring { prefix(try _leadingCount(while: predicate)) }
    /// The characters after the leading ones that satisfy `predicate`.
    public func drop(while predicate: (Character) throws -> Bool) rethrows -> Substring { dropFirst(try _leadingCount(while: predicate)) }
}
extension Sequence {
    /// How many leading elements satisfy `predicate` (what `prefix(while:)` keeps and `drop(while:)` drops).
    func _leadingCount(while predicate: (Element) throws -> Bool) rethrows -> Int {
        var count = 0
        for element in self {
            if try !predicate(element) { break }
            count += 1
        }
        return count
    }
}
public func min<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T {
    var least = min(min(x, y), z)
    for value in rest { least = min(least, value) }
    return least
}
public func max<T: Comparable>(_ x: T, _ y: T, _ z: T, _ rest: T...) -> T {
    var greatest = max(max(x, y), z)
    for value in rest { greatest = max(greatest, value) }
    return greatest
}
extension Double {
    /// IEEE 754's remainder: `self - other * q`, `q` the quotient rounded to the nearest, ties to even.
    public func remainder(dividingBy other: Double) -> Double
}
extension Float {
    public func remainder(dividingBy other: Float) -> Float
}
"""#
}
