extension Profile {
    /// apple/swift-collections 1 (`import Collections`, `DequeModule`, `OrderedCollections`):
    /// `Deque`, `OrderedSet` and `OrderedDictionary`, with the package's public API and each
    /// kept in an array, in order (a deque's ring buffer and a set's hash table change its
    /// speed, not what it holds). Written from the package's documentation.
    static let collectionsSource = #"""
// MARK: Collections

/// A double-ended queue: appends and removes at both ends.
public struct Deque<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral, CustomStringConvertible {
    var _storage: [Element]
    public init() { _storage = [] }
    public init(minimumCapacity: Int) { _storage = [] }
    public init<S: Sequence>(_ elements: S) where S.Element == Element { _storage = Array(elements) }
    public init(arrayLiteral elements: Element...) { _storage = elements }
    public var startIndex: Int { 0 }
    public var endIndex: Int { _storage.count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public subscript(position: Int) -> Element {
        get { _storage[position] }
        set { _storage[position] = newValue }
    }
    public var description: String { _storage.description }
    public mutating func append(_ newElement: Element) { _storage.append(newElement) }
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element { _storage.append(contentsOf: newElements) }
    public mutating func prepend(_ newElement: Element) { _storage.insert(newElement, at: 0) }
    public mutating func prepend<S: Sequence>(contentsOf newElements: S) where S.Element == Element { _storage = Array(newElements) + _storage }
    public mutating func insert(_ newElement: Element, at index: Int) { _storage.insert(newElement, at: index) }
    @discardableResult public mutating func remove(at index: Int) -> Element { _storage.remove(at: index) }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        _storage.replaceSubrange(subrange, with: newElements)
    }
    public mutating func popFirst() -> Element? { _storage.isEmpty ? nil : _storage.removeFirst() }
    public mutating func popLast() -> Element? { _storage.popLast() }
    @discardableResult public mutating func removeFirst() -> Element { _storage.removeFirst() }
    @discardableResult public mutating func removeLast() -> Element { _storage.removeLast() }
    public mutating func removeFirst(_ k: Int) { _storage.removeFirst(k) }
    public mutating func removeLast(_ k: Int) { _storage.removeLast(k) }
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) { _storage.removeAll() }
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows { try _storage.removeAll(where: shouldBeRemoved) }
}

extension Deque: Equatable where Element: Equatable {
    public static func == (left: Deque<Element>, right: Deque<Element>) -> Bool { left._storage == right._storage }
}

extension Deque: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(_storage) }
}

/// An ordered collection of unique elements: a set that keeps the order they were added in.
public struct OrderedSet<Element: Hashable>: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, CustomStringConvertible {
    var _elements: [Element]
    public init() { _elements = [] }
    public init(minimumCapacity: Int) { _elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        _elements = []
        for element in elements where !_elements.contains(element) { _elements.append(element) }
    }
    public init(arrayLiteral elements: Element...) { self.init(elements) }
    public init(uncheckedUniqueElements elements: [Element]) { _elements = elements }
    /// The elements, in order, as an array.
    public var elements: [Element] { _elements }
    public var startIndex: Int { 0 }
    public var endIndex: Int { _elements.count }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public subscript(position: Int) -> Element { _elements[position] }
    public var description: String { _elements.description }
    public func contains(_ element: Element) -> Bool { _elements.contains(element) }
    public func firstIndex(of element: Element) -> Int? { _elements.firstIndex(of: element) }
    public func lastIndex(of element: Element) -> Int? { _elements.firstIndex(of: element) }
    @discardableResult public mutating func append(_ item: Element) -> (inserted: Bool, index: Int) {
        if let index = _elements.firstIndex(of: item) { return (false, index) }
        _elements.append(item)
        return (true, _elements.count - 1)
    }
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }
    @discardableResult public mutating func insert(_ item: Element, at index: Int) -> (inserted: Bool, index: Int) {
        if let existing = _elements.firstIndex(of: item) { return (false, existing) }
        _elements.insert(item, at: index)
        return (true, index)
    }
    @discardableResult public mutating func updateOrAppend(_ item: Element) -> Element? {
        if let index = _elements.firstIndex(of: item) {
            let old = _elements[index]
            _elements[index] = item
            return old
        }
        _elements.append(item)
        return nil
    }
    @discardableResult public mutating func remove(_ member: Element) -> Element? {
        guard let index = _elements.firstIndex(of: member) else { return nil }
        return _elements.remove(at: index)
    }
    @discardableResult public mutating func remove(at index: Int) -> Element { _elements.remove(at: index) }
    @discardableResult public mutating func removeFirst() -> Element { _elements.removeFirst() }
    @discardableResult public mutating func removeLast() -> Element { _elements.removeLast() }
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) { _elements.removeAll() }
    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows { try _elements.removeAll(where: shouldBeRemoved) }
    public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows { try _elements.sort(by: areInIncreasingOrder) }
    public func union<S: Sequence>(_ other: S) -> OrderedSet<Element> where S.Element == Element {
        var result = self
        result.append(contentsOf: other)
        return result
    }
    public mutating func formUnion<S: Sequence>(_ other: S) where S.Element == Element { append(contentsOf: other) }
    public func intersection<S: Sequence>(_ other: S) -> OrderedSet<Element> where S.Element == Element {
        let kept = Array(other)
        return OrderedSet(_elements.filter { kept.contains($0) })
    }
    public func subtracting<S: Sequence>(_ other: S) -> OrderedSet<Element> where S.Element == Element {
        let removed = Array(other)
        return OrderedSet(_elements.filter { !removed.contains($0) })
    }
    public mutating func subtract<S: Sequence>(_ other: S) where S.Element == Element { self = subtracting(other) }
    public func isSubset<S: Sequence>(of other: S) -> Bool where S.Element == Element {
        let all = Array(other)
        return _elements.allSatisfy { all.contains($0) }
    }
    public static func == (left: OrderedSet<Element>, right: OrderedSet<Element>) -> Bool { left._elements == right._elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(_elements) }
}

