extension Profile {
    /// Shapes, the views they make (fill, stroke, trim) and the geometry values they use.
    ///
    /// Opaque results (`some Shape`, `some InsettableShape`) return what the SDK's inlinable body
    /// builds; docs/surface-notes/graphics.tsv lists each choice.
    static let swiftUIShapesSource = #"""
public struct Angle: Hashable {
    public var radians: Double
    public var degrees: Double { radians * 180.0 / Double.pi }
    public init() { self.radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * Double.pi / 180.0 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle(radians: 0)
    public var magnitude: Double { abs(radians) }
    public var animatableData: Double {
        get { radians }
        set { radians = newValue }
    }
}

/// Angles add, subtract and scale as the SDK's `_VectorMath` makes them.
extension Angle: Comparable {
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static prefix func - (operand: Angle) -> Angle { Angle(radians: -operand.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
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


// MARK: Shapes

public enum RoundedCornerStyle: Hashable {
    case circular
    case continuous
}

/// CoreGraphics' line ends and corners.
public enum CGLineCap: Hashable { case butt, round, square }
public enum CGLineJoin: Hashable { case miter, round, bevel }

public struct StrokeStyle: Hashable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
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

/// A path is a shape: it draws as the region its points bound.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
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
    /// Opaque in the SDK (`some Shape`); its inlinable body builds `_SizedShape<Self>`.
    public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }
    /// Opaque in the SDK (`some Shape`); its inlinable body builds `_SizedShape<Self>`.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        size(CGSize(width: width, height: height))
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

/// The shape drawn at a fixed size from the top-leading corner of the rect it is given.
public struct _SizedShape<S: Shape>: Shape {
    public var shape: S
    public var size: CGSize
    public init(shape: S, size: CGSize) {
        self.shape = shape
        self.size = size
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: CGRect(origin: rect.origin, size: size)) }
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
