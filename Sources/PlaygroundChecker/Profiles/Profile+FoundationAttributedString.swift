extension Profile {
    /// Foundation's `AttributedString` as view files build it: text with SwiftUI's attributes
    /// (`foregroundColor`, `font`, `backgroundColor`, `link`), appended and shown with `Text`.
    /// The playground keeps one set of attributes for the whole string: setting one sets it
    /// everywhere, and appending keeps the first part's (a `Text` of it draws its text).
    static let foundationAttributedStringSource = #"""
// MARK: Attributed strings

public struct AttributedString: Equatable, ExpressibleByStringLiteral, CustomStringConvertible {
    var text: String
    public var foregroundColor: Color?
    public var backgroundColor: Color?
    public var font: Font?
    public var link: URL?
    public init() { self.init("") }
    public init(_ string: String) {
        self.text = string
        self.foregroundColor = nil
        self.backgroundColor = nil
        self.font = nil
        self.link = nil
    }
    public init(stringLiteral value: String) { self.init(value) }
    /// The characters, as a string (Foundation's is a `CharacterView`).
    public var characters: String { text }
    public var description: String { text }
    public mutating func append(_ other: AttributedString) {
        if text.isEmpty {
            self = other
        } else {
            text += other.text
        }
    }
    public static func + (lhs: AttributedString, rhs: AttributedString) -> AttributedString {
        var result = lhs
        result.append(rhs)
        return result
    }
    public static func += (lhs: inout AttributedString, rhs: AttributedString) { lhs.append(rhs) }
    public static func == (lhs: AttributedString, rhs: AttributedString) -> Bool {
        lhs.text == rhs.text && lhs.foregroundColor == rhs.foregroundColor && lhs.link == rhs.link
    }
}

extension Text {
    /// The string's text, in its colour and font.
    public init(_ attributedContent: AttributedString) {
        self.content = attributedContent.characters
        self.color = attributedContent.foregroundColor
        self.font = attributedContent.font
    }
}
"""#
}
