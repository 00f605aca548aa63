/// Draws laid-out views as text: the presentation stage's entry point.
///
/// The PlaygroundPreview target holds the display-width function, the cell buffer, box
/// styles, the points-to-cells `Metrics`, and one file per drawable view kind.
public enum Preview {
    /// The widest canvas accepted.
    public static let maxWidth = 4096
    /// The tallest canvas drawn; rows below are cut (a 1,000-row list needs about 2,000).
    public static let maxHeight = 10_000

    /// Renders `roots` (a body's flattened children) the way SwiftUI lays out a root:
    /// an implicit `VStack` with center alignment and default spacing, proposed `width`
    /// columns and an unlimited height. The stack sits at the top-leading corner (it is not
    /// centered in `width`, so a small preview stays compact); children narrower than the
    /// widest one are centered relative to it. Plain text unless `color`; lines are trimmed,
    /// trailing blank lines dropped, no final newline.
    public static func render(_ roots: [any Drawable], width: Int, color: Bool = false) -> String {
        draw(roots, width: width).render(color: color)
    }

    /// Renders one root view; see `render(_:width:color:)`.
    public static func render(_ root: any Drawable, width: Int, color: Bool = false) -> String {
        render([root], width: width, color: color)
    }

    /// Rows a view may overflow above the root and still be drawn (a frame smaller than its
    /// content does not clip it in SwiftUI: the content hangs out of the frame).
    public static let overflowRows = 200

    /// Lays out and draws `roots` into a buffer `width` columns wide and as tall as they are
    /// (at most `maxHeight`), with what overflows above or below the root included; a root
    /// stack wider than `width` is drawn in `width`, its overflow clipped.
    public static func draw(_ roots: [any Drawable], width: Int) -> CellBuffer {
        let width = min(max(1, width), maxWidth)
        let root = StackDrawable.vertical(alignment: .center, roots)
        guard !root.isEmpty else { return CellBuffer(width: width, height: 0) }
        var size = root.sizeThatFits(ProposedSize(width: width, height: nil))
        size.width = min(size.width, width)
        size.height = min(size.height, maxHeight)
        var buffer = CellBuffer(width: width, height: overflowRows &+ min(size.height &+ overflowRows, maxHeight))
        root.draw(into: &buffer, in: Rect(origin: Point(x: 0, y: overflowRows), size: size))
        return buffer.dropping(rowsAbove: min(overflowRows, buffer.topmostWrittenRow))
    }
}
