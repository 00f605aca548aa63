import SwiftSyntax

/// An accessor other than the getter (a property's or subscript's `set`, a property's `willSet`
/// or `didSet`): its body and the name its value goes by.
public struct Accessor: @unchecked Sendable {
    /// `newValue` or `oldValue` unless the accessor names it (`set(value)`).
    public let parameter: String
    public let statements: CodeBlockItemListSyntax
    /// `nonmutating set`: a struct's setter that does not change `self`.
    public let isNonmutating: Bool
    public let syntax: Syntax
}
