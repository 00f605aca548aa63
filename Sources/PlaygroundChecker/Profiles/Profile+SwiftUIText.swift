extension Profile {
    /// Text and its own modifiers (`Text + Text`, `bold()` returning Text), and fonts.
    static let swiftUITextSource = #"""
// MARK: Text

public struct Text: View {
    public var content: String
    public var isBold: Bool = false
    public var isItalic: Bool = false
    public var color: Color? = nil
    public var font: Font? = nil
    public var foregroundStyle: AnyShapeStyle? = nil
    public var weight: Font.Weight? = nil
    public var design: Font.Design? = nil
    public var isMonospaced: Bool = false
    public var isMonospacedDigit: Bool = false
    public var isUnderlined: Bool = false
    public var isStrikethrough: Bool = false
    public var kerning: CGFloat = 0
    public var tracking: CGFloat = 0
    public var baselineOffset: CGFloat = 0
    /// An attributed string's run's background.
    public var _background: Color? = nil
    /// A concatenation's parts, or an attributed string's runs: each drawn in its own style
    /// over this text's.
    public var _runs: [Text] = []
    /// The playground does not localize: the key's text is shown, its interpolations formatted,
    /// and its inline Markdown (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[link](url)`)
    /// drawn as SwiftUI draws it.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.content = key.key
        let runs = _markdownRuns(key._markdown)
        if !runs.isEmpty { _applyMarkdown(runs) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public init(verbatim content: String) { self.content = content }
    /// In UTC, en_US; `.relative`, `.offset` and `.timer` count from the session's fixed now.
    public init(_ date: Date, style: Text.DateStyle) {
        let civil = _CivilDate(date)
        let seconds = Int(date.timeIntervalSinceNow)
        let magnitude = seconds < 0 ? -seconds : seconds
        switch style.name {
        case "time": self.content = civil.time
        case "date": self.content = civil.formatted("MMMM d, y")
        case "timer": self.content = "\(magnitude / 60):" + _CivilDate.padded(magnitude % 60, 2)
        case "offset": self.content = (seconds < 0 ? "-" : "+") + "\(magnitude) seconds"
        default: self.content = "\(magnitude) seconds"
        }
    }
    public var body: Never { fatalError() }
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.foregroundStyle = AnyShapeStyle(style)
        return text
    }
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.design = design
        return text
    }
    public func bold() -> Text {
        var text = self
        text.isBold = true
        return text
    }
    public func bold(_ isActive: Bool) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }
    public func monospaced(_ isActive: Bool = true) -> Text {
        var text = self
        text.isMonospaced = isActive
        return text
    }
    public func monospacedDigit() -> Text {
        var text = self
        text.isMonospacedDigit = true
        return text
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var text = self
        text.isStrikethrough = isActive
        return text
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var text = self
        text.isUnderlined = isActive
        return text
    }
    public func kerning(_ kerning: CGFloat) -> Text {
        var text = self
        text.kerning = kerning
        return text
    }
    public func tracking(_ tracking: CGFloat) -> Text {
        var text = self
        text.tracking = tracking
        return text
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var text = self
        text.baselineOffset = baselineOffset
        return text
    }
}

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable {
        public var name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }
}

extension Text {
    /// A localized string's Markdown runs (`_markdownRuns`): its text, and a run of its own
    /// for each style and link.
    mutating func _applyMarkdown(_ runs: [(String, Int, String)]) {
        content = runs.map { $0.0 }.joined()
        if runs.count == 1 && runs[0].1 == 0 && runs[0].2.isEmpty { return }
        _runs = runs.map { run in
            var text = Text(verbatim: run.0)
            text.isItalic = run.1 & 1 != 0
            text.isBold = run.1 & 2 != 0
            text.isMonospaced = run.1 & 4 != 0
            text.isStrikethrough = run.1 & 8 != 0
            if !run.2.isEmpty { text.color = Color.accentColor }
            return text
        }
    }

    /// Both texts, each in its own style.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.content + rhs.content)
        text._runs = [lhs, rhs]
        return text
    }
}

// MARK: Localized strings

/// What `Text("…")`, `Button("…")` and every `titleKey` take: a literal's interpolations are
/// appended by `StringInterpolation`'s overloads (`\(value, specifier: "%.2f")`).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    internal var key: String
    /// The key as Markdown: its literal parts as written, its interpolated values escaped.
    internal var _markdown: String
    public init(_ value: String) {
        self.key = value
        self._markdown = value
    }
    public init(stringLiteral value: String) {
        self.key = value
        self._markdown = value
    }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.key = stringInterpolation.output
        self._markdown = stringInterpolation.markdown
    }
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.key == rhs.key }

    public struct StringInterpolation: StringInterpolationProtocol {
        internal var output: String = ""
        internal var markdown: String = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            markdown += literal
        }
        /// An interpolated value's text, which is not Markdown.
        mutating func _appendValue(_ text: String) {
            output += text
            markdown += _markdownEscaped(text)
        }
        public mutating func appendInterpolation(_ string: String) { _appendValue(string) }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { _appendValue("\(value)") }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            _appendValue(String(format: specifier, value))
        }
        /// `\(value, format: .number)`: the value as the format style writes it.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            _appendValue(format.format(input))
        }
        public mutating func appendInterpolation(_ text: Text) { _appendValue(text.content) }
        public mutating func appendInterpolation(_ image: Image) { _appendValue("[" + (image.name ?? image.systemName) + "]") }
        /// `\(date, style: .date)`: the date as `Text(date, style:)` shows it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { _appendValue(Text(date, style: style).content) }
    }
}

