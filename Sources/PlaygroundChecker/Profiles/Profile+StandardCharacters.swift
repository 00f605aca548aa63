extension Profile {
    /// `Character`'s classifying properties, implemented natively from Swift's own (Unicode
    /// general categories and properties, as the standard library reads them); C strings.
    static let standardCharactersSource = #"""
extension Character {
    public var isLetter: Bool { get }
    public var isNumber: Bool { get }
    public var isWholeNumber: Bool { get }
    public var isHexDigit: Bool { get }
    public var isWhitespace: Bool { get }
    public var isNewline: Bool { get }
    public var isPunctuation: Bool { get }
    public var isSymbol: Bool { get }
    public var isMathSymbol: Bool { get }
    public var isCurrencySymbol: Bool { get }
    public var isUppercase: Bool { get }
    public var isLowercase: Bool { get }
    public var isCased: Bool { get }
    public var isASCII: Bool { get }
    /// 0–9 of a digit in any script (`"٣"` is 3), nil for another character.
    public var wholeNumberValue: Int? { get }
    public var hexDigitValue: Int? { get }
}
/// A C string's address, as a C function returns one; the playground keeps the text it points at.
public struct UnsafePointer<Pointee> {
    let _cString: String
}
public typealias CChar = Int8
extension String {
    public init(cString: UnsafePointer<CChar>) { self = cString._cString }
}
/// A C string holding `text`, for the C functions Foundation's profile declares.
public func _cStringPointer(_ text: String) -> UnsafePointer<CChar> { UnsafePointer(_cString: text) }
"""#
}
