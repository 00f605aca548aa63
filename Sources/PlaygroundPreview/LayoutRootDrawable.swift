import PlaygroundChecker
import PlaygroundRuntime

/// A custom `Layout`'s container (`FlowLayout { … }`): the layout's own `sizeThatFits` and
/// `placeSubviews`, run by the interpreter in points, over subviews measured and drawn in
/// cells (`Metrics` converts both ways).
///
/// Bounds are the container's rect in the preview's points, so a layout that forgets
/// `bounds.minX` draws as misplaced as it would in SwiftUI. A subview the layout does not
/// place sits at the bounds' center, as SwiftUI puts it. A layout whose code fails draws
/// its subviews in a box titled with the error.
struct LayoutRootDrawable: Drawable {
    /// One subview: its drawing and what its modifiers handed the layout.
    struct Subview {
        let drawable: any Drawable
        let priority: Double
        /// `layoutValue(key:value:)` values by trait type (`_LayoutTrait<Key>`).
        let layoutValues: [(trait: SwiftType, value: Value)]
    }

    /// Where `placeSubviews` put a subview, in points.
    private struct Placement {
        let x: Double
        let y: Double
        let anchor: (x: Double, y: Double)
        let proposal: LayoutSubviewHandle.Proposal
    }

    /// Collects the placements one `placeSubviews` run makes.
    private final class Placements {
        var byIndex: [Int: Placement] = [:]
    }

    /// Whether the layout's code fails, found once: its first `sizeThatFits` also runs a
    /// `placeSubviews`, so a failing layout is sized as the box that shows its error.
    private final class Outcome {
        var checked = false
        var failure: RuntimeError?
    }

    let layout: Value
    let layoutName: String
    let subviews: [Subview]
    let interpreter: Interpreter
    private let outcome = Outcome()

    init(layout: Value, layoutName: String, subviews: [Subview], interpreter: Interpreter) {
        self.layout = layout
        self.layoutName = layoutName
        self.subviews = subviews
        self.interpreter = interpreter
    }

    var nestingDepth: Int { (subviews.map(\.drawable.nestingDepth).max() ?? 0) &+ 1 }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        do throws(RuntimeError) {
            let size = try layoutSize(proposal)
            if !outcome.checked {
                outcome.checked = true
                try place(in: Rect(origin: .zero, size: size), placements: Placements())
            }
            return size
        } catch {
            outcome.failure = error
            return failed(error).sizeThatFits(proposal)
        }
    }

    func draw(into buffer: inout CellBuffer, in rect: Rect) {
        let placements = Placements()
        do throws(RuntimeError) {
            if let failure = outcome.failure { throw failure }
            try place(in: rect, placements: placements)
        } catch {
            failed(error).draw(into: &buffer, in: rect)
            return
        }
        let bounds = Self.points(rect)
        for (index, subview) in subviews.enumerated() {
            let placement = placements.byIndex[index] ?? Placement(
                x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2, anchor: (0.5, 0.5), proposal: (nil, nil))
            let size = subview.drawable.sizeThatFits(Self.cells(placement.proposal))
            let x = placement.x - placement.anchor.x * Metrics.points(size.width, along: .horizontal)
            let y = placement.y - placement.anchor.y * Metrics.points(size.height, along: .vertical)
            let origin = Point(x: Metrics.column(atPoint: x), y: Metrics.row(atPoint: y))
            subview.drawable.draw(into: &buffer, in: Rect(origin: origin, size: size))
        }
    }

    /// The layout's own size for `proposal`, in cells.
    private func layoutSize(_ proposal: ProposedSize) throws(RuntimeError) -> Size {
        let handles = subviews.map { handle(for: $0, placements: nil, index: 0) }
        let size = try interpreter.layoutSize(of: layout, proposal: Self.points(proposal), subviews: handles)
        return Size(width: Metrics.columns(size.width), height: Metrics.rows(size.height))
    }

    /// Runs the layout's `placeSubviews` in `rect`, recording where each subview goes.
    private func place(in rect: Rect, placements: Placements) throws(RuntimeError) {
        let handles = subviews.indices.map { handle(for: subviews[$0], placements: placements, index: $0) }
        try interpreter.placeSubviews(of: layout, in: Self.points(rect), proposal: Self.points(ProposedSize(rect.size)), subviews: handles)
    }

    /// What the layout's code sees of `subview`; placements are recorded when drawing.
    private func handle(for subview: Subview, placements: Placements?, index: Int) -> LayoutSubviewHandle {
        LayoutSubviewHandle(
            measure: { proposal in
                let size = subview.drawable.sizeThatFits(Self.cells(proposal))
                return (Metrics.points(size.width, along: .horizontal), Metrics.points(size.height, along: .vertical))
            },
            place: { x, y, anchor, proposal in
                placements?.byIndex[index] = Placement(x: x, y: y, anchor: anchor, proposal: proposal)
            },
            priority: subview.priority,
            layoutValue: { trait in subview.layoutValues.last { $0.trait == trait }?.value })
    }

    private func failed(_ error: RuntimeError) -> LabelledBoxDrawable {
        LabelledBoxDrawable(title: "\(layoutName): \(error.message)", children: subviews.map(\.drawable))
    }

    private static func points(_ rect: Rect) -> (x: Double, y: Double, width: Double, height: Double) {
        (Metrics.points(rect.minX, along: .horizontal), Metrics.points(rect.minY, along: .vertical),
         Metrics.points(rect.width, along: .horizontal), Metrics.points(rect.height, along: .vertical))
    }

    private static func points(_ proposal: ProposedSize) -> LayoutSubviewHandle.Proposal {
        (proposal.width.map { Metrics.points($0, along: .horizontal) }, proposal.height.map { Metrics.points($0, along: .vertical) })
    }

    private static func cells(_ proposal: LayoutSubviewHandle.Proposal) -> ProposedSize {
        ProposedSize(width: proposal.width.map(Metrics.columns), height: proposal.height.map(Metrics.rows))
    }
}

