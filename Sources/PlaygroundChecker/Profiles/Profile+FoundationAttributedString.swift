extension Profile {
    /// Foundation's `AttributedString`: characters in runs, each run with its attributes
    /// (SwiftUI's `foregroundColor`, `backgroundColor`, `font`, `kern`, `tracking`,
    /// `baselineOffset`, `underlineStyle`, `strikethroughStyle`; Foundation's `link` and
    /// `languageIdentifier`), found with `range(of:)`, changed through `string[range]`, read
    /// through `runs` and `runs[\.link]`, and drawn run by run by `Text`. Attributes are keys of
    /// attribute scopes, looked up through `AttributeDynamicLookup` as in Foundation, so an app's
    /// own scope works; the built-in ones are also declared as properties (the same types).
    /// Adjacent runs with equal attributes are one run, as in Foundation.
    static let foundationAttributedStringSource = #"""
// MARK: Attributed strings

/// One attribute's value, under Foundation's name for it (`NSLink`, `SwiftUI.ForegroundColor`).
public struct _AttributeValue {
    public let key: String
    public let value: Any
    public let text: String
}

/// Attributes by name, in the order they were set (Foundation keeps them in a dictionary).
@dynamicMemberLookup
public struct AttributeContainer: Equatable, CustomStringConvertible, _PrintedByDescription {
    public var _values: [_AttributeValue]
    public init() { _values = [] }
    public func _value<V>(_ key: String, as type: V.Type) -> V? {
        for entry in _values where entry.key == key { return entry.value as? V }
        return nil
    }
    /// An attribute of any scope, an app's own included (`attributes.fontProperties`).
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? {
        get { K._value(in: self) }
        set { _set(K.name, newValue) }
    }
    public mutating func _set(_ key: String, _ value: Any?) {
        _values.removeAll { $0.key == key }
        if let value { _values.append(_AttributeValue(key: key, value: value, text: "\(value)")) }
    }
    /// This container's attributes over `other`'s: `.keepNew` takes this one's where both have one.
    public mutating func merge(_ other: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) {
        for entry in other._values where mergePolicy == .keepNew || _values.allSatisfy({ $0.key != entry.key }) {
            _set(entry.key, entry.value)
        }
    }
    public func merging(_ other: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) -> AttributeContainer {
        var merged = self
        merged.merge(other, mergePolicy: mergePolicy)
        return merged
    }
    public var description: String {
        var result = "{\n"
        for entry in _values { result += "\t\(entry.key) = \(entry.text)\n" }
        return result + "}"
    }
    public static func == (lhs: AttributeContainer, rhs: AttributeContainer) -> Bool {
        lhs._values.count == rhs._values.count && lhs._values.allSatisfy { entry in
            rhs._values.contains { $0.key == entry.key && $0.text == entry.text }
        }
    }
}

/// The attributes a view file sets: the same names on strings, substrings and containers.
public protocol AttributedStringAttributeMutation {
    func _attributeValue<V>(_ key: String, as type: V.Type) -> V?
    mutating func _setAttributeValue(_ key: String, _ value: Any?)
    mutating func setAttributes(_ attributes: AttributeContainer)
    mutating func mergeAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy)
}

