extension Profile {
    /// Apps and scenes: the `@main` struct every app file has, its `WindowGroup` and the scene
    /// modifiers app files apply. The playground runs no app; a file that declares one shows its
    /// body's type and draws its first window's content (`_firstWindow`).
    static let swiftUIScenesSource = #"""
// MARK: Scenes

/// A part of an app's interface: a window group, or the user's own scene. (macOS's `Settings`
/// scene is not declared: `Settings` is a name apps' own types take far more often.)
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    /// What the scene's first window shows: the playground's own requirement, not SwiftUI's.
    var _firstWindow: AnyView? { get }
}

extension Scene {
    public var _firstWindow: AnyView? { body._firstWindow }
}

extension Never: Scene {}

/// An app: its scenes. `@main` marks the one that starts.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Starts the app: nothing to start in the playground.
    public static func main() {}
}

@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    @available(*, unavailable, message: "this expression does not conform to 'Scene'")
    @_disfavoredOverload
    public static func buildExpression(_ invalid: Any) -> some Scene { _EmptyScene() }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    @_disfavoredOverload
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        _TupleScene((repeat each content))
    }
}

/// Several scenes of one body (two `WindowGroup`s, a window group and a scene of the user's).
public struct _TupleScene<T>: Scene {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
    /// Which of the scenes comes first is not known to the playground here: none is drawn.
    public var _firstWindow: AnyView? { nil }
}

public struct _EmptyScene: Scene {
    public init() {}
    public var body: Never { fatalError() }
    public var _firstWindow: AnyView? { nil }
}

/// The windows of an app, each showing `content`. Its body is opaque in SwiftUI; the playground's is `Never`, a primitive scene's.
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError() }
    public var _firstWindow: AnyView? { AnyView(content) }
}

/// A scene modifier (`ModifiedContent` of a scene is a scene).
public protocol _SceneModifier {}

extension ModifiedContent: Scene where Content: Scene, Modifier: _SceneModifier {
    public var body: Never { fatalError() }
    public var _firstWindow: AnyView? { content._firstWindow }
}

extension _EnvironmentKeyWritingModifier: _SceneModifier {}

/// What the scene modifiers whose results are opaque in SwiftUI apply here (the playground's
/// own underlying type), named by the modifier.
public struct _SceneTraitModifier: _SceneModifier {
    public let name: String
}

/// How a window may be resized.
public struct WindowResizability: Sendable {
    let name: String
    public static let automatic = WindowResizability(name: "automatic")
    public static let contentSize = WindowResizability(name: "contentSize")
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}

extension Scene {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        ModifiedContent(content: self, modifier: _EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "environment"))
    }
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "environmentObject"))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "onChange"))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "onChange"))
    }
    public func defaultSize(_ size: CGSize) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "defaultSize"))
    }
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "defaultSize"))
    }
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "windowResizability"))
    }
    public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
        ModifiedContent(content: self, modifier: _SceneTraitModifier(name: "handlesExternalEvents"))
    }
}

/// An app delegate (its methods are all optional).
public protocol UIApplicationDelegate: NSObjectProtocol {}
"""#
}
