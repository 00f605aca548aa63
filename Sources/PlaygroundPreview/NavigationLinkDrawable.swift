import PlaygroundRuntime

/// SwiftUI's `NavigationLink`, as a row shows it: its label at the leading edge and `›` at the
/// trailing edge in the secondary colour, filling the proposed width. Its destination is not
/// drawn (nothing has been tapped).
public struct NavigationLinkDrawable: ComposedDrawable {
    public let label: any Drawable
    private let row: ControlRowDrawable

    public init(label: any Drawable) {
        self.label = label
        self.row = ControlRowDrawable(label: label, control: StyleDrawable(TextDrawable("›"), style: CellStyle(foreground: .secondary)))
    }

    /// `NavigationLink("Title") { destination }`.
    public init(_ title: String) {
        self.init(label: TextDrawable(title))
    }

    public var composition: any Drawable { row }
}

extension NavigationLinkDrawable: ViewKind {
    static let declarations = ["NavigationLink"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        [NavigationLinkDrawable(label: context.unary(context.childDrawables(of: node, role: "label")))]
    }
}