extension LayoutRootDrawable: ViewKind {
    /// Found through `_VariadicView.Tree`'s root (`VariadicTreeKind`).
    static let declarations = ["_LayoutRoot"]

    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        guard let interpreter = context.interpreter, let content = node.child("content"),
              let layout = node.field("root")?.field("layout") else {
            return LabelledBoxDrawable.drawables(for: node, in: context)
        }
        let subviews = ViewGraph.flatten(content).flatMap { child in
            let traits = Self.traits(of: child)
            let priority = traits.last { $0.trait.isNominal("LayoutPriorityTraitKey") }?.value.doubleValue ?? 0
            let values = traits.filter { $0.trait.isNominal("_LayoutTrait") }
            return context.drawables(child).filter { !$0.isEmpty }.map {
                Subview(drawable: $0.depthLimited(), priority: priority, layoutValues: values)
            }
        }
        let name = if case .nominal(let id, _)? = node.type.genericArguments.first?.genericArguments.first { String(id.simpleName) } else { "Layout" }
        return [LayoutRootDrawable(layout: layout, layoutName: name, subviews: subviews, interpreter: interpreter)]
    }

    /// The traits a subview's modifiers wrote (`_trait(Key.self, value)`), outermost last, down
    /// through its modifiers and custom views' bodies.
    private static func traits(of node: ViewNode) -> [(trait: SwiftType, value: Value)] {
        var found: [(trait: SwiftType, value: Value)] = []
        var current: ViewNode? = node
        while let here = current {
            if here.kindName == "ModifiedContent" {
                if case .instance(let modifier)? = here.field("modifier"), modifier.decl.name == "_TraitWritingModifier",
                   let trait = modifier.type.genericArguments.first, let value = modifier.fields["value"] {
                    found.insert((trait, value), at: 0)
                }
                current = here.child("content")
            } else {
                current = here.child("body")
            }
        }
        return found
    }
}

private extension SwiftType {
    func isNominal(_ name: String) -> Bool {
        if case .nominal(let id, _) = self { return id.qualifiedName == name }
        return false
    }
}
