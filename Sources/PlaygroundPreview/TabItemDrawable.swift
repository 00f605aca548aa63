import PlaygroundRuntime

/// SwiftUI's `.tabItem { label }`: outside a `TabView` it draws its view unchanged; a
/// `TabView` takes the label for the view's tab in its bar.
public struct TabItemDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let label: any Drawable

    public init(_ content: any Drawable, label: any Drawable) {
        self.content = content.depthLimited()
        self.label = label.depthLimited()
    }

    public func replacingContent(_ content: any Drawable) -> TabItemDrawable {
        TabItemDrawable(content, label: label)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        content.draw(into: &buffer, in: rect)
    }
}

extension TabItemDrawable: ModifierKind {
    static let declarations = ["TabItemModifier"]

    /// A tab bar shows an icon and title side by side (a `Label`'s icon-then-title row).
    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        let label = modifier.views(["label"], in: context)
        guard !label.isEmpty else { return view }
        return TabItemDrawable(view, label: label.count == 1 ? label[0] : StackDrawable.horizontal(label))
    }
}
