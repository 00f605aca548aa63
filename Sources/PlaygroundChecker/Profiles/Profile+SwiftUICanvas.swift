extension Profile {
    /// `Canvas` and the `GraphicsContext` its renderer draws with. The preview draws a canvas
    /// as a labelled box of the size it is offered; the context keeps its state (transform,
    /// opacity, blend mode) so renderer code runs, and its drawing calls leave no cells.
    static let swiftUICanvasSource = #"""
// MARK: Canvas

/// A view its renderer closure draws into, with symbol views it may place.
public struct Canvas<Symbols: View>: View {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
    public var body: Never { fatalError() }
}
extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer, symbols: { EmptyView() })
    }
}

/// What a canvas's renderer draws with: its drawing state, and paths, text and images.
public struct GraphicsContext {
    /// How a context's drawing combines with what is under it.
    public struct BlendMode: Hashable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
    }
    /// How a path is painted: a colour, a shape style, a gradient.
    public struct Shading {
        let _description: String
        public static var foreground: Shading { Shading(_description: "foreground") }
        public static func color(_ color: Color) -> Shading { Shading(_description: "color") }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(_description: "style") }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(_description: "linearGradient")
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(_description: "radialGradient")
        }
    }
    /// Options of `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }
    /// A text measured for drawing.
    public struct ResolvedText {
        let _text: Text
        public func measure(in size: CGSize) -> CGSize { CGSize(width: 0, height: 0) }
    }
    /// An image resolved for drawing; the playground has no image's pixels, so its size is zero.
    public struct ResolvedImage {
        let _image: Image
        public var size: CGSize { CGSize(width: 0, height: 0) }
        public var baseline: CGFloat { 0 }
    }

    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    /// The size the canvas has: the region drawing can reach.
    public var clipBoundingRect: CGRect
    init(_size: CGSize) { clipBoundingRect = CGRect(origin: .zero, size: _size) }

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        let (r, c) = (path.boundingRect, clipBoundingRect)
        let (minX, minY) = (max(r.minX, c.minX), max(r.minY, c.minY))
        clipBoundingRect = CGRect(x: minX, y: minY, width: max(0, min(r.maxX, c.maxX) - minX), height: max(0, min(r.maxY, c.maxY) - minY))
    }
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(_text: text) }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(_image: image) }
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {}
    /// Runs `content` with a copy of this context: its transform and opacity changes stay inside.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }
}
"""#
}
