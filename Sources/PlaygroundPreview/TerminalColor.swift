/// A colour as a terminal can show it.
public enum TerminalColor: Hashable, Sendable {
    /// Nothing is painted (SwiftUI's `.clear`).
    case clear
    /// The terminal's own default colour (SwiftUI's `.primary`).
    case primary
    /// One of the 16 standard ANSI colours, 0…15 (8…15 are the bright ones).
    case ansi(UInt8)
    /// One of the 256 palette colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)
}
