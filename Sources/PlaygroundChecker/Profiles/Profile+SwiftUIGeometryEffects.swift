extension Profile {
    /// Geometry reading and matching (`onGeometryChange`, `matchedGeometryEffect`), menu styles
    /// and text input capitalization: modifiers recorded on the view; the playground lays out
    /// once, so a geometry action never runs and a matched effect moves nothing.
    static let swiftUIGeometryEffectsSource = #"""
// MARK: Geometry actions

/// `onGeometryChange(for:of:action:)`'s modifier (the SDK's inlinable body builds it).
public struct _GeometryActionModifier<Value: Equatable>: ViewModifier {
    public var value: (GeometryProxy) -> Value
    public var action: (Value) -> Void
    public init(value: @escaping (GeometryProxy) -> Value, action: @escaping (Value) -> Void) {
        self.value = value
        self.action = action
    }
    public func body(content: Content) -> Never { fatalError() }
}

/// The old-and-new-value form's modifier (its body is not public: the SDK declares this type).
public struct _GeometryActionModifier2<Value: Equatable>: ViewModifier {
    public var value: (GeometryProxy) -> Value
    public var action: (Value, Value) -> Void
    public init(value: @escaping (GeometryProxy) -> Value, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.action = action
    }
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(_GeometryActionModifier<T>(value: transform, action: action))
    }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryActionModifier2<T>(value: transform, action: action))
    }
}

// MARK: Matched geometry

public struct MatchedGeometryProperties: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties(rawValue: 3)
}

public struct _MatchedGeometryEffect<ID: Hashable>: ViewModifier {
    public var id: ID
    public var namespace: Namespace.ID
    public var properties: MatchedGeometryProperties
    public var anchor: UnitPoint
    public var isSource: Bool
    public init(id: ID, namespace: Namespace.ID, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(id: id, namespace: namespace, properties: properties, anchor: anchor, isSource: isSource))
    }
}

// MARK: Animatable data

/// Values an animation can interpolate. The playground does not animate: a type's
/// `animatableData` is read and written as any property.
public protocol VectorArithmetic {}
extension Double: VectorArithmetic {}
extension Float: VectorArithmetic {}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

/// A modifier whose parameters animate.
public typealias AnimatableModifier = Animatable & ViewModifier

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
}

// MARK: Scroll bounce and content transitions

public struct ScrollBounceBehavior: Equatable {
    public var name: String
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

/// Not public in the SDK: `scrollBounceBehavior(_:axes:)` is opaque.
public struct ScrollBounceBehaviorModifier: ViewModifier {
    public var behavior: ScrollBounceBehavior
    public var axes: Axis.Set
    public func body(content: Content) -> Never { fatalError() }
}

public struct ContentTransition: Equatable {
    public var name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    /// A symbol image's own replace effect (the SDK's `symbolEffect(.automatic)`).
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
}

extension View {
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(ScrollBounceBehaviorModifier(behavior: behavior, axes: axes))
    }
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}

// MARK: Symbols and right-to-left layout

public struct _FlipForRTLEffect: ViewModifier, Equatable {
    public var isEnabled: Bool
    public init(isEnabled: Bool) { self.isEnabled = isEnabled }
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(_FlipForRTLEffect(isEnabled: enabled))
    }
}

// MARK: Menu styles

/// What a `MenuStyle`'s `makeBody` gets: placeholders for the menu's label and content.
public struct MenuStyleConfiguration {
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    public struct Content: View {
        public var body: Never { fatalError() }
    }
}

public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style's body wraps.
    public init(_ configuration: MenuStyleConfiguration) {
        self.label = MenuStyleConfiguration.Label()
        self.content = MenuStyleConfiguration.Content()
        self.primaryAction = nil
    }
}
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}
public struct BorderedButtonMenuStyle: MenuStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> Never { fatalError() }
}

extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
extension MenuStyle where Self == BorderedButtonMenuStyle {
    public static var borderedButton: BorderedButtonMenuStyle { BorderedButtonMenuStyle() }
}

public struct MenuStyleModifier<Style: MenuStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

// MARK: Text input

public struct TextInputAutocapitalization {
    public var name: String
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}

extension TextInputAutocapitalization {
    /// UIKit's style as SwiftUI's; nil for one SwiftUI has no match for.
    public init?(_ type: UITextAutocapitalizationType) {
        switch type {
        case .none: self = .never
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .characters
        }
    }
}

/// UIKit's capitalization styles, for the deprecated `autocapitalization(_:)`.
public enum UITextAutocapitalizationType: Int {
    case none = 0, words = 1, sentences = 2, allCharacters = 3
}

public struct TextInputAutocapitalizationModifier: ViewModifier {
    public var autocapitalization: TextInputAutocapitalization?
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        modifier(MenuStyleModifier(style: style))
    }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(TextInputAutocapitalizationModifier(autocapitalization: autocapitalization))
    }
    /// Deprecated since iOS 15 for `textInputAutocapitalization(_:)`, whose modifier it makes here
    /// (the SDK's result is opaque and its body is not public).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        modifier(TextInputAutocapitalizationModifier(autocapitalization: TextInputAutocapitalization(style)))
    }
}
"""#
}
