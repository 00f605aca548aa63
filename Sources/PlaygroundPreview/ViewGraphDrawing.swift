import PlaygroundChecker
import PlaygroundRuntime

/// Turns the evaluated view graph into drawables, with SwiftUI's multi-view rules.
///
/// TupleView, Group, ForEach, Optional, _ConditionalContent, custom views and multi-root
/// `_VariadicView.Tree`s splice their children into the parent's list; a modifier on such a
/// list applies to each child; every other view is one child.
struct ViewGraphDrawing {
    /// Environment values written by modifiers (`foregroundColor`, `font`) for the views below.
    struct Environment {
        var foreground: TerminalColor?
        var bold = false
    }

    let interpreter: Interpreter?

    /// The flattened children a node contributes to its parent.
    func drawables(_ node: ViewNode, _ env: Environment, content: (ViewNode, [any Drawable])? = nil) -> [any Drawable] {
        if let content, node === content.0 { return content.1 }
        // Builder profiles (issue 6): arrays of views and UIKit views; see UIKitDrawing.swift.
        if let drawn = profileDrawables(node, env, content: content) { return drawn }
        let kids = { (role: String) -> [any Drawable] in
            node.children.filter { $0.role == role }.flatMap { drawables($0, env, content: content) }
        }
        let all = { node.children.flatMap { drawables($0, env, content: content) } }
        switch node.kindName {
        case "TupleView", "Group", "ForEach", "Optional", "_ConditionalContent", "AnyView", "IDView":
            return all()
        case "EmptyView":
            return []
        case "Text":
            return [text(node, env)]
        case "Image":
            let name = string(node.field("systemName")) ?? ""
            return [ImageDrawable(systemName: name, style: CellStyle(foreground: env.foreground))]
        case "Color":
            return [ColorDrawable(named: colorName(node.value) ?? "primary")]
        case "Divider":
            return [DividerDrawable()]
        case "Spacer":
            return [SpacerDrawable(minLength: double(node.field("minLength")))]
        case "VStack", "HStack":
            let axis: Axis = node.kindName == "VStack" ? .vertical : .horizontal
            let stack = StackDrawable(axis: axis, alignment: alignment(node.field("alignment"), axis: axis), spacing: double(node.field("spacing")), children: kids("content"))
            return [stack]
        case "ZStack":
            return [ZStackDrawable(alignment: alignment(node.field("alignment"), axis: nil), layers: kids("content"))]
        case "List":
            return [list(node, env)]
        case "Section":
            return kids("header") + kids("content") + kids("footer")
        case "Button":
            return [ButtonDrawable(label: unary(kids("label")), tint: env.foreground ?? .blue)]
        case "Toggle":
            return [ToggleDrawable(label: unary(kids("label")), isOn: toggleState(node))]
        case "Label":
            return [LabelDrawable(title: unary(kids("title")), icon: unary(kids("icon")))]
        case "ModifiedContent":
            return modified(node, env, content: content)
        case "Tree":
            return variadicTree(node, env, content: content)
        default:
            // A custom view: its body's children, spliced into the parent.
            return all()
        }
    }

    /// Several views where one is needed (a button's label): stacked as SwiftUI's implicit VStack.
    func unary(_ views: [any Drawable]) -> any Drawable {
        views.count == 1 ? views[0] : StackDrawable(axis: .vertical, alignment: .center, children: views)
    }

    func text(_ node: ViewNode, _ env: Environment) -> any Drawable {
        var style = CellStyle(foreground: env.foreground, bold: env.bold)
        if case .bool(true)? = node.field("isBold") { style.bold = true }
        if case .bool(true)? = node.field("isItalic") { style.italic = true }
        if let color = node.field("color").flatMap(colorName).flatMap(TerminalColor.init(named:)) { style.foreground = color }
        if let font = node.field("font"), isBoldFont(font) { style.bold = true }
        return TextDrawable(string(node.field("content")) ?? "", style: style)
    }

