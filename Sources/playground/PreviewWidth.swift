import LineEditing

/// The preview widths the shells accept, and the REPL's following of the terminal's width.
enum PreviewWidth {
    /// Widths a preview can be drawn at; the same range `:width` accepts.
    static let range = 10...400

    /// The terminal's width (standard output's, else standard input's), within `range`.
    static func ofTerminal() -> Int? {
        guard let columns = Terminal.columns(1) ?? Terminal.columns(0) else { return nil }
        return min(max(columns, range.lowerBound), range.upperBound)
    }
}
