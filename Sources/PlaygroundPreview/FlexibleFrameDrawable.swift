import PlaygroundRuntime

/// SwiftUI's `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per dimension, as SwiftUI's `_FlexFrameLayout`: the proposal is clamped to min…max (no
/// proposal becomes the ideal length, if given) and passed to the content; the frame then
/// takes the content's length (its ideal length when nothing was proposed), raised toward
/// the proposal up to max and at least min.
/// `maxWidth: .infinity` therefore fills the proposed width.
public struct FlexibleFrameDrawable: ModifierDrawable {
    /// The bounds of one dimension, in cells.
    public struct Bounds: Hashable, Sendable {
        public var min: Int?
        public var ideal: Int?
        public var max: Int?

        public init(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) {
            self.min = min.map(Metrics.clampCells)
            self.ideal = ideal.map(Metrics.clampCells)
            self.max = max.map(Metrics.clampCells)
        }

        /// What the content is offered, for the frame's own proposal.
        func proposal(_ proposed: Int?) -> Int? {
            guard let proposed else { return ideal }
            var length = proposed
            if let min { length = Swift.max(length, min) }
            if let max { length = Swift.min(length, max) }
            return length
        }

        /// The frame's length, from what it was proposed, what it offered and what its
        /// content took; with no proposal it is its ideal length when it has one.
        func length(proposed: Int?, offered: Int?, content: Int) -> Int {
            var length = proposed == nil ? ideal ?? content : content
            if let min { length = Swift.max(min, Swift.min(length, offered ?? length)) }
            if let max { length = Swift.min(max, Swift.max(length, offered ?? length)) }
            return length
        }
    }

    public private(set) var content: any Drawable
    public let horizontal: Bounds
    public let vertical: Bounds
    public let alignment: Alignment

    /// Lengths in points; `.infinity` for unbounded.
    public init(
        _ content: any Drawable,
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.init(
            content,
            horizontal: Bounds(
                min: minWidth.map(Metrics.columns),
                ideal: idealWidth.map(Metrics.columns),
                max: maxWidth.map(Metrics.columns)
            ),
            vertical: Bounds(
                min: minHeight.map(Metrics.rows),
                ideal: idealHeight.map(Metrics.rows),
                max: maxHeight.map(Metrics.rows)
            ),
            alignment: alignment
        )
    }

    /// Bounds in cells.
    public init(_ content: any Drawable, horizontal: Bounds, vertical: Bounds, alignment: Alignment = .center) {
        self.content = content.depthLimited()
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    public func replacingContent(_ content: any Drawable) -> FlexibleFrameDrawable {
        FlexibleFrameDrawable(content, horizontal: horizontal, vertical: vertical, alignment: alignment)
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let offered = ProposedSize(
            width: horizontal.proposal(proposal.width),
            height: vertical.proposal(proposal.height)
        )
        let inner = content.sizeThatFits(offered)
        return Size(
            width: horizontal.length(proposed: proposal.width, offered: offered.width, content: inner.width),
            height: vertical.length(proposed: proposal.height, offered: offered.height, content: inner.height)
        )
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let offered = ProposedSize(width: horizontal.proposal(rect.width), height: vertical.proposal(rect.height))
        let inner = content.sizeThatFits(offered)
        content.draw(into: &buffer, in: rect.placing(inner, alignment: alignment))
    }
}

extension FlexibleFrameDrawable: ModifierKind {
    static let declarations = ["_FlexFrameLayout"]

    static func apply(_ modifier: ModifierNode, to view: any Drawable, in context: DrawingContext) -> any Drawable {
        let length = { (name: String) in modifier.field(name)?.doubleValue }
        return FlexibleFrameDrawable(
            view, minWidth: length("minWidth"), idealWidth: length("idealWidth"), maxWidth: length("maxWidth"),
            minHeight: length("minHeight"), idealHeight: length("idealHeight"), maxHeight: length("maxHeight"),
            alignment: modifier.field("alignment").alignment(axis: nil))
    }
}