    func list(_ node: ViewNode, _ env: Environment) -> any Drawable {
        var items: [ListItem] = []
        func collect(_ n: ViewNode) {
            switch n.kindName {
            case "TupleView", "Group", "ForEach", "Optional", "_ConditionalContent", "AnyView":
                n.children.forEach(collect)
            case "Section":
                let header = n.children.filter { $0.role == "header" }.flatMap { drawables($0, env) }
                let rows = n.children.filter { $0.role == "content" }.flatMap { drawables($0, env) }
                let footer = n.children.filter { $0.role == "footer" }.flatMap { drawables($0, env) }
                items.append(.section(ListSection(header: header.isEmpty ? nil : unary(header), rows: rows, footer: footer.isEmpty ? nil : unary(footer))))
            default:
                items += drawables(n, env).map { .row($0) }
            }
        }
        node.children.filter { $0.role == "content" }.forEach(collect)
        return ListDrawable(items: items)
    }

    /// A modifier on each of its content's children (a modifier on a multi-view applies to each).
    func modified(_ node: ViewNode, _ env: Environment, content outer: (ViewNode, [any Drawable])?) -> [any Drawable] {
        guard let contentNode = node.child("content"), case .instance(let modifier)? = node.field("modifier") else {
            return node.children.flatMap { drawables($0, env, content: outer) }
        }
        var inner = env
        if modifier.decl.name == "_EnvironmentKeyWritingModifier" {
            switch string(modifier.fields["keyPath"]) {
            case "foregroundColor": inner.foreground = modifier.fields["value"].flatMap(colorName).flatMap(TerminalColor.init(named:)) ?? env.foreground
            case "font": inner.bold = modifier.fields["value"].map(isBoldFont) ?? env.bold
            default: break
            }
            return drawables(contentNode, inner, content: outer)
        }
        let children = drawables(contentNode, env, content: outer)
        if let body = node.child("modifier") {
            // A custom ViewModifier: its body, with the content placeholder standing for each child.
            return children.flatMap { child in drawables(body, env, content: (contentNode, [child])) }
        }
        return children.map { apply(modifier, to: $0, node: node, env) }
    }

    /// One built-in modifier around one drawable.
    func apply(_ modifier: Instance, to view: any Drawable, node: ViewNode, _ env: Environment) -> any Drawable {
        let f = modifier.fields
        switch modifier.decl.name {
        case "_PaddingLayout":
            var edges = EdgeSet.all
            if case .instance(let set)? = f["edges"], case .int(let raw)? = set.fields["rawValue"] { edges = EdgeSet(rawValue: UInt8(truncatingIfNeeded: raw)) }
            return PaddingDrawable(view, edges: edges, length: double(f["insets"]))
        case "_FrameLayout":
            return FrameDrawable(view, width: double(f["width"]), height: double(f["height"]), alignment: alignment(f["alignment"], axis: nil))
        case "_FlexFrameLayout":
            return FlexibleFrameDrawable(
                view, minWidth: double(f["minWidth"]), idealWidth: double(f["idealWidth"]), maxWidth: double(f["maxWidth"]),
                minHeight: double(f["minHeight"]), idealHeight: double(f["idealHeight"]), maxHeight: double(f["maxHeight"]),
                alignment: alignment(f["alignment"], axis: nil))
        case "_BackgroundStyleModifier":
            return LayerDrawable(view, .background, color: terminalColor(f["style"]) ?? .primary)
        case "_OverlayStyleModifier":
            return LayerDrawable(view, .overlay, color: terminalColor(f["style"]) ?? .primary)
        case "_BackgroundModifier":
            let background = node.children.filter { $0.role == "modifier" || $0.role == "background" }.flatMap { drawables($0, env) }
            return LayerDrawable(view, .background, unary(background), alignment: alignment(f["alignment"], axis: nil))
        case "_OverlayModifier":
            if let border = Border(modifier: modifier) {
                return BorderDrawable(view, color: terminalColor(border.style) ?? .primary, width: border.lineWidth)
            }
            let overlay = node.children.filter { $0.role == "modifier" || $0.role == "overlay" }.flatMap { drawables($0, env) }
            return LayerDrawable(view, .overlay, unary(overlay), alignment: alignment(f["alignment"], axis: nil))
        case "_OpacityEffect":
            return OpacityDrawable(view, opacity: double(f["opacity"]) ?? 1)
        case "_ClipEffect":
            if case .instance(let shape)? = f["shape"], let r = double(shape.fields["cornerRadius"]) { return CornerRadiusDrawable(view, radius: r) }
            return view
        default:
            return view
        }
    }

