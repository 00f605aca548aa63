import PlaygroundChecker
import PlaygroundRuntime

/// Turns the evaluated view graph into drawables, with SwiftUI's multi-view rules.
///
/// Each node is drawn by the kind `DrawingRegistry` finds for its declaration; a custom view
/// draws as its body, spliced into its parent's list of children; a primitive no kind knows
/// draws as a labelled box around its child views. Kinds get this context to draw children
/// with the environment modifiers above them wrote.
struct DrawingContext {
    let interpreter: Interpreter?
    var environment = DrawingEnvironment()
    /// While a custom `ViewModifier`'s body is drawn: its `content` placeholder and what it stands for.
    var content: (node: ViewNode, drawables: [any Drawable])?
    /// While a person's control style's body is drawn: what its configuration's placeholders
    /// stand for, by placeholder type (`ButtonStyleConfiguration.Label`: the button's label).
    var stylePlaceholders: [String: [any Drawable]] = [:]

    init(interpreter: Interpreter?) {
        self.interpreter = interpreter
    }

    /// The flattened children a node contributes to its parent.
    func drawables(_ node: ViewNode) -> [any Drawable] {
        if let content, node === content.node { return content.drawables }
        // Builder profiles (issue 6): arrays of views and UIKit views; see UIKitDrawing.swift.
        if let drawn = profileDrawables(node) { return drawn }
        if let kind = viewKind(of: node) {
            if !environment.customStyles.isEmpty, let styled = StyledControl.drawables(for: node, in: self) { return styled }
            return kind.drawables(for: node, in: self)
        }
        if let body = node.child("body") { return drawables(body) }
        return LabelledBoxDrawable.drawables(for: node, in: self)
    }

    /// The kind that draws `node`, when its declaration is a profile's primitive one.
    func viewKind(of node: ViewNode) -> (any ViewKind.Type)? {
        guard case .nominal(let id, _) = node.type, let kind = DrawingRegistry.views[id.qualifiedName] else { return nil }
        // A user's own `struct Text: View` is a custom view, not the profile's primitive.
        if let decl = node.decl, let checker = interpreter?.checker, !checker.isProfileDeclaration(decl) { return nil }
        return kind
    }

    /// The drawables of every child of `node`, in order.
    func childDrawables(of node: ViewNode) -> [any Drawable] {
        node.children.flatMap { drawables($0) }
    }

    /// The drawables of the children with `role` (a stack's `content`, a button's `label`).
    func childDrawables(of node: ViewNode, role: String) -> [any Drawable] {
        node.children.filter { $0.role == role }.flatMap { drawables($0) }
    }

    /// Several views where one is needed (a button's label): stacked as SwiftUI's implicit VStack.
    func unary(_ views: [any Drawable]) -> any Drawable {
        views.count == 1 ? views[0] : StackDrawable(axis: .vertical, alignment: .center, children: views)
    }

    /// The drawables of a view value the graph did not expand (a closure's result, a toolbar
    /// item's content), built into a graph of its own; `type` is its static type, by default
    /// an instance's own. Nothing without an interpreter or when building fails.
    func drawables(ofValue value: Value, type: SwiftType? = nil) -> [any Drawable] {
        guard let interpreter else { return [] }
        var staticType = type
        if staticType == nil, case .instance(let instance) = value { staticType = instance.type }
        guard let staticType, let node = try? ViewGraph(interpreter: interpreter).build(value, type: staticType) else { return [] }
        return drawables(node)
    }

    /// The drawables of the view a stored `@ViewBuilder` closure (`() -> Content`) returns.
    func drawables(calling closure: Value?, type: SwiftType?) -> [any Drawable] {
        guard let interpreter, case .function(let function)? = closure?.unwrapped,
              let value = try? interpreter.call(function, [], at: nil) else { return [] }
        return drawables(ofValue: value, type: type)
    }

    /// This context with `environment` changed for the views below a modifier.
    func with(_ change: (inout DrawingEnvironment) -> Void) -> DrawingContext {
        var copy = self
        change(&copy.environment)
        return copy
    }
}

extension Preview {
    /// Draws an evaluated view graph.
    public static func render(_ root: ViewNode, interpreter: Interpreter?, width: Int, color: Bool) -> String {
        render(DrawingContext(interpreter: interpreter).drawables(root), width: width, color: color)
    }
}
