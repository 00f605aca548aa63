import PlaygroundRuntime

/// A built-in modifier's drawing: what it does to the environment below it and to each view it wraps.
///
/// Found by `DrawingRegistry` from the modifier's declaration. A built-in modifier that no kind
/// names draws its content unchanged.
protocol ModifierKind {
    /// The qualified names of the modifier declarations this kind draws (`_PaddingLayout`).
    static var declarations: [String] { get }

    /// Writes what the modifier sets for the views below it (`foregroundColor`, `font`).
    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment)

    /// The drawable for one view of the modified content.
    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable
}

extension ModifierKind {
    static func environment(_ modifier: ModifierNode, _ environment: inout DrawingEnvironment) {}

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable { view }
}

/// A built-in modifier as drawing sees it: its value's fields and the `ModifiedContent` node
/// that holds it (whose children include the views the modifier carries, such as an overlay).
struct ModifierNode {
    let instance: Instance
    let node: ViewNode

    /// A stored property of the modifier.
    func field(_ name: String) -> Value? { instance.fields[name] }

    /// The views the modifier holds under `roles` (an overlay, a background), drawn in `context`.
    func views(_ roles: Set<String>, in context: DrawingContext) -> [any Drawable] {
        node.children.filter { roles.contains($0.role) }.flatMap { context.drawables($0) }
    }
}
