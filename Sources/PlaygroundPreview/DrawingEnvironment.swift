/// Values modifiers write for the views below them, as SwiftUI's environment carries them.
struct DrawingEnvironment {
    /// `foregroundColor`/`foregroundStyle`: the colour text and symbols take.
    var foreground: TerminalColor?
    /// A bold font (`.font(.headline)`).
    var bold = false
}
