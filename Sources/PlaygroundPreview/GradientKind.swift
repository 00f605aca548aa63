import PlaygroundRuntime

/// `LinearGradient`, `RadialGradient`, `AngularGradient` and `EllipticalGradient` as views:
/// a rectangle filled with the gradient's stand-in paint (see `ShapePaint`).
enum GradientKind: ViewKind {
    static let declarations = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [ShapeDrawable(ShapeOutline(.rectangle), paint: ShapePaint(style: node.value, foreground: context.environment.foreground))]
    }
}
