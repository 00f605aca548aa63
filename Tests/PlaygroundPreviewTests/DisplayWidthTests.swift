import Testing
import PlaygroundPreview

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneCellEach() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of(Character("a")) == 1)
    }

    @Test func cjkHangulKanaAndFullwidthAreTwoCells() {
        #expect(DisplayWidth.of("喜羊羊") == 6)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("ＡＢＣ") == 6)
        #expect(DisplayWidth.of("、。") == 4)
    }

    @Test func combiningMarksAndFormatCharactersAreZero() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)
        #expect(DisplayWidth.of(Character("\u{FE0F}")) == 0)
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test func emojiPresentationSequencesAreTwoCells() {
        #expect(DisplayWidth.of(Character("😀")) == 2)
        #expect(DisplayWidth.of(Character("👍🏽")) == 2)
        #expect(DisplayWidth.of(Character("❤️")) == 2)
        #expect(DisplayWidth.of(Character("❤")) == 1)
        #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2)
        #expect(DisplayWidth.of(Character("🇯🇵")) == 2)
        #expect(DisplayWidth.of(Character("1️⃣")) == 2)
        #expect(DisplayWidth.of(Character("⌚︎")) == 1)
    }

    @Test func controlCharactersAreZero() {
        #expect(DisplayWidth.of(Character("\u{7}")) == 0)
        #expect(DisplayWidth.of(Character("\u{1B}")) == 0)
        #expect(DisplayWidth.of(Character("\r\n")) == 0)
    }

    @Test func boxDrawingAndSymbolGlyphsAreOneCell() {
        #expect(DisplayWidth.of("┌─┐│└┘╭╮╰╯┏━┓┃┗┛├┤┬┴┼") == 21)
        #expect(DisplayWidth.of("█▓▒░…⎡⎤⎣⎦●") == 10)
    }
}
