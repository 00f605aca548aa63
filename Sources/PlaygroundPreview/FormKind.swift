import PlaygroundRuntime

/// `Form`: drawn as a grouped `List` (its sections as rounded boxes with their headers), as
/// iOS shows a form.
enum FormKind: ViewKind {
    static let declarations = ["Form"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        ListDrawable.drawables(for: node, in: context)
    }
}
