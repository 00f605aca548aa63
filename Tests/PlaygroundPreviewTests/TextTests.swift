import Testing
import PlaygroundPreview

@Suite struct TextTests {
    private let fox = "The quick brown fox jumps over the lazy dog"

    @Test func wrapsAtWordBoundariesWithinTheProposedWidth() {
        #expect(render(text(fox), width: 16) == """
            The quick brown
            fox jumps over
            the lazy dog
            """)
    }

    @Test func withoutAWidthKeepsItsOwnLines() {
        let size = text("one two\nthree").sizeThatFits(.unspecified)
        #expect(size == Size(width: 7, height: 2))
    }

    @Test func breaksAWordWiderThanTheLine() {
        #expect(render(text("Supercalifragilistic"), width: 8) == "Supercal\nifragili\nstic")
    }

    @Test func truncatesWithEllipsisWhenTheHeightRunsOut() {
        #expect(render(text(fox).frame(height: 32), width: 16) == """
            The quick brown
            fox jumps over…
            """)
        #expect(render(TextDrawable(fox, lineLimit: 1), width: 16) == "The quick brown…")
        #expect(render(TextDrawable("Hello world", lineLimit: 1), width: 8) == "Hello w…")
    }

    @Test func lineLimitWithoutAWidthEndsTheLastLineWithEllipsis() {
        #expect(TextDrawable("a\nb\nc", lineLimit: 2).sizeThatFits(.unspecified) == Size(width: 2, height: 2))
        #expect(render(TextDrawable("a\nb\nc", lineLimit: 2), width: 10) == "a\nb…")
    }

    @Test func wrapsCJKBetweenCharacters() {
        #expect(render(text("喜羊羊与灰太狼是好朋友"), width: 10) == "喜羊羊与灰\n太狼是好朋\n友")
        #expect(render(text("Hello 世界 and more"), width: 8) == "Hello 世\n界 and\nmore")
    }

    @Test func cjkAndEmojiAlignExactlyInsideBorders() {
        let tree = vstack(alignment: .leading, text("喜羊羊").border(), text("👍 ok 🇯🇵").border(), text("e\u{301}t\u{E9}").border())
        #expect(render(tree) == """
            ┌──────┐
            │喜羊羊│
            └──────┘
            ┌────────┐
            │👍 ok 🇯🇵│
            └────────┘
            ┌───┐
            │été│
            └───┘
            """)
    }

    @Test func cjkTruncationNeverSplitsAWideCharacter() {
        #expect(render(TextDrawable("喜羊羊与灰太狼", lineLimit: 1), width: 6) == "喜羊…")
        #expect(render(TextDrawable("喜羊羊", lineLimit: 1).frame(width: 40), width: 10) == "喜羊…")
    }

    @Test func multilineAlignment() {
        #expect(render(TextDrawable("a\nbbb\ncc", alignment: .leading)) == "a\nbbb\ncc")
        #expect(render(TextDrawable("a\nbbb\ncc", alignment: .center)) == " a\nbbb\ncc")
        #expect(render(TextDrawable("a\nbbb\ncc", alignment: .trailing)) == "  a\nbbb\n cc")
    }

    @Test func emptyTextTakesNoSpace() {
        #expect(text("").sizeThatFits(ProposedSize(width: 10, height: nil)) == .zero)
        #expect(render(vstack(text("a"), text(""), text("b"))) == "a\nb")
    }

    @Test func tabsAndControlCharactersDoNotBreakTheGrid() {
        #expect(render(text("a\tb\u{7}c").border()) == "┌────┐\n│a bc│\n└────┘")
    }

    @Test func stylesShowOnlyInColor() {
        let styled = text("Hi").bold().italic().foregroundColor(.red)
        #expect(render(styled) == "Hi")
        #expect(renderInColor(styled) == "\u{1B}[1;3;31mHi\u{1B}[0m")
    }

    /// `Text("Hello ").bold() + Text("world").foregroundColor(.red)`, an attributed string's runs.
    private func styledText(_ runs: (String, CellStyle)..., lineLimit: Int? = nil) -> TextDrawable {
        var drawable = TextDrawable(runs.map(\.0).joined(), lineLimit: lineLimit)
        drawable.runs = runs.map { TextDrawable.Run(text: $0.0, style: $0.1) }
        return drawable
    }

    @Test func runsKeepTheirStylesAcrossWrappedLines() {
        let bold = CellStyle(bold: true), red = CellStyle(foreground: .red)
        let drawable = styledText(("Hello ", bold), ("big world", red), (" again", .plain))
        #expect(render(drawable, width: 9) == "Hello big\nworld\nagain")
        let b = "\u{1B}[1m", r = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(renderInColor(drawable, width: 9) == "\(b)Hello \(reset)\(r)big\(reset)\n\(r)world\(reset)\nagain")
    }

    @Test func runsOfWideCharactersAndEmojiKeepTheirColumns() {
        let red = CellStyle(foreground: .red)
        let drawable = styledText(("喜羊羊", red), ("👍 ok", .plain))
        #expect(render(drawable.border()) == """
            ┌───────────┐
            │喜羊羊👍 ok│
            └───────────┘
            """)
        let r = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(renderInColor(drawable) == "\(r)喜羊羊\(reset)👍 ok")
    }

    @Test func anEllipsisTakesTheStyleOfTheTextItEnds() {
        let red = CellStyle(foreground: .red)
        let drawable = styledText(("Hi ", .plain), ("there friend", red), lineLimit: 1)
        let r = "\u{1B}[31m", reset = "\u{1B}[0m"
        #expect(render(drawable, width: 8) == "Hi ther…")
        #expect(renderInColor(drawable, width: 8) == "Hi \(r)ther…\(reset)")
    }
}
