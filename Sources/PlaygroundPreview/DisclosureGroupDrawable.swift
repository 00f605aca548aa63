import PlaygroundRuntime

/// SwiftUI's `DisclosureGroup`: `▸ label` when collapsed; `▾ label` with its content below,
/// indented two columns, when expanded.
public struct DisclosureGroupDrawable: ComposedDrawable {
    public let label: any Drawable
    public let content: [any Drawable]
    public let isExpanded: Bool
    private let body: StackDrawable

    public init(label: any Drawable, content: [any Drawable], isExpanded: Bool) {
        self.label = label
        self.content = content
        self.isExpanded = isExpanded
        let header = StackDrawable.horizontal(alignment: .top, [
            StyleDrawable(TextDrawable(isExpanded ? "▾" : "▸"), style: CellStyle(foreground: .accentColor)), label,
        ])
        var rows: [any Drawable] = [header]
        if isExpanded, !content.isEmpty {
            rows.append(PaddingDrawable(StackDrawable.vertical(alignment: .leading, spacing: 0, content), insets: EdgeInsets(leading: 2)))
        }
        self.body = StackDrawable.vertical(alignment: .leading, spacing: 0, rows)
    }

    /// `DisclosureGroup("Title", isExpanded: …) { … }`.
    public init(_ title: String, isExpanded: Bool, content: [any Drawable]) {
        self.init(label: TextDrawable(title), content: content, isExpanded: isExpanded)
    }

    public var composition: any Drawable { body }
}

extension DisclosureGroupDrawable: ViewKind {
    static let declarations = ["DisclosureGroup"]

    /// Expanded when its `isExpanded` binding is true (collapsed without one); the content is
    /// its stored closure's view, built only when shown.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let isExpanded = node.field("isExpanded")?.bindingValue(context.interpreter)?.boolValue ?? false
        let contentType = node.type.genericArguments.count > 1 ? node.type.genericArguments[1] : nil
        let content = isExpanded ? context.drawables(calling: node.field("content"), type: contentType) : []
        return [DisclosureGroupDrawable(label: context.unary(context.childDrawables(of: node, role: "label")), content: content, isExpanded: isExpanded)]
    }
}
