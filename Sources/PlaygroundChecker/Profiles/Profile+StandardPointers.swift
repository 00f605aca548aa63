extension Profile {
    /// Raw pointers as view files reach them: `unsafeBitCast(object, to: UnsafeRawPointer.self)`
    /// for an object's identity (SwiftUIX's `Action` hashes its closure so).
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
"""#
}
