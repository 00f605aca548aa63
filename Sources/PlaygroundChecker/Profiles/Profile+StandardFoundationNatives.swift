extension Profile {
    /// What Foundation's stand-ins ask of the runtime: functions declared without a body, which
    /// the interpreter implements (`Interpreter.callNative`), and swiftc's stand-in declares with
    /// bodies of its own (`standInSupplement`).
    static let standardFoundationNativesSource = #"""
/// The app bundle's resources and JSON decoding and encoding, implemented by the runtime (`Bundle`, `Data`
/// and `JSONDecoder` call them; the session gives the bundle its folders).
public func _bundleResourcePath(_ name: String) -> String?
public func _bundleFileContents(_ path: String) -> String?
public func _decodeJSON<T: Decodable>(_ type: T.Type, from text: String, convertsFromSnakeCase: Bool, dates: String, dateFormat: String) throws -> T
/// `JSONEncoder.encode(_:)`'s text; `format` holds `OutputFormatting`'s bits.
public func _encodeJSON<T: Encodable>(_ value: T, _ type: T.Type, format: Int, convertsToSnakeCase: Bool, dates: String, formatDate: ((Any) -> String)?, dataAsBytes: Bool) throws -> String
/// The number of UTF-8 bytes of `text` (`Data.count`).
public func _utf8Count(_ text: String) -> Int
/// The UTF-8 bytes of `text` (percent-encoding a URL's query).
public func _utf8CodeUnits(_ text: String) -> [UInt8]
/// Calls `target`'s `@objc` method whose Objective-C name is `selector`, with `argument` when
/// it takes one (a notification centre calling an observer).
public func _perform(_ target: Any, _ selector: String, _ argument: Any)
/// Whether `character` is in Foundation's character set named `set` (`letters`).
public func _characterIs(_ set: String, _ character: Character) -> Bool
/// The number of UTF-16 code units of `text` (an `NSString`'s `length`).
public func _utf16Count(_ text: String) -> Int
/// Each match of the regular expression `pattern` in `text` (`NSRegularExpression.Options`'
/// bits in `options`): the UTF-16 location and length of the whole match and of each group,
/// -1 for a group that took no part; nil when the pattern is not valid.
public func _regexMatches(_ pattern: String, _ text: String, _ options: Int) -> [[Int]]?
/// `text` without its accents (`é` is `e`): a diacritic-insensitive search's folding.
public func _withoutDiacritics(_ text: String) -> String
/// Seconds since 2001 of the date `text` spells in the `dateFormat` pattern `format`, or nil.
public func _parseDate(_ text: String, format: String) -> Double?
/// Foundation's `Decimal` as text: an operation's result ("+", "-", "*", "/"; "<" and "==" give
/// "true" or "false"), a `Double`'s conversion, a string's parse.
public func _decimal(_ lhs: String, _ operation: String, _ rhs: String) -> String
public func _decimalOfDouble(_ value: Double) -> String
public func _decimalParse(_ text: String) -> String?
/// A tuple's elements (a pack's values), or the one value that is not a tuple.
public func _tupleElements(_ value: Any) -> [Any]
/// `value` as the `T` it is known to be (a table's row for its column's cell).
public func _uncheckedCast<T>(_ value: Any) -> T
/// Runs a predicate's closure on its inputs (one value, or a tuple of them).
public func _evaluatePredicate(_ matches: Any, _ input: Any) throws -> Bool
/// Foundation's locale data: a list (`isoCountryCodes`, `isoLanguageCodes`, `isoCurrencyCodes`,
/// `availableLocaleIdentifiers`), a display name, an identifier from components, a code's name
/// (`language`, `region`, `identifier`, `currency`) in a locale.
public func _localeList(_ name: String) -> [String]
public func _localeDisplayName(_ locale: String, _ key: String, _ value: String) -> String?
public func _localeIdentifier(fromComponents components: [String: String]) -> String
public func _localeLocalizedString(_ locale: String, _ kind: String, _ code: String) -> String?
/// A localized string's inline Markdown as runs: text, styles (1 emphasized, 2 strong, 4 code,
/// 8 strikethrough) and link (empty for none); no runs when it has no markup.
public func _markdownRuns(_ text: String) -> [(String, Int, String)]
/// `text` with Markdown's characters escaped (an interpolated value shows as written).
public func _markdownEscaped(_ text: String) -> String
"""#
}