extension AttributedStringAttributeMutation {
    public var foregroundColor: Color? {
        get { _attributeValue("SwiftUI.ForegroundColor", as: Color.self) }
        set { _setAttributeValue("SwiftUI.ForegroundColor", newValue) }
    }
    public var backgroundColor: Color? {
        get { _attributeValue("SwiftUI.BackgroundColor", as: Color.self) }
        set { _setAttributeValue("SwiftUI.BackgroundColor", newValue) }
    }
    public var font: Font? {
        get { _attributeValue("SwiftUI.Font", as: Font.self) }
        set { _setAttributeValue("SwiftUI.Font", newValue) }
    }
    public var kern: CGFloat? {
        get { _attributeValue("SwiftUI.Kern", as: CGFloat.self) }
        set { _setAttributeValue("SwiftUI.Kern", newValue) }
    }
    public var tracking: CGFloat? {
        get { _attributeValue("SwiftUI.Tracking", as: CGFloat.self) }
        set { _setAttributeValue("SwiftUI.Tracking", newValue) }
    }
    public var baselineOffset: CGFloat? {
        get { _attributeValue("SwiftUI.BaselineOffset", as: CGFloat.self) }
        set { _setAttributeValue("SwiftUI.BaselineOffset", newValue) }
    }
    public var underlineStyle: Text.LineStyle? {
        get { _attributeValue("SwiftUI.UnderlineStyle", as: Text.LineStyle.self) }
        set { _setAttributeValue("SwiftUI.UnderlineStyle", newValue) }
    }
    public var strikethroughStyle: Text.LineStyle? {
        get { _attributeValue("SwiftUI.StrikethroughStyle", as: Text.LineStyle.self) }
        set { _setAttributeValue("SwiftUI.StrikethroughStyle", newValue) }
    }
    public var link: URL? {
        get { _attributeValue("NSLink", as: URL.self) }
        set { _setAttributeValue("NSLink", newValue) }
    }
    public var languageIdentifier: String? {
        get { _attributeValue("NSLanguage", as: String.self) }
        set { _setAttributeValue("NSLanguage", newValue) }
    }
}

extension AttributeContainer: AttributedStringAttributeMutation {
    public func _attributeValue<V>(_ key: String, as type: V.Type) -> V? { _value(key, as: type) }
    public mutating func _setAttributeValue(_ key: String, _ value: Any?) { _set(key, value) }
    public mutating func setAttributes(_ attributes: AttributeContainer) { self = attributes }
    public mutating func mergeAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) {
        merge(attributes, mergePolicy: mergePolicy)
    }
    /// `AttributeContainer().foregroundColor(.red)`: a copy with the attribute set.
    public func foregroundColor(_ value: Color) -> AttributeContainer { _with("SwiftUI.ForegroundColor", value) }
    public func backgroundColor(_ value: Color) -> AttributeContainer { _with("SwiftUI.BackgroundColor", value) }
    public func font(_ value: Font) -> AttributeContainer { _with("SwiftUI.Font", value) }
    public func kern(_ value: CGFloat) -> AttributeContainer { _with("SwiftUI.Kern", value) }
    public func tracking(_ value: CGFloat) -> AttributeContainer { _with("SwiftUI.Tracking", value) }
    public func baselineOffset(_ value: CGFloat) -> AttributeContainer { _with("SwiftUI.BaselineOffset", value) }
    public func underlineStyle(_ value: Text.LineStyle) -> AttributeContainer { _with("SwiftUI.UnderlineStyle", value) }
    public func strikethroughStyle(_ value: Text.LineStyle) -> AttributeContainer { _with("SwiftUI.StrikethroughStyle", value) }
    public func link(_ value: URL) -> AttributeContainer { _with("NSLink", value) }
    public func languageIdentifier(_ value: String) -> AttributeContainer { _with("NSLanguage", value) }
    func _with(_ key: String, _ value: Any) -> AttributeContainer {
        var copy = self
        copy._set(key, value)
        return copy
    }
}

/// An attribute: the name it is stored under and the type of its values.
public protocol AttributedStringKey {
    associatedtype Value: Hashable
    static var name: String { get }
}

extension AttributedStringKey {
    /// This attribute's value in `container`.
    public static func _value(in container: AttributeContainer) -> Value? { container._value(name, as: Value.self) }
}

/// A family of attributes (Foundation's, SwiftUI's).
public protocol AttributeScope {}

