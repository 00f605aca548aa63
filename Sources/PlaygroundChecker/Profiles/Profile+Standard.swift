extension Profile {
    /// The part of the Swift standard library the playground knows, declared for its checker
    /// only (swiftc has the real one). Members without a body are implemented natively.
    /// The standard library's sources: the core, then the number types.
    static var standardLibrarySources: [String] { [standardLibrarySource, standardCodingSource, standardFoundationNativesSource, standardSequencesSource, standardNumbersSource, standardRandomSource, standardResultSource, standardConcurrencySource, standardCollectionsSource, standardDictionariesSource, standardCharactersSource, standardStringsSource, standardPointersSource] }

    static let standardLibrarySource = #"""
public protocol Equatable {}
public protocol Hashable: Equatable {}
/// The playground's hash values are the same in every run (Swift seeds them per process).
extension Hashable {
    public var hashValue: Int { get }
}
public protocol Comparable: Equatable {}
/// A marker: values safe to share across concurrency domains (nothing to check here).
public protocol Sendable {}
/// Every class conforms, and only classes: the checker knows it by name.
public protocol AnyObject {}
/// Any class's metatype (`Bundle(for: Token.self)`).
public typealias AnyClass = AnyObject.Type
/// Foundation's interval in seconds.
public typealias TimeInterval = Double
/// An enum without associated values lists its cases in declaration order.
public protocol CaseIterable where AllCases.Element == Self {
    associatedtype AllCases: Collection
    static var allCases: AllCases { get }
}
public protocol BidirectionalCollection<Element>: Collection {}
public protocol RandomAccessCollection<Element>: BidirectionalCollection {}
public protocol MutableCollection<Element>: Collection {
    subscript(position: Index) -> Element { get set }
}
public protocol RangeReplaceableCollection<Element>: Collection {}
public protocol Strideable: Comparable { associatedtype Stride }
/// The arithmetic protocols: a generic `T: Numeric` has the operators (`ExpressionChecker.genericArithmetic`).
public protocol AdditiveArithmetic: Equatable { static var zero: Self { get } }
public protocol Numeric: AdditiveArithmetic, ExpressibleByIntegerLiteral {}
public protocol SignedNumeric: Numeric {}
/// `T(count)` in generic code: the number types' own initializers witness these.
public protocol BinaryFloatingPoint: FloatingPoint, ExpressibleByFloatLiteral { init<Source: BinaryInteger>(_ value: Source); init<Source: BinaryFloatingPoint>(_ value: Source) }
public protocol BinaryInteger: Hashable, Strideable, Numeric, CustomStringConvertible { init<T: BinaryInteger>(_ source: T); init<T: BinaryFloatingPoint>(_ source: T) }
public protocol SignedInteger: BinaryInteger, SignedNumeric {}
public protocol UnsignedInteger: BinaryInteger {}
public protocol StringProtocol {}
public protocol SetAlgebra<Element>: Equatable {}
public protocol OptionSet: SetAlgebra {}
/// The set algebra of option sets, on the bits of their `rawValue` (implemented natively).
extension OptionSet {
    public func contains(_ member: Self) -> Bool
    public func union(_ other: Self) -> Self
    public func intersection(_ other: Self) -> Self
    public func subtracting(_ other: Self) -> Self
    public func symmetricDifference(_ other: Self) -> Self
    public func isSubset(of other: Self) -> Bool
    public func isDisjoint(with other: Self) -> Bool
    public var isEmpty: Bool { get }
    public mutating func formUnion(_ other: Self)
    public mutating func formIntersection(_ other: Self)
    public mutating func subtract(_ other: Self)
    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self)
    @discardableResult
    public mutating func remove(_ member: Self) -> Self?
}
public protocol Identifiable {
    associatedtype ID: Hashable
    var id: ID { get }
}
/// A class instance's identity: numbered per session in the order identities are asked for
/// (Swift's is an address, which would change from run to run).
public struct ObjectIdentifier: Hashable {
    public init(_ x: AnyObject)
    public init(_ x: Any.Type)
}
extension Identifiable where Self: AnyObject {
    public var id: ObjectIdentifier { ObjectIdentifier(self) }
}
public protocol CustomStringConvertible { var description: String { get } }
public protocol CustomDebugStringConvertible { var debugDescription: String { get } }
public protocol Error {}
extension Error {
    /// Foundation's: a `LocalizedError`'s `errorDescription`, else "The operation couldn’t be
    /// completed. (main.Failure error 1.)" with the error's type and code, as on Apple's platforms.
    public var localizedDescription: String { get }
}
/// Foundation's `JSONDecoder` and `JSONEncoder` read and write the conforming types.
public protocol Encodable {}
public protocol Decodable {}
public typealias Codable = Decodable & Encodable
extension Bool: Codable {}
extension Int: Codable {}
extension Double: Codable {}
extension Float: Codable {}
extension String: Codable {}
extension Array: Encodable where Element: Encodable {}
extension Array: Decodable where Element: Decodable {}
extension Optional: Equatable where Wrapped: Equatable {}
extension Array: Equatable where Element: Equatable {}
/// `[1, 2].description` is `"[1, 2]"`, what `print` writes.
extension Array: CustomStringConvertible {}
extension Set: CustomStringConvertible {}
extension Array: Hashable where Element: Hashable {}
extension Optional: Hashable where Wrapped: Hashable {}
extension Optional: Encodable where Wrapped: Encodable {}
extension Optional: Decodable where Wrapped: Decodable {}
extension Range: Encodable where Bound: Encodable {}
extension Range: Decodable where Bound: Decodable {}
extension ClosedRange: Encodable where Bound: Encodable {}
extension ClosedRange: Decodable where Bound: Decodable {}
extension Set: Encodable where Element: Encodable {}
extension Set: Decodable where Element: Decodable {}
extension UUID: Codable {}
/// A single-character literal makes the type with `init(extendedGraphemeClusterLiteral:)`.
public protocol ExpressibleByExtendedGraphemeClusterLiteral {}
public protocol ExpressibleByStringLiteral {}
/// A literal with `\(…)` of such a type is built by its `StringInterpolation` (SE-0228).
public protocol ExpressibleByStringInterpolation: ExpressibleByStringLiteral {}
public protocol StringInterpolationProtocol {}
/// A value printf-style formatting takes (`String(format:)`).
public protocol CVarArg {}
extension Int: CVarArg {}
extension Double: CVarArg {}
extension Double: CustomStringConvertible {}
extension Float: CustomStringConvertible {}
extension Float: CVarArg {}
extension String: CVarArg {}
/// Feeds a value's parts to its hash (`func hash(into hasher: inout Hasher)`).
public struct Hasher {
    public init()
    public mutating func combine<H: Hashable>(_ value: H)
    public func finalize() -> Int
}
/// Coding keys are marked, not checked (`enum CodingKeys: String, CodingKey`).
public protocol CodingKey {}
public protocol ExpressibleByArrayLiteral {}
public protocol ExpressibleByIntegerLiteral {}
public protocol ExpressibleByFloatLiteral {}
public protocol ExpressibleByBooleanLiteral {}
public protocol RawRepresentable {
    associatedtype RawValue
    init?(rawValue: RawValue)
    var rawValue: RawValue { get }
}

