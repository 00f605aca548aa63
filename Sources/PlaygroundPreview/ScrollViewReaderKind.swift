import PlaygroundRuntime

/// `ScrollViewReader`: no drawing of its own; its content (the closure's view, which the
/// view graph calls with a proxy) is spliced into the parent.
enum ScrollViewReaderKind: ViewKind {
    static let declarations = ["ScrollViewReader"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        context.childDrawables(of: node, role: "content")
    }
}
