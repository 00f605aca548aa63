extension Profile {
    /// Text and its modifiers, colours and shape styles, fonts, shapes, and the geometry they use.
    ///
    /// Opaque results (`some Shape`, `some InsettableShape`) return what the SDK's inlinable body
    /// builds; docs/surface-notes/graphics.tsv lists each choice.
    static let swiftUIGraphicsSource = #"""
/// A path's outline is not kept: the playground draws shapes by kind, not by path.
public struct Path {
    public var boundingRect: CGRect
    public init() { self.boundingRect = .zero }
    public init(_ rect: CGRect) { self.boundingRect = rect }
    public init(ellipseIn rect: CGRect) { self.boundingRect = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.boundingRect = rect }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.boundingRect = rect }
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func closeSubpath() {}
}

public struct Angle: Hashable {
    public var radians: Double
    public var degrees: Double { radians * 180.0 / Double.pi }
    public init() { self.radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * Double.pi / 180.0 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
}

public struct UnitPoint: Hashable {
    public var x: CGFloat
    public var y: CGFloat
    public init() {
        self.x = 0
        self.y = 0
    }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

// MARK: Text

public struct Text: View {
    public var content: String
    public var isBold: Bool = false
    public var isItalic: Bool = false
    public var color: Color? = nil
    public var font: Font? = nil
    public var foregroundStyle: AnyShapeStyle? = nil
    public var weight: Font.Weight? = nil
    public var design: Font.Design? = nil
    public var isMonospaced: Bool = false
    public var isMonospacedDigit: Bool = false
    public var isUnderlined: Bool = false
    public var isStrikethrough: Bool = false
    public var kerning: CGFloat = 0
    public var tracking: CGFloat = 0
    public var baselineOffset: CGFloat = 0
    public init(_ content: String) { self.content = content }
    public init(verbatim content: String) { self.content = content }
    public var body: Never { fatalError() }
}

extension Text {
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var text = self
        text.foregroundStyle = AnyShapeStyle(style)
        return text
    }
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }
    public func fontDesign(_ design: Font.Design?) -> Text {
        var text = self
        text.design = design
        return text
    }
    public func bold() -> Text {
        var text = self
        text.isBold = true
        return text
    }
    public func bold(_ isActive: Bool) -> Text {
        var text = self
        text.isBold = isActive
        return text
    }
    public func italic() -> Text {
        var text = self
        text.isItalic = true
        return text
    }
    public func italic(_ isActive: Bool) -> Text {
        var text = self
        text.isItalic = isActive
        return text
    }
    public func monospaced(_ isActive: Bool = true) -> Text {
        var text = self
        text.isMonospaced = isActive
        return text
    }
    public func monospacedDigit() -> Text {
        var text = self
        text.isMonospacedDigit = true
        return text
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var text = self
        text.isStrikethrough = isActive
        return text
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var text = self
        text.isUnderlined = isActive
        return text
    }
    public func kerning(_ kerning: CGFloat) -> Text {
        var text = self
        text.kerning = kerning
        return text
    }
    public func tracking(_ tracking: CGFloat) -> Text {
        var text = self
        text.tracking = tracking
        return text
    }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var text = self
        text.baselineOffset = baselineOffset
        return text
    }
}

extension Text {
    /// The playground keeps the left operand's styling for the whole run.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = lhs
        text.content = lhs.content + rhs.content
        return text
    }
}

// MARK: Fonts

public struct Font: Hashable {
    public var name: String
    public var size: CGFloat? = nil
    public var weight: Font.Weight? = nil
    public var design: Font.Design? = nil
    public var isItalic: Bool = false
    public var isMonospaced: Bool = false
    public var isSmallCaps: Bool = false
    public init(name: String) { self.name = name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public enum TextStyle: Hashable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public struct Weight: Hashable {
        public var value: CGFloat
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    public enum Design: Hashable {
        case `default`, serif, rounded, monospaced
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        var font = Font(name: "\(style)")
        font.design = design
        font.weight = weight
        return font
    }
    @_disfavoredOverload
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        var font = Font(name: "\(style)")
        font.design = design
        return font
    }
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        var font = Font(name: "system")
        font.size = size
        font.weight = weight
        font.design = design
        return font
    }
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        var font = Font(name: "system")
        font.size = size
        font.weight = weight
        font.design = design
        return font
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(name: name)
        font.size = size
        return font
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        var font = Font(name: name)
        font.size = size
        return font
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(name: name)
        font.size = fixedSize
        return font
    }

    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }
    public func smallCaps() -> Font {
        var font = self
        font.isSmallCaps = true
        return font
    }
    public func monospacedDigit() -> Font { self }
    public func weight(_ weight: Font.Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }
    public func bold() -> Font {
        var font = self
        font.weight = .bold
        return font
    }
    public func monospaced() -> Font {
        var font = self
        font.isMonospaced = true
        return font
    }
}

// MARK: Shape styles

public protocol ShapeStyle {}

public struct Color: View, ShapeStyle, Hashable {
    public var name: String
    public var opacity: Double = 1
    public init(name: String) { self.name = name }
    /// A named colour from the asset catalog.
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.name = "rgb(\(red), \(green), \(blue))"
        self.opacity = opacity
    }
    public init(white: Double, opacity: Double = 1) {
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

// MARK: Shapes

public enum RoundedCornerStyle: Hashable {
    case circular
    case continuous
}

public struct StrokeStyle: Hashable {
    public var lineWidth: CGFloat
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public struct FillStyle: Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape draws itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Opaque in the SDK (`some InsettableShape`): its body builds `Rectangle._Inset`, which prints `_Inset`.
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }
}