/// The numbers a localized interpolation formats with a printf specifier.
public protocol _FormatSpecifiable: Equatable, CVarArg {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

// MARK: Fonts

public struct Font: Hashable {
    public var name: String
    public var size: CGFloat? = nil
    public var weight: Font.Weight? = nil
    public var design: Font.Design? = nil
    public var isItalic: Bool = false
    public var isMonospaced: Bool = false
    public var isSmallCaps: Bool = false
    public init(name: String) { self.name = name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public enum TextStyle: Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable {
        public var value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public enum Design: Hashable {
        case `default`, serif, rounded, monospaced
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var font = Font(name: "\(style)")
        font.design = design
        font.weight = weight
        return font
    }
    @_disfavoredOverload
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        var font = Font(name: "\(style)")
        font.design = design
        return font
    }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var font = Font(name: "system")
        font.size = size
        font.weight = weight
        font.design = design
        return font
    }
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        var font = Font(name: "system")
        font.size = size
        font.weight = weight
        font.design = design
        return font
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(name: name)
        font.size = size
        return font
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        var font = Font(name: name)
        font.size = size
        return font
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(name: name)
        font.size = fixedSize
        return font
    }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    public func smallCaps() -> Font {
        var font = self
        font.isSmallCaps = true
        return font
    }
    public func lowercaseSmallCaps() -> Font { smallCaps() }
    public func uppercaseSmallCaps() -> Font { smallCaps() }
    public func monospacedDigit() -> Font { self }
    /// A wider or narrower cut of the face; a terminal's cells have one width, so it draws the same.
    public func width(_ width: Font.Width) -> Font { self }
    public struct Width: Hashable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Font.Width(-0.3)
        public static let condensed = Font.Width(-0.2)
        public static let standard = Font.Width(0)
        public static let expanded = Font.Width(0.2)
    }
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    public func bold() -> Font {
        var font = self
        font.weight = .bold
        return font
    }
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }
}

/// Whether a person can select a view's text (`.textSelection(.enabled)`).
public protocol TextSelectability {
    static var allowsSelection: Bool { get }
}

public struct EnabledTextSelectability: TextSelectability {
    public static let allowsSelection = true
    public init() {}
}

public struct DisabledTextSelectability: TextSelectability {
    public static let allowsSelection = false
    public init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Not public in the SDK: `textSelection(_:)` is opaque.
public struct TextSelectionModifier<Selectability: TextSelectability>: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        modifier(TextSelectionModifier<S>())
    }
}
// MARK: Text styling on any view (iOS 16)

/// What `fontWeight(_:)`, `bold(_:)`, `italic(_:)` and the other text-styling modifiers on a
/// view (not a `Text`) set for the text below. Not public in the SDK: these modifiers are
/// opaque and their bodies are not public, so the playground names one modifier for them,
/// its `attribute` the modifier's name.
public struct TextAttributeModifier: ViewModifier {
    public var attribute: String
    public var weight: Font.Weight?
    public var design: Font.Design?
    public var isActive: Bool
    public var length: CGFloat
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(TextAttributeModifier(attribute: "fontWeight", weight: weight, design: nil, isActive: weight != nil, length: 0))
    }
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(TextAttributeModifier(attribute: "fontDesign", weight: nil, design: design, isActive: design != nil, length: 0))
    }
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(TextAttributeModifier(attribute: "bold", weight: nil, design: nil, isActive: isActive, length: 0))
    }
    public func italic(_ isActive: Bool = true) -> some View {
        modifier(TextAttributeModifier(attribute: "italic", weight: nil, design: nil, isActive: isActive, length: 0))
    }
    public func monospaced(_ isActive: Bool = true) -> some View {
        modifier(TextAttributeModifier(attribute: "monospaced", weight: nil, design: nil, isActive: isActive, length: 0))
    }
    public func monospacedDigit() -> some View {
        modifier(TextAttributeModifier(attribute: "monospacedDigit", weight: nil, design: nil, isActive: true, length: 0))
    }
    public func kerning(_ kerning: CGFloat) -> some View {
        modifier(TextAttributeModifier(attribute: "kerning", weight: nil, design: nil, isActive: true, length: kerning))
    }
    public func tracking(_ tracking: CGFloat) -> some View {
        modifier(TextAttributeModifier(attribute: "tracking", weight: nil, design: nil, isActive: true, length: tracking))
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        modifier(TextAttributeModifier(attribute: "baselineOffset", weight: nil, design: nil, isActive: true, length: baselineOffset))
    }
}
"""#
}
