import PlaygroundRuntime

/// `LabeledControlGroupContent` (a `ControlGroup` with a title): its controls, spliced into the
/// group; the title is not shown, as in an iOS toolbar or menu group.
enum LabeledControlGroupContentKind: ViewKind {
    static let declarations = ["LabeledControlGroupContent"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        context.childDrawables(of: node, role: "content")
    }
}
