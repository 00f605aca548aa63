import PlaygroundChecker
import PlaygroundRuntime

/// `_VariadicView.Tree`: the root's `body(children:)`, drawn from the content's children.
/// A multi-view root splices its body into the parent; a unary root is one view.
enum VariadicTreeKind: ViewKind {
    static let declarations = ["_VariadicView.Tree"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let body = context.childDrawables(of: node, role: "body")
        if let rootType = node.type.genericArguments.first, let system = context.interpreter?.checker.system,
           system.conforms(rootType, to: NominalID("_VariadicView_MultiViewRoot")) {
            return body
        }
        return body.isEmpty ? [] : [context.unary(body)]
    }
}