/// The attribute scopes: each a struct whose properties name its attributes' keys.
public enum AttributeScopes {
    public struct FoundationAttributes: AttributeScope {
        public let link: AttributeScopes.FoundationAttributes.LinkAttribute
        public let languageIdentifier: AttributeScopes.FoundationAttributes.LanguageIdentifierAttribute
        public enum LinkAttribute: AttributedStringKey {
            public typealias Value = URL
            public static let name = "NSLink"
        }
        public enum LanguageIdentifierAttribute: AttributedStringKey {
            public typealias Value = String
            public static let name = "NSLanguage"
        }
    }
    public struct SwiftUIAttributes: AttributeScope {
        public let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        public let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        public let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        public let strikethroughStyle: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
        public let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        public let kern: AttributeScopes.SwiftUIAttributes.KerningAttribute
        public let tracking: AttributeScopes.SwiftUIAttributes.TrackingAttribute
        public let baselineOffset: AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

/// What an attribute's name means: a key of one of the scopes, found through their key paths
/// (an app adds its own scope with another `subscript(dynamicMember:)`).
@dynamicMemberLookup
public enum AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(_: T.Type) -> T { fatalError() }
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, T>) -> T { self[T.self] }
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T { self[T.self] }
}

/// One run: characters with the same attributes.
public struct _AttributedRun {
    public var text: String
    public var attributes: AttributeContainer
}

/// What strings and substrings share: their runs, and a search in their characters.
public protocol AttributedStringProtocol: AttributedStringAttributeMutation, CustomStringConvertible {
    /// The runs, and where the first starts in the whole string.
    var _attributedRuns: [_AttributedRun] { get }
    var _startOffset: Int { get }
    var startIndex: AttributedString.Index { get }
    var endIndex: AttributedString.Index { get }
    var runs: AttributedString.Runs { get }
    var characters: AttributedString.CharacterView { get }
}

extension AttributedStringProtocol {
    /// The first occurrence of `stringToFind` (the last with `.backwards`).
    public func range<T: StringProtocol>(of stringToFind: T, options: String.CompareOptions = [], locale: Locale? = nil) -> Range<AttributedString.Index>? {
        let text = String(characters)
        guard let found = text.range(of: stringToFind, options: options, locale: locale) else { return nil }
        let lower = text.distance(from: text.startIndex, to: found.lowerBound)
        let upper = text.distance(from: text.startIndex, to: found.upperBound)
        return AttributedString.Index(_offset: _startOffset + lower)..<AttributedString.Index(_offset: _startOffset + upper)
    }
    public var runs: AttributedString.Runs {
        var offset = _startOffset
        var runs: [AttributedString.Runs.Run] = []
        for run in _attributedRuns {
            let end = offset + run.text.count
            runs.append(AttributedString.Runs.Run(range: AttributedString.Index(_offset: offset)..<AttributedString.Index(_offset: end), attributes: run.attributes))
            offset = end
        }
        return AttributedString.Runs(_runs: runs)
    }
    public var characters: AttributedString.CharacterView {
        AttributedString.CharacterView(_characters: Array(_attributedRuns.map { $0.text }.joined()), _start: _startOffset)
    }
    /// Each run's text, then its attributes, one run after another (Foundation's format).
    var _runsDescription: String {
        _attributedRuns.map { "\($0.text) \($0.attributes.description)" }.joined(separator: "\n")
    }
    /// A copy with these attributes replacing every run's.
    public func settingAttributes(_ attributes: AttributeContainer) -> AttributedString {
        var copy = AttributedString(_runs: _attributedRuns)
        copy.setAttributes(attributes)
        return copy
    }
    /// A copy with these attributes merged into every run's.
    public func mergingAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) -> AttributedString {
        var copy = AttributedString(_runs: _attributedRuns)
        copy.mergeAttributes(attributes, mergePolicy: mergePolicy)
        return copy
    }
}

/// Text in runs of attributes.
@dynamicMemberLookup
public struct AttributedString: AttributedStringProtocol, Equatable, ExpressibleByStringLiteral, CustomStringConvertible, _PrintedByDescription {
    var _storage: [_AttributedRun]
    public var description: String { _runsDescription }
    public init() { _storage = [] }
    public init(_ string: String, attributes: AttributeContainer = AttributeContainer()) {
        _storage = string.isEmpty ? [] : [_AttributedRun(text: string, attributes: attributes)]
    }
    public init(_ substring: Substring, attributes: AttributeContainer = AttributeContainer()) {
        self.init(String(substring), attributes: attributes)
    }
    public init(_ substring: AttributedSubstring) { self.init(_runs: substring._attributedRuns) }
    public init(stringLiteral value: String) { self.init(value) }
    init(_runs: [_AttributedRun]) {
        _storage = _runs
        _coalesce()
    }

