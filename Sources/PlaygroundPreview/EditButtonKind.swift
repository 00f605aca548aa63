import PlaygroundRuntime

/// `EditButton`: a button titled `Edit` (the list is not in editing mode).
enum EditButtonKind: ViewKind {
    static let declarations = ["EditButton"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [ButtonDrawable("Edit", tint: context.environment.foreground ?? context.environment.tint ?? .blue)]
    }
}