public enum Never: Hashable, Error {}
public struct Bool: Hashable, ExpressibleByBooleanLiteral, CustomStringConvertible {
    public init()
    public var description: String { self ? "true" : "false" }
    public mutating func toggle()
    public static func random() -> Bool
}
public struct Character: Hashable, Comparable {
    public init(_ content: String)
    public func uppercased() -> String
    public func lowercased() -> String
}
/// A string literal known at compile time (`"hello"` where a `StaticString` is wanted).
public struct StaticString: CustomStringConvertible, _PrintedByDescription, CustomDebugStringConvertible {
    public var description: String { get }
    public var utf8CodeUnitCount: Int { description.utf8.count }
    public var isASCII: Bool { description.utf8.allSatisfy { $0 < 128 } }
    public var debugDescription: String { description.debugDescription }
}
public struct String: Hashable, Comparable, StringProtocol, ExpressibleByStringLiteral, BidirectionalCollection {
    public typealias Element = Character
    public typealias SubSequence = Substring
    public init()
    public init(_ value: Int)
    public init(_ value: Double)
    public init(_ value: Float)
    public init<T: BinaryInteger>(_ value: T)
    public init<S: StringProtocol>(_ other: S)
    public init(_ character: Character)
    public init<T>(describing instance: T)
    /// Foundation's printf-style formatting: `%d`, `%.2f`, `%@`, flags, width and precision.
    public init(format: String, _ arguments: CVarArg...)
    public init<T>(reflecting subject: T)
    public var count: Int { get }
    public var isEmpty: Bool { get }
    public func uppercased() -> String
    public func lowercased() -> String
    public func hasPrefix(_ prefix: String) -> Bool
    public func hasSuffix(_ suffix: String) -> Bool
    public mutating func append(_ other: String)
    public mutating func append(_ c: Character)
    public func map<T>(_ transform: (Character) -> T) -> Array<T>
    public var first: Character? { get }
    public var last: Character? { get }
    public func prefix(_ maxLength: Int) -> Substring
    public func suffix(_ maxLength: Int) -> Substring
    public func dropFirst(_ k: Int = 1) -> Substring
    public func dropLast(_ k: Int = 1) -> Substring
    /// Foundation's: each word's first letter uppercased, the rest lowercased.
    public var capitalized: String { get }
    public func contains(_ other: String) -> Bool
    public func components(separatedBy separator: String) -> [String]
    /// Foundation's: `Target` and `Replacement` may be substrings (`result[range]`).
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(of target: Target, with replacement: Replacement) -> String
}
/// A part of a string (`prefix`, `split`).
public struct Substring: Hashable, Comparable, StringProtocol {
    public var count: Int { get }
    public var isEmpty: Bool { get }
    public func uppercased() -> String
    public func lowercased() -> String
    public func hasPrefix(_ prefix: String) -> Bool
    public func hasSuffix(_ suffix: String) -> Bool
}
/// A type `nil` can be written for (the checker gives `nil` to optionals only).
public protocol ExpressibleByNilLiteral {
    init(nilLiteral: ())
}
public enum Optional<Wrapped>: ExpressibleByNilLiteral {
    case none
    case some(Wrapped)
    public init(_ some: Wrapped)
    public init(nilLiteral: ())
}
public struct Array<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = ArraySlice<Element>
    public init()
    public init(_ range: Range<Element>)
    public init(_ range: ClosedRange<Element>)
    public var count: Int { get }
    public var indices: Range<Int> { get }
    public var startIndex: Int { get }
    public var endIndex: Int { get }
    public var isEmpty: Bool { get }
    public var first: Element? { get }
    public var last: Element? { get }
    public mutating func append(_ newElement: Element)
    public mutating func removeLast() -> Element
    public mutating func removeAll()
    public func contains(_ element: Element) -> Bool
    public func _reversed() -> Array<Element>
    public func sorted() -> Array<Element>
    public func shuffled() -> Array<Element>
    public func map<T>(_ transform: (Element) -> T) -> Array<T>
    public func filter(_ isIncluded: (Element) -> Bool) -> Array<Element>
    public func _enumerated() -> Array<(offset: Int, element: Element)>
    public func makeIterator() -> IndexingIterator<Array<Element>>
}
extension Array where Element == String {
    public func joined(separator: String = "") -> String
}
extension Array {
    public init<S: Sequence>(_ elements: S) where S.Element == Element
    public init(repeating repeatedValue: Element, count: Int)
    public static func + (lhs: [Element], rhs: [Element]) -> [Element] {
        var result = lhs
        result.append(contentsOf: rhs)
        return result
    }
    public mutating func insert(_ newElement: Element, at i: Int)
    public mutating func remove(at index: Int) -> Element
    public mutating func removeFirst() -> Element
    public mutating func removeFirst(_ k: Int) {
        if k > count { fatalError("Can't remove more items from a collection than it contains") }
        for _ in 0..<k { _ = self.removeFirst() }
    }
    public mutating func removeLast(_ k: Int) {
        if k > count { fatalError("Can't remove more items from a collection than it contains") }
        for _ in 0..<k { _ = self.removeLast() }
    }
    public mutating func popLast() -> Element? { isEmpty ? nil : removeLast() }
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element
    public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
    public mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool)
    public func prefix(_ maxLength: Int) -> ArraySlice<Element>
    public func suffix(_ maxLength: Int) -> ArraySlice<Element>
    public func dropFirst(_ k: Int = 1) -> ArraySlice<Element>
    public func dropLast(_ k: Int = 1) -> ArraySlice<Element>
    public func prefix(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> { prefix(try _leadingCount(while: predicate)) }
    public func drop(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element> { dropFirst(try _leadingCount(while: predicate)) }
    public func randomElement() -> Element?
    public func last(where predicate: (Element) -> Bool) -> Element? {
        var found: Element? = nil
        for element in self {
            if predicate(element) { found = element }
        }
        return found
    }
    public func firstIndex(where predicate: (Element) -> Bool) -> Int? {
        var index = 0
        for element in self {
            if predicate(element) { return index }
            index += 1
        }
        return nil
    }
    public func lastIndex(where predicate: (Element) -> Bool) -> Int? {
        var index = 0
        var found: Int? = nil
        for element in self {
            if predicate(element) { found = index }
            index += 1
        }
        return found
    }
    public mutating func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        self = filter { !shouldBeRemoved($0) }
    }
}
extension Array where Element: Equatable {
    public func firstIndex(of element: Element) -> Int?
    public func lastIndex(of element: Element) -> Int?
}
extension Array where Element: Comparable {
    public func max() -> Element?
    public func min() -> Element?
}
/// A contiguous part of an array (`prefix`, `dropFirst`); here it keeps no indices of its own.
public struct ArraySlice<Element>: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = ArraySlice<Element>
    public var count: Int { get }
    public var isEmpty: Bool { get }
    public var first: Element? { get }
    public var last: Element? { get }
    public func map<T>(_ transform: (Element) -> T) -> Array<T>
    public func contains(_ element: Element) -> Bool
    public func enumerated() -> Array<(offset: Int, element: Element)>
    public func makeIterator() -> IndexingIterator<ArraySlice<Element>>
}
/// Unordered unique elements; the playground keeps them in insertion order, so output is stable.
public struct Set<Element: Hashable>: Hashable, Collection, ExpressibleByArrayLiteral {
    public init()
    public init(_ elements: [Element])
    /// The sequence's distinct elements (`Set("🥳👍🏼")` is a set of characters).
    public init<Source: Sequence>(_ sequence: Source) where Source.Element == Element {
        self.init(Array(sequence))
    }
    public var count: Int { get }
    public var isEmpty: Bool { get }
    public var first: Element? { get }
    public func contains(_ member: Element) -> Bool
    @discardableResult
    public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
    @discardableResult
    public mutating func remove(_ member: Element) -> Element?
    public mutating func removeAll()
    public func union(_ other: Set<Element>) -> Set<Element>
    public func intersection(_ other: Set<Element>) -> Set<Element>
    public func subtracting(_ other: Set<Element>) -> Set<Element>
    public mutating func formUnion(_ other: Set<Element>)
    public func isSubset(of other: Set<Element>) -> Bool
    public func map<T>(_ transform: (Element) -> T) -> [T]
    public func filter(_ isIncluded: (Element) -> Bool) -> Set<Element>
    public func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
    public func makeIterator() -> IndexingIterator<Set<Element>>
}
extension Set where Element: Comparable {
    public func sorted() -> [Element]
}
extension Set {
    public mutating func subtract(_ other: Set<Element>) { self = subtracting(other) }
    public mutating func formIntersection(_ other: Set<Element>) { self = intersection(other) }
    public func symmetricDifference(_ other: Set<Element>) -> Set<Element> { subtracting(other).union(other.subtracting(self)) }
    public mutating func formSymmetricDifference(_ other: Set<Element>) { self = symmetricDifference(other) }
    public func isSuperset(of other: Set<Element>) -> Bool { other.isSubset(of: self) }
    public func isDisjoint(with other: Set<Element>) -> Bool { intersection(other).isEmpty }
    public func isStrictSubset(of other: Set<Element>) -> Bool { isSubset(of: other) && count < other.count }
    public func isStrictSuperset(of other: Set<Element>) -> Bool { other.isStrictSubset(of: self) }
}
public struct IndexingIterator<Elements> {}
extension String {
    /// `value` in base `radix` (2 to 36): `String(255, radix: 16)` is "ff". Swift's `radix`
    /// defaults to 10; here it is required, so `String(5)` stays the plain initializer.
    public init<T: BinaryInteger>(_ value: T, radix: Int, uppercase: Bool = false) {
        if radix < 2 || radix > 36 { fatalError("Radix must be between 2 and 36") }
        let digits = Array(uppercase ? "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "0123456789abcdefghijklmnopqrstuvwxyz")
        var rest = Int(value)
        let negative = rest < 0
        if negative { rest = -rest }
        var text = rest == 0 ? "0" : ""
        while rest > 0 {
            text = String(digits[rest % radix]) + text
            rest /= radix
        }
        self = negative ? "-" + text : text
    }
    public init(repeating repeatedValue: String, count: Int) {
        if count < 0 { fatalError("Negative count not allowed") }
        var text = ""
        for _ in 0..<count { text += repeatedValue }
        self = text
    }
    public init(repeating repeatedValue: Character, count: Int) {
        self.init(repeating: String(repeatedValue), count: count)
    }
}
extension BinaryInteger {
    /// Whether this is a multiple of `other` (0 is a multiple of everything, only 0 of 0).
    public func isMultiple(of other: Self) -> Bool {
        if other == 0 { return self == 0 }
        return self % other == 0
    }
}
public struct Range<Bound: Comparable>: RandomAccessCollection {
    public typealias Element = Bound
    public func map<T>(_ transform: (Bound) -> T) -> [T]
    public func filter(_ isIncluded: (Bound) -> Bool) -> [Bound]
    public func forEach(_ body: (Bound) -> Void)
    public var lowerBound: Bound { get }
    public var upperBound: Bound { get }
    public var count: Int { get }
    public func contains(_ element: Bound) -> Bool
}
public struct ClosedRange<Bound: Comparable>: RandomAccessCollection {
    public typealias Element = Bound
    public func map<T>(_ transform: (Bound) -> T) -> [T]
    public func filter(_ isIncluded: (Bound) -> Bool) -> [Bound]
    public func forEach(_ body: (Bound) -> Void)
    public var lowerBound: Bound { get }
    public var upperBound: Bound { get }
    public var count: Int { get }
    public func contains(_ element: Bound) -> Bool
}
public struct PartialRangeUpTo<Bound: Comparable> {}
public struct PartialRangeThrough<Bound: Comparable> {}
public struct PartialRangeFrom<Bound: Comparable> {}
/// Key paths are classes, as in Swift: a writable one is also a `KeyPath`.
/// Any key path, its root and value types erased.
public class AnyKeyPath: Hashable {}
/// A key path from `Root` to a value of a type erased.
public class PartialKeyPath<Root>: AnyKeyPath {}
public class KeyPath<Root, Value>: PartialKeyPath<Root> {
    public func appending<AppendedValue>(path: KeyPath<Value, AppendedValue>) -> KeyPath<Root, AppendedValue>
}
public class WritableKeyPath<Root, Value>: KeyPath<Root, Value> {
    public func appending<AppendedValue>(path: WritableKeyPath<Value, AppendedValue>) -> WritableKeyPath<Root, AppendedValue>
}
public class ReferenceWritableKeyPath<Root, Value>: WritableKeyPath<Root, Value> {}
/// Foundation's `UUID`; `UUID()` counts up per session (00000000-0000-4000-8000-000000000001, …)
/// so transcripts stay stable.
public struct UUID: Hashable {
    public init()
    /// Nil unless `string` is 32 hexadecimal digits grouped 8-4-4-4-12.
    public init?(uuidString string: String)
    public var uuidString: String { get }
}
public struct AnyHashable: Hashable, CustomStringConvertible, _PrintedByDescription, CustomDebugStringConvertible {
    public init<H: Hashable>(_ base: H)
    /// The value wrapped.
    public var base: Any { get }
    public var description: String { String(describing: base) }
    public var debugDescription: String { "AnyHashable(" + String(reflecting: base) + ")" }
}
/// The concurrency library's priorities.
public struct TaskPriority: Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let high = TaskPriority(rawValue: 25)
    public static let medium = TaskPriority(rawValue: 21)
    public static let low = TaskPriority(rawValue: 17)
    public static let userInitiated = TaskPriority(rawValue: 25)
    public static let utility = TaskPriority(rawValue: 17)
    public static let background = TaskPriority(rawValue: 9)
}
/// A unit of asynchronous work. The playground runs a task's operation at once, to its end
/// (sleeps return at once), so a session stays deterministic.
public struct Task<Success, Failure: Error> {
    public func cancel()
    public var isCancelled: Bool { get }
}
// `Task { … }` may name a class's members without `self.` (`@_implicitSelfCapture`); `detached` may not.
extension Task where Failure == Never {
    @discardableResult
    public init(priority: TaskPriority? = nil, @_implicitSelfCapture operation: @escaping () async -> Success)
}
extension Task where Failure == Error {
    @discardableResult
    public init(priority: TaskPriority? = nil, @_implicitSelfCapture operation: @escaping () async throws -> Success)
}
extension Task where Failure == Never {
    /// Runs at once, as `Task { … }` does.
    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: @escaping () async -> Success) -> Task<Success, Failure>
}
extension Task where Failure == Error {
    @discardableResult
    public static func detached(priority: TaskPriority? = nil, operation: @escaping () async throws -> Success) -> Task<Success, Failure>
}
extension Task {
    /// What the operation gave back, or the error it threw (it ran when the task was made).
    public var value: Success { get async throws }
}
extension Task where Failure == Never {
    public var value: Success { get async }
}
extension Task where Success == Never, Failure == Never {
    /// Never cancelled: a task here runs to its end at once.
    public static var isCancelled: Bool { get }
    public static func checkCancellation() throws
    public static func sleep(for duration: Duration) async throws
    public static func sleep(nanoseconds duration: UInt64) async throws
}
/// A length of time, as `Task.sleep(for:)` and animations take it.
public struct Duration: Hashable, Comparable {
    public var milliseconds: Int
    public init(milliseconds: Int) { self.milliseconds = milliseconds }
    public static func seconds(_ seconds: Int) -> Duration { Duration(milliseconds: seconds * 1000) }
    public static func seconds(_ seconds: Double) -> Duration { Duration(milliseconds: Int(seconds * 1000)) }
    public static func milliseconds(_ milliseconds: Int) -> Duration { Duration(milliseconds: milliseconds) }
    public static func < (lhs: Duration, rhs: Duration) -> Bool { lhs.milliseconds < rhs.milliseconds }
    public static var zero: Duration { Duration(milliseconds: 0) }
    public static func + (lhs: Duration, rhs: Duration) -> Duration { Duration(milliseconds: lhs.milliseconds + rhs.milliseconds) }
    public static func - (lhs: Duration, rhs: Duration) -> Duration { Duration(milliseconds: lhs.milliseconds - rhs.milliseconds) }
    public static func * (lhs: Duration, rhs: Double) -> Duration { Duration(milliseconds: Int((Double(lhs.milliseconds) * rhs).rounded())) }
    public static func * (lhs: Duration, rhs: Int) -> Duration { Duration(milliseconds: lhs.milliseconds * rhs) }
    public static func / (lhs: Duration, rhs: Double) -> Duration { Duration(milliseconds: Int((Double(lhs.milliseconds) / rhs).rounded())) }
    public static func / (lhs: Duration, rhs: Int) -> Duration { Duration(milliseconds: lhs.milliseconds / rhs) }
    public static func / (lhs: Duration, rhs: Duration) -> Double { Double(lhs.milliseconds) / Double(rhs.milliseconds) }
    /// Whole seconds, and the rest in attoseconds (10⁻¹⁸ s).
    public var components: (seconds: Int64, attoseconds: Int64) {
        (seconds: Int64(milliseconds / 1000), attoseconds: Int64(milliseconds % 1000) * 1_000_000_000_000_000)
    }
}
/// The process's command line: the playground runs with no arguments but its name, as
/// `ProcessInfo.processInfo.arguments` says.
public enum CommandLine {
    public static var arguments: [String] = ["Playground"]
    public static var argc: Int32 { Int32(arguments.count) }
}
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n")
/// Like `print`, strings quoted (their `debugDescription`).
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n")
/// The body of a module's member whose own body did not check: running it stops with the error.
public func _notLoaded(_ number: Int) -> Never
public func fatalError(_ message: String = "", file: StaticString = #file, line: UInt = #line) -> Never
/// `assert` and `precondition` (their arguments are evaluated eagerly here: no autoclosures).
public func assert(_ condition: Bool, _ message: String = "", file: StaticString = #file, line: UInt = #line) {
    if !condition { fatalError(message) }
}
public func precondition(_ condition: Bool, _ message: String = "", file: StaticString = #file, line: UInt = #line) {
    if !condition { fatalError(message) }
}
public func assertionFailure(_ message: String = "", file: StaticString = #file, line: UInt = #line) {
    fatalError(message)
}
public func preconditionFailure(_ message: String = "", file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message)
}
public func min<T: Comparable>(_ x: T, _ y: T) -> T
public func max<T: Comparable>(_ x: T, _ y: T) -> T
public func abs<T: Comparable>(_ x: T) -> T
/// Exchanges two variables' values (`swap(&a, &b)`).
public func swap<T>(_ a: inout T, _ b: inout T) {
    let saved = a
    a = b
    b = saved
}
"""#
}
