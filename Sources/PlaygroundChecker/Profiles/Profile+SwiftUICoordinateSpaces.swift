extension Profile {
    /// Named coordinate spaces: `coordinateSpace(name:)` (inlinable in the SDK:
    /// `_CoordinateSpaceModifier`) and iOS 17's `CoordinateSpaceProtocol` values (`.named(_:)`,
    /// `.local`, `.global`) that `GeometryProxy.frame(in:)` and `coordinateSpace(_:)` take.
    static let swiftUICoordinateSpacesSource = #"""
// MARK: Coordinate spaces

/// A coordinate space a geometry reading names (iOS 17): `.global`, `.local`, `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let _name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(_name) }
}
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(_name: AnyHashable(name)) }
}
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// Names the view's coordinate space for geometry readings below it.
public struct _CoordinateSpaceModifier<Name: Hashable>: ViewModifier, Equatable {
    public var name: Name
    public init(name: Name) { self.name = name }
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: name))
    }
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name._name))
    }
}
"""#
}
