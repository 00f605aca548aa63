import PlaygroundRuntime

/// `AsyncImage`: nothing is downloaded in a preview, so it shows the `photo` symbol (`▨`), as
/// an image still loading shows its placeholder.
enum AsyncImageKind: ViewKind {
    static let declarations = ["AsyncImage"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [ImageDrawable(systemName: "photo", style: CellStyle(foreground: context.environment.foreground ?? .secondary))]
    }
}
