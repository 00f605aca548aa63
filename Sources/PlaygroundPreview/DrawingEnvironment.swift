import PlaygroundRuntime

/// Values modifiers write for the views below them, as SwiftUI's environment carries them.
struct DrawingEnvironment {
    /// `foregroundColor`/`foregroundStyle`: the colour text and symbols take.
    var foreground: TerminalColor?
    /// A bold font (`.font(.headline)`).
    var bold = false
    /// `.tint(_:)`: the colour of buttons, toggles, sliders, links and selections.
    var tint: TerminalColor?
    /// `.lineLimit(_:)` for the text below.
    var lineLimit: Int?
    /// `.multilineTextAlignment(_:)` for the text below.
    var textAlignment: HorizontalAlignment?
    /// `false` below `.disabled(true)`.
    var isEnabled = true
    /// The `.pickerStyle(_:)` below (`segmented`, `menu` …), by the style's name without `PickerStyle`.
    var pickerStyle: String?
    /// The `.tabViewStyle(_:)` below: a tab bar, or pages.
    var tabViewStyle: TabViewDrawable.Style = .tabBar
    /// The built-in `.buttonStyle(_:)` below (`borderless`, `plain`, `borderedProminent` …).
    var buttonStyle: String?
    /// A person's styles set below (`.buttonStyle(Card())`), whose `makeBody` draws the control.
    var customStyles: [StyledControl: Value] = [:]
}
