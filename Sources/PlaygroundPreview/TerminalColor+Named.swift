/// SwiftUI's standard colours mapped to the terminal palette.
///
/// The eight basic hues use the 16 ANSI colours every terminal has; the others use the
/// 256-colour palette; `secondary` is the bright-black (gray) ANSI colour.
extension TerminalColor {
    public static let red = TerminalColor.ansi(1)
    public static let orange = TerminalColor.indexed(208)
    public static let yellow = TerminalColor.ansi(3)
    public static let green = TerminalColor.ansi(2)
    public static let mint = TerminalColor.indexed(122)
    public static let teal = TerminalColor.indexed(37)
    public static let cyan = TerminalColor.ansi(6)
    public static let blue = TerminalColor.ansi(4)
    public static let indigo = TerminalColor.indexed(63)
    public static let purple = TerminalColor.ansi(5)
    public static let pink = TerminalColor.indexed(211)
    public static let brown = TerminalColor.indexed(137)
    public static let white = TerminalColor.ansi(15)
    public static let gray = TerminalColor.indexed(245)
    public static let black = TerminalColor.ansi(0)
    public static let secondary = TerminalColor.ansi(8)
    public static let accentColor = TerminalColor.blue

    /// The SwiftUI colour names this table knows, in SwiftUI's documentation order.
    public static let standardNames: [String] = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
        "pink", "brown", "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// The colour for a SwiftUI colour name (`"red"`, `"accentColor"` …), or `nil` if unknown.
    public init?(named name: String) {
        switch name {
        case "red": self = .red
        case "orange": self = .orange
        case "yellow": self = .yellow
        case "green": self = .green
        case "mint": self = .mint
        case "teal": self = .teal
        case "cyan": self = .cyan
        case "blue": self = .blue
        case "indigo": self = .indigo
        case "purple": self = .purple
        case "pink": self = .pink
        case "brown": self = .brown
        case "white": self = .white
        case "gray", "grey": self = .gray
        case "black": self = .black
        case "clear": self = .clear
        case "primary": self = .primary
        case "secondary": self = .secondary
        case "accentColor", "accent": self = .accentColor
        default: return nil
        }
    }

    /// The block glyph a fill of this colour shows in plain text: darker colours are denser.
    public var swatch: Character {
        switch self {
        case .clear: " "
        case .primary, .black, .blue, .indigo, .purple, .brown: "█"
        case .white: "░"
        case .yellow, .mint, .cyan, .pink, .orange: "▒"
        case .rgb(let red, let green, let blue):
            Self.swatch(forLuminance: (Int(red) * 3 + Int(green) * 6 + Int(blue)) / 10)
        default: "▓"
        }
    }

    private static func swatch(forLuminance luminance: Int) -> Character {
        switch luminance {
        case ..<96: "█"
        case ..<160: "▓"
        case ..<224: "▒"
        default: "░"
        }
    }
}
