import PlaygroundRuntime

/// Kingfisher's `KFImage`: nothing is downloaded in a preview, so it shows its placeholder, or
/// the `photo` symbol as `AsyncImage` does.
enum KFImageKind: ViewKind {
    static let declarations = ["KFImage"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let placeholder = context.childDrawables(of: node, role: "placeholder")
        return placeholder.isEmpty ? AsyncImageKind.drawables(for: node, in: context) : placeholder
    }
}
