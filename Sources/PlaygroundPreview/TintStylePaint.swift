import PlaygroundRuntime

/// `.tint` and `.link`: the tint where they are drawn, else the accent colour.
enum TintStylePaint: StyleKind {
    static let declarations = ["TintShapeStyle", "LinkShapeStyle"]

    static func paint(_ style: StyleValue) -> ShapePaint { .color(style.tint ?? .accentColor) }
}
