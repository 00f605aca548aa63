import PlaygroundRuntime

/// SwiftUI's `Label`: its icon, then its title, side by side with default spacing.
public struct LabelDrawable: ComposedDrawable {
    public let title: any Drawable
    public let icon: any Drawable
    private let row: StackDrawable

    public init(title: any Drawable, icon: any Drawable) {
        self.title = title
        self.icon = icon
        self.row = StackDrawable.horizontal([icon, title])
    }

    /// `Label("Title", systemImage: "star")`.
    public init(_ title: String, systemImage: String) {
        self.init(title: TextDrawable(title), icon: ImageDrawable(systemName: systemImage))
    }

    public var composition: any Drawable { row }
}

extension LabelDrawable: ViewKind {
    static let declarations = ["Label"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [LabelDrawable(title: context.unary(context.childDrawables(of: node, role: "title")), icon: context.unary(context.childDrawables(of: node, role: "icon")))]
    }
}
