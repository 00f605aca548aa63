import PlaygroundRuntime

/// `Section` outside a `List`: its header, content and footer, spliced into the parent.
/// (A List draws its sections itself, with their header and footer lines.)
enum SectionKind: ViewKind {
    static let declarations = ["Section"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        context.childDrawables(of: node, role: "header") + context.childDrawables(of: node, role: "content")
            + context.childDrawables(of: node, role: "footer")
    }
}
