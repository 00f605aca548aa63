/// A view the preview can lay out and draw: SwiftUI's layout model on a grid of cells.
///
/// A parent proposes a size (`sizeThatFits`), the child answers with the size it takes,
/// the parent places it, and the child draws itself in exactly that rect (`draw`). Sizes,
/// proposals and rects are in cells; kinds convert their point lengths through `Metrics`.
/// Each kind lives in its own file and keeps its layout and drawing together.
public protocol Drawable {
    /// The size this view takes when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size

    /// Draws this view into `buffer`, in `rect` (the size it answered, placed by its parent).
    func draw(into buffer: inout CellBuffer, in rect: Rect)

    /// This view as a child of a stack along `axis`: `Spacer` and `Divider` take their
    /// direction from it, modifiers pass it on to their content, other views ignore it.
    func oriented(along axis: Axis) -> any Drawable

    /// Whether this view is nothing at all (`EmptyView`): stacks and lists skip it.
    var isEmpty: Bool { get }

    /// How many drawables deep this subtree is (1 for a leaf).
    var nestingDepth: Int { get }
}

extension Drawable {
    public func oriented(along axis: Axis) -> any Drawable { self }

    public var isEmpty: Bool { false }

    public var nestingDepth: Int { 1 }

    /// This view, or `…` when it is nested deeper than `Metrics.maxNestingDepth`, so that
    /// layout and drawing recursion stay bounded.
    public func depthLimited() -> any Drawable {
        nestingDepth >= Metrics.maxNestingDepth ? TextDrawable("…") : self
    }
}
