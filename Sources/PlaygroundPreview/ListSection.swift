/// One section of a `ListDrawable`: an optional header, its rows, an optional footer.
public struct ListSection {
    public let header: (any Drawable)?
    /// The rows, without empty ones.
    public let rows: [any Drawable]
    public let footer: (any Drawable)?

    public init(header: (any Drawable)? = nil, rows: [any Drawable], footer: (any Drawable)? = nil) {
        self.header = header.flatMap { $0.isEmpty ? nil : $0.depthLimited() }
        self.rows = rows.filter { !$0.isEmpty }.map { $0.oriented(along: .vertical).depthLimited() }
        self.footer = footer.flatMap { $0.isEmpty ? nil : $0.depthLimited() }
    }

    /// `Section("Title") { … }`.
    public init(_ title: String, rows: [any Drawable], footer: String? = nil) {
        self.init(header: TextDrawable(title), rows: rows, footer: footer.map { TextDrawable($0) })
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { header == nil && rows.isEmpty && footer == nil }

    var nestingDepth: Int {
        ([header, footer].compactMap { $0?.nestingDepth } + rows.map(\.nestingDepth)).max() ?? 0
    }
}
