import PlaygroundRuntime

/// SwiftUI's `TabView`: the selected tab's view, then a line and the tab bar, each tab's label
/// centered in an equal share of the width, the selected one bold in the tint; in the page
/// style, the selected page with a line of dots under it, one per page. It fills the
/// proposed width.
public struct TabViewDrawable: Drawable {
    /// How the tabs are shown (`.tabViewStyle(_:)`).
    public enum Style: Equatable {
        case tabBar
        /// Pages swiped sideways; the dots under them unless `indexDisplayMode: .never`.
        case pages(showsIndex: Bool)
    }

    /// Each tab: its label in the bar and its view.
    public struct Tab {
        public var label: any Drawable
        public var content: any Drawable

        public init(label: any Drawable, content: any Drawable) {
            self.label = label.depthLimited()
            self.content = content.depthLimited()
        }
    }

    public let tabs: [Tab]
    public let selected: Int
    public let tint: TerminalColor
    public let style: Style

    public init(tabs: [Tab], selected: Int = 0, tint: TerminalColor = .accentColor, style: Style = .tabBar) {
        self.tabs = tabs
        self.selected = tabs.indices.contains(selected) ? selected : 0
        self.tint = tint
        self.style = style
    }

    public var nestingDepth: Int { (tabs.map { max($0.label.nestingDepth, $0.content.nestingDepth) }.max() ?? 0) &+ 1 }

    public var isEmpty: Bool { tabs.isEmpty }

    private var current: (any Drawable)? { tabs.isEmpty ? nil : tabs[selected].content }

    private var barHeight: Int {
        switch style {
        case .tabBar: return 1 &+ (tabs.map { $0.label.sizeThatFits(.unspecified).height }.max() ?? 1)
        case .pages(let showsIndex): return showsIndex ? 1 : 0
        }
    }

    /// The page dots: `●` for the selected page, `○` for the others.
    private var dots: String { tabs.indices.map { $0 == selected ? "●" : "○" }.joined(separator: " ") }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let bar = barHeight
        let labels = style == .tabBar ? tabs.reduce(0) { $0 &+ $1.label.sizeThatFits(.unspecified).width &+ 2 } : DisplayWidth.of(dots)
        let inner = current?.sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })) ?? .zero
        return Size(width: max(proposal.width ?? 0, labels, inner.width), height: proposal.height ?? (inner.height &+ bar))
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty, let current else { return }
        let bar = barHeight
        let area = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: max(0, rect.height - bar))
        current.draw(into: &buffer, in: area.placing(current.sizeThatFits(ProposedSize(area.size)), alignment: .top))
        guard style == .tabBar else {
            if bar > 0 {
                let width = DisplayWidth.of(dots)
                _ = buffer.write(dots, x: rect.minX + max(0, (rect.width - width) / 2), y: rect.maxY - 1, style: CellStyle(foreground: .secondary))
            }
            return
        }
        let lineY = rect.maxY - bar
        buffer.drawLine(x: rect.minX, y: lineY, length: rect.width, along: .horizontal, color: .secondary)
        var x = rect.minX
        for (index, tab) in tabs.enumerated() {
            let width = rect.width / tabs.count + (index < rect.width % tabs.count ? 1 : 0)
            let slot = Rect(x: x, y: lineY + 1, width: width, height: bar - 1)
            let size = tab.label.sizeThatFits(ProposedSize(width: width, height: nil))
            let style = index == selected ? CellStyle(foreground: tint, bold: true) : CellStyle(foreground: .secondary)
            buffer.withInheritedStyle(style) { buffer in
                tab.label.draw(into: &buffer, in: slot.placing(size, alignment: .top))
            }
            x += width
        }
    }
}

extension TabViewDrawable: ViewKind {
    static let declarations = ["TabView"]

    /// Each view of the content is a tab, labelled by its `.tabItem { }` (else `Tab 1`, `Tab 2` …);
    /// a `.badge` on a tab's view shows on its label, `Tab 1 (2)`. The selection binding, an
    /// index, picks the tab (the first by default).
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        let views = context.childDrawables(of: node, role: "content")
        let tabs = views.enumerated().map { index, view in
            var content = view
            var badge: String?
            var label: any Drawable = TextDrawable("Tab \(index + 1)")
            // `.tabItem` and `.badge` in either order.
            for _ in 0..<2 {
                if let item = content as? TabItemDrawable { label = item.label; content = item.content }
                if let badged = content as? BadgeDrawable { badge = badged.badge; content = badged.content }
            }
            if let badge { label = StackDrawable.horizontal([label, TextDrawable("(\(badge))")]) }
            return Tab(label: label, content: content)
        }
        var selected = 0
        if case .int(let index)? = node.field("selection")?.bindingValue(context.interpreter)?.hashableBase { selected = index }
        return [TabViewDrawable(tabs: tabs, selected: selected, tint: context.environment.tint ?? .accentColor, style: context.environment.tabViewStyle)]
    }
}
