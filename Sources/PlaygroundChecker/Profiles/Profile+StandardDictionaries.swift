extension Profile {
    /// The standard library's dictionary: its literal protocol, its conformances, its members
    /// (most native, over the playground's `.dictionary` value), its indices and initializers.
    static let standardDictionariesSource = #"""
public protocol ExpressibleByDictionaryLiteral {}
/// Keys and values; the playground keeps insertion order, so output is stable. `keys` and
/// `values` are arrays here (Swift's `Keys`/`Values` views convert and iterate the same way).
public struct Dictionary<Key: Hashable, Value>: Collection, ExpressibleByDictionaryLiteral {
    public typealias Element = (key: Key, value: Value)
    /// A position: an offset in the playground's order of the pairs (Swift's is a slot of its
    /// hash table; both order and step the same way within one dictionary).
    public struct Index: Comparable, Hashable {
        var _offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs._offset < rhs._offset }
    }
    public init()
    public var count: Int { get }
    public var isEmpty: Bool { get }
    public var keys: [Key] { get }
    public var values: [Value] { get }
    public var first: (key: Key, value: Value)? { get }
    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value?
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Key) -> Value?
    public mutating func removeAll()
    public func mapValues<T>(_ transform: (Value) -> T) -> [Key: T]
    public func map<T>(_ transform: ((key: Key, value: Value)) -> T) -> [T]
    public func filter(_ isIncluded: ((key: Key, value: Value)) -> Bool) -> [Key: Value]
    public func sorted(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) -> Bool) -> [(key: Key, value: Value)]
    public func makeIterator() -> IndexingIterator<Dictionary<Key, Value>>
}
extension Dictionary: Equatable where Value: Equatable {}
extension Dictionary: CustomStringConvertible {}
extension Dictionary: Hashable where Value: Hashable {}
extension Dictionary: Encodable where Key: Encodable, Value: Encodable {}
extension Dictionary: Decodable where Key: Decodable, Value: Decodable {}
extension Dictionary {
    public var startIndex: Index { Index(_offset: 0) }
    public var endIndex: Index { Index(_offset: count) }
    public func index(after i: Index) -> Index { Index(_offset: i._offset + 1) }
    public func index(forKey key: Key) -> Index? { keys.firstIndex(of: key).map { Index(_offset: $0) } }
    public subscript(position: Index) -> (key: Key, value: Value) {
        if position._offset < 0 || position._offset >= count { fatalError("Attempting to access Dictionary elements using an invalid index") }
        let key = keys[position._offset]
        return (key: key, value: self[key]!)
    }
    @discardableResult
    public mutating func remove(at index: Index) -> (key: Key, value: Value) {
        let element = self[index]
        removeValue(forKey: element.key)
        return element
    }
    /// A key and its value, chosen by the session's generator.
    public func randomElement() -> (key: Key, value: Value)? {
        guard let offset = Array(0..<count).randomElement() else { return nil }
        return self[Index(_offset: offset)]
    }
}
extension Dictionary {
    public init<S: Sequence>(uniqueKeysWithValues keysAndValues: S) where S.Element == (Key, Value) {
        self.init()
        for (key, value) in keysAndValues {
            if self[key] != nil { fatalError("Duplicate values for key: '\(key)'") }
            self[key] = value
        }
    }
    public init<S: Sequence>(_ keysAndValues: S, uniquingKeysWith combine: (Value, Value) -> Value) where S.Element == (Key, Value) {
        self.init()
        for (key, value) in keysAndValues {
            if let old = self[key] { self[key] = combine(old, value) } else { self[key] = value }
        }
    }
    public init<S: Sequence>(grouping values: S, by keyForValue: (S.Element) -> Key) where Value == [S.Element] {
        self.init()
        for value in values {
            let key = keyForValue(value)
            if let group = self[key] { self[key] = group + [value] } else { self[key] = [value] }
        }
    }
}
extension Dictionary {
    /// Keys of `other` not in the dictionary are added; for a key in both, `combine` gets the
    /// current value and `other`'s and its answer is kept.
    public mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows {
        for (key, value) in other {
            if let current = self[key] { self[key] = try combine(current, value) } else { self[key] = value }
        }
    }
    public mutating func merge<S: Sequence>(_ other: S, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows where S.Element == (Key, Value) {
        for (key, value) in other {
            if let current = self[key] { self[key] = try combine(current, value) } else { self[key] = value }
        }
    }
    public func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value] {
        var merged = self
        try merged.merge(other, uniquingKeysWith: combine)
        return merged
    }
}
"""#
}