/// `Rectangle._Inset` of the SDK (internal there, so only its printed name `_Inset` shows);
/// `.border` strokes it.
public struct _Inset: InsettableShape {
    public var amount: CGFloat
    public init(amount: CGFloat) { self.amount = amount }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: self.amount + amount) }
}

public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public var cornerRadius: CGFloat
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
        self.cornerRadius = cornerSize.width
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
        self.cornerRadius = cornerRadius
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: self, amount: amount) }
}

public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Capsule._Inset { Capsule._Inset(base: self, amount: amount) }
}

public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Ellipse._Inset { Ellipse._Inset(base: self, amount: amount) }
}

public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle._Inset { Circle._Inset(base: self, amount: amount) }
}

public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape._Inset { ContainerRelativeShape._Inset(base: self, amount: amount) }
}

/// Opaque in the SDK (`some InsettableShape`): `inset(by:)` builds this internal type, printed `_Inset`.
extension RoundedRectangle {
    public struct _Inset: InsettableShape {
        public var base: RoundedRectangle
        public var amount: CGFloat
        public init(base: RoundedRectangle, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
        public func path(in rect: CGRect) -> Path { base.path(in: rect) }
        public func inset(by amount: CGFloat) -> RoundedRectangle._Inset { RoundedRectangle._Inset(base: base, amount: self.amount + amount) }
    }
}

/// Opaque in the SDK (`some InsettableShape`): `inset(by:)` builds this internal type, printed `_Inset`.
extension Capsule {
    public struct _Inset: InsettableShape {
        public var base: Capsule
        public var amount: CGFloat
        public init(base: Capsule, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
        public func path(in rect: CGRect) -> Path { base.path(in: rect) }
        public func inset(by amount: CGFloat) -> Capsule._Inset { Capsule._Inset(base: base, amount: self.amount + amount) }
    }
}

/// Opaque in the SDK (`some InsettableShape`): `inset(by:)` builds this internal type, printed `_Inset`.
extension Ellipse {
    public struct _Inset: InsettableShape {
        public var base: Ellipse
        public var amount: CGFloat
        public init(base: Ellipse, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
        public func path(in rect: CGRect) -> Path { base.path(in: rect) }
        public func inset(by amount: CGFloat) -> Ellipse._Inset { Ellipse._Inset(base: base, amount: self.amount + amount) }
    }
}

/// Opaque in the SDK (`some InsettableShape`): `inset(by:)` builds this internal type, printed `_Inset`.
extension Circle {
    public struct _Inset: InsettableShape {
        public var base: Circle
        public var amount: CGFloat
        public init(base: Circle, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
        public func path(in rect: CGRect) -> Path { base.path(in: rect) }
        public func inset(by amount: CGFloat) -> Circle._Inset { Circle._Inset(base: base, amount: self.amount + amount) }
    }
}

/// Opaque in the SDK (`some InsettableShape`): `inset(by:)` builds this internal type, printed `_Inset`.
extension ContainerRelativeShape {
    public struct _Inset: InsettableShape {
        public var base: ContainerRelativeShape
        public var amount: CGFloat
        public init(base: ContainerRelativeShape, amount: CGFloat) {
            self.base = base
            self.amount = amount
        }
        public func path(in rect: CGRect) -> Path { base.path(in: rect) }
        public func inset(by amount: CGFloat) -> ContainerRelativeShape._Inset { ContainerRelativeShape._Inset(base: base, amount: self.amount + amount) }
    }
}

public struct RectangleCornerRadii: Hashable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius)
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

// MARK: Shape views and shape modifiers

public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    public var body: Never { fatalError() }
}

public protocol ShapeView: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// What `stroke(_:lineWidth:)` and `stroke(_:style:)` build (iOS 17 and later).
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public var body: Never { fatalError() }
}

/// What `strokeBorder(_:lineWidth:)` and `strokeBorder(_:style:)` build (iOS 17 and later).
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var strokeStyle: StrokeStyle
    public var isAntialiased: Bool
    public var background: Background
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    public var body: Never { fatalError() }
}

/// What `fill(_:)` on a shape view builds: the new fill over the old view.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public var shape: Content
    public var style: Style
    public var fillStyle: FillStyle
    public var background: Background
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    public var body: Never { fatalError() }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: EmptyView())
    }
    /// Opaque in the SDK (`some Shape`); its inlinable body builds `_StrokedShape<Self>`.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
    /// Opaque in the SDK (`some Shape`); its inlinable body builds `_StrokedShape<Self>`.
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }
    /// Opaque in the SDK (`some Shape`); its inlinable body builds `_TrimmedShape<Self>`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: EmptyView())
    }
}

extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Self.Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self.Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: self)
    }
}

extension ShapeView where Self.Content: InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self.Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self.Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth), isAntialiased: antialiased, background: self)
    }
}

public struct _StrokedShape<S: Shape>: Shape {
    public var shape: S
    public var style: StrokeStyle
    /// `style.lineWidth`, kept as a field for the preview.
    public var lineWidth: CGFloat
    public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.lineWidth = style.lineWidth
    }
    /// The playground's shorthand, used by `.border`.
    public init(shape: S, lineWidth: CGFloat) {
        self.shape = shape
        self.style = StrokeStyle(lineWidth: lineWidth)
        self.lineWidth = lineWidth
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public init(shape: S, startFraction: CGFloat = 0, endFraction: CGFloat = 1) {
        self.shape = shape
        self.startFraction = startFraction
        self.endFraction = endFraction
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}
"""#
}
