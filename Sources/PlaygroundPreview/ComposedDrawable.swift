/// A view that lays out and draws as an arrangement of other drawables (a label's icon-and-title
/// row, a form control's label-and-value row): it says what that arrangement is, and sizing,
/// drawing and depth follow from it.
public protocol ComposedDrawable: Drawable {
    /// What this view lays out and draws as.
    var composition: any Drawable { get }
}

extension ComposedDrawable {
    public var nestingDepth: Int { composition.nestingDepth &+ 1 }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        composition.sizeThatFits(proposal)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        composition.draw(into: &buffer, in: rect)
    }
}
