import PlaygroundChecker
import PlaygroundRuntime

/// SwiftUI's `NavigationStack` and `NavigationView`: a navigation bar, then the root view.
/// The bar shows the title (`.navigationTitle` anywhere in the root, bold) at the leading edge,
/// leading toolbar items before it and the other toolbar items at the trailing edge, over a
/// line; without a title or items there is no bar. It fills the proposed width.
public struct NavigationStackDrawable: Drawable {
    public let title: any Drawable
    public let leadingItems: [any Drawable]
    public let trailingItems: [any Drawable]
    public let content: any Drawable
    private let bar: ControlRowDrawable

    public init(title: any Drawable = EmptyDrawable(), leadingItems: [any Drawable] = [], trailingItems: [any Drawable] = [], content: any Drawable) {
        self.title = title.depthLimited()
        self.leadingItems = leadingItems
        self.trailingItems = trailingItems
        self.content = content.depthLimited()
        self.bar = ControlRowDrawable(
            label: StackDrawable.horizontal(leadingItems + [StyleDrawable(self.title, style: CellStyle(bold: true))]),
            control: StackDrawable.horizontal(trailingItems))
    }

    /// `NavigationStack { content.navigationTitle("Title") }`.
    public init(_ title: String, content: any Drawable) {
        self.init(title: TextDrawable(title), content: content)
    }

    public var nestingDepth: Int { max(bar.nestingDepth, content.nestingDepth) &+ 1 }

    private var hasBar: Bool { !title.isEmpty || !leadingItems.isEmpty || !trailingItems.isEmpty }

    /// The bar's rows: its items and title, and the line under them.
    private func barHeight(width: Int?) -> Int {
        hasBar ? bar.sizeThatFits(ProposedSize(width: width, height: nil)).height &+ 1 : 0
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let barSize = hasBar ? bar.sizeThatFits(ProposedSize(width: proposal.width, height: nil)) : .zero
        let barRows = barHeight(width: proposal.width)
        let inner = content.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - barRows) }))
        let width = max(barSize.width, inner.width, proposal.width ?? 0)
        return Size(width: width, height: proposal.height ?? (barRows &+ inner.height))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let barRows = barHeight(width: rect.width)
        if hasBar {
            bar.draw(into: &buffer, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: barRows - 1))
            buffer.drawLine(x: rect.minX, y: rect.minY + barRows - 1, length: rect.width, along: .horizontal, color: .secondary)
        }
        let area = Rect(x: rect.minX, y: rect.minY + barRows, width: rect.width, height: max(0, rect.height - barRows))
        let size = content.sizeThatFits(ProposedSize(area.size))
        buffer.withClip(Rect(x: area.minX, y: area.minY, width: area.width, height: Metrics.unbounded)) { buffer in
            content.draw(into: &buffer, in: area.placing(size, alignment: .top))
        }
    }
}

extension NavigationStackDrawable: ViewKind {
    static let declarations = ["NavigationStack", "NavigationView"]

    /// The bar's title and items are found in the root's subtree, as SwiftUI's preferences
    /// carry them up: the first `.navigationTitle` and every `.toolbar` item, not looking
    /// inside nested navigation stacks.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var roots = node.children.filter { $0.role == "root" || $0.role == "content" }
        var title: (any Drawable)?
        var leading: [any Drawable] = [], trailing: [any Drawable] = []
        // An opened link's destination is pushed: it replaces the root, with a way back.
        if let pushed = openedDestination(in: node, context: context) {
            roots = [pushed]
            leading.append(TextDrawable("‹ Back"))
        }
        func visit(_ n: ViewNode) {
            if n !== node, context.viewKind(of: n) is NavigationStackDrawable.Type { return }
            if n.kindName == "ModifiedContent", case .instance(let modifier)? = n.field("modifier") {
                switch modifier.decl.name {
                case "NavigationTitleModifier" where title == nil:
                    title = context.unary(context.childDrawables(of: n, role: "title"))
                case "ToolbarModifier":
                    collectItems(modifier.fields["items"], type: modifier.type.genericArguments.first, placement: nil, in: context) { item, isLeading in
                        if isLeading { leading.append(item) } else { trailing.append(item) }
                    }
                default: break
                }
            }
            n.children.forEach(visit)
        }
        roots.forEach(visit)
        let content = context.unary(roots.flatMap { context.drawables($0) })
        return [NavigationStackDrawable(title: title ?? EmptyDrawable(), leadingItems: leading, trailingItems: trailing, content: content)]
    }

    /// The destination of the link opened deepest in the stack (`:open`), not looking inside
    /// nested navigation stacks.
    private static func openedDestination(in stack: ViewNode, context: DrawingContext) -> ViewNode? {
        var found: ViewNode?
        func visit(_ n: ViewNode) {
            if n !== stack, context.viewKind(of: n) is NavigationStackDrawable.Type { return }
            if n.role == "destination" { found = n }
            n.children.forEach(visit)
        }
        visit(stack)
        return found
    }

    /// Placements drawn before the title.
    private static let leadingPlacements: Set<String> = ["navigationBarLeading", "navigation", "cancellationAction", "topBarLeading"]

    /// Walks toolbar content (`ToolbarItem`, `ToolbarItemGroup`, `TupleToolbarContent`,
    /// optionals and conditionals) to its views; a plain view is one trailing item.
    private static func collectItems(
        _ value: Value?, type: SwiftType?, placement: String?, in context: DrawingContext, _ add: (any Drawable, Bool) -> Void
    ) {
        guard let value else { return }
        switch value {
        case .optional(let wrapped):
            collectItems(wrapped, type: type?.optionalWrapped, placement: placement, in: context, add)
        case .tuple(let values):
            values.forEach { collectItems($0, type: nil, placement: placement, in: context, add) }
        case .enumCase(let e) where e.decl.name == "_ConditionalContent":
            e.payload.forEach { collectItems($0, type: nil, placement: placement, in: context, add) }
        case .instance(let instance):
            switch instance.decl.name {
            case "ToolbarItem", "ToolbarItemGroup":
                let placement = instance.fields["placement"]?.field("name")?.stringValue
                let contentType = instance.type.genericArguments.last
                let isLeading = placement.map { leadingPlacements.contains($0) } ?? false
                guard let content = instance.fields["content"] else { return }
                for item in context.drawables(ofValue: content, type: contentType) { add(item, isLeading) }
            case "TupleToolbarContent":
                collectItems(instance.fields["value"], type: nil, placement: placement, in: context, add)
            case "_ConditionalContent":
                if case .enumCase(let storage)? = instance.fields["storage"] {
                    storage.payload.forEach { collectItems($0, type: nil, placement: placement, in: context, add) }
                }
            default:
                for item in context.drawables(ofValue: value, type: type) { add(item, false) }
            }
        default:
            break
        }
    }
}
