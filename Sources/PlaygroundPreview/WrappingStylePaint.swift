import PlaygroundRuntime

/// Styles that paint as the style they hold: `AnyShapeStyle`, `.opacity(_:)` of a style, and a
/// style with a shadow (`.shadow(.drop(…))`, drawn without it).
enum WrappingStylePaint: StyleKind {
    static let declarations = ["AnyShapeStyle", "_OpacityShapeStyle", "_ShadowShapeStyle"]

    static func paint(_ style: StyleValue) -> ShapePaint {
        style.paint(of: style.field(style.instance.decl.name == "AnyShapeStyle" ? "storage" : "style"))
    }
}
