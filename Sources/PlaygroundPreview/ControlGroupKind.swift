import PlaygroundRuntime

/// `ControlGroup`: its controls side by side, as iOS shows a group of buttons.
enum ControlGroupKind: ViewKind {
    static let declarations = ["ControlGroup"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [StackDrawable.horizontal(context.childDrawables(of: node, role: "content"))]
    }
}
