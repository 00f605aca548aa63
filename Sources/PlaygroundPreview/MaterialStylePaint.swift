import PlaygroundRuntime

/// A material (and an image paint): a light shade `░` in the secondary colour.
enum MaterialStylePaint: StyleKind {
    static let declarations = ["Material", "ImagePaint"]

    static func paint(_ style: StyleValue) -> ShapePaint { .material }
}
