import PlaygroundRuntime

/// SwiftUI's `.badge(_:)`, as a list row shows it: the view at the leading edge and the
/// badge's text at the trailing edge in the secondary colour, filling the proposed width.
/// A `nil` badge adds nothing.
public struct BadgeDrawable: ModifierDrawable {
    public private(set) var content: any Drawable
    public let badge: String
    private let row: ControlRowDrawable

    public init(_ content: any Drawable, badge: String) {
        self.content = content.depthLimited()
        self.badge = badge
        self.row = ControlRowDrawable(label: self.content, control: StyleDrawable(TextDrawable(badge), style: CellStyle(foreground: .secondary)))
    }

    public func replacingContent(_ content: any Drawable) -> BadgeDrawable {
        BadgeDrawable(content, badge: badge)
    }

    public var nestingDepth: Int { row.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        row.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        row.draw(into: &buffer, in: rect)
    }
}

extension BadgeDrawable: ModifierKind {
    static let declarations = ["BadgeModifier"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        guard let text = modifier.field("label")?.field("content")?.stringValue else { return view }
        return BadgeDrawable(view, badge: text)
    }
}
