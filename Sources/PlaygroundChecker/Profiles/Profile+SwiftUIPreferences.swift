extension Profile {
    /// Preferences: `PreferenceKey` and the modifiers that write, transform and read preference
    /// values (the SDK's inlinable bodies: `_PreferenceWritingModifier`, `_PreferenceActionModifier`…).
    /// The playground records them on the view; no value flows up to a reader.
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
