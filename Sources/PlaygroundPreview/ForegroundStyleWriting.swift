import PlaygroundRuntime

/// `.foregroundStyle(_:)` (and its two- and three-style forms, by their first style): the
/// colour text, symbols and shapes below take, as `foregroundColor` sets it. A gradient gives
/// its stand-in's colour, a material the secondary colour.
enum ForegroundStyleWriting: ModifierKind {
    static let declarations = ["_ForegroundStyleModifier", "_ForegroundStyleModifier2", "_ForegroundStyleModifier3"]

    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {
        guard let style = modifier.field("style") ?? modifier.field("primary") else { return }
        environment.foreground = ShapePaint(style: style, foreground: environment.foreground, tint: environment.tint).lineColor
    }
}
