import PlaygroundRuntime

/// `Table`: its columns' titles in bold, a rule, then a row of cells per value, in columns as a
/// `Grid` lays them out. The profile's table makes that grid (`_grid`) when it is made.
enum TableDrawable: ViewKind {
    static let declarations = ["Table"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        context.childDrawables(of: node, role: "_grid")
    }
}
