import PlaygroundChecker

/// One node of the evaluated view graph: a view's value, its type, and the views it holds.
public final class ViewNode: @unchecked Sendable {
    /// Which branch of a conditional is showing.
    public enum Branch: Sendable {
        case first(inactive: SwiftType)
        case second(inactive: SwiftType)
        case some
        case none(wrapped: SwiftType)
    }

    /// The view's (dynamic) type.
    public let type: SwiftType
    public let value: Value
    /// The stored property this child came from (`content`, `label`, `body`…), or `element`.
    public let role: String
    public var children: [ViewNode] = []
    public var branch: Branch?
    /// For `ForEach` rows: the element's identifier.
    public var elementID: Value?
    /// The structural position, for the nodes a person can act on later (`NavigationLink`).
    public internal(set) var path: String?
    /// For a `ModifiedContent` whose modifier is an `EnvironmentalModifier`: the type of the
    /// modifier its `resolve(in:)` returned, whose body holds the content.
    public internal(set) var resolvedModifierType: SwiftType?

    public init(type: SwiftType, value: Value, role: String) {
        self.type = type
        self.value = value
        self.role = role
    }

    /// The declaration of the view's type, for instances.
    public var decl: NominalDecl? {
        if case .instance(let i) = value { return i.decl }
        return nil
    }

    /// The type's innermost name (`VStack`), or `Optional` for optionals.
    public var kindName: String {
        if case .nominal(let id, _) = type { return String(id.simpleName) }
        return type.description
    }

    /// A stored property of the view's value.
    public func field(_ name: String) -> Value? {
        if case .instance(let i) = value { return i.fields[name] }
        return nil
    }

    /// The first child with that role.
    public func child(_ role: String) -> ViewNode? {
        children.first { $0.role == role }
    }
}
