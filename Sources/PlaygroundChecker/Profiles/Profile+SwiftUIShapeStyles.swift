extension Profile {
    /// Colours and shape styles: hierarchical styles, gradients, materials.
    ///
    /// Opaque results return what the SDK's inlinable body builds; docs/surface-notes/graphics.tsv
    /// lists each choice.
    static let swiftUIShapeStylesSource = #"""
// MARK: Shape styles

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public var name: String
    public var opacity: Double = 1
    public init(name: String) { self.name = name }
    /// A named colour from the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = name }
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = "rgb(\(red), \(green), \(blue))"
        self.opacity = opacity
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.name = "white(\(white))"
        self.opacity = opacity
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.name = "hsb(\(hue), \(saturation), \(brightness))"
        self.opacity = opacity
    }
    public static let red = Color(name: "red")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let green = Color(name: "green")
    public static let mint = Color(name: "mint")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let blue = Color(name: "blue")
    public static let indigo = Color(name: "indigo")
    public static let purple = Color(name: "purple")
    public static let pink = Color(name: "pink")
    public static let brown = Color(name: "brown")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let black = Color(name: "black")
    public static let clear = Color(name: "clear")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")
    /// Color's own `opacity`, which wins over View's.
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.opacity = self.opacity * opacity
        return color
    }
    public var body: Never { fatalError() }
}

// No `primary` or `secondary` here: the SDK declares them on `ShapeStyle where Self ==
// HierarchicalShapeStyle` only, so `.primary` in a ShapeStyle context is hierarchical.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var clear: Color { Color.clear }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public var level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle.quinary }
}

/// The system fill (`.fill`, iOS 17), and the link colour (`.link`).
public struct FillShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

public struct LinkShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == LinkShapeStyle {
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}

public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// What `style.opacity(_:)` builds (opaque in the SDK: `some ShapeStyle`). The SDK stores a Float.
public struct _OpacityShapeStyle<Style: ShapeStyle>: ShapeStyle {
    public var style: Style
    public var opacity: Double
    public init(style: Style, opacity: Double) {
        self.style = style
        self.opacity = opacity
    }
}

/// A shadow a shape style casts outside its shape (`.drop`) or draws inside it (`.inner`).
public struct ShadowStyle: Equatable {
    var inner: Bool
    var color: Color
    var radius: CGFloat
    var x: CGFloat
    var y: CGFloat
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: false, color: color, radius: radius, x: x, y: y)
    }
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: true, color: color, radius: radius, x: x, y: y)
    }
}

/// What `style.shadow(_:)` builds (opaque in the SDK; its inlinable body makes this).
public struct _ShadowShapeStyle<Style: ShapeStyle>: ShapeStyle {
    public var style: Style
    public var shadowStyle: ShadowStyle
    public init(style: Style, shadowStyle: ShadowStyle) {
        self.style = style
        self.shadowStyle = shadowStyle
    }
}

/// The style a view's foreground already has, as `.shadow(_:)` alone shadows it.
public struct _ImplicitShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle {
    /// Opaque in the SDK (`some ShapeStyle`); its inlinable body builds `_ShadowShapeStyle<Self>`.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(style: self, shadowStyle: style)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground, shadowed (`.foregroundStyle(.shadow(.drop(radius: 2)))`).
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<_ImplicitShapeStyle> {
        _ShadowShapeStyle(style: _ImplicitShapeStyle(), shadowStyle: style)
    }
}

/// What `style.secondary` (and `tertiary`, `quaternary`, `quinary`) builds (opaque in the SDK).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    public var base: Base
    public var level: Int
    public init(base: Base, level: Int) {
        self.base = base
        self.level = level
    }
}

extension ShapeStyle {
    /// Opaque in the SDK (`some ShapeStyle`); its inlinable body builds `_OpacityShapeStyle<Self>`.
    public func opacity(_ opacity: Double) -> _OpacityShapeStyle<Self> {
        _OpacityShapeStyle(style: self, opacity: opacity)
    }
    /// Opaque in the SDK (`some ShapeStyle`); its body builds `HierarchicalShapeStyleModifier<Self>`.
    public var secondary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 1) }
    public var tertiary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 2) }
    public var quaternary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 3) }
    public var quinary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

