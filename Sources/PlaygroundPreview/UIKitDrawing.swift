import PlaygroundChecker
import PlaygroundRuntime

/// Drawing for the builder profiles' non-SwiftUI values: an array of views (SequenceBuilder,
/// SwiftlyUI's `[UIView]`) draws its elements in order; UIKit-style views draw as their
/// SwiftUI counterparts (a label as text, a stack view as a stack), then the properties the
/// chained modifiers set: fixed width and height, padding, background, border, corner radius, alpha.
extension DrawingContext {
    /// The drawables of such a node, or nil to let the SwiftUI rules draw it.
    func profileDrawables(_ node: ViewNode) -> [any Drawable]? {
        if case .array = node.value, node.kindName == "Array" {
            return node.children.flatMap { drawables($0) }
        }
        if case .instance(let sequence) = node.value, case .array? = sequence.fields["elements"], node.children.contains(where: { $0.role == "element" }),
           interpreter?.checker.system.conforms(node.type, to: NominalID("View")) == false {
            return node.children.flatMap { drawables($0) }
        }
        guard case .instance(let instance) = node.value, let kind = uikitKind(instance.decl) else { return nil }
        let f = instance.fields
        var view: any Drawable
        switch kind {
        case "UILabel":
            var style = CellStyle(foreground: terminalUIColor(f["textColor"]))
            if case .instance(let font)? = f["font"], case .bool(true)? = font.fields["isBold"] { style.bold = true }
            view = TextDrawable(f["text"]?.stringValue ?? "", style: style)
        case "UIImageView":
            view = ImageDrawable(systemName: f["systemName"]?.stringValue ?? "")
        case "UITextField":
            let text = f["text"]?.stringValue ?? ""
            view = text.isEmpty ? TextDrawable(f["placeholder"]?.stringValue ?? "", style: CellStyle(dim: true)) : TextDrawable(text)
        case "UIButton":
            view = ButtonDrawable(f["title"]?.stringValue ?? "", tint: .blue)
        case "UIStackView":
            let vertical = f["isVertical"].map { if case .bool(false) = $0 { false } else { true } } ?? true
            let children = node.children.filter { $0.role == "arrangedSubviews" }.flatMap { drawables($0) }
            view = StackDrawable(axis: vertical ? .vertical : .horizontal, alignment: .center, spacing: f["spacing"]?.doubleValue ?? 0, children: children)
        default:
            let layers = node.children.filter { $0.role == "subviews" }.flatMap { drawables($0) }
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
        if let padding = f["padding"]?.doubleValue, padding > 0 { view = PaddingDrawable(view, length: padding) }
        let width = f["fixedWidth"]?.doubleValue, height = f["fixedHeight"]?.doubleValue
        if width != nil || height != nil { view = FrameDrawable(view, width: width, height: height) }
        if let color = terminalUIColor(f["backgroundColor"]) { view = LayerDrawable(view, .background, color: color) }
        let radius = f["cornerRadius"]?.doubleValue ?? 0
        if let color = terminalUIColor(f["borderColor"]) {
            view = BorderDrawable(view, color: color, width: f["borderWidth"]?.doubleValue ?? 1, cornerRadius: radius)
        } else if radius > 0 {
            view = CornerRadiusDrawable(view, radius: radius)
        }
        if let alpha = f["alpha"]?.doubleValue, alpha < 1 { view = OpacityDrawable(view, opacity: alpha) }
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
        guard case .instance(let color)? = v?.unwrapped, let name = color.fields["name"]?.stringValue else { return nil }
        return TerminalColor(named: name)
    }
}
