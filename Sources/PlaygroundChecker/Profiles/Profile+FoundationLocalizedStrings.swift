extension Profile {
    /// Foundation's localized strings: the playground has no string tables, so a localized
    /// string is its key or default value, its interpolations written as the literal says
    /// (`String(localized: "Order #\(n, specifier: "%02d")")`).
    static let foundationLocalizedStringsSource = #"""
// MARK: Localized strings

extension String {
    /// The playground has no string tables: a localized string is its key (`String(localized: "Backyard")`).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.text
    }
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.text
    }

    /// A localized string's key and default value, written as a literal whose interpolations
    /// may carry a printf specifier or a format style (`"Order #\(n, specifier: "%02d")"`).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        internal var text: String
        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: String.LocalizationValue.StringInterpolation) { text = stringInterpolation.output }

        public struct StringInterpolation: StringInterpolationProtocol {
            internal var output: String = ""
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { output += literal }
            public mutating func appendInterpolation(_ string: String) { output += string }
            public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                output += String(format: specifier, value)
            }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                output += format.format(input)
            }
        }
    }
}
"""#
}
