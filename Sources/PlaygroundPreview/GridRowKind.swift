import PlaygroundRuntime

/// `GridRow` outside a `Grid`: its views side by side, as an `HStack`. (A `Grid` lays its rows
/// out itself, in columns.)
enum GridRowKind: ViewKind {
    static let declarations = ["GridRow"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [StackDrawable.horizontal(context.childDrawables(of: node, role: "content"))]
    }
}
