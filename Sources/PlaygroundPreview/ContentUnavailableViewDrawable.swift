import PlaygroundRuntime

/// SwiftUI's `ContentUnavailableView`: its icon, its title in bold, its description in the
/// secondary colour and its actions, one under the other, centered in the proposed width.
public struct ContentUnavailableViewDrawable: Drawable {
    private let column: StackDrawable

    public init(icon: any Drawable, title: any Drawable, description: any Drawable = EmptyDrawable(), actions: any Drawable = EmptyDrawable()) {
        self.column = StackDrawable.vertical(alignment: .center, spacing: 0, [
            icon, StyleDrawable(title, style: CellStyle(bold: true)),
            StyleDrawable(description, style: CellStyle(foreground: .secondary)), actions,
        ])
    }

    /// `ContentUnavailableView("Title", systemImage: "name", description: Text(…))`.
    public init(_ title: String, systemImage: String, description: String? = nil) {
        self.init(icon: ImageDrawable(systemName: systemImage), title: TextDrawable(title),
                  description: description.map { TextDrawable($0, alignment: .center) } ?? EmptyDrawable())
    }

    public var nestingDepth: Int { column.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let size = column.sizeThatFits(proposal)
        return Size(width: max(size.width, proposal.width ?? 0), height: size.height)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let size = column.sizeThatFits(ProposedSize(rect.size))
        column.draw(into: &buffer, in: rect.placing(size, alignment: .top))
    }
}

extension ContentUnavailableViewDrawable: ViewKind {
    static let declarations = ["ContentUnavailableView"]

    /// A `Label` label gives the icon and the title; any other label is the title.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var icon: any Drawable = EmptyDrawable()
        var title: any Drawable = EmptyDrawable()
        if let label = node.child("label") {
            if context.viewKind(of: label) is LabelDrawable.Type {
                icon = context.unary(context.childDrawables(of: label, role: "icon"))
                title = context.unary(context.childDrawables(of: label, role: "title"))
            } else {
                title = context.unary(context.drawables(label))
            }
        }
        return [ContentUnavailableViewDrawable(
            icon: icon, title: title, description: context.unary(context.childDrawables(of: node, role: "description")),
            actions: context.unary(context.childDrawables(of: node, role: "actions")))]
    }
}
