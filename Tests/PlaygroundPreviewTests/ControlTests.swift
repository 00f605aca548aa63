import Testing
import PlaygroundPreview

@Suite struct ControlTests {
    @Test func buttonShowsItsLabelInBrackets() {
        #expect(render(ButtonDrawable("Tap me")) == "[ Tap me ]")
        #expect(render(ButtonDrawable(label: ImageDrawable(systemName: "square.and.arrow.up"))) == "[ ⇪ ]")
    }

    @Test func aTallButtonLabelGetsTallBrackets() {
        let button = ButtonDrawable(label: vstack(text("Line 1"), text("Line 2"), text("Line 3")))
        #expect(render(button) == "⎡ Line 1 ⎤\n⎢ Line 2 ⎥\n⎣ Line 3 ⎦")
    }

    @Test func buttonLabelIsTintedWithTheAccentColor() {
        #expect(renderInColor(ButtonDrawable("OK")) == "[ \u{1B}[34mOK\u{1B}[0m ]")
        let red = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(renderInColor(ButtonDrawable("OK").foregroundColor(.red)) == "\(red)[\(reset) \(red)OK\(reset) \(red)]\(reset)")
        #expect(renderInColor(ButtonDrawable("Delete", tint: .red)) == "[ \u{1B}[31mDelete\u{1B}[0m ]")
    }

    @Test func toggleFillsTheWidthWithItsSwitchAtTheEnd() {
        #expect(render(ToggleDrawable("Wi-Fi", isOn: true), width: 20) == "Wi-Fi           (─●)")
        #expect(render(ToggleDrawable("Wi-Fi", isOn: false), width: 20) == "Wi-Fi           (●─)")
        #expect(ToggleDrawable("Wi-Fi", isOn: true).sizeThatFits(.unspecified) == Size(width: 10, height: 1))
    }

    @Test func toggleKnobIsGreenWhenOn() {
        #expect(renderInColor(ToggleDrawable("A", isOn: true).frame(width: 64)) == "A   (─\u{1B}[32m●\u{1B}[0m)")
    }

    @Test func systemImagesUseTheGlyphTable() {
        let names = ["star", "star.fill", "heart", "heart.fill", "checkmark", "xmark", "plus", "minus", "globe",
                     "person", "gear", "trash", "pencil", "magnifyingglass", "bell", "house", "cloud", "sun.max",
                     "moon", "chevron.right", "chevron.left"]
        let glyphs = names.map { ImageDrawable(systemName: $0).glyph }
        #expect(glyphs.joined() == "☆★♡♥✓✕+−◍☺⚙⌫✎⌕⍾⌂☁☀☾›‹")
        #expect(glyphs.allSatisfy { DisplayWidth.of($0) == 1 })
    }

    @Test func unknownSymbolsFallBackToTheirName() {
        #expect(render(ImageDrawable(systemName: "tortoise.fill")) == "[tortoise.fill]")
        #expect(ImageDrawable(systemName: "star.circle").glyph == "☆")
    }

    @Test func labelIsIconThenTitle() {
        #expect(render(LabelDrawable("Favorites", systemImage: "heart.fill")) == "♥ Favorites")
        #expect(render(LabelDrawable(title: text("Custom"), icon: text("*"))) == "* Custom")
    }

    @Test func emptyViewDrawsNothing() {
        #expect(render(EmptyDrawable()) == "")
        #expect(EmptyDrawable().sizeThatFits(.infinity) == .zero)
        #expect(render(EmptyDrawable().border().padding()) == "")
    }
}
