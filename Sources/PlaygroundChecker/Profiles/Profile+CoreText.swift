extension Profile {
    /// Core Text's font, as view files reach it: UIKit's and AppKit's fonts bridge to it
    /// (`uiFont as CTFont`, for SwiftUI's `Font(_:)`), and its metrics size a line. The
    /// metrics are the system font's (SF Pro: ascent 1950 and descent 494 of 2048 units per
    /// em, no line gap), whichever font it is.
    static let coreTextSource = #"""
// MARK: CoreText

/// A font: its name and size.
public final class CTFont {
    let _name: String
    let _size: CGFloat
    let _isMonospaced: Bool
    init(_name: String, size: CGFloat, isMonospaced: Bool) {
        self._name = _name
        self._size = size
        self._isMonospaced = isMonospaced
    }
    /// `uiFont as CTFont`.
    public convenience init(_bridging font: UIFont) { self.init(_name: font.fontName, size: font.pointSize, isMonospaced: false) }
    /// `nsFont as CTFont`.
    public convenience init(_bridging font: NSFont) { self.init(_name: font.fontName, size: font.pointSize, isMonospaced: font.isMonospaced) }
}

public func CTFontGetSize(_ font: CTFont) -> CGFloat { font._size }
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font._size * 1950 / 2048 }
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { font._size * 494 / 2048 }
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { 0 }

extension Font {
    /// A font made from Core Text's, at its size (`Font(uiFont as CTFont)`).
    public init(_ font: CTFont) {
        self.name = font._isMonospaced ? "monospaced" : "system"
        self.size = font._size
        self.isMonospaced = font._isMonospaced
    }
}
"""#
}
