import PlaygroundRuntime

/// SwiftUI's `VStack` and `HStack`: one algorithm parameterized by the axis.
///
/// Sizing follows SwiftUI: with a length proposed along the axis, each child is probed for
/// its minimum and maximum length, and the space left after spacing is shared out least
/// flexible child first, each getting an equal share of what remains. With no length
/// proposed, every child takes its ideal size. Across the axis every child gets the stack's
/// proposal and is placed by `alignment`. When the stack was offered no cross length (a
/// horizontal stack in the preview's unlimited height), children shorter than the stack are
/// offered its full cross length when drawn, so dividers and colours span the stack.
public struct StackDrawable: Drawable {
    public let axis: Axis
    /// The cross-axis alignment: `alignment.horizontal` for a vertical stack, `.vertical` for a horizontal one.
    public let alignment: Alignment
    /// Cells between adjacent children.
    public let spacing: Int
    /// The children, without empty ones, already oriented along `axis`.
    public let children: [any Drawable]
    public let nestingDepth: Int
    private let cache = StackLayoutCache()

    /// A stack along `axis`; `spacing` in points, `nil` for SwiftUI's default spacing.
    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, children: [any Drawable]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = Metrics.cells(spacing ?? Metrics.defaultSpacing, along: axis)
        self.children = children.filter { !$0.isEmpty }.map { $0.oriented(along: axis).depthLimited() }
        self.nestingDepth = (self.children.map(\.nestingDepth).max() ?? 0) &+ 1
    }

    /// SwiftUI's `VStack(alignment:spacing:)`.
    public static func vertical(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [any Drawable]
    ) -> StackDrawable {
        let alignment = Alignment(horizontal: alignment, vertical: .center)
        return StackDrawable(axis: .vertical, alignment: alignment, spacing: spacing, children: children)
    }

    /// SwiftUI's `HStack(alignment:spacing:)`.
    public static func horizontal(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [any Drawable]
    ) -> StackDrawable {
        let alignment = Alignment(horizontal: .center, vertical: alignment)
        return StackDrawable(axis: .horizontal, alignment: alignment, spacing: spacing, children: children)
    }

    public var isEmpty: Bool { children.isEmpty }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        layout(for: proposal).size
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let layout = cache.layout(resultingIn: rect.size, along: axis) ?? layout(for: ProposedSize(rect.size))
        let cross = axis.crossing
        let crossLength = rect.size.length(along: cross)
        let spans = layout.proposal.length(along: cross) == nil
        var offset = 0
        for (child, laidOut) in zip(children, layout.sizes) {
            var size = laidOut
            let along = size.length(along: axis)
            if spans, size.length(along: cross) < crossLength {
                let spanning = child.sizeThatFits(ProposedSize(along: axis, along, across: crossLength))
                if spanning.length(along: axis) == along, spanning.length(along: cross) <= crossLength {
                    size = spanning
                }
            }
            let crossOffset = crossAlignmentOffset(of: size.length(along: cross), in: crossLength)
            let origin = axis == .horizontal
                ? Point(x: rect.minX &+ offset, y: rect.minY &+ crossOffset)
                : Point(x: rect.minX &+ crossOffset, y: rect.minY &+ offset)
            child.draw(into: &buffer, in: Rect(origin: origin, size: size))
            offset = Metrics.clampCells(offset &+ along &+ spacing)
        }
    }

    private func crossAlignmentOffset(of length: Int, in available: Int) -> Int {
        axis == .vertical
            ? alignment.horizontal.offset(of: length, in: available)
            : alignment.vertical.offset(of: length, in: available)
    }

    private func layout(for proposal: ProposedSize) -> StackLayout {
        if let cached = cache.layout(for: proposal) { return cached }
        let computed = computeLayout(for: proposal)
        cache.store(computed)
        return computed
    }

    private func computeLayout(for proposal: ProposedSize) -> StackLayout {
        let count = children.count
        guard count > 0 else { return StackLayout(proposal: proposal, sizes: [], size: .zero) }
        let cross = axis.crossing
        let across = proposal.length(along: cross)
        let totalSpacing = Metrics.clampCells(spacing &* (count - 1))
        var sizes: [Size]
        if let along = proposal.length(along: axis), count > 1 {
            sizes = shareOut(max(0, along - totalSpacing), across: across)
        } else {
            let offer = proposal.length(along: axis).map { max(0, $0 - totalSpacing) }
            let childProposal = ProposedSize(along: axis, offer, across: across)
            sizes = children.map { $0.sizeThatFits(childProposal) }
        }
        var total = totalSpacing
        var crossLength = 0
        for size in sizes {
            total = Metrics.clampCells(total &+ size.length(along: axis))
            crossLength = max(crossLength, size.length(along: cross))
        }
        return StackLayout(proposal: proposal, sizes: sizes, size: Size(along: axis, total, across: crossLength))
    }

    /// SwiftUI's division of `available` cells: least flexible child first, each offered an
    /// equal share (rounded up) of what is left.
    private func shareOut(_ available: Int, across: Int?) -> [Size] {
        let smallest = ProposedSize(along: axis, 0, across: across)
        let largest = ProposedSize(along: axis, Metrics.unbounded, across: across)
        let flexibility = children.map { child -> Int in
            let least = child.sizeThatFits(smallest).length(along: axis)
            let most = child.sizeThatFits(largest).length(along: axis)
            return max(0, most - least)
        }
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var sizes = [Size](repeating: .zero, count: children.count)
        var remaining = available
        var left = children.count
        for index in order {
            let offer = (remaining + left - 1) / left
            let size = children[index].sizeThatFits(ProposedSize(along: axis, offer, across: across))
            sizes[index] = size
            remaining = max(0, remaining - size.length(along: axis))
            left -= 1
        }
        return sizes
    }
}

extension StackDrawable: ViewKind {
    static let declarations = ["VStack", "HStack"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let axis: Axis = node.kindName == "VStack" ? .vertical : .horizontal
        return [StackDrawable(
            axis: axis, alignment: node.field("alignment").alignment(axis: axis), spacing: node.field("spacing")?.doubleValue,
            children: context.childDrawables(of: node, role: "content"))]
    }
}
