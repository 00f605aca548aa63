extension Profile {
    /// The standard library's coding protocols and containers, as a custom `init(from:)` and
    /// `encode(to:)` use them; the runtime implements the JSON coders' containers.
    static let standardCodingSource = #"""
/// What a custom `init(from:)` and `encode(to:)` are written against. `JSONDecoder` hands a
/// custom `init(from:)` a `_JSONDecoding` whose containers read the JSON value it stands at
/// (`_node`); `JSONEncoder` hands a custom `encode(to:)` a `_JSONEncoding` whose containers
/// write the value it stands for.
public protocol Decoder {
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key>
    func singleValueContainer() throws -> SingleValueDecodingContainer
}
public protocol Encoder {
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key>
    func singleValueContainer() -> SingleValueEncodingContainer
}
public struct _JSONDecoding: Decoder, SingleValueDecodingContainer {
    let _node: Int
    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key>
    public func singleValueContainer() throws -> SingleValueDecodingContainer
    public func decode<T: Decodable>(_ type: T.Type) throws -> T
    public func decodeNil() -> Bool
}
public struct KeyedDecodingContainer<Key: CodingKey> {
    let _node: Int
    public func decodeNil(forKey key: Key) throws -> Bool
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T
    public func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T?
    public func contains(_ key: Key) -> Bool
}
public struct _JSONEncoding: Encoder, SingleValueEncodingContainer {
    let _node: Int
    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key>
    public func singleValueContainer() -> SingleValueEncodingContainer
    public mutating func encode<T: Encodable>(_ value: T) throws
    public mutating func encodeNil() throws
}
public struct KeyedEncodingContainer<Key: CodingKey> {
    let _node: Int
    public mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws
    public mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws
    public mutating func encodeNil(forKey key: Key) throws
}
public protocol SingleValueDecodingContainer {
    func decode<T: Decodable>(_ type: T.Type) throws -> T
    func decodeNil() -> Bool
}
public protocol SingleValueEncodingContainer {
    mutating func encode<T: Encodable>(_ value: T) throws
    mutating func encodeNil() throws
}
"""#
}
