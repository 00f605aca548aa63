extension Profile {
    /// Custom layouts (iOS 16): the `Layout` protocol, the values its methods take, and the
    /// container `MyLayout { … }` builds.
    ///
    /// `callAsFunction` builds `_VariadicView.Tree<_LayoutRoot<L>, Content>`, as the SDK's
    /// inlinable body does. The preview runs the layout's own `sizeThatFits` and
    /// `placeSubviews` in points; each `LayoutSubview` answers through the playground's
    /// drawing (`LayoutRootDrawable`), which fills its underscored members.
    static let swiftUILayoutsSource = #"""
// MARK: The Layout protocol

/// Not `Animatable` here (the SDK's refines it): the playground does not animate, and a
/// layout without `animatableData` would need `EmptyAnimatableData` inferred.
public protocol Layout {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }
    /// The union of the subviews' spacing preferences: each prefers the default here.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        ViewSpacing()
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    @_disfavoredOverload
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _VariadicView.Tree(_LayoutRoot(self)) { content() }
    }

    /// The playground's drawing asks a layout its size through this: a fresh cache, then the
    /// layout's own `sizeThatFits`.
    public func _playgroundSizeThatFits(_ proposal: ProposedViewSize, _ subviews: Self.Subviews) -> CGSize {
        var cache = makeCache(subviews: subviews)
        return sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The playground's drawing places subviews through this: a fresh cache, then the layout's
    /// own `placeSubviews`.
    public func _playgroundPlaceSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Self.Subviews) {
        var cache = makeCache(subviews: subviews)
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// The root a custom layout's container is built with; drawn by running the layout.
public struct _LayoutRoot<L: Layout>: _VariadicView_UnaryViewRoot {
    public var layout: L
    public init(_ layout: L) { self.layout = layout }
    public func body(children: _VariadicView.Children) -> Never { fatalError() }
}

public struct LayoutProperties {
    public init() {}
    public var stackOrientation: Axis?
}

// MARK: Proposals and spacing

public struct ProposedViewSize: Equatable {
    public var width: CGFloat?
    public var height: CGFloat?
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: CGFloat.infinity, height: CGFloat.infinity)
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// A view's spacing preferences: the playground's views all prefer SwiftUI's default 8
/// points on every side, `zero` none.
public struct ViewSpacing {
    var _length: CGFloat
    public static let zero = ViewSpacing(_length: 0)
    public init() { self._length = 8 }
    init(_length: CGFloat) { self._length = _length }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        _length = max(_length, other._length)
    }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        ViewSpacing(_length: max(_length, other._length))
    }
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        max(_length, next._length)
    }
}

/// Which way text runs.
public enum LayoutDirection: Hashable, CaseIterable {
    case leftToRight
    case rightToLeft
}

// MARK: Subviews

/// A layout's subviews, in their container's order.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    public typealias SubSequence = LayoutSubviews
    public typealias Element = LayoutSubview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    var elements: [LayoutSubview]
    public var layoutDirection: LayoutDirection
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public var indices: Range<Int> { 0..<elements.count }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// A slice (its indices start at 0 here).
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        var kept: [LayoutSubview] = []
        for index in bounds { kept.append(elements[index]) }
        return LayoutSubviews(elements: kept, layoutDirection: layoutDirection)
    }
    /// The first `maxLength` subviews (a slice keeps its indices in the SDK; these start at 0,
    /// as the prefix's do).
    public func prefix(_ maxLength: Int) -> LayoutSubviews {
        var kept: [LayoutSubview] = []
        for subview in elements where kept.count < maxLength { kept.append(subview) }
        return LayoutSubviews(elements: kept, layoutDirection: layoutDirection)
    }
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        guard lhs.elements.count == rhs.elements.count else { return false }
        for index in 0..<lhs.elements.count where lhs.elements[index]._index != rhs.elements[index]._index { return false }
        return true
    }
}

/// One subview of a custom layout: it measures itself for a proposal and is placed once.
public struct LayoutSubview: Equatable {
    /// The subview's position among its container's subviews.
    var _index: Int
    /// Measures the drawn subview for a proposal, in points.
    var _measure: (ProposedViewSize) -> CGSize
    /// Records where `placeSubviews` put the subview.
    var _place: (CGPoint, UnitPoint, ProposedViewSize) -> Void
    var _priority: Double
    /// The value the subview's `layoutValue(key:value:)` wrote for a `_LayoutTrait<Key>()`.
    var _layoutValue: (Any) -> Any?
    public var priority: Double { _priority }
    public var spacing: ViewSpacing { ViewSpacing() }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { _measure(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = _measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        _place(position, anchor, proposal)
    }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (_layoutValue(_LayoutTrait<K>()) as? K.Value) ?? K.defaultValue
    }
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a._index == b._index }
}

/// A view's size and alignment guides, as a layout reads them.
public struct ViewDimensions: Equatable {
    public var width: CGFloat
    public var height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        case ._custom(_, let fraction): return width * fraction
        }
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: return 0
        case .bottom, .lastTextBaseline: return height
        case .center: return height / 2
        case .firstTextBaseline: return height
        case ._custom(_, let fraction): return height * fraction
        }
    }
}

// MARK: Layout values

public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct _LayoutTrait<K: LayoutValueKey>: _ViewTraitKey {
    public typealias Value = K.Value
    public init() {}
}

extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        _trait(_LayoutTrait<K>.self, value)
    }
}

// MARK: Alignment's parts

extension Alignment {
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        switch (horizontal._standard, vertical._standard) {
        case (.leading, .top): self = .topLeading
        case (.center, .top): self = .top
        case (.trailing, .top): self = .topTrailing
        case (.leading, .bottom): self = .bottomLeading
        case (.center, .bottom): self = .bottom
        case (.trailing, .bottom): self = .bottomTrailing
        // A container's text baselines default to its bottom (as `ViewDimensions` reads them).
        case (.leading, .firstTextBaseline), (.leading, .lastTextBaseline): self = .bottomLeading
        case (.center, .firstTextBaseline), (.center, .lastTextBaseline): self = .bottom
        case (.trailing, .firstTextBaseline), (.trailing, .lastTextBaseline): self = .bottomTrailing
        case (.leading, _): self = .leading
        case (.trailing, _): self = .trailing
        default: self = .center
        }
    }
    public static var centerFirstTextBaseline: Alignment { .init(horizontal: .center, vertical: .firstTextBaseline) }
    public static var centerLastTextBaseline: Alignment { .init(horizontal: .center, vertical: .lastTextBaseline) }
    public static var leadingFirstTextBaseline: Alignment { .init(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { .init(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { .init(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { .init(horizontal: .trailing, vertical: .lastTextBaseline) }
    public var horizontal: HorizontalAlignment {
        switch self {
        case .topLeading, .leading, .bottomLeading: return .leading
        case .topTrailing, .trailing, .bottomTrailing: return .trailing
        default: return .center
        }
    }
    public var vertical: VerticalAlignment {
        switch self {
        case .topLeading, .top, .topTrailing: return .top
        case .bottomLeading, .bottom, .bottomTrailing: return .bottom
        default: return .center
        }
    }
}
"""#
}
