extension Profile {
    /// Foundation's `NSAttributedString` and `NSMutableAttributedString`, as the UIKit and
    /// AppKit bridges of view files build them: text whose UTF-16 code units each carry their
    /// attributes (`addAttribute(.foregroundColor, value:range:)`, `attributes(at:…)`), and the
    /// paragraph styles and underline styles set as attribute values.
    static let foundationNSAttributedStringSource = #"""
// MARK: Attributed strings as objects

/// A pointer to a value: what `effectiveRange:` takes (view files pass nil).
public struct UnsafeMutablePointer<Pointee> {
    public var pointee: Pointee
}
public typealias NSRangePointer = UnsafeMutablePointer<NSRange>

/// Text with attributes: each UTF-16 code unit keeps its own (an attribute set later over a
/// range wins there, as in Foundation).
open class NSAttributedString: NSObject {
    /// An attribute's name.
    public struct Key: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let font = Key(rawValue: "NSFont")
        public static let foregroundColor = Key(rawValue: "NSColor")
        public static let backgroundColor = Key(rawValue: "NSBackgroundColor")
        public static let link = Key(rawValue: "NSLink")
        public static let paragraphStyle = Key(rawValue: "NSParagraphStyle")
        public static let underlineStyle = Key(rawValue: "NSUnderline")
        public static let underlineColor = Key(rawValue: "NSUnderlineColor")
        public static let strikethroughStyle = Key(rawValue: "NSStrikethrough")
        public static let strikethroughColor = Key(rawValue: "NSStrikethroughColor")
        public static let kern = Key(rawValue: "NSKern")
        public static let baselineOffset = Key(rawValue: "NSBaselineOffset")
        public static let strokeColor = Key(rawValue: "NSStrokeColor")
        public static let strokeWidth = Key(rawValue: "NSStrokeWidth")
        public static let shadow = Key(rawValue: "NSShadow")
        public static let attachment = Key(rawValue: "NSAttachment")
    }
    var _string: String
    /// One dictionary of attributes per UTF-16 code unit.
    var _attributes: [[Key: Any]]
    /// An empty attributed string (`NSMutableAttributedString()`, appended to after).
    public override init() {
        _string = ""
        _attributes = []
    }
    public init(string str: String, attributes attrs: [Key: Any]? = nil) {
        _string = str
        _attributes = Array(repeating: attrs ?? [:], count: _utf16Count(str))
    }
    public init(attributedString attrStr: NSAttributedString) {
        _string = attrStr._string
        _attributes = attrStr._attributes
    }
    /// The characters of an `AttributedString` (its attributes are SwiftUI's, not these).
    /// `NSMutableCopying`: a mutable attributed string of the same text and attributes.
    open func mutableCopy() -> Any { NSMutableAttributedString(attributedString: self) }
    /// `NSCopying`: an attributed string of the same text and attributes.
    open func copy() -> Any { NSAttributedString(attributedString: self) }
    public convenience init(_ attrStr: AttributedString) {
        self.init(string: String(attrStr.characters))
    }
    open var string: String { _string }
    /// The number of UTF-16 code units.
    open var length: Int { _attributes.count }
    open override var description: String { _string }
    /// Equal to another attributed string with the same characters and attribute names.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSAttributedString, other._string == _string else { return false }
        return other._attributes.map { Set($0.keys) } == _attributes.map { Set($0.keys) }
    }
    open override var hash: Int { _string.hashValue }
    /// The attributes at a code unit (Foundation traps past the end; so does this).
    open func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [Key: Any] {
        if location < 0 || location >= length { fatalError("NSAttributedString: index \(location) out of bounds") }
        return _attributes[location]
    }
    open func attribute(_ attrName: Key, at location: Int, effectiveRange range: NSRangePointer?) -> Any? {
        attributes(at: location, effectiveRange: nil)[attrName]
    }
    open func attributedSubstring(from range: NSRange) -> NSAttributedString {
        let text = NSString(string: _string)
        let copy = NSAttributedString(string: text.substring(with: range))
        copy._attributes = Array(_attributes[range.location..<(range.location + range.length)])
        return copy
    }
}

