import PlaygroundRuntime

/// `ModifiedContent`: the modifier around each view of its content (a modifier on a
/// multi-view applies to each child). A built-in modifier is drawn by its `ModifierKind`;
/// a custom `ViewModifier` by its body, with the `content` placeholder standing for each view.
enum ModifiedContentKind: ViewKind {
    static let declarations = ["ModifiedContent"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        guard let contentNode = node.child("content"), case .instance(let instance)? = node.field("modifier") else {
            return context.childDrawables(of: node)
        }
        let modifier = ModifierNode(instance: instance, node: node)
        if let body = node.child("modifier"), DrawingRegistry.modifiers[instance.decl.id.qualifiedName] == nil {
            return context.drawables(contentNode).flatMap { view in
                var inner = context
                inner.content = (contentNode, [view])
                return inner.drawables(body)
            }
        }
        guard let kind = DrawingRegistry.modifiers[instance.decl.id.qualifiedName] else {
            return context.drawables(contentNode)
        }
        let inner = context.with { kind.environment(modifier, &$0) }
        return inner.drawables(contentNode).map { kind.apply(modifier, to: $0, in: context) }
    }
}
