extension Profile {
    /// `Optional.map` and `flatMap`, and the standard library's sequence algorithms, written once on `Sequence` (with bodies the
    /// interpreter runs) so every sequence has them: arrays, sets, ranges, dictionaries,
    /// strings, `zip`'s pairs and a user's own `Sequence`-conforming types. A concrete type's
    /// own member (`Array.map`, `Set.filter`) is preferred over these, as in Swift.
    static let standardSequencesSource = #"""
extension Optional {
    /// The wrapped value, not checked in an optimized build (checked here, as in a debug one).
    public var unsafelyUnwrapped: Wrapped { self! }
    public func map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U? {
        if let wrapped = self { return try transform(wrapped) }
        return nil
    }
    public func flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U? {
        if let wrapped = self { return try transform(wrapped) }
        return nil
    }
}

extension Sequence {
    public func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try transform(element)) }
        return result
    }
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] {
        var result: [Element] = []
        for element in self {
            if try isIncluded(element) { result.append(element) }
        }
        return result
    }
    public func first(where predicate: (Element) throws -> Bool) rethrows -> Element? {
        for element in self {
            if try predicate(element) { return element }
        }
        return nil
    }
    public func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        for element in self {
            if try predicate(element) { return true }
        }
        return false
    }
    public func allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool {
        for element in self {
            if !(try predicate(element)) { return false }
        }
        return true
    }
    public func compactMap<ElementOfResult>(_ transform: (Element) throws -> ElementOfResult?) rethrows -> [ElementOfResult] {
        var result: [ElementOfResult] = []
        for element in self {
            if let value = try transform(element) { result.append(value) }
        }
        return result
    }
    public func flatMap<SegmentElement>(_ transform: (Element) throws -> [SegmentElement]) rethrows -> [SegmentElement] {
        var result: [SegmentElement] = []
        for element in self {
            for inner in try transform(element) { result.append(inner) }
        }
        return result
    }
    public func reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result {
        var result = initialResult
        for element in self { result = try nextPartialResult(result, element) }
        return result
    }
    public func reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> ()) rethrows -> Result {
        var result = initialResult
        for element in self { try updateAccumulatingResult(&result, element) }
        return result
    }
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        for element in self { try body(element) }
    }
    public func max(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
        var best: Element? = nil
        for element in self {
            if let current = best {
                if try areInIncreasingOrder(current, element) { best = element }
            } else {
                best = element
            }
        }
        return best
    }
    /// The first of the least elements: `max(by:)` with the order reversed.
    public func min(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element? {
        try self.max { try areInIncreasingOrder($1, $0) }
    }
}
/// The first of the least and the first of the greatest elements, as Swift's.
extension Sequence where Element: Comparable {
    public func min() -> Element? { self.min { $0 < $1 } }
    public func max() -> Element? { self.max { $0 < $1 } }
    public func sorted() -> [Element] { Array(self).sorted() }
}
/// Any sequence's (an array's, a set's and a range's own are native).
extension Sequence where Element: Equatable {
    public func contains(_ element: Element) -> Bool { self.contains { $0 == element } }
}
/// Any sequence's, through an array of its elements (an array's own are native).
extension Sequence {
    public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element] { Array(self).sorted(by: areInIncreasingOrder) }
}
extension Sequence where Element == String {
    public func joined(separator: String = "") -> String { Array(self).joined(separator: separator) }
}
/// Lazy views, with the types Swift gives them; the playground runs their closures at once
/// (a lazy view of an endless sequence stops at the playground's limits) and keeps the
/// results as the values a `for` loop reads.
public protocol LazySequenceProtocol: Sequence {
    associatedtype Elements: Sequence
}
public struct LazySequence<Base: Sequence>: LazySequenceProtocol {
    public typealias Element = Base.Element
    public typealias Elements = Base
    var elements: [Any]
}
public struct LazyMapSequence<Base: Sequence, Element>: LazySequenceProtocol {
    public typealias Elements = LazyMapSequence<Base, Element>
    var elements: [Any]
}
public struct LazyFilterSequence<Base: Sequence>: LazySequenceProtocol {
    public typealias Element = Base.Element
    public typealias Elements = LazyFilterSequence<Base>
    var elements: [Any]
}
/// Over a collection, a lazy sequence is a collection (`LazyMapCollection` is `LazyMapSequence`).
extension LazySequence: Collection where Base: Collection {}
extension LazyMapSequence: Collection where Base: Collection {}
extension LazyFilterSequence: Collection where Base: Collection {}
extension Sequence {
    public var lazy: LazySequence<Self> {
        var elements: [Any] = []
        for element in self { elements.append(element) }
        return LazySequence<Self>(elements: elements)
    }
}
extension LazySequenceProtocol {
    public func map<U>(_ transform: @escaping (Element) -> U) -> LazyMapSequence<Elements, U> {
        var mapped: [Any] = []
        for element in self { mapped.append(transform(element)) }
        return LazyMapSequence<Elements, U>(elements: mapped)
    }
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazyFilterSequence<Elements> {
        var kept: [Any] = []
        for element in self {
            if isIncluded(element) { kept.append(element) }
        }
        return LazyFilterSequence<Elements>(elements: kept)
    }
    public func compactMap<U>(_ transform: @escaping (Element) -> U?) -> LazyMapSequence<LazyFilterSequence<LazyMapSequence<Elements, U?>>, U> {
        var kept: [Any] = []
        for element in self {
            if let value = transform(element) { kept.append(value) }
        }
        return LazyMapSequence<LazyFilterSequence<LazyMapSequence<Elements, U?>>, U>(elements: kept)
    }
}
extension LazyMapSequence {
    /// Two maps in a row fuse into one, as in Swift.
    public func map<U>(_ transform: @escaping (Element) -> U) -> LazyMapSequence<Base, U> {
        var mapped: [Any] = []
        for element in self { mapped.append(transform(element)) }
        return LazyMapSequence<Base, U>(elements: mapped)
    }
}
extension LazyFilterSequence {
    /// Two filters in a row fuse into one, as in Swift.
    public func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazyFilterSequence<Base> {
        var kept: [Any] = []
        for element in self {
            if isIncluded(element) { kept.append(element) }
        }
        return LazyFilterSequence<Base>(elements: kept)
    }
}
/// `stride(from:to:by:)` and `stride(from:through:by:)`: the values, made at once (of an `Int`
/// or a `Double` here).
public struct StrideTo<Element: Strideable>: Sequence {
    var elements: [Element]
}
public struct StrideThrough<Element: Strideable>: Sequence {
    var elements: [Element]
}
public func stride<T: Strideable>(from start: T, to end: T, by stride: T.Stride) -> StrideTo<T>
public func stride<T: Strideable>(from start: T, through end: T, by stride: T.Stride) -> StrideThrough<T>
/// `zip`'s pairs, made eagerly (the shorter sequence decides the length).
public struct Zip2Sequence<Sequence1: Sequence, Sequence2: Sequence>: Sequence {
    public typealias Element = (Sequence1.Element, Sequence2.Element)
    var elements: [(Sequence1.Element, Sequence2.Element)]
}
public func zip<Sequence1: Sequence, Sequence2: Sequence>(_ sequence1: Sequence1, _ sequence2: Sequence2) -> Zip2Sequence<Sequence1, Sequence2> {
    let second = Array(sequence2)
    var pairs: [(Sequence1.Element, Sequence2.Element)] = []
    for element in sequence1 {
        if pairs.count == second.count { break }
        pairs.append((element, second[pairs.count]))
    }
    return Zip2Sequence(elements: pairs)
}
/// A sequence's elements with their offsets from zero (`enumerated()`), copied eagerly; a
/// collection when its base is one (Swift 6.2), so `ForEach(items.enumerated(), id: \.offset)`.
public struct EnumeratedSequence<Base: Sequence>: Sequence {
    public typealias Element = (offset: Int, element: Base.Element)
    /// A position: the offset of the pair it reads.
    public struct Index: Comparable, Hashable {
        let _offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs._offset < rhs._offset }
    }
    var elements: [(offset: Int, element: Base.Element)]
}
extension EnumeratedSequence: Collection where Base: Collection {
    public var startIndex: Index { Index(_offset: 0) }
    public var endIndex: Index { Index(_offset: elements.count) }
    public subscript(position: Index) -> (offset: Int, element: Base.Element) { elements[position._offset] }
    public func index(after i: Index) -> Index { Index(_offset: i._offset + 1) }
}
extension EnumeratedSequence: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: Index) -> Index { Index(_offset: i._offset - 1) }
}
extension EnumeratedSequence: RandomAccessCollection where Base: RandomAccessCollection {}
/// A bidirectional collection's elements in reverse order (`reversed()`), copied eagerly.
public struct ReversedCollection<Base: BidirectionalCollection>: BidirectionalCollection {
    public typealias Element = Base.Element
    /// A position: the offset from the reversed collection's start.
    public struct Index: Comparable, Hashable {
        let _offset: Int
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs._offset < rhs._offset }
    }
    let _base: Base
    var elements: [Base.Element]
    public var startIndex: Index { Index(_offset: 0) }
    public var endIndex: Index { Index(_offset: elements.count) }
    public subscript(position: Index) -> Base.Element { elements[position._offset] }
    public func index(after i: Index) -> Index { Index(_offset: i._offset + 1) }
    public func index(before i: Index) -> Index { Index(_offset: i._offset - 1) }
    /// The collection reversed back: its base.
    public func reversed() -> Base { _base }
}
extension ReversedCollection: RandomAccessCollection where Base: RandomAccessCollection {}
extension Sequence {
    /// The elements in reverse order, as an array: what a sequence that is not a
    /// bidirectional collection, or an array context (`let a: [Int] = r.reversed()`), gets.
    public func reversed() -> [Element] { Array(self)._reversed() }
    public func enumerated() -> EnumeratedSequence<Self> {
        EnumeratedSequence(elements: Array(self)._enumerated())
    }
}
extension BidirectionalCollection {
    public func reversed() -> ReversedCollection<Self> {
        ReversedCollection(_base: self, elements: Array(self)._reversed())
    }
}
/// A collection's elements between two of its positions (`prefix`, `dropFirst`… of a
/// collection without slices of its own), copied eagerly; its positions are its base's.
public struct Slice<Base: Collection>: Collection {
    public typealias Element = Base.Element
    public typealias Index = Base.Index
    public let base: Base
    public let startIndex: Base.Index
    public let endIndex: Base.Index
    var elements: [Base.Element]
    public init(base: Base, bounds: Range<Base.Index>) {
        self.base = base
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        var collected: [Base.Element] = []
        var position = bounds.lowerBound
        while position != bounds.upperBound {
            collected.append(base[position])
            position = base.index(after: position)
        }
        elements = collected
    }
    public subscript(position: Base.Index) -> Base.Element { base[position] }
    public func index(after i: Base.Index) -> Base.Index { base.index(after: i) }
}
extension Slice: BidirectionalCollection where Base: BidirectionalCollection {}
extension Slice: RandomAccessCollection where Base: RandomAccessCollection {}
extension Collection {
    /// The position `distance` steps after `i`, or `limit` when it comes first.
    func _index(_ i: Index, steps distance: Int, limit: Index) -> Index {
        var position = i
        var taken = 0
        while taken < distance && position != limit {
            position = index(after: position)
            taken += 1
        }
        return position
    }
    public func prefix(_ maxLength: Int) -> Slice<Self> {
        Slice(base: self, bounds: startIndex..<_index(startIndex, steps: maxLength, limit: endIndex))
    }
    public func dropFirst(_ k: Int = 1) -> Slice<Self> {
        Slice(base: self, bounds: _index(startIndex, steps: k, limit: endIndex)..<endIndex)
    }
    public func suffix(_ maxLength: Int) -> Slice<Self> {
        Slice(base: self, bounds: _index(startIndex, steps: count - maxLength, limit: endIndex)..<endIndex)
    }
    public func dropLast(_ k: Int = 1) -> Slice<Self> {
        Slice(base: self, bounds: startIndex..<_index(startIndex, steps: count - k, limit: endIndex))
    }
    /// The leading elements that satisfy `predicate`.
    public func prefix(while predicate: (Element) throws -> Bool) rethrows -> Slice<Self> {
        var end = startIndex
        while end != endIndex, try predicate(self[end]) { end = index(after: end) }
        return Slice(base: self, bounds: startIndex..<end)
    }
    /// The elements after the leading ones that satisfy `predicate`.
    public func drop(while predicate: (Element) throws -> Bool) rethrows -> Slice<Self> {
        var start = startIndex
        while start != endIndex, try predicate(self[start]) { start = index(after: start) }
        return Slice(base: self, bounds: start..<endIndex)
    }
}
extension Range where Bound == Int {
    /// A range's slices are ranges.
    public func prefix(_ maxLength: Int) -> Range<Int> { lowerBound..<(lowerBound + _clamped(maxLength)) }
    public func dropFirst(_ k: Int = 1) -> Range<Int> { (lowerBound + _clamped(k))..<upperBound }
    public func suffix(_ maxLength: Int) -> Range<Int> { (upperBound - _clamped(maxLength))..<upperBound }
    public func dropLast(_ k: Int = 1) -> Range<Int> { lowerBound..<(upperBound - _clamped(k)) }
    /// `n`, at most the range's count.
    func _clamped(_ n: Int) -> Int { n < count ? n : count }
}
extension String {
    public func filter(_ isIncluded: (Character) throws -> Bool) rethrows -> String {
        var result = ""
        for character in self {
            if try isIncluded(character) { result.append(String(character)) }
        }
        return result
    }
    /// Foundation's, in the playground's one locale: `capitalized`.
    public var localizedCapitalized: String { capitalized }
    public var localizedUppercase: String { uppercased() }
    public var localizedLowercase: String { lowercased() }
}
"""#
}