/// An attributed string that changes: appended to, attributed over ranges, edited.
open class NSMutableAttributedString: NSAttributedString {
    open func append(_ attrString: NSAttributedString) {
        _string += attrString._string
        _attributes.append(contentsOf: attrString._attributes)
    }
    open func addAttribute(_ name: Key, value: Any, range: NSRange) {
        _checkRange(range)
        for index in range.location..<(range.location + range.length) { _attributes[index][name] = value }
    }
    open func addAttributes(_ attrs: [Key: Any], range: NSRange) {
        for (name, value) in attrs { addAttribute(name, value: value, range: range) }
    }
    open func setAttributes(_ attrs: [Key: Any]?, range: NSRange) {
        _checkRange(range)
        for index in range.location..<(range.location + range.length) { _attributes[index] = attrs ?? [:] }
    }
    open func removeAttribute(_ name: Key, range: NSRange) {
        _checkRange(range)
        for index in range.location..<(range.location + range.length) { _attributes[index][name] = nil }
    }
    /// The characters of `range` replaced by `str`, which takes the attributes of the first
    /// replaced code unit (or of the one before, when the range is empty).
    open func replaceCharacters(in range: NSRange, with str: String) {
        _checkRange(range)
        let inherited: [Key: Any] = range.length > 0 ? _attributes[range.location] : (range.location > 0 ? _attributes[range.location - 1] : [:])
        _splice(range, NSAttributedString(string: str, attributes: inherited))
    }
    open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        _checkRange(range)
        _splice(range, attrString)
    }
    open func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }
    open func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: NSAttributedString(string: ""))
    }
    open func beginEditing() {}
    open func endEditing() {}
    func _checkRange(_ range: NSRange) {
        if range.location < 0 || range.length < 0 || range.location + range.length > length {
            fatalError("NSMutableRLEArray objectAtIndex:effectiveRange:: Out of bounds")
        }
    }
    func _splice(_ range: NSRange, _ replacement: NSAttributedString) {
        let text = NSString(string: _string)
        _string = text.substring(to: range.location) + replacement._string + text.substring(from: range.location + range.length)
        _attributes.replaceSubrange(range.location..<(range.location + range.length), with: replacement._attributes)
    }
}

extension AttributedString {
    /// The characters of an `NSAttributedString` (its attributes are UIKit's, not SwiftUI's).
    public init(_ nsStr: NSAttributedString) {
        self.init(nsStr.string)
    }
}

/// How a paragraph's lines align.
public enum NSTextAlignment: Int {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Where a line too long for its width breaks or is cut.
public enum NSLineBreakMode: Int {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// The lines under or through text (`.single`, `.thick`, `.double`).
public struct NSUnderlineStyle: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 1)
    public static let thick = NSUnderlineStyle(rawValue: 2)
    public static let double = NSUnderlineStyle(rawValue: 9)
    public static let patternDot = NSUnderlineStyle(rawValue: 256)
    public static let patternDash = NSUnderlineStyle(rawValue: 512)
    public static let byWord = NSUnderlineStyle(rawValue: 32768)
}

/// A paragraph's layout, as an attribute value (`.paragraphStyle`).
open class NSParagraphStyle: NSObject {
    open var alignment: NSTextAlignment = .natural
    open var lineSpacing: CGFloat = 0
    open var paragraphSpacing: CGFloat = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var headIndent: CGFloat = 0
    open var firstLineHeadIndent: CGFloat = 0
    open var tailIndent: CGFloat = 0
    open var minimumLineHeight: CGFloat = 0
    open var maximumLineHeight: CGFloat = 0
    open var lineHeightMultiple: CGFloat = 0
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }
}
open class NSMutableParagraphStyle: NSParagraphStyle {}
"""#
}
