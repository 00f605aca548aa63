extension Profile {
    /// iOS 26's Liquid Glass, from Apple's documentation (the playground's SDK interfaces are
    /// iOS 18.1's): `Glass` and its variants, `glassEffect(_:in:)` over a shape (a capsule by
    /// default), `GlassEffectContainer`, the glass IDs, unions and transitions, and the
    /// `.glass`/`.glassProminent` button styles.
    ///
    /// The modifiers return `some View`, whose types the documentation does not show:
    /// `_GlassEffectModifier` (which the preview draws as the shape in a material's shade) and
    /// `_GlassEffectIdentityModifier` are the playground's.
    static let swiftUILiquidGlassSource = #"""
// MARK: Liquid Glass

/// The Liquid Glass material's configuration: a variant, an optional tint, and interactivity.
public struct Glass: Equatable, Sendable {
    let _variant: String
    var _tint: Color?
    var _isInteractive: Bool
    public static var regular: Glass { Glass(_variant: "regular", _tint: nil, _isInteractive: false) }
    public static var clear: Glass { Glass(_variant: "clear", _tint: nil, _isInteractive: false) }
    /// Content as if no glass were applied.
    public static var identity: Glass { Glass(_variant: "identity", _tint: nil, _isInteractive: false) }
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass._tint = color
        return glass
    }
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass._isInteractive = isEnabled
        return glass
    }
}

/// The shape glass takes by default: a capsule.
public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How a glass effect appears and disappears.
public struct GlassEffectTransition: Sendable {
    let _name: String
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(_name: "matchedGeometry") }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(_name: "materialize") }
    public static var identity: GlassEffectTransition { GlassEffectTransition(_name: "identity") }
}

/// Glass in `shape` behind the content.
public struct _GlassEffectModifier<GlassShape: Shape>: ViewModifier {
    public var glass: Glass
    public var shape: GlassShape
    public func body(content: Content) -> Never { fatalError() }
}

/// An identity, union or transition for the glass within; the preview does not animate it.
public struct _GlassEffectIdentityModifier: ViewModifier {
    public var role: String
    public var id: AnyHashable?
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(_GlassEffectModifier(glass: glass, shape: shape))
    }
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        modifier(_GlassEffectIdentityModifier(role: "id", id: id.map { AnyHashable($0) }))
    }
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View {
        modifier(_GlassEffectIdentityModifier(role: "union", id: id.map { AnyHashable($0) }))
    }
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        modifier(_GlassEffectIdentityModifier(role: transition._name, id: nil))
    }
}

/// Glass shapes that blend into each other when closer than `spacing`; drawn as its content.
public struct GlassEffectContainer<Content: View>: View {
    public var spacing: CGFloat?
    public var content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View { content }
}

// MARK: Glass button styles

public struct GlassButtonStyle: PrimitiveButtonStyle {
    public var glass: Glass
    public init() { self.glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
"""#
}
