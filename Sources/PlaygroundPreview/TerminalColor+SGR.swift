/// Select Graphic Rendition codes for terminal colours.
extension TerminalColor {
    /// SGR parameters selecting this colour as the foreground (`background` for the background).
    func sgrParameters(background: Bool) -> [String] {
        switch self {
        case .clear, .primary:
            return [background ? "49" : "39"]
        case .ansi(let code):
            let normal = Int(code % 16)
            let base = normal < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [String(base + normal % 8)]
        case .indexed(let code):
            return [background ? "48" : "38", "5", String(code)]
        case .rgb(let red, let green, let blue):
            return [background ? "48" : "38", "2", String(red), String(green), String(blue)]
        }
    }
}
