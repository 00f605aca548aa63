/// Text glyphs for SF Symbols names, one or two cells wide, chosen to read well in a
/// terminal font (no emoji, whose width terminals disagree on).
public enum SystemSymbol {
    /// The glyph for `name`, or `nil` when the table does not know it.
    public static func glyph(for name: String) -> String? {
        if let glyph = glyphs[name] { return glyph }
        for suffix in [".fill", ".circle", ".circle.fill", ".square", ".square.fill"] where name.hasSuffix(suffix) {
            if let glyph = glyphs[String(name.dropLast(suffix.count))] { return glyph }
        }
        return nil
    }

    /// The glyph for `name`, or the readable fallback `[name]`.
    public static func display(for name: String) -> String {
        glyph(for: name) ?? "[\(name)]"
    }

    private static let glyphs: [String: String] = [
        "star": "☆", "star.fill": "★", "star.leadinghalf.filled": "⯨",
        "heart": "♡", "heart.fill": "♥",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✓", "checkmark.square": "☑",
        "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗", "xmark.square": "☒",
        "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕",
        "minus": "−", "minus.circle": "⊖", "minus.circle.fill": "⊖",
        "multiply": "×", "divide": "÷", "equal": "=",
        "square.and.arrow.up": "⇪", "square.and.arrow.down": "⤓", "square.and.pencil": "✎",
        "globe": "◍", "person": "☺", "person.fill": "☻", "person.2": "☺☺", "person.crop.circle": "☺",
        "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
        "trash": "⌫", "trash.fill": "⌫", "pencil": "✎", "pencil.circle": "✎",
        "magnifyingglass": "⌕", "bell": "⍾", "bell.fill": "⍾",
        "house": "⌂", "house.fill": "⌂",
        "cloud": "☁", "cloud.fill": "☁", "cloud.rain": "☂", "umbrella": "☂", "snowflake": "❄",
        "sun.max": "☀", "sun.max.fill": "☀", "sun.min": "☼", "moon": "☾", "moon.fill": "☾",
        "moon.stars": "☾", "bolt": "ϟ", "bolt.fill": "ϟ", "flame": "♨", "drop": "◊",
        "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
        "chevron.forward": "›", "chevron.backward": "‹",
        "arrow.right": "→", "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.uturn.backward": "↶",
        "arrow.triangle.2.circlepath": "⟳", "arrow.up.arrow.down": "⇅", "arrow.left.arrow.right": "⇄",
        "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "triangle": "△", "triangle.fill": "▲", "diamond": "◇", "diamond.fill": "◆",
        "play": "▷", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "□", "stop.fill": "■",
        "forward": "»", "forward.fill": "»", "backward": "«", "backward.fill": "«",
        "envelope": "✉", "envelope.fill": "✉", "phone": "☏", "phone.fill": "☎",
        "paperplane": "✈", "paperplane.fill": "✈", "airplane": "✈",
        "flag": "⚑", "flag.fill": "⚑", "bookmark": "⌑", "bookmark.fill": "⌑", "tag": "⌗",
        "lock": "⚿", "lock.fill": "⚿", "lock.open": "⚿", "key": "⚷",
        "info.circle": "ⓘ", "info": "ⓘ", "questionmark": "?", "questionmark.circle": "?",
        "exclamationmark.triangle": "⚠", "exclamationmark.triangle.fill": "⚠", "exclamationmark": "!",
        "ellipsis": "…", "ellipsis.circle": "…", "line.3.horizontal": "≡", "list.bullet": "≔",
        "music.note": "♪", "music.note.list": "♫", "mic": "⏚", "speaker": "◁", "speaker.wave.2": "◁)",
        "photo": "▨", "camera": "◙", "folder": "▭", "folder.fill": "▬", "doc": "▯", "doc.text": "▤",
        "calendar": "▦", "clock": "◷", "clock.fill": "◷", "timer": "◴", "alarm": "◶",
        "location": "⌖", "location.fill": "⌖", "map": "▧", "mappin": "⚲",
        "cart": "⊻", "creditcard": "▭", "bag": "⊓", "gift": "⊞",
        "wifi": "≋", "antenna.radiowaves.left.and.right": "((•))", "battery.100": "▮▮▮",
        "hand.thumbsup": "☝", "hand.thumbsup.fill": "☝", "hand.raised": "✋",
        "eye": "◉", "eye.slash": "◎", "link": "⚭", "paperclip": "⌇", "scissors": "✂",
        "square.grid.2x2": "⊞", "rectangle": "▭", "slider.horizontal.3": "⚌", "swift": "⟡",
        "leaf": "❦", "book": "⎙", "sparkles": "✧", "wand.and.stars": "⚝",
    ]
}
