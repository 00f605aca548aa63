import PlaygroundRuntime

/// SwiftUI's `ViewThatFits`: the first of its views whose ideal size fits the proposal along
/// its axes, or the last one when none does.
public struct ViewThatFitsDrawable: Drawable {
    public let candidates: [any Drawable]
    public let horizontal: Bool
    public let vertical: Bool
    public let nestingDepth: Int

    public init(candidates: [any Drawable], horizontal: Bool = true, vertical: Bool = true) {
        self.candidates = candidates.filter { !$0.isEmpty }.map { $0.depthLimited() }
        self.horizontal = horizontal
        self.vertical = vertical
        self.nestingDepth = (self.candidates.map(\.nestingDepth).max() ?? 0) &+ 1
    }

    public var isEmpty: Bool { candidates.isEmpty }

    /// The view shown for `proposal`.
    public func choice(for proposal: ProposedSize) -> (any Drawable)? {
        for candidate in candidates {
            let ideal = candidate.sizeThatFits(.unspecified)
            let fitsWidth = !horizontal || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth, fitsHeight { return candidate }
        }
        return candidates.last
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        choice(for: ProposedSize(rect.size))?.draw(into: &buffer, in: rect)
    }
}

extension ViewThatFitsDrawable: ViewKind {
    static let declarations = ["ViewThatFits"]

    /// `axes` is an option set: 1 horizontal, 2 vertical.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var axes = 3
        if case .int(let raw)? = node.field("axes")?.field("rawValue") { axes = raw }
        return [ViewThatFitsDrawable(candidates: context.childDrawables(of: node, role: "content"), horizontal: axes & 1 != 0, vertical: axes & 2 != 0)]
    }
}
