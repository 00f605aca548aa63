import PlaygroundChecker
import PlaygroundRuntime

/// SwiftUI's `Picker`. In the default (menu) style, its label at the leading edge and the
/// selected option with `⌄` at the trailing edge, in the tint, filling the proposed width. In
/// the segmented style, the options side by side, `[ One │‹Two›│ Three ]`, the selected one
/// between `‹ ›` in bold and the tint.
public struct PickerDrawable: Drawable {
    public let label: any Drawable
    /// Each option's view, in order.
    public let options: [any Drawable]
    /// The index of the option whose tag is the selection, if any.
    public let selected: Int?
    public let isSegmented: Bool
    public let tint: TerminalColor

    public init(label: any Drawable, options: [any Drawable], selected: Int?, isSegmented: Bool = false, tint: TerminalColor = .accentColor) {
        self.label = label.depthLimited()
        let kept = options.filter { !$0.isEmpty }.map { $0.depthLimited() }
        self.options = kept
        self.selected = selected.flatMap { kept.indices.contains($0) ? $0 : nil }
        self.isSegmented = isSegmented
        self.tint = tint
    }

    /// `Picker("Title", selection: $choice) { Text(option)… }` with plain text options.
    public init(_ title: String, options: [String], selected: Int?, isSegmented: Bool = false) {
        self.init(label: TextDrawable(title), options: options.map { TextDrawable($0) }, selected: selected, isSegmented: isSegmented)
    }

    public var nestingDepth: Int { (options.map(\.nestingDepth) + [label.nestingDepth]).max()! &+ 1 }

    private var menuRow: ControlRowDrawable {
        let choice: any Drawable = selected.map { options[$0] } ?? EmptyDrawable()
        let control = StackDrawable.horizontal([choice, TextDrawable("⌄")])
        return ControlRowDrawable(label: label, control: StyleDrawable(control, style: CellStyle(foreground: tint)))
    }

    private var segmentWidths: [Int] { options.map { $0.sizeThatFits(.unspecified).width &+ 2 } }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard isSegmented else { return menuRow.sizeThatFits(proposal) }
        let natural = segmentWidths.reduce(0, &+) &+ max(0, options.count - 1) &+ 2
        return Size(width: max(natural, proposal.width ?? natural), height: 1)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        guard isSegmented else { return menuRow.draw(into: &buffer, in: rect) }
        let widths = segmentWidths
        let natural = widths.reduce(0, &+) &+ max(0, options.count - 1) &+ 2
        let extra = max(0, rect.width - natural)
        let y = rect.minY
        buffer.put("[", x: rect.minX, y: y, style: CellStyle(foreground: .secondary))
        buffer.put("]", x: rect.maxX - 1, y: y, style: CellStyle(foreground: .secondary))
        var x = rect.minX + 1
        for (index, option) in options.enumerated() {
            if index > 0 {
                buffer.put("│", x: x, y: y, style: CellStyle(foreground: .secondary))
                x += 1
            }
            let width = widths[index] + extra / options.count + (index < extra % options.count ? 1 : 0)
            let size = option.sizeThatFits(.unspecified)
            let placed = Rect(x: x, y: y, width: width, height: 1).placing(Size(width: size.width, height: 1), alignment: .center)
            if index == selected {
                buffer.put("‹", x: placed.minX - 1, y: y, style: CellStyle(foreground: tint))
                buffer.put("›", x: placed.maxX, y: y, style: CellStyle(foreground: tint))
                buffer.withInheritedStyle(CellStyle(foreground: tint, bold: true)) { buffer in
                    option.draw(into: &buffer, in: placed)
                }
            } else {
                option.draw(into: &buffer, in: placed)
            }
            x += width
        }
    }
}

extension PickerDrawable: ViewKind {
    static let declarations = ["Picker"]

    /// The options are the content's views; the selected one is the first whose tag (`.tag(_:)`,
    /// or a `ForEach` row's id) equals the bound selection.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let selection = node.field("selection")?.bindingValue(context.interpreter)?.hashableBase
        var options: [any Drawable] = []
        var selected: Int?
        func collect(_ n: ViewNode, id: Value?) {
            if context.viewKind(of: n) is SplicedViews.Type {
                n.children.forEach { collect($0, id: $0.elementID ?? id) }
                return
            }
            let drawn = context.drawables(n)
            guard !drawn.isEmpty else { return }
            if selected == nil, let selection, let tag = n.tagValue ?? id?.hashableBase, tag == selection { selected = options.count }
            options.append(context.unary(drawn))
        }
        node.children.filter { $0.role == "content" }.forEach { collect($0, id: nil) }
        return [PickerDrawable(
            label: context.unary(context.childDrawables(of: node, role: "label")), options: options, selected: selected,
            isSegmented: context.environment.pickerStyle == "segmented", tint: context.environment.tint ?? .accentColor)]
    }
}
