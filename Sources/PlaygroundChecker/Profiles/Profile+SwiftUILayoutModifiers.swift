extension Profile {
    /// Layout, effect and text-environment modifiers (iOS 18 SDK; `some View` results return what
    /// the SDK's inlinable body builds).
    static let swiftUILayoutModifiersSource = #"""
// MARK: Layout and effect modifiers (iOS 18 SDK; `some View` results return what the SDK's inlinable body builds)

public enum ContentMode: Hashable { case fit, fill }

public enum TextAlignment: Hashable { case leading, center, trailing }

extension Text {
    public enum TruncationMode: Hashable { case head, tail, middle }
}

extension Text {
    public enum Case: Hashable { case uppercase, lowercase }
}

public enum HorizontalEdge: Hashable { case leading, trailing }

public enum ControlSize: Hashable { case mini, small, regular, large, extraLarge }

public enum Visibility: Hashable { case automatic, visible, hidden }

public enum VerticalEdge: Hashable {
    case top, bottom
    public struct Set: OptionSet {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all = Set(rawValue: 3)
    }
}

public struct SafeAreaRegions: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all = SafeAreaRegions(rawValue: 3)
}

public struct RedactionReasons: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

public struct _ForegroundStyleModifier<Style: ShapeStyle>: ViewModifier {
    public var style: Style
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ForegroundStyleModifier2<S1: ShapeStyle, S2: ShapeStyle>: ViewModifier {
    public var primary: S1
    public var secondary: S2
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ForegroundStyleModifier3<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>: ViewModifier {
    public var primary: S1
    public var secondary: S2
    public var tertiary: S3
    public func body(content: Content) -> Never { fatalError() }
}

public struct _BackgroundShapeModifier<Style: ShapeStyle, Bounds: Shape>: ViewModifier {
    public var style: Style
    public var shape: Bounds
    public var fillStyle: FillStyle
    public func body(content: Content) -> Never { fatalError() }
}

public struct _InsettableBackgroundShapeModifier<Style: ShapeStyle, Bounds: InsettableShape>: ViewModifier {
    public var style: Style
    public var shape: Bounds
    public var fillStyle: FillStyle
    public func body(content: Content) -> Never { fatalError() }
}

public struct _OverlayShapeModifier<Style: ShapeStyle, Bounds: Shape>: ViewModifier {
    public var style: Style
    public var shape: Bounds
    public var fillStyle: FillStyle
    public func body(content: Content) -> Never { fatalError() }
}

public struct _OffsetEffect: ViewModifier {
    public var offset: CGSize
    public func body(content: Content) -> Never { fatalError() }
}

public struct _PositionLayout: ViewModifier {
    public var position: CGPoint
    public func body(content: Content) -> Never { fatalError() }
}

public struct _FixedSizeLayout: ViewModifier {
    public var horizontal: Bool
    public var vertical: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct _AspectRatioLayout: ViewModifier {
    public var aspectRatio: CGFloat?
    public var contentMode: ContentMode
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ShadowEffect: ViewModifier {
    public var color: Color
    public var radius: CGFloat
    public var offset: CGSize
    public func body(content: Content) -> Never { fatalError() }
}

public struct _RotationEffect: ViewModifier {
    public var angle: Angle
    public var anchor: UnitPoint
    public func body(content: Content) -> Never { fatalError() }
}

public struct _Rotation3DEffect: ViewModifier {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ScaleEffect: ViewModifier {
    public var scale: CGSize
    public var anchor: UnitPoint
    public func body(content: Content) -> Never { fatalError() }
}

public struct _BlurEffect: ViewModifier {
    public var radius: CGFloat
    public var isOpaque: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct _BrightnessEffect: ViewModifier {
    public var amount: Double
    public func body(content: Content) -> Never { fatalError() }
}

public struct _SaturationEffect: ViewModifier {
    public var amount: Double
    public func body(content: Content) -> Never { fatalError() }
}

public struct _GrayscaleEffect: ViewModifier {
    public var amount: Double
    public func body(content: Content) -> Never { fatalError() }
}

public struct _HueRotationEffect: ViewModifier {
    public var angle: Angle
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ColorMultiplyEffect: ViewModifier {
    public var color: Color
    public init(color: Color) { self.color = color }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _SafeAreaIgnoringLayout: ViewModifier {
    public var edges: Edge.Set
    public func body(content: Content) -> Never { fatalError() }
}

public struct _SafeAreaRegionsIgnoringLayout: ViewModifier {
    public var regions: SafeAreaRegions
    public var edges: Edge.Set
    public func body(content: Content) -> Never { fatalError() }
}

public struct _HiddenModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

public struct _ContentShapeModifier<ContentShape: Shape>: ViewModifier {
    public var shape: ContentShape
    public var eoFill: Bool
    public func body(content: Content) -> Never { fatalError() }
}

/// The shape containers inside take as theirs (`ContainerRelativeShape` within).
public struct _ContainerShapeModifier<Shape: InsettableShape>: ViewModifier {
    public var shape: Shape
    public init(shape: Shape) { self.shape = shape }
    public func body(content: Content) -> Never { fatalError() }
}

public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public var keyPath: String
    public var transform: (Value) -> Value
    public func body(content: Content) -> Never { fatalError() }
}

/// A key for a value a view hands to its container (`_trait(Key.self, value)`).
public protocol _ViewTraitKey {
    associatedtype Value
}

public struct _TraitWritingModifier<Trait: _ViewTraitKey>: ViewModifier {
    public var value: Trait.Value
    public func body(content: Content) -> Never { fatalError() }
}

public struct LayoutPriorityTraitKey: _ViewTraitKey {
    public typealias Value = Double
}

public struct ZIndexTraitKey: _ViewTraitKey {
    public typealias Value = Double
}

public struct TransitionTraitKey: _ViewTraitKey {
    public typealias Value = AnyTransition
}

public struct ListRowBackgroundTraitKey: _ViewTraitKey {
    public typealias Value = AnyView?
}

public struct ListRowInsetsTraitKey: _ViewTraitKey {
    public typealias Value = EdgeInsets?
}

/// The SDK's value is an enum (`.untagged`, `.tagged(Tag)`); here `nil` stands for untagged.
public struct TagValueTraitKey<Tag>: _ViewTraitKey {
    public typealias Value = AnyHashable?
}

/// Not public in the SDK: `redacted(reason:)` is opaque.
public struct RedactionModifier: ViewModifier {
    public var reason: RedactionReasons
    public func body(content: Content) -> Never { fatalError() }
}

/// The padding a scene's content gets from its edges: `.minimum` is the one iOS has.
public struct ScenePadding: Equatable {
    let name: String
    public static let minimum = ScenePadding(name: "minimum")
}

/// Not public in the SDK: `scenePadding(_:)` is opaque.
public struct ScenePaddingModifier: ViewModifier {
    public var padding: ScenePadding
    public var edges: Edge.Set
    public func body(content: Content) -> Never { fatalError() }
}

public struct _AllowsHitTestingModifier: ViewModifier {
    public var allowsHitTesting: Bool
    public func body(content: Content) -> Never { fatalError() }
}

public struct _MaskEffect<Mask: View>: ViewModifier {
    public var mask: Mask
    public func body(content: Content) -> Never { fatalError() }
}

public struct _MaskAlignmentEffect<Mask: View>: ViewModifier {
    public var alignment: Alignment
    public var mask: Mask
    public func body(content: Content) -> Never { fatalError() }
}

public struct _CompositingGroupEffect: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

public struct _InsetViewModifier<Inset: View>: ViewModifier {
    public var inset: Inset
    public var edge: Edge
    public var spacing: CGFloat?
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `labelsHidden()` is opaque.
public struct LabelsHiddenModifier: ViewModifier {
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `scrollContentBackground(_:)` is opaque.
public struct ScrollContentBackgroundModifier: ViewModifier {
    public var visibility: Visibility
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `badge(_:)` is opaque.
public struct BadgeModifier: ViewModifier {
    public var label: Text?
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: the range forms of `lineLimit` are opaque.
public struct LineLimitModifier: ViewModifier {
    public var lowerBound: Int?
    public var upperBound: Int?
    public var reservesSpace: Bool
    public func body(content: Content) -> Never { fatalError() }
}

/// Not public in the SDK: `listRowSeparator(_:edges:)` is opaque.
public struct ListRowSeparatorModifier: ViewModifier {
    public var visibility: Visibility
    public var edges: VerticalEdge.Set
    public func body(content: Content) -> Never { fatalError() }
}

extension View {
    public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
        modifier(_TraitWritingModifier<K>(value: value))
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ForegroundStyleModifier(style: style))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(_ForegroundStyleModifier2(primary: primary, secondary: secondary))
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        modifier(_ForegroundStyleModifier3(primary: primary, secondary: secondary, tertiary: tertiary))
    }
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(edges: .all, insets: nil, edgeInsets: insets))
    }
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(_BackgroundStyleModifier(style: BackgroundStyle()))
    }
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundShapeModifier(style: BackgroundStyle(), shape: shape, fillStyle: fillStyle))
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_BackgroundShapeModifier(style: style, shape: shape, fillStyle: fillStyle))
    }
    public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_InsettableBackgroundShapeModifier(style: BackgroundStyle(), shape: shape, fillStyle: fillStyle))
    }
    public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_InsettableBackgroundShapeModifier(style: style, shape: shape, fillStyle: fillStyle))
    }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(_OverlayShapeModifier(style: style, shape: shape, fillStyle: fillStyle))
    }
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(position: position))
    }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
    public func layoutPriority(_ value: Double) -> some View {
        _trait(LayoutPriorityTraitKey.self, value)
    }
    public func zIndex(_ value: Double) -> some View {
        _trait(ZIndexTraitKey.self, value)
    }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(_ClipEffect(shape: shape))
    }
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle())
    }
    public func shadow(color: Color = Color(name: "black"), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
    }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        var style: AnyShapeStyle? = nil
        if let tint = tint { style = AnyShapeStyle(tint) }
        return modifier(_EnvironmentKeyWritingModifier(keyPath: "tint", value: style))
    }
    @_disfavoredOverload
    public func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "tintColor", value: tint))
    }
    /// Deprecated for `tint(_:)`, and drawn as it is.
    public func accentColor(_ accentColor: Color?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "tintColor", value: accentColor))
    }
    public func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "lineLimit", value: number))
    }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(LineLimitModifier(lowerBound: nil, upperBound: nil, reservesSpace: false))
    }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(LineLimitModifier(lowerBound: nil, upperBound: nil, reservesSpace: false))
    }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(LineLimitModifier(lowerBound: limit.lowerBound, upperBound: limit.upperBound, reservesSpace: false))
    }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(LineLimitModifier(lowerBound: nil, upperBound: limit, reservesSpace: reservesSpace))
    }
    public func textCase(_ textCase: Text.Case?) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "textCase", value: textCase))
    }
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(_AllowsHitTestingModifier(allowsHitTesting: enabled))
    }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskAlignmentEffect(alignment: alignment, mask: mask()))
    }
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskEffect(mask: mask))
    }
    public func compositingGroup() -> some View {
        modifier(_CompositingGroupEffect())
    }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(inset: content(), edge: edge == .top ? Edge.top : Edge.bottom, spacing: spacing))
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(_InsetViewModifier(inset: content(), edge: edge == .leading ? Edge.leading : Edge.trailing, spacing: spacing))
    }
    public func labelsHidden() -> some View {
        modifier(LabelsHiddenModifier())
    }
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(ScrollContentBackgroundModifier(visibility: visibility))
    }
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(label: Text("\(count)")))
    }
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(label: label))
    }
    public func badge(_ label: LocalizedStringKey?) -> some View {
        var text: Text? = nil
        if let label = label { text = Text(label) }
        return modifier(BadgeModifier(label: text))
    }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        var text: Text? = nil
        if let label = label { text = Text("\(label)") }
        return modifier(BadgeModifier(label: text))
    }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "multilineTextAlignment", value: alignment))
    }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "truncationMode", value: mode))
    }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "minimumScaleFactor", value: factor))
    }
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: "controlSize", value: controlSize))
    }
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: "isEnabled", transform: { (isEnabled: Bool) -> Bool in isEnabled && !disabled }))
    }
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier(shape: shape, eoFill: eoFill))
    }
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(_ContainerShapeModifier(shape: shape))
    }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaRegionsIgnoringLayout(regions: regions, edges: edges))
    }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(_SafeAreaIgnoringLayout(edges: edges))
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(_BlurEffect(radius: radius, isOpaque: opaque))
    }
    public func brightness(_ amount: Double) -> some View {
        modifier(_BrightnessEffect(amount: amount))
    }
    public func saturation(_ amount: Double) -> some View {
        modifier(_SaturationEffect(amount: amount))
    }
    public func grayscale(_ amount: Double) -> some View {
        modifier(_GrayscaleEffect(amount: amount))
    }
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_HueRotationEffect(angle: angle))
    }
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorMultiplyEffect(color: color))
    }
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        modifier(ScenePaddingModifier(padding: .minimum, edges: edges))
    }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        modifier(ScenePaddingModifier(padding: padding, edges: edges))
    }
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactionModifier(reason: reason))
    }
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        let tagged: AnyHashable? = AnyHashable(tag)
        var optionalTag: AnyHashable? = nil
        if includeOptional { optionalTag = tagged }
        return _trait(TagValueTraitKey<V>.self, tagged)._trait(TagValueTraitKey<V?>.self, optionalTag)
    }
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        var background: AnyView? = nil
        if let view = view { background = AnyView(view) }
        return _trait(ListRowBackgroundTraitKey.self, background)
    }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        _trait(ListRowInsetsTraitKey.self, insets)
    }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSeparatorModifier(visibility: visibility, edges: edges))
    }
}
"""#
}
