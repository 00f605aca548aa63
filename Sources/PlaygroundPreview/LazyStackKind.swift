import PlaygroundRuntime

/// `LazyVStack` and `LazyHStack`: drawn as `VStack` and `HStack` (everything is on screen in a
/// preview, so laziness changes nothing), with their alignment and spacing.
enum LazyStackKind: ViewKind {
    static let declarations = ["LazyVStack", "LazyHStack"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let axis: Axis = node.kindName == "LazyVStack" ? .vertical : .horizontal
        return [StackDrawable(
            axis: axis, alignment: node.field("alignment").alignment(axis: axis), spacing: node.field("spacing")?.doubleValue,
            children: context.childDrawables(of: node, role: "content"))]
    }
}