    /// `_VariadicView.Tree`: the root's `body(children:)` drawn from the content's children.
    func variadicTree(_ node: ViewNode, _ env: Environment, content: (ViewNode, [any Drawable])?) -> [any Drawable] {
        let body = node.children.filter { $0.role == "body" }.flatMap { drawables($0, env, content: content) }
        // A multi-view root splices its body into the parent; a unary root is one view.
        if let rootType = node.type.genericArguments.first, let system = interpreter?.checker.system,
           system.conforms(rootType, to: NominalID("_VariadicView_MultiViewRoot")) {
            return body
        }
        return body.isEmpty ? [] : [unary(body)]
    }

    // MARK: Values

    func string(_ v: Value?) -> String? {
        switch v {
        case .string(let s)?: s
        case .optional(let inner?)?: string(inner)
        default: nil
        }
    }

    func double(_ v: Value?) -> Double? {
        switch v {
        case .double(let d)?: d
        case .int(let n)?: Double(n)
        case .optional(let inner?)?: double(inner)
        default: nil
        }
    }

    func colorName(_ v: Value) -> String? {
        switch v {
        case .instance(let i) where i.decl.name == "Color": string(i.fields["name"])
        case .optional(let inner?): colorName(inner)
        default: nil
        }
    }

    func terminalColor(_ v: Value?) -> TerminalColor? {
        v.flatMap(colorName).flatMap(TerminalColor.init(named:))
    }

    func isBoldFont(_ v: Value) -> Bool {
        guard case .instance(let font) = v.unwrapped, let name = string(font.fields["name"]) else { return false }
        return ["largeTitle", "title", "headline"].contains(name)
    }

    func alignment(_ v: Value?, axis: Axis?) -> Alignment {
        guard case .enumCase(let e)? = v?.unwrapped else { return .center }
        switch (e.name, axis) {
        case ("leading", .vertical?): return .leading
        case ("trailing", .vertical?): return .trailing
        case ("top", .horizontal?): return .top
        case ("bottom", .horizontal?): return .bottom
        case ("center", _): return .center
        case ("leading", _): return .leading
        case ("trailing", _): return .trailing
        case ("top", _): return .top
        case ("bottom", _): return .bottom
        case ("topLeading", _): return .topLeading
        case ("topTrailing", _): return .topTrailing
        case ("bottomLeading", _): return .bottomLeading
        case ("bottomTrailing", _): return .bottomTrailing
        default: return .center
        }
    }

    func toggleState(_ node: ViewNode) -> Bool {
        guard let interpreter, case .instance(let binding)? = node.field("isOn"), case .function(let get)? = binding.fields["get"],
              case .bool(let on)? = try? interpreter.call(get, [], at: nil) else { return false }
        return on
    }
}

extension Value {
    /// The value inside an optional, or the value itself.
    var unwrapped: Value {
        if case .optional(let inner?) = self { return inner.unwrapped }
        return self
    }
}

extension Preview {
    /// Draws an evaluated view graph.
    public static func render(_ root: ViewNode, interpreter: Interpreter?, width: Int, color: Bool) -> String {
        let drawing = ViewGraphDrawing(interpreter: interpreter)
        return render(drawing.drawables(root, .init()), width: width, color: color)
    }
}
