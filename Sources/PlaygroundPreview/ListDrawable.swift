import PlaygroundRuntime

/// SwiftUI's `List`, drawn in the inset-grouped style: each section is a rounded box with
/// one row per child and a separator (`├───┤`) between rows, its header above the box and
/// its footer below, sections a blank row apart.
///
/// The list fills the proposed width (its rows are offered the width inside the box, less
/// `Metrics.listRowInset` columns each side, and sit at the leading edge); with no width
/// proposed it is as wide as its widest row. It is as tall as its sections, or fills a
/// proposed height (clipping rows that do not fit, as scrolling would).
public struct ListDrawable: Drawable {
    public let sections: [ListSection]
    public let nestingDepth: Int

    public init(sections: [ListSection]) {
        self.sections = sections.filter { !$0.isEmpty }
        self.nestingDepth = (self.sections.map(\.nestingDepth).max() ?? 0) &+ 1
    }

    /// `List { row; row; Section { … } }`.
    public init(items: [ListItem]) {
        self.init(sections: ListItem.sections(items))
    }

    /// `List { row; row; … }`.
    public init(rows: [any Drawable]) {
        self.init(sections: [ListSection(rows: rows)])
    }

    public var isEmpty: Bool { sections.isEmpty }

    /// The columns between the list's edge and its rows' content.
    private static let rowMargin = 1 + Metrics.listRowInset
    /// The columns between the list's edge and a header or footer.
    private static let captionMargin = 1

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = proposal.width ?? idealWidth
        let height = proposal.height ?? contentHeight(width: width)
        return Size(width: width, height: height)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.withClip(rect) { buffer in
            var y = rect.minY
            for (index, section) in sections.enumerated() {
                if index > 0 { y += 1 }
                guard y < buffer.clip.maxY else { return }
                y = draw(section, into: &buffer, x: rect.minX, y: y, width: rect.width)
            }
        }
    }

    /// Draws one section from row `y` and returns the row after it.
    private func draw(_ section: ListSection, into buffer: inout CellBuffer, x: Int, y: Int, width: Int) -> Int {
        var y = y
        if let header = section.header {
            y = drawCaption(header, into: &buffer, x: x, y: y, width: width)
        }
        if !section.rows.isEmpty {
            let top = y
            let rowWidth = max(0, width - 2 * Self.rowMargin)
            y += 1
            for (index, row) in section.rows.enumerated() {
                if index > 0 {
                    buffer.drawLine(x: x + 1, y: y, length: width - 2, along: .horizontal, color: .secondary)
                    y += 1
                }
                let size = row.sizeThatFits(ProposedSize(width: rowWidth, height: nil))
                let height = max(1, size.height)
                if y < buffer.clip.maxY, y + height > buffer.clip.minY {
                    let area = Rect(x: x + Self.rowMargin, y: y, width: rowWidth, height: height)
                    row.draw(into: &buffer, in: area.placing(size, alignment: .leading))
                }
                y += height
                if y > buffer.clip.maxY { break }
            }
            buffer.drawBox(Rect(x: x, y: top, width: width, height: y + 1 - top), style: .rounded, color: .secondary)
            y += 1
        }
        if let footer = section.footer {
            y = drawCaption(footer, into: &buffer, x: x, y: y, width: width)
        }
        return y
    }

    /// Draws a header or footer in the secondary colour and returns the row after it.
    private func drawCaption(
        _ caption: any Drawable, into buffer: inout CellBuffer, x: Int, y: Int, width: Int
    ) -> Int {
        let captionWidth = max(0, width - 2 * Self.captionMargin)
        let size = caption.sizeThatFits(ProposedSize(width: captionWidth, height: nil))
        buffer.withInheritedStyle(CellStyle(foreground: .secondary)) { buffer in
            caption.draw(into: &buffer, in: Rect(origin: Point(x: x + Self.captionMargin, y: y), size: size))
        }
        return y + size.height
    }

    private var idealWidth: Int {
        var widest = 0
        for section in sections {
            for row in section.rows {
                widest = max(widest, row.sizeThatFits(.unspecified).width &+ 2 * Self.rowMargin)
            }
            for caption in [section.header, section.footer].compactMap({ $0 }) {
                widest = max(widest, caption.sizeThatFits(.unspecified).width &+ 2 * Self.captionMargin)
            }
        }
        return widest
    }

    private func contentHeight(width: Int) -> Int {
        let rowWidth = max(0, width - 2 * Self.rowMargin)
        let captionWidth = max(0, width - 2 * Self.captionMargin)
        var height = max(0, sections.count - 1)
        for section in sections {
            for caption in [section.header, section.footer].compactMap({ $0 }) {
                height &+= caption.sizeThatFits(ProposedSize(width: captionWidth, height: nil)).height
            }
            guard !section.rows.isEmpty else { continue }
            height &+= 2 + section.rows.count - 1
            for row in section.rows {
                height &+= max(1, row.sizeThatFits(ProposedSize(width: rowWidth, height: nil)).height)
            }
        }
        return Metrics.clampCells(height)
    }
}

extension ListDrawable: ViewKind {
    static let declarations = ["List"]

    /// Each view of the content is a row; a `Section` is a group of rows with its header and footer.
    static func drawables(for node: ViewNode, in context: DrawingContext) -> [any Drawable] {
        var items: [ListItem] = []
        func collect(_ n: ViewNode) {
            if n.kindName == "Section", context.viewKind(of: n) != nil {
                let header = context.childDrawables(of: n, role: "header"), footer = context.childDrawables(of: n, role: "footer")
                items.append(.section(ListSection(
                    header: header.isEmpty ? nil : context.unary(header), rows: context.childDrawables(of: n, role: "content"),
                    footer: footer.isEmpty ? nil : context.unary(footer))))
            } else if context.viewKind(of: n) is SplicedViews.Type {
                n.children.forEach(collect)
            } else {
                items += context.drawables(n).map { .row($0) }
            }
        }
        node.children.filter { $0.role == "content" }.forEach(collect)
        return [ListDrawable(items: items)]
    }
}
