import PlaygroundRuntime

/// SwiftUI's `ScrollView`: offers its content no limit along its scroll axes (the content
/// takes its ideal length there) and the proposal across them; it takes the proposed size
/// (the content's where none is proposed) and draws the content from its top-leading corner,
/// clipped to its frame, as a view scrolled to the start.
public struct ScrollViewDrawable: Drawable {
    public let content: any Drawable
    public let scrollsHorizontally: Bool
    public let scrollsVertically: Bool

    public init(content: any Drawable, horizontal: Bool = false, vertical: Bool = true) {
        self.content = content.depthLimited()
        self.scrollsHorizontally = horizontal
        self.scrollsVertically = vertical
    }

    public var nestingDepth: Int { content.nestingDepth &+ 1 }

    public var isEmpty: Bool { content.isEmpty }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: scrollsHorizontally ? nil : proposal.width, height: scrollsVertically ? nil : proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let size = content.sizeThatFits(contentProposal(proposal))
        func length(_ offered: Int?, _ own: Int) -> Int {
            guard let offered, offered < Metrics.unbounded else { return own }
            return offered
        }
        return Size(width: length(proposal.width, size.width), height: length(proposal.height, size.height))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        var size = content.sizeThatFits(contentProposal(ProposedSize(rect.size)))
        if !scrollsHorizontally { size.width = min(size.width, rect.width) }
        if !scrollsVertically { size.height = min(size.height, rect.height) }
        let placed = rect.placing(size, alignment: Alignment(
            horizontal: scrollsHorizontally || size.width > rect.width ? .leading : .center,
            vertical: scrollsVertically || size.height > rect.height ? .top : .center))
        buffer.withClip(rect) { buffer in
            content.draw(into: &buffer, in: placed)
        }
    }
}

extension ScrollViewDrawable: ViewKind {
    static let declarations = ["ScrollView"]

    /// `axes` is an option set: 1 horizontal, 2 vertical.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var axes = 2
        if case .int(let raw)? = node.field("axes")?.field("rawValue") { axes = raw }
        let children = context.childDrawables(of: node, role: "content")
        let content: any Drawable = children.count == 1 ? children[0]
            : StackDrawable(axis: axes == 1 ? .horizontal : .vertical, children: children)
        return [ScrollViewDrawable(content: content, horizontal: axes & 1 != 0, vertical: axes & 2 != 0)]
    }
}
