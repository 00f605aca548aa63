extension Profile {
    /// Raw pointers as view files reach them: `unsafeBitCast(object, to: UnsafeRawPointer.self)`
    /// for an object's identity (SwiftUIX's `Action` hashes its closure so), and `#dsohandle`,
    /// the image the code is in, for `os_log(dso:)` (the Defaults package passes one).
    static let standardPointersSource = #"""
/// A raw pointer: here, an object's identity (the playground has no memory to point into).
public struct UnsafeRawPointer: Hashable {
    let _identity: ObjectIdentifier
    public func hash(into hasher: inout Hasher) { hasher.combine(_identity) }
}
/// `unsafeBitCast(object, to: UnsafeRawPointer.self)` (an object's address, as its identity) and a
/// cast to the value's own type; any other reinterpretation of bits stops the run.
public func unsafeBitCast<T, U>(_ x: T, to type: U.Type) -> U {
    if let same = x as? U { return same }
    if U.self == UnsafeRawPointer.self, let pointer = UnsafeRawPointer(_identity: ObjectIdentifier(x as AnyObject)) as? U { return pointer }
    fatalError("unsafeBitCast from '\(T.self)' to '\(U.self)' is not available in the playground")
}
/// A raw pointer one may write through: here too, an identity.
public struct UnsafeMutableRawPointer: Hashable {
    let _identity: ObjectIdentifier
    public init(mutating other: UnsafeRawPointer) { _identity = other._identity }
    public init<T>(mutating other: UnsafePointer<T>) { fatalError("a pointer into memory is not available in the playground") }
}
extension UnsafeRawPointer {
    /// A mutable pointer given where a function takes this one converts with this initializer.
    public init(_ other: UnsafeMutableRawPointer) { self.init(_identity: other._identity) }
}
/// What `#dsohandle` is: the playground's one image (its code is in no executable or library).
public var _dsohandle: UnsafeRawPointer { UnsafeRawPointer(_identity: ObjectIdentifier(UnsafeRawPointer.self)) }
"""#
}
