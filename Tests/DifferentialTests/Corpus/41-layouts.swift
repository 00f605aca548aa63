// Custom layouts (iOS 16): a `Layout`'s container built by calling the layout with a trailing
// closure, with or without arguments and parentheses; the values its methods use; layout values.

// MARK: - layout_container
// expect: Tree<_LayoutRoot<Diagonal>, TupleView<(Text, Text)>>
struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: bounds.minX + 10 * Double(index), y: bounds.minY), proposal: .unspecified)
        }
    }
}
Diagonal {
    Text("a")
    Text("b")
}

// MARK: - layout_container_with_arguments
// expect: ModifiedContent<Tree<_LayoutRoot<Flow>, ForEach<Array<String>, String, Text>>, _PaddingLayout>
struct Flow: Layout {
    var spacing: CGFloat = 8
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            width += size.width + spacing
            height = max(height, size.height)
        }
        return CGSize(width: max(0, width - spacing), height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width + subview.spacing.distance(to: ViewSpacing(), along: .horizontal)
        }
    }
}
Flow(spacing: 4) {
    ForEach(["a", "b", "c"], id: \.self) { Text($0) }
}
.padding()

// MARK: - layout_parenthesized_value
// expect: Tree<_LayoutRoot<Square>, Text>
struct Square: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let side = min(proposal.width ?? 40, proposal.height ?? 40)
        return CGSize(width: side, height: side)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
    }
}
(Square()) {
    Text("in a square")
}

// MARK: - layout_cache_and_values
// expect: Tree<_LayoutRoot<Columns>, TupleView<(ModifiedContent<Text, _TraitWritingModifier<_LayoutTrait<ColumnKey>>>, ModifiedContent<Text, _TraitWritingModifier<LayoutPriorityTraitKey>>)>>
struct ColumnKey: LayoutValueKey {
    static let defaultValue = 0
}
struct Columns: Layout {
    struct Cache {
        var widths: [CGFloat]
    }
    func makeCache(subviews: Subviews) -> Cache {
        Cache(widths: subviews.map { $0.sizeThatFits(.unspecified).width })
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.widths.reduce(0, +), height: 16)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        for (index, subview) in zip(subviews.indices, subviews) {
            let column = subview[ColumnKey.self]
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(column) * 40, y: bounds.minY), proposal: .unspecified)
            _ = index + Int(subview.priority)
        }
    }
}
Columns {
    Text("right").layoutValue(key: ColumnKey.self, value: 1)
    Text("left").layoutPriority(1)
}

// MARK: - layout_proposals
// expect: Text
let proposal = ProposedViewSize(width: 100, height: nil)
let filled = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 5, height: 7))
let alignment = Alignment(horizontal: .trailing, vertical: .top)
Text("\(filled.width) \(filled.height) \(proposal == .unspecified) \(ProposedViewSize.zero.width ?? -1) \(alignment == .topTrailing) \(alignment.horizontal == .trailing) \(Double.greatestFiniteMagnitude > 1e300)")

// MARK: - layout_requirements_and_dimensions
// expect: Tree<_LayoutRoot<Centered>, TupleView<(Text, Text, Text)>>
struct Centered: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    func updateCache(_ cache: inout Void, subviews: Subviews) {}
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        bounds.midX
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var height: CGFloat = 0
        var width: CGFloat = 0
        for index in subviews.startIndex..<subviews.endIndex {
            let dimensions: ViewDimensions = subviews[index].dimensions(in: .unspecified)
            height += dimensions.height
            width = max(width, dimensions[HorizontalAlignment.trailing])
        }
        return CGSize(width: width, height: height)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var y = bounds.minY
        let rightToLeft = subviews.layoutDirection == LayoutDirection.rightToLeft
        let tail: LayoutSubviews = subviews[1..<subviews.count]
        let first: LayoutSubview? = subviews.first
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            let x = rightToLeft || subview == first ? bounds.minX : bounds.midX - dimensions.width / 2
            subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            y += dimensions[VerticalAlignment.bottom] + CGFloat(tail.count) * 0
        }
        _ = LayoutDirection.leftToRight
    }
}
Centered {
    Text("one")
    Text("two")
    Text("three")
}
