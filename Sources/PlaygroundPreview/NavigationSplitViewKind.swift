import PlaygroundRuntime

/// `NavigationSplitView`: its sidebar, content (when it has one) and detail columns side by
/// side, top-aligned, with a vertical line between them.
enum NavigationSplitViewKind: ViewKind {
    static let declarations = ["NavigationSplitView"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var columns: [any Drawable] = []
        for role in ["sidebar", "content", "detail"] {
            let views = context.childDrawables(of: node, role: role).filter { !$0.isEmpty }
            guard !views.isEmpty else { continue }
            if !columns.isEmpty { columns.append(DividerDrawable(color: .secondary)) }
            columns.append(StackDrawable.vertical(alignment: .leading, views))
        }
        return [StackDrawable.horizontal(alignment: .top, columns)]
    }
}
