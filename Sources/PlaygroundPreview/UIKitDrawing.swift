import PlaygroundChecker
import PlaygroundRuntime

/// Drawing for the builder profiles' non-SwiftUI values: an array of views (SequenceBuilder,
/// SwiftlyUI's `[UIView]`) draws its elements in order; UIKit-style views draw as their
/// SwiftUI counterparts (a label as text, a stack view as a stack), then the properties the
/// chained modifiers set: fixed width and height, padding, background, border, corner radius, alpha.
extension ViewGraphDrawing {
    /// The drawables of such a node, or nil to let the SwiftUI rules draw it.
    func profileDrawables(_ node: ViewNode, _ env: Environment, content: (ViewNode, [any Drawable])?) -> [any Drawable]? {
        if case .array = node.value, node.kindName == "Array" {
            return node.children.flatMap { drawables($0, env, content: content) }
        }
        if case .instance(let sequence) = node.value, case .array? = sequence.fields["elements"], node.children.contains(where: { $0.role == "element" }),
           interpreter?.checker.system.conforms(node.type, to: NominalID("View")) == false {
            return node.children.flatMap { drawables($0, env, content: content) }
        }
        guard case .instance(let instance) = node.value, let kind = uikitKind(instance.decl) else { return nil }
        let f = instance.fields
        var view: any Drawable
        switch kind {
        case "UILabel":
            var style = CellStyle(foreground: terminalUIColor(f["textColor"]))
            if case .instance(let font)? = f["font"], case .bool(true)? = font.fields["isBold"] { style.bold = true }
            view = TextDrawable(string(f["text"]) ?? "", style: style)
        case "UIImageView":
            view = ImageDrawable(systemName: string(f["systemName"]) ?? "")
        case "UITextField":
            let text = string(f["text"]) ?? ""
            view = text.isEmpty ? TextDrawable(string(f["placeholder"]) ?? "", style: CellStyle(dim: true)) : TextDrawable(text)
        case "UIButton":
            view = ButtonDrawable(string(f["title"]) ?? "", tint: .blue)
        case "UIStackView":
            let vertical = f["isVertical"].map { if case .bool(false) = $0 { false } else { true } } ?? true
            let children = node.children.filter { $0.role == "arrangedSubviews" }.flatMap { drawables($0, env) }
            view = StackDrawable(axis: vertical ? .vertical : .horizontal, alignment: .center, spacing: double(f["spacing"]) ?? 0, children: children)
        default:
            let layers = node.children.filter { $0.role == "subviews" }.flatMap { drawables($0, env) }
            if layers.isEmpty, let color = terminalUIColor(f["backgroundColor"]) {
                // A plain coloured UIView fills its frame.
                var fields = f
                fields["backgroundColor"] = nil
                return [decorate(ColorDrawable(color), fields)]
            }
            view = layers.isEmpty ? EmptyDrawable() : ZStackDrawable(alignment: .center, layers: layers)
        }
        return [decorate(view, f)]
    }

    /// The properties SwiftlyUI's chained modifiers set, innermost first.
    func decorate(_ content: any Drawable, _ f: [String: Value]) -> any Drawable {
        var view = content
        if let padding = double(f["padding"]), padding > 0 { view = PaddingDrawable(view, length: padding) }
        let width = double(f["fixedWidth"]), height = double(f["fixedHeight"])
        if width != nil || height != nil { view = FrameDrawable(view, width: width, height: height) }
        if let color = terminalUIColor(f["backgroundColor"]) { view = LayerDrawable(view, .background, color: color) }
        let radius = double(f["cornerRadius"]) ?? 0
        if let color = terminalUIColor(f["borderColor"]) {
            view = BorderDrawable(view, color: color, width: double(f["borderWidth"]) ?? 1, cornerRadius: radius)
        } else if radius > 0 {
            view = CornerRadiusDrawable(view, radius: radius)
        }
        if let alpha = double(f["alpha"]), alpha < 1 { view = OpacityDrawable(view, opacity: alpha) }
        return view
    }

    /// The UIKit class a declaration is or inherits from (`UILabel`, `UIStackView`, `UIView`…).
    func uikitKind(_ decl: NominalDecl) -> String? {
        let known: Set<String> = ["UILabel", "UIImageView", "UITextField", "UIButton", "UIStackView", "UIView"]
        var current: NominalDecl? = decl
        while let d = current {
            if d.kind == .class, known.contains(d.id.qualifiedName) { return d.id.qualifiedName }
            current = d.superclass.flatMap { interpreter?.checker.table.nominal($0) }
        }
        return nil
    }

    /// A `UIColor` value as a terminal colour (its alpha is not drawn).
    func terminalUIColor(_ v: Value?) -> TerminalColor? {
        guard case .instance(let color)? = v?.unwrapped, let name = string(color.fields["name"]) else { return nil }
        return TerminalColor(named: name)
    }
}
