extension Profile {
    /// `Sequence` and `Collection`, and collections' positions: `Collection.Index` (an `Int` for
    /// arrays and ranges of integers, `String.Index` for strings), the index-walking members
    /// every collection has, and the string searches that answer with an index
    /// (`firstIndex(of:)`, `s[i..<j]`).
    static let standardCollectionsSource = #"""
/// `Iterator.Element` is the sequence's `Element` (the type resolver's rule). A `for` loop reads
/// the library's sequences natively, and a user's through `makeIterator()` and `next()`, or a
/// collection's `startIndex`, `index(after:)` and subscript.
public protocol Sequence<Element> {
    associatedtype Element
    associatedtype Iterator: IteratorProtocol
    func makeIterator() -> Iterator
}
public protocol IteratorProtocol<Element> {
    associatedtype Element
    mutating func next() -> Element?
}
extension IndexingIterator: IteratorProtocol {
    public mutating func next() -> Elements.Element?
}
/// A sequence that is its own iterator.
extension Sequence where Self: IteratorProtocol {
    public func makeIterator() -> Self { self }
}
extension Sequence {
    public var first: Element? { get }
    public var last: Element? { get }
    public var count: Int { get }
    public var isEmpty: Bool { get }
}
/// A sequence whose elements are reached by position. Its index-walking members are
/// requirements, so a generic `self[i]` runs the collection's own subscript.
public protocol Collection<Element>: Sequence {
    associatedtype Index: Comparable
    var startIndex: Index { get }
    var endIndex: Index { get }
    subscript(position: Index) -> Element { get }
    func index(after i: Index) -> Index
}
extension Array {
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
    public func distance(from start: Int, to end: Int) -> Int { end - start }
}
extension ArraySlice {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public var indices: Range<Int> { 0..<count }
    public func index(after i: Int) -> Int { i + 1 }
}
extension Range {
    public typealias Index = Bound
}
extension Range {
    /// `0..<10 ~= n`: whether the range holds the value (what `case 0..<10:` asks).
    public static func ~= (pattern: Range<Bound>, value: Bound) -> Bool { pattern.contains(value) }
}
extension ClosedRange {
    /// `200...299 ~= status`: whether the range holds the value.
    public static func ~= (pattern: ClosedRange<Bound>, value: Bound) -> Bool { pattern.contains(value) }
}
extension Range: Equatable {}
extension Range: Hashable where Bound: Hashable {}
extension ClosedRange: Equatable {}
extension ClosedRange: Hashable where Bound: Hashable {}
extension Sequence {
    /// All but the last `k` elements, as an array (an array's own `dropLast` is a slice).
    public func dropLast(_ k: Int = 1) -> [Element] {
        var all: [Element] = []
        for element in self { all.append(element) }
        return Array(all.prefix(all.count > k ? all.count - k : 0))
    }
}
extension Array {
    public mutating func shuffle() { self = shuffled() }
    /// The elements of `subrange` replaced by a collection's, in order.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        if subrange.lowerBound < 0 || subrange.upperBound > count { fatalError("Array replace: subrange extends past the end") }
        self = Array(self[0..<subrange.lowerBound]) + Array(newElements) + Array(self[subrange.upperBound..<count])
    }
    /// Inserts a collection's elements, in order, starting at `i`.
    public mutating func insert<C: Collection>(contentsOf newElements: C, at i: Int) where C.Element == Element {
        if i < 0 || i > count { fatalError("Array replace: subrange extends past the end") }
        var index = i
        for element in newElements {
            insert(element, at: index)
            index += 1
        }
    }
}
extension String: CustomStringConvertible {
    public var description: String { self }
}
extension PartialRangeFrom {
    public var lowerBound: Bound { get }
}
/// `1...` counts up without end (`zip(1..., names)`, `for n in 2... { … break }`).
extension PartialRangeFrom: Sequence where Bound: Strideable, Bound.Stride: SignedInteger {
    public typealias Element = Bound
}
extension PartialRangeUpTo {
    public var upperBound: Bound { get }
}
extension PartialRangeThrough {
    public var upperBound: Bound { get }
}
extension ClosedRange {
    public typealias Index = Bound
}
/// The generic form: `extension Collection { subscript(safe i: Index) -> Element? }` reads
/// `indices`, `startIndex` and `self[i]` of whatever collection it is called on.
extension Collection {
    public var indices: Range<Index> { startIndex..<endIndex }
    public func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Index? {
        var i = startIndex
        while i < endIndex {
            if try predicate(self[i]) { return i }
            i = index(after: i)
        }
        return nil
    }
}
/// Positions that are integers step by one (the default of `RandomAccessCollection`'s with
/// `Strideable` indices).
extension Collection where Index == Int {
    public func index(after i: Int) -> Int { i + 1 }
}
extension Collection where Element: Equatable {
    public func firstIndex(of element: Element) -> Index? { firstIndex { $0 == element } }
}
extension String {
    /// A position in a string: here its offset in characters (Swift's counts code units;
    /// both order positions the same way).
    public struct Index: Comparable, Hashable {
        var _offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs._offset < rhs._offset }
    }
    public var startIndex: Index { Index(_offset: 0) }
    public var endIndex: Index { Index(_offset: count) }
    public var indices: Range<Index> { startIndex..<endIndex }
    public func index(after i: Index) -> Index {
        if i._offset >= count { fatalError("String index is out of bounds") }
        return Index(_offset: i._offset + 1)
    }
    public func index(before i: Index) -> Index {
        if i._offset <= 0 { fatalError("String index is out of bounds") }
        return Index(_offset: i._offset - 1)
    }
    public func index(_ i: Index, offsetBy distance: Int) -> Index {
        let offset = i._offset + distance
        if offset < 0 || offset > count { fatalError("String index is out of bounds") }
        return Index(_offset: offset)
    }
    public func distance(from start: Index, to end: Index) -> Int { end._offset - start._offset }
    public subscript(position: Index) -> Character {
        if position._offset < 0 || position._offset >= count { fatalError("String index is out of bounds") }
        return Array(self)[position._offset]
    }
    public subscript(bounds: Range<Index>) -> Substring {
        String(dropFirst(bounds.lowerBound._offset)).prefix(bounds.upperBound._offset - bounds.lowerBound._offset)
    }
    public subscript(bounds: ClosedRange<Index>) -> Substring { self[bounds.lowerBound..<index(after: bounds.upperBound)] }
    public subscript(bounds: PartialRangeFrom<Index>) -> Substring { self[bounds.lowerBound..<endIndex] }
    public subscript(bounds: PartialRangeUpTo<Index>) -> Substring { self[startIndex..<bounds.upperBound] }
    public subscript(bounds: PartialRangeThrough<Index>) -> Substring { self[startIndex..<index(after: bounds.upperBound)] }
    public func firstIndex(of element: Character) -> Index? {
        var offset = 0
        for character in self {
            if character == element { return Index(_offset: offset) }
            offset += 1
        }
        return nil
    }
    public func firstIndex(where predicate: (Character) throws -> Bool) rethrows -> Index? {
        var offset = 0
        for character in self {
            if try predicate(character) { return Index(_offset: offset) }
            offset += 1
        }
        return nil
    }
    public func lastIndex(of element: Character) -> Index? {
        var found: Index? = nil
        var offset = 0
        for character in self {
            if character == element { found = Index(_offset: offset) }
            offset += 1
        }
        return found
    }
}
extension String {
    /// Removes and returns the last character; traps on an empty string, as Swift's does.
    @discardableResult
    public mutating func removeLast() -> Character {
        guard let character = last else { fatalError("Can't remove last element from an empty collection") }
        self = String(dropLast())
        return character
    }
    /// Removes and returns the first character; traps on an empty string, as Swift's does.
    @discardableResult
    public mutating func removeFirst() -> Character {
        guard let character = first else { fatalError("Can't remove first element from an empty collection") }
        self = String(dropFirst())
        return character
    }
    public mutating func removeLast(_ k: Int) {
        if k > count { fatalError("Can't remove more items from a collection than it contains") }
        self = String(dropLast(k))
    }
    public mutating func removeFirst(_ k: Int) {
        if k > count { fatalError("Can't remove more items from a collection than it has") }
        self = String(dropFirst(k))
    }
    /// The last character, removed; nil for an empty string.
    public mutating func popLast() -> Character? {
        isEmpty ? nil : removeLast()
    }
}
/// A collection of exactly one element (`ShareLink(item:)` keeps its item in one).
public struct CollectionOfOne<Element>: RandomAccessCollection {
    let _element: Element
    public init(_ element: Element) { _element = element }
    public var startIndex: Int { 0 }
    public var endIndex: Int { 1 }
    public var count: Int { 1 }
    public subscript(position: Int) -> Element { _element }
    public func index(after i: Int) -> Int { i + 1 }
}
"""#
}