    /// A position between characters, counted in characters from the start.
    public struct Index: Comparable, Hashable {
        let _offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs._offset < rhs._offset }
    }

    /// How merged attributes meet ones already there.
    public enum AttributeMergePolicy: Equatable {
        case keepNew
        case keepCurrent
    }

    /// The characters, as a collection indexed like the string.
    public struct CharacterView: BidirectionalCollection {
        var _characters: [Character]
        let _start: Int
        public var startIndex: AttributedString.Index { AttributedString.Index(_offset: _start) }
        public var endIndex: AttributedString.Index { AttributedString.Index(_offset: _start + _characters.count) }
        public func index(after i: AttributedString.Index) -> AttributedString.Index { AttributedString.Index(_offset: i._offset + 1) }
        public func index(before i: AttributedString.Index) -> AttributedString.Index { AttributedString.Index(_offset: i._offset - 1) }
        public subscript(position: AttributedString.Index) -> Character {
            if position._offset < _start || position._offset >= _start + _characters.count {
                fatalError("AttributedString index out of bounds")
            }
            return _characters[position._offset - _start]
        }
    }

    /// The runs, in order.
    public struct Runs: BidirectionalCollection, CustomStringConvertible {
        let _runs: [Run]
        public struct Index: Comparable, Hashable {
            let _run: Int
            public static func < (lhs: Index, rhs: Index) -> Bool { lhs._run < rhs._run }
        }
        public var startIndex: Index { Index(_run: 0) }
        public var endIndex: Index { Index(_run: _runs.count) }
        public func index(after i: Index) -> Index { Index(_run: i._run + 1) }
        public func index(before i: Index) -> Index { Index(_run: i._run - 1) }
        public subscript(position: Index) -> Run {
            if position._run < 0 || position._run >= _runs.count { fatalError("AttributedString.Runs index out of bounds") }
            return _runs[position._run]
        }
        public var description: String { _runs.map { $0.description }.joined(separator: "\n") }

        /// `runs[\.link]`: the string's stretches of one value of an attribute (nil where unset),
        /// neighbouring runs with the same value as one.
        public subscript<T: AttributedStringKey>(_ keyPath: KeyPath<AttributeDynamicLookup, T>) -> AttributedString.Runs.AttributesSlice1<T> {
            var elements: [(T.Value?, Range<AttributedString.Index>)] = []
            for run in _runs {
                let value = T._value(in: run.attributes)
                if let last = elements.last, last.0 == value {
                    elements[elements.count - 1] = (value, last.1.lowerBound..<run.range.upperBound)
                } else {
                    elements.append((value, run.range))
                }
            }
            return AttributesSlice1<T>(_elements: elements)
        }

        /// The stretches of one attribute's values, each with its range.
        public struct AttributesSlice1<T: AttributedStringKey>: BidirectionalCollection {
            public typealias Element = (T.Value?, Range<AttributedString.Index>)
            let _elements: [(T.Value?, Range<AttributedString.Index>)]
            public var startIndex: Int { 0 }
            public var endIndex: Int { _elements.count }
            public func index(after i: Int) -> Int { i + 1 }
            public func index(before i: Int) -> Int { i - 1 }
            public subscript(position: Int) -> (T.Value?, Range<AttributedString.Index>) { _elements[position] }
        }

        /// A run's place in the string and its attributes.
        @dynamicMemberLookup
        public struct Run: Equatable, CustomStringConvertible {
            public let range: Range<AttributedString.Index>
            public let attributes: AttributeContainer
            /// An attribute of any scope.
            public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? {
                K._value(in: attributes)
            }
            public var foregroundColor: Color? { attributes.foregroundColor }
            public var backgroundColor: Color? { attributes.backgroundColor }
            public var font: Font? { attributes.font }
            public var kern: CGFloat? { attributes.kern }
            public var tracking: CGFloat? { attributes.tracking }
            public var baselineOffset: CGFloat? { attributes.baselineOffset }
            public var underlineStyle: Text.LineStyle? { attributes.underlineStyle }
            public var strikethroughStyle: Text.LineStyle? { attributes.strikethroughStyle }
            public var link: URL? { attributes.link }
            public var languageIdentifier: String? { attributes.languageIdentifier }
            public var description: String { attributes.description }
        }
    }

    public var _attributedRuns: [_AttributedRun] { _storage }
    public var _startOffset: Int { 0 }
    var _count: Int { _storage.reduce(0) { $0 + $1.text.count } }
    public var startIndex: Index { Index(_offset: 0) }
    public var endIndex: Index { Index(_offset: _count) }

    /// The characters from `lower` to `upper`, in their runs.
    func _slice(_ lower: Int, _ upper: Int) -> [_AttributedRun] {
        var result: [_AttributedRun] = []
        var offset = 0
        for run in _storage {
            let count = run.text.count
            let from = max(lower, offset), to = min(upper, offset + count)
            if from < to {
                let characters = Array(run.text)
                result.append(_AttributedRun(text: String(characters[(from - offset)..<(to - offset)]), attributes: run.attributes))
            }
            offset += count
        }
        return result
    }

    /// Replaces the characters from `lower` to `upper` with `runs`.
    mutating func _replace(_ lower: Int, _ upper: Int, with runs: [_AttributedRun]) {
        if lower < 0 || upper > _count || lower > upper { fatalError("AttributedString index out of bounds") }
        _storage = _slice(0, lower) + runs + _slice(upper, _count)
        _coalesce()
    }

    /// Changes the attributes of the characters from `lower` to `upper`.
    mutating func _changeAttributes(_ lower: Int, _ upper: Int, _ change: (inout AttributeContainer) -> Void) {
        var middle = _slice(lower, upper)
        for index in middle.indices { change(&middle[index].attributes) }
        _replace(lower, upper, with: middle)
    }

    /// Drops empty runs and joins neighbours with equal attributes.
    mutating func _coalesce() {
        var result: [_AttributedRun] = []
        for run in _storage where !run.text.isEmpty {
            if let last = result.last, last.attributes == run.attributes {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        _storage = result
    }

    public subscript(bounds: Range<Index>) -> AttributedSubstring {
        get {
            if bounds.lowerBound._offset < 0 || bounds.upperBound._offset > _count { fatalError("AttributedString index out of bounds") }
            return AttributedSubstring(_base: self, _lower: bounds.lowerBound._offset, _upper: bounds.upperBound._offset)
        }
        set {
            _replace(bounds.lowerBound._offset, bounds.upperBound._offset, with: newValue._attributedRuns)
        }
    }

    public func _attributeValue<V>(_ key: String, as type: V.Type) -> V? {
        guard let first = _storage.first, _storage.count == 1 else { return nil }
        return first.attributes._value(key, as: type)
    }
    /// An attribute of any scope: its value where the whole string has one.
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? {
        get { _storage.count == 1 ? K._value(in: _storage[0].attributes) : nil }
        set { _setAttributeValue(K.name, newValue) }
    }
    public mutating func _setAttributeValue(_ key: String, _ value: Any?) {
        _changeAttributes(0, _count) { $0._set(key, value) }
    }
    public mutating func setAttributes(_ attributes: AttributeContainer) {
        _changeAttributes(0, _count) { $0 = attributes }
    }
    public mutating func mergeAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) {
        _changeAttributes(0, _count) { $0.merge(attributes, mergePolicy: mergePolicy) }
    }

    public mutating func append<S: AttributedStringProtocol>(_ s: S) { _replace(_count, _count, with: s._attributedRuns) }
    public mutating func insert<S: AttributedStringProtocol>(_ s: S, at index: AttributedString.Index) {
        _replace(index._offset, index._offset, with: s._attributedRuns)
    }
    public mutating func replaceSubrange<S: AttributedStringProtocol>(_ range: Range<AttributedString.Index>, with s: S) {
        _replace(range.lowerBound._offset, range.upperBound._offset, with: s._attributedRuns)
    }
    public mutating func removeSubrange(_ range: Range<AttributedString.Index>) {
        _replace(range.lowerBound._offset, range.upperBound._offset, with: [])
    }
    public static func + <T: AttributedStringProtocol>(lhs: AttributedString, rhs: T) -> AttributedString {
        var result = lhs
        result.append(rhs)
        return result
    }
    public static func += <T: AttributedStringProtocol>(lhs: inout AttributedString, rhs: T) { lhs.append(rhs) }
    public static func == (lhs: AttributedString, rhs: AttributedString) -> Bool {
        lhs._storage.count == rhs._storage.count && zip(lhs._storage, rhs._storage).allSatisfy { $0.text == $1.text && $0.attributes == $1.attributes }
    }
}

