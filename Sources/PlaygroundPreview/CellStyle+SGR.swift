/// The escape sequence that selects a style.
extension CellStyle {
    /// The SGR sequence that selects this style after a reset, or `""` for the plain style.
    var sgr: String {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if italic { parameters.append("3") }
        if underline { parameters.append("4") }
        if strikethrough { parameters.append("9") }
        if let foreground, foreground != .primary, foreground != .clear {
            parameters += foreground.sgrParameters(background: false)
        }
        if let background, background != .primary, background != .clear {
            parameters += background.sgrParameters(background: true)
        }
        guard !parameters.isEmpty else { return "" }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
