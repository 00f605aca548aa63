extension Profile {
    /// Foundation's JSON coders: `JSONDecoder` and `JSONEncoder` with their strategies, and
    /// the errors they throw, worded as Swift 6.3 prints them (the runtime's
    /// `Interpreter+JSONDecoding` and `Interpreter+JSONEncoding` do the work).
    static let foundationJSONCodingSource = #"""
/// What `JSONDecoder` throws. Swift's is an enum whose payloads hold the expected type and the
/// coding path; the playground's holds what Swift 6.3 prints for it (`print(error)`), made by
/// the decoder, and the sentence `localizedDescription` gives.
public struct DecodingError: Error, CustomDebugStringConvertible {
    public let debugDescription: String
    let _localizedDescription: String
}

/// Decodes `Decodable` values from JSON: the synthesized conformance of structs, classes and
/// raw-value enums (by their stored properties, or their `CodingKeys`), numbers, strings,
/// booleans, optionals, arrays, sets, string-keyed dictionaries, `URL`, `UUID` and `Date`.
public class JSONDecoder {
    public enum KeyDecodingStrategy { case useDefaultKeys, convertFromSnakeCase }
    public enum DateDecodingStrategy { case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted(DateFormatter) }
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How `Data` values are read; recorded (the decoder reads no `Data` values).
    public enum DataDecodingStrategy { case deferredToData, base64 }
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    public init() {}
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        var dates = "\(dateDecodingStrategy)", dateFormat = ""
        if case .formatted(let formatter) = dateDecodingStrategy {
            dates = "formatted"
            dateFormat = formatter.dateFormat
        }
        return try _decodeJSON(type, from: data._text, convertsFromSnakeCase: keyDecodingStrategy == .convertFromSnakeCase, dates: dates, dateFormat: dateFormat)
    }
}

/// What `JSONEncoder` throws: as `DecodingError`, what Swift 6.3 prints for it and the
/// sentence `localizedDescription` gives.
public struct EncodingError: Error, CustomDebugStringConvertible {
    public let debugDescription: String
    let _localizedDescription: String
}

/// Encodes `Encodable` values as JSON: the synthesized conformances (structs and classes by
/// their stored properties or `CodingKeys`, enums by raw value or by case), a custom
/// `encode(to:)` through keyed and single-value containers, numbers, strings, booleans,
/// optionals, arrays, sets, dictionaries, `URL`, `UUID`, `Date`, `Data` and Core Graphics'
/// geometry. An object's keys are written in the order they are encoded unless `.sortedKeys`
/// (Foundation's order is unspecified; on Linux it changes from run to run).
public class JSONEncoder {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = OutputFormatting(rawValue: 1)
        public static let sortedKeys = OutputFormatting(rawValue: 2)
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 8)
    }
    public enum KeyEncodingStrategy { case useDefaultKeys, convertToSnakeCase }
    public enum DateEncodingStrategy { case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted(DateFormatter) }
    public enum DataEncodingStrategy { case deferredToData, base64 }
    public var outputFormatting: OutputFormatting = []
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    public init() {}
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        var dates = "\(dateEncodingStrategy)"
        var formatDate: ((Any) -> String)? = nil
        switch dateEncodingStrategy {
        case .formatted(let formatter):
            dates = "formatted"
            formatDate = { formatter.string(from: $0 as! Date) }
        case .iso8601:
            // Foundation's ISO 8601 in UTC, whole seconds: 2001-01-01T00:00:10Z.
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
            dates = "formatted"
            formatDate = { formatter.string(from: $0 as! Date) }
        default:
            break
        }
        let text = try _encodeJSON(value, T.self, format: Int(outputFormatting.rawValue),
                                   convertsToSnakeCase: keyEncodingStrategy == .convertToSnakeCase, dates: dates,
                                   formatDate: formatDate, dataAsBytes: dataEncodingStrategy == .deferredToData)
        return Data(_text: text)
    }
}
"""#
}