/// Part of an attributed string: reading it reads the string, setting an attribute sets it there.
@dynamicMemberLookup
public struct AttributedSubstring: AttributedStringProtocol, CustomStringConvertible, _PrintedByDescription {
    var _base: AttributedString
    public var description: String { _runsDescription }
    let _lower: Int
    let _upper: Int
    public init() { self.init(_base: AttributedString(), _lower: 0, _upper: 0) }
    init(_base: AttributedString, _lower: Int, _upper: Int) {
        self._base = _base
        self._lower = _lower
        self._upper = _upper
    }
    /// The whole string this is part of.
    public var base: AttributedString { _base }
    public var _attributedRuns: [_AttributedRun] { _base._slice(_lower, _upper) }
    public var _startOffset: Int { _lower }
    public var startIndex: AttributedString.Index { AttributedString.Index(_offset: _lower) }
    public var endIndex: AttributedString.Index { AttributedString.Index(_offset: _upper) }
    public func _attributeValue<V>(_ key: String, as type: V.Type) -> V? {
        let runs = _attributedRuns
        guard let first = runs.first, runs.count == 1 else { return nil }
        return first.attributes._value(key, as: type)
    }
    public mutating func _setAttributeValue(_ key: String, _ value: Any?) {
        _base._changeAttributes(_lower, _upper) { $0._set(key, value) }
    }
    /// An attribute of any scope: its value where the whole part has one.
    public subscript<K: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeDynamicLookup, K>) -> K.Value? {
        get {
            let runs = _attributedRuns
            return runs.count == 1 ? K._value(in: runs[0].attributes) : nil
        }
        set { _setAttributeValue(K.name, newValue) }
    }
    public mutating func setAttributes(_ attributes: AttributeContainer) {
        _base._changeAttributes(_lower, _upper) { $0 = attributes }
    }
    public mutating func mergeAttributes(_ attributes: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) {
        _base._changeAttributes(_lower, _upper) { $0.merge(attributes, mergePolicy: mergePolicy) }
    }
}