/// An ordered collection of key-value pairs: a dictionary that keeps the order its keys were added in.
public struct OrderedDictionary<Key: Hashable, Value>: Sequence, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    public typealias Element = (key: Key, value: Value)
    /// The values, in their keys' order.
    public struct Values: RandomAccessCollection, MutableCollection {
        var _values: [Value]
        public var startIndex: Int { 0 }
        public var endIndex: Int { _values.count }
        public func index(after i: Int) -> Int { i + 1 }
        public func index(before i: Int) -> Int { i - 1 }
        public subscript(position: Int) -> Value {
            get { _values[position] }
            set { _values[position] = newValue }
        }
    }
    public struct Iterator: IteratorProtocol {
        var _keys: [Key]
        var _values: [Value]
        var _position: Int
        public mutating func next() -> (key: Key, value: Value)? {
            guard _position < _keys.count else { return nil }
            _position += 1
            return (key: _keys[_position - 1], value: _values[_position - 1])
        }
    }
    var _keys: [Key]
    var _values: [Value]
    public init() {
        _keys = []
        _values = []
    }
    public init(minimumCapacity: Int) { self.init() }
    public init(dictionaryLiteral elements: (Key, Value)...) {
        self.init()
        for (key, value) in elements { self[key] = value }
    }
    public init<S: Sequence>(uniqueKeysWithValues keysAndValues: S) where S.Element == (Key, Value) {
        self.init()
        for (key, value) in keysAndValues { self[key] = value }
    }
    public init<S: Sequence>(grouping values: S, by keyForValue: (S.Element) throws -> Key) rethrows where Value == [S.Element] {
        self.init()
        for value in values {
            let key = try keyForValue(value)
            self[key, default: []].append(value)
        }
    }
    public var keys: OrderedSet<Key> { OrderedSet(uncheckedUniqueElements: _keys) }
    public var values: OrderedDictionary<Key, Value>.Values {
        get { Values(_values: _values) }
        set { _values = newValue._values }
    }
    public var count: Int { _keys.count }
    public var isEmpty: Bool { _keys.isEmpty }
    public var description: String {
        if _keys.isEmpty { return "[:]" }
        var parts: [String] = []
        for index in 0..<_keys.count { parts.append("\(String(reflecting: _keys[index])): \(String(reflecting: _values[index]))") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
    public func makeIterator() -> OrderedDictionary<Key, Value>.Iterator { Iterator(_keys: _keys, _values: _values, _position: 0) }
    public func index(forKey key: Key) -> Int? { _keys.firstIndex(of: key) }
    public subscript(key: Key) -> Value? {
        get {
            guard let index = _keys.firstIndex(of: key) else { return nil }
            return _values[index]
        }
        set {
            if let index = _keys.firstIndex(of: key) {
                if let newValue {
                    _values[index] = newValue
                } else {
                    _keys.remove(at: index)
                    _values.remove(at: index)
                }
            } else if let newValue {
                _keys.append(key)
                _values.append(newValue)
            }
        }
    }
    public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[key] ?? defaultValue() }
        set { self[key] = newValue }
    }
    @discardableResult public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? {
        let old = self[key]
        self[key] = value
        return old
    }
    @discardableResult public mutating func removeValue(forKey key: Key) -> Value? {
        let old = self[key]
        self[key] = nil
        return old
    }
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        _keys.removeAll()
        _values.removeAll()
    }
    public mutating func sort(by areInIncreasingOrder: ((key: Key, value: Value), (key: Key, value: Value)) throws -> Bool) rethrows {
        var pairs: [(key: Key, value: Value)] = []
        for index in 0..<_keys.count { pairs.append((key: _keys[index], value: _values[index])) }
        try pairs.sort(by: areInIncreasingOrder)
        _keys = pairs.map { $0.key }
        _values = pairs.map { $0.value }
    }
}
"""#
}
