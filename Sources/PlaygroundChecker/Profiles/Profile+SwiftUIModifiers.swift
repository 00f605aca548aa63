extension Profile {
    /// `ViewModifier`, `ModifiedContent` and the first modifiers, state wrappers and `_VariadicView`.
    static let swiftUIModifiersSource = #"""
// MARK: Modifiers

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier that chooses another from the environment: what `resolve(in:)` returns is what
/// applies to the content.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    associatedtype ResolvedModifier: ViewModifier
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}
extension EnvironmentalModifier {
    public typealias Body = Never
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError() }
}

public struct IDView<Content: View, ID: Hashable>: View {
    public var content: Content
    public var id: ID
    public var body: Never { fatalError() }
}

public struct _PaddingLayout: ViewModifier {
    public var edges: Edge.Set
    public var insets: CGFloat?
    public var edgeInsets: EdgeInsets? = nil
    public func body(content: Content) -> Never { fatalError() }
}

public struct _FrameLayout: ViewModifier {
    public var width: CGFloat?
    public var height: CGFloat?
    public var alignment: Alignment
    public func body(content: Content) -> Never { fatalError() }
}

public struct _FlexFrameLayout: ViewModifier {
    public var minWidth: CGFloat?
    public var idealWidth: CGFloat?
    public var maxWidth: CGFloat?
    public var minHeight: CGFloat?
    public var idealHeight: CGFloat?
    public var maxHeight: CGFloat?
    public var alignment: Alignment
    public func body(content: Content) -> Never { fatalError() }
}

public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public struct _BackgroundModifier<Background: View>: ViewModifier {
    public var background: Background
    public var alignment: Alignment
    public func body(content: Content) -> Never { fatalError() }
}

public struct _OverlayModifier<Overlay: View>: ViewModifier {
    public var overlay: Overlay
    public var alignment: Alignment
    public func body(content: Content) -> Never { fatalError() }
}

public struct _OverlayStyleModifier<Style: ShapeStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public struct _OpacityEffect: ViewModifier {
    public var opacity: Double
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ClipEffect<ClipShape>: ViewModifier {
    public var shape: ClipShape
    public func body(content: Content) -> Never { fatalError() }
}

public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public var keyPath: String
    public var value: Value
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: edges, insets: length))
    }
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(edges: .all, insets: length))
    }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FlexFrameLayout> {
        modifier(_FlexFrameLayout(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _BackgroundStyleModifier<S>> {
        modifier(_BackgroundStyleModifier(style: style))
    }
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedContent<Self, _BackgroundModifier<Background>> {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _BackgroundModifier<V>> {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<Self, _OverlayStyleModifier<S>> {
        modifier(_OverlayStyleModifier(style: style))
    }
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _OverlayModifier<Overlay>> {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _OverlayModifier<V>> {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }
    /// Opaque in the SDK; the playground uses the underlying type of the older SDKs.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, _OverlayModifier<_ShapeView<_StrokedShape<_Inset>, S>>> {
        modifier(_OverlayModifier(overlay: _ShapeView(shape: _StrokedShape(shape: _Inset(amount: width / 2), lineWidth: width), style: content), alignment: .center))
    }
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, _OpacityEffect> {
        modifier(_OpacityEffect(opacity: opacity))
    }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, _ClipEffect<RoundedRectangle>> {
        modifier(_ClipEffect(shape: RoundedRectangle(cornerRadius: radius)))
    }
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(content: self, id: id)
    }
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Color?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "foregroundColor", value: color))
    }
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "font", value: font))
    }
}


// MARK: State

@propertyWrapper
public struct State<Value> {
    final class Storage {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    let storage: Storage
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }
    public init(initialValue: Value) { storage = Storage(initialValue) }
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    public var projectedValue: Binding<Value> {
        let storage = self.storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

@propertyWrapper
public struct Binding<Value> {
    public var get: () -> Value
    public var set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }
    /// A setter that also gets the transaction of the change (an empty one here).
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.get = get
        self.set = { set($0, Transaction()) }
    }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
}

/// Bindings between a value and its optional: the optional one writes `nil` as nothing; the
/// unwrapped one is nil when the value is, and reads the value it had while it was set.
extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        })
    }

    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        var last = initial
        self.init(get: {
            if let current = base.wrappedValue { last = current }
            return last
        }, set: { base.wrappedValue = $0 })
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { newValue in
            if let value = newValue.base as? V { base.wrappedValue = value }
        })
    }
}

/// A binding to an array is a collection of bindings to its elements (`$items[0]`,
/// `$model.landmarks[index].isFavorite`): the SDK's `Binding: RandomAccessCollection where
/// Value: MutableCollection`, declared here for arrays, whose index is `Int`.
extension Binding {
    public subscript<Element>(position: Int) -> Binding<Element> where Value == [Element] {
        Binding<Element>(get: { self.wrappedValue[position] }, set: { newValue in
            var elements = self.wrappedValue
            elements[position] = newValue
            self.wrappedValue = elements
        })
    }
}

extension View {
    public static func _printChanges() {}
}

// MARK: Variadic views (underscored SwiftUI API, seed 002)

public protocol _VariadicView_Root {}

public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    associatedtype Body: View
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

public enum _VariadicView {
    public typealias Root = _VariadicView_Root
    public typealias ViewRoot = _VariadicView_ViewRoot
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot
    public typealias Children = _VariadicView_Children

    public struct Tree<Root: _VariadicView_Root, Content> {
        public var root: Root
        public var content: Content
        public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
    }
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    public var body: Never { fatalError() }
}

/// The flattened children a root's `body(children:)` receives.
public struct _VariadicView_Children: View {
    public var elements: [Element]
    public var body: Never { fatalError() }
}

extension _VariadicView_Children: RandomAccessCollection {
    public struct Element: View, Identifiable {
        public var id: AnyHashable
        public var body: Never { fatalError() }
    }
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(index: Int) -> Element { elements[index] }
}
"""#
}
