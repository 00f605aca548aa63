extension Profile {
    /// Preferences: `PreferenceKey` and the modifiers that write, transform and read preference
    /// values (the SDK's inlinable bodies: `_PreferenceWritingModifier`, `_PreferenceActionModifier`…).
    /// The playground records them on the view; no value flows up to a reader. An `Anchor` keeps
    /// how its source resolves against a view's bounds; `GeometryProxy` resolves it against its own.
    static let swiftUIPreferencesSource = #"""
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

public struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier {
    public var value: Key.Value
    public init(value: Key.Value) { self.value = value }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier {
    public var transform: (inout Key.Value) -> Void
    public init(transform: @escaping (inout Key.Value) -> Void) { self.transform = transform }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _PreferenceActionModifier<Key: PreferenceKey>: ViewModifier where Key.Value: Equatable {
    public var action: (Key.Value) -> Void
    public init(action: @escaping (Key.Value) -> Void) { self.action = action }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _OverlayPreferenceModifier<Key: PreferenceKey, Overlay: View>: ViewModifier {
    public var alignment: Alignment
    public var transform: (Key.Value) -> Overlay
    public init(alignment: Alignment, transform: @escaping (Key.Value) -> Overlay) {
        self.alignment = alignment
        self.transform = transform
    }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _BackgroundPreferenceModifier<Key: PreferenceKey, Overlay: View>: ViewModifier {
    public var alignment: Alignment
    public var transform: (Key.Value) -> Overlay
    public init(alignment: Alignment, transform: @escaping (Key.Value) -> Overlay) {
        self.alignment = alignment
        self.transform = transform
    }
    public func body(content: Content) -> Never { fatalError() }
}

public struct Anchor<Value> {
    let value: Value
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source {
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.resolve = { rect in array.map { $0.resolve(rect) } }
    }
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.resolve = { rect in anchor.map { $0.resolve(rect) } }
    }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { Anchor<CGPoint>.Source(resolve: { _ in p }) }
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(resolve: { rect in CGPoint(x: rect.minX + p.x * rect.width, y: rect.minY + p.y * rect.height) })
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<CGRect>.Source(resolve: { _ in r }) }
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(resolve: { rect in rect }) }
}

public struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    public var anchor: Anchor<AnchorValue>.Source
    public var transform: (Anchor<AnchorValue>) -> Key.Value
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (Anchor<AnchorValue>) -> Key.Value) {
        self.anchor = anchor
        self.transform = transform
    }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier {
    public var anchor: Anchor<AnchorValue>.Source
    public var transform: (inout Key.Value, Anchor<AnchorValue>) -> Void
    public init(anchor: Anchor<AnchorValue>.Source, transform: @escaping (inout Key.Value, Anchor<AnchorValue>) -> Void) {
        self.anchor = anchor
        self.transform = transform
    }
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(_AnchorWritingModifier<A, K>(anchor: value, transform: transform))
    }
    public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(_AnchorTransformModifier<A, K>(anchor: value, transform: transform))
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(_PreferenceWritingModifier<K>(value: value))
    }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(_PreferenceTransformModifier<K>(transform: callback))
    }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(_PreferenceActionModifier<K>(action: action))
    }
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_OverlayPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(_BackgroundPreferenceModifier<K, V>(alignment: alignment, transform: transform))
    }
}
"""#
}
