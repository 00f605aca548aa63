/// SwiftUI's `List` in the `.plain` style: no boxes; each row on the full width with a
/// separator line under it, section headers in the secondary colour above their rows and
/// footers below. Like the grouped list it fills the proposed width.
public struct PlainListDrawable: Drawable {
    public let sections: [ListSection]
    public let nestingDepth: Int

    public init(sections: [ListSection]) {
        self.sections = sections.filter { !$0.isEmpty }
        self.nestingDepth = (self.sections.map(\.nestingDepth).max() ?? 0) &+ 1
    }

    public var isEmpty: Bool { sections.isEmpty }

    /// Every line of the list top to bottom: a caption, a row, or a separator.
    private enum Line {
        case caption(any Drawable)
        case row(any Drawable)
        case separator
    }

    private var lines: [Line] {
        sections.flatMap { section -> [Line] in
            var lines: [Line] = section.header.map { [.caption($0)] } ?? []
            for row in section.rows { lines += [.row(row), .separator] }
            if let footer = section.footer { lines.append(.caption(footer)) }
            return lines
        }
    }

    /// Columns before a row's or caption's content.
    private static let inset = 1 + Metrics.listRowInset

    private func height(of line: Line, width: Int) -> Int {
        switch line {
        case .caption(let view), .row(let view):
            max(1, view.sizeThatFits(ProposedSize(width: max(0, width - 2 * Self.inset), height: nil)).height)
        case .separator: 1
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let width = proposal.width ?? lines.reduce(0) { widest, line in
            switch line {
            case .caption(let view), .row(let view): max(widest, view.sizeThatFits(.unspecified).width &+ 2 * Self.inset)
            case .separator: widest
            }
        }
        let total = proposal.height ?? lines.reduce(0) { $0 &+ height(of: $1, width: width) }
        return Size(width: width, height: total)
    }

    public func draw(into buffer: inout CellBuffer, in rect: Rect) {
        guard !rect.isEmpty else { return }
        buffer.withClip(rect) { buffer in
            var y = rect.minY
            for line in lines {
                guard y < buffer.clip.maxY else { return }
                let rows = height(of: line, width: rect.width)
                let area = Rect(x: rect.minX + Self.inset, y: y, width: max(0, rect.width - 2 * Self.inset), height: rows)
                switch line {
                case .caption(let view):
                    buffer.withInheritedStyle(CellStyle(foreground: .secondary)) { buffer in
                        view.draw(into: &buffer, in: area.placing(view.sizeThatFits(ProposedSize(width: area.width, height: nil)), alignment: .topLeading))
                    }
                case .row(let view):
                    view.draw(into: &buffer, in: area.placing(view.sizeThatFits(ProposedSize(width: area.width, height: nil)), alignment: .topLeading))
                case .separator:
                    buffer.drawLine(x: rect.minX + Self.inset, y: y, length: max(0, rect.width - Self.inset), along: .horizontal, color: .secondary)
                }
                y += rows
            }
        }
    }
}