public struct ImagePaint: ShapeStyle {
    public var image: Image
    public var sourceRect: CGRect
    public var scale: CGFloat
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

public struct AnyShapeStyle: ShapeStyle {
    public var storage: Any
    public init<S: ShapeStyle>(_ style: S) { self.storage = style }
}

public struct Material: ShapeStyle {
    public var name: String
    public static let regular = Material(name: "regular")
    public static let thick = Material(name: "thick")
    public static let thin = Material(name: "thin")
    public static let ultraThin = Material(name: "ultraThin")
    public static let ultraThick = Material(name: "ultraThick")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { Material.regular }
    public static var thickMaterial: Material { Material.thick }
    public static var thinMaterial: Material { Material.thin }
    public static var ultraThinMaterial: Material { Material.ultraThin }
    public static var ultraThickMaterial: Material { Material.ultraThick }
    public static var bar: Material { Material.bar }
}

public struct Gradient: Hashable {
    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Gradient.Stop]
    public init(stops: [Gradient.Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        self.stops = colors.map { Gradient.Stop(color: $0, location: 0) }
    }
}

/// A gradient is a style too (iOS 16): drawn top to bottom.
extension Gradient: ShapeStyle {}

/// The gradient `color.gradient` makes (iOS 16).
public struct AnyGradient: Hashable, ShapeStyle {
    public var gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self])) }
}

public struct LinearGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = Gradient(colors: colors)
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = Gradient(stops: stops)
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// The SDK's body is `_ShapeView<Rectangle, Self>` (from `extension ShapeStyle where Self: View`);
    /// here it is primitive, since a body holding `self` as its style would never end in the view graph.
    public var body: Never { fatalError() }
}

public struct RadialGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = Gradient(colors: colors)
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = Gradient(stops: stops)
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// The SDK's body is `_ShapeView<Rectangle, Self>` (from `extension ShapeStyle where Self: View`);
    /// here it is primitive, since a body holding `self` as its style would never end in the view graph.
    public var body: Never { fatalError() }
}

public struct AngularGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = Gradient(colors: colors)
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = Gradient(stops: stops)
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = angle
        self.endAngle = angle
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.gradient = Gradient(colors: colors)
        self.center = center
        self.startAngle = angle
        self.endAngle = angle
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.gradient = Gradient(stops: stops)
        self.center = center
        self.startAngle = angle
        self.endAngle = angle
    }
    /// The SDK's body is `_ShapeView<Rectangle, Self>` (from `extension ShapeStyle where Self: View`);
    /// here it is primitive, since a body holding `self` as its style would never end in the view graph.
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

public struct EllipticalGradient: ShapeStyle, View {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = Gradient(colors: colors)
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = Gradient(stops: stops)
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// The SDK's body is `_ShapeView<Rectangle, Self>`; primitive here (see LinearGradient).
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == EllipticalGradient {
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// What the `AnyGradient` forms of `.linearGradient(…)` and friends build (opaque in the SDK).
public struct _AnyLinearGradient: ShapeStyle {
    public var gradient: AnyGradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
}

public struct _AnyRadialGradient: ShapeStyle {
    public var gradient: AnyGradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat
    public init(gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}

public struct _AnyEllipticalGradient: ShapeStyle {
    public var gradient: AnyGradient
    public var center: UnitPoint
    public var startRadiusFraction: CGFloat
    public var endRadiusFraction: CGFloat
    public init(gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
}

public struct _AnyAngularGradient: ShapeStyle {
    public var gradient: AnyGradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle
    public init(gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// Opaque in the SDK (`some ShapeStyle`); its body builds `_AnyLinearGradient`.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> _AnyLinearGradient {
        _AnyLinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// Opaque in the SDK (`some ShapeStyle`); its body builds `_AnyRadialGradient`.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> _AnyRadialGradient {
        _AnyRadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// Opaque in the SDK (`some ShapeStyle`); its body builds `_AnyEllipticalGradient`.
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> _AnyEllipticalGradient {
        _AnyEllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// Opaque in the SDK (`some ShapeStyle`); its body builds `_AnyAngularGradient`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> _AnyAngularGradient {
        _AnyAngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Opaque in the SDK (`some ShapeStyle`); its body builds `_AnyAngularGradient`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> _AnyAngularGradient {
        _AnyAngularGradient(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * Double.pi))
    }
}
"""#
}
