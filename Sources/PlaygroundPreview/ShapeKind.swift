import PlaygroundRuntime

/// A shape used as a view (`Circle()`, `Capsule().stroke(lineWidth: 2)`, `Circle().trim(…)`):
/// filled with the foreground style, as its `_ShapeView<Self, ForegroundStyle>` body does; a
/// `stroke(lineWidth:)` or trimmed shape draws its outline.
enum ShapeKind: ViewKind {
    static let declarations = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse", "Circle", "ContainerRelativeShape",
        "_Inset", "RoundedRectangle._Inset", "Capsule._Inset", "Ellipse._Inset", "Circle._Inset", "ContainerRelativeShape._Inset",
        "_StrokedShape", "_TrimmedShape", "OffsetShape", "ScaledShape", "RotatedShape", "_SizedShape",
    ]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [ShapeDrawable(ShapeOutline(node.value), paint: .color(context.environment.foreground ?? .primary))]
    }
}
