import PlaygroundChecker
import PlaygroundRuntime

/// `_VariadicView.Tree`: the root's `body(children:)`, drawn from the content's children.
/// A multi-view root splices its body into the parent; a unary root is one view. A root with
/// a kind of its own (`_LayoutRoot`: a custom layout) draws the tree as that kind says.
enum VariadicTreeKind: ViewKind {
    static let declarations = ["_VariadicView.Tree"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        if case .nominal(let root, _)? = node.type.genericArguments.first, let kind = DrawingRegistry.views[root.qualifiedName] {
            return kind.drawables(for: node, in: context)
        }
        let body = context.childDrawables(of: node, role: "body")
        if let rootType = node.type.genericArguments.first, let system = context.interpreter?.checker.system,
           system.conforms(rootType, to: NominalID("_VariadicView_MultiViewRoot")) {
            return body
        }
        return body.isEmpty ? [] : [context.unary(body)]
    }
}