extension Text {
    /// How a line under or through text is drawn.
    public struct LineStyle: Hashable, CustomStringConvertible {
        public struct Pattern: Hashable {
            let _name: String
            public static let solid = Pattern(_name: "solid")
            public static let dot = Pattern(_name: "dot")
            public static let dash = Pattern(_name: "dash")
            public static let dashDot = Pattern(_name: "dashDot")
            public static let dashDotDot = Pattern(_name: "dashDotDot")
        }
        public let pattern: Pattern
        public let color: Color?
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = Text.LineStyle()
        public var description: String { "LineStyle(pattern: \(pattern._name))" }
    }

    /// The string's characters, each run in its own colour, font and lines.
    public init(_ attributedContent: AttributedString) {
        self.content = String(attributedContent.characters)
        self._runs = attributedContent._storage.map { run in
            var text = Text(verbatim: run.text)
            text.color = run.attributes.foregroundColor ?? (run.attributes.link == nil ? nil : Color.accentColor)
            text.font = run.attributes.font
            text._background = run.attributes.backgroundColor
            text.isUnderlined = run.attributes.underlineStyle != nil
            text.isStrikethrough = run.attributes.strikethroughStyle != nil
            text.kerning = run.attributes.kern ?? 0
            text.tracking = run.attributes.tracking ?? 0
            text.baselineOffset = run.attributes.baselineOffset ?? 0
            return text
        }
    }
}
"""#
}
