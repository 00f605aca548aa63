import Testing
import PlaygroundPreview

@Suite struct ModifierTests {
    @Test func defaultPaddingIsTwoColumnsAndOneRow() {
        #expect(render(text("Hi").padding().border()) == """
            ┌──────┐
            │      │
            │  Hi  │
            │      │
            └──────┘
            """)
    }

    @Test func paddingOnChosenEdges() {
        #expect(render(text("Hi").padding(.horizontal, 8).border()) == "┌────┐\n│ Hi │\n└────┘")
        #expect(render(text("Hi").padding(.top, 16).border()) == "┌──┐\n│  │\n│Hi│\n└──┘")
        let insets = PaddingDrawable(text("Hi"), top: 0, leading: 24, bottom: 16, trailing: 0).border()
        #expect(render(insets) == "┌─────┐\n│   Hi│\n│     │\n└─────┘")
    }

    @Test func paddingShrinksWhatItOffers() {
        #expect(render(text("Hello world").padding(), width: 9) == "\n  Hello\n  world")
    }

    @Test func fixedFrameCentersByDefault() {
        #expect(render(text("Hi").frame(width: 80, height: 48).border()) == """
            ┌──────────┐
            │          │
            │    Hi    │
            │          │
            └──────────┘
            """)
    }

    @Test func fixedFrameAlignment() {
        #expect(render(text("Hi").frame(width: 80, height: 48, alignment: .topTrailing).border()) == """
            ┌──────────┐
            │        Hi│
            │          │
            │          │
            └──────────┘
            """)
        #expect(render(text("Hi").frame(width: 48, alignment: .leading).border()) == "┌──────┐\n│Hi    │\n└──────┘")
    }

    @Test func aNarrowFrameMakesTextWrap() {
        #expect(render(text("Hello world").frame(width: 40).border()) == "┌─────┐\n│Hello│\n│world│\n└─────┘")
    }

    @Test func maxWidthInfinityFillsTheProposal() {
        #expect(render(text("Hi").frame(maxWidth: .infinity).border(), width: 12) == "┌──────────┐\n│    Hi    │\n└──────────┘")
        let leading = text("Hi").frame(maxWidth: .infinity, alignment: .leading).border()
        #expect(render(leading, width: 12) == "┌──────────┐\n│Hi        │\n└──────────┘")
    }

    @Test func minAndMaxWidthClampTheContent() {
        #expect(render(text("Hi").frame(minWidth: 48).border()) == "┌──────┐\n│  Hi  │\n└──────┘")
        #expect(render(text("Hello world").frame(maxWidth: 40).border()) == "┌─────┐\n│Hello│\n│world│\n└─────┘")
        #expect(render(text("Hi").frame(minHeight: 48).border()) == "┌──┐\n│  │\n│Hi│\n│  │\n└──┘")
    }

    @Test func idealSizeAnswersAnUnspecifiedProposal() {
        let framed = text("Hi").frame(idealWidth: 80, idealHeight: 32)
        #expect(framed.sizeThatFits(.unspecified) == Size(width: 10, height: 2))
        #expect(framed.sizeThatFits(ProposedSize(width: 4, height: 1)) == Size(width: 2, height: 1))
    }

    @Test func borderWidthTwoIsHeavy() {
        #expect(render(text("Hi").border(.red, width: 2)) == "┏━━┓\n┃Hi┃\n┗━━┛")
    }

    @Test func borderColorShowsOnlyInColor() {
        #expect(renderInColor(text("Hi").border(.red)) == """
            \u{1B}[31m┌──┐\u{1B}[0m
            \u{1B}[31m│\u{1B}[0mHi\u{1B}[31m│\u{1B}[0m
            \u{1B}[31m└──┘\u{1B}[0m
            """)
    }

    @Test func nestedBordersStayNested() {
        #expect(render(text("a").border().border(.blue, width: 2)) == """
            ┏━━━┓
            ┃┌─┐┃
            ┃│a│┃
            ┃└─┘┃
            ┗━━━┛
            """)
    }

    @Test func backgroundFillsTheBaseSize() {
        let tinted = text("Hi").padding(.horizontal, 8).background(.blue)
        #expect(render(tinted) == "█Hi█")
        #expect(renderInColor(tinted) == "\u{1B}[44m Hi \u{1B}[0m")
        #expect(tinted.sizeThatFits(.unspecified) == Size(width: 4, height: 1))
    }

    @Test func backgroundViewIsPlacedByAlignment() {
        let under = text("Hi").padding(.horizontal, 16).background(text("_"), alignment: .trailing)
        #expect(render(under) == "  Hi _")
    }

    @Test func overlayDrawsOnTopByAlignment() {
        #expect(render(text("Hello").overlay(text("X"))) == "HeXlo")
        #expect(render(text("Hello").overlay(text("X"), alignment: .trailing)) == "HellX")
        #expect(render(text("Hello").overlay(.red)) == "▓▓▓▓▓")
    }

    @Test func opacityDimsAndZeroHidesButKeepsTheSpace() {
        #expect(render(text("Hi").opacity(0.5)) == "Hi")
        #expect(renderInColor(text("Hi").opacity(0.5)) == "\u{1B}[2mHi\u{1B}[0m")
        #expect(render(vstack(text("a").opacity(0), text("b"))) == "\nb")
    }

    @Test func cornerRadiusRoundsTheBorderItWraps() {
        #expect(render(text("Card").padding(8).border(.blue).cornerRadius(8)) == "╭──────╮\n│ Card │\n╰──────╯")
        #expect(render(text("Card").cornerRadius(8).border(.blue)) == "┌────┐\n│Card│\n└────┘")
        #expect(render(text("Card").border(.blue, width: 2).cornerRadius(8)) == "┏━━━━┓\n┃Card┃\n┗━━━━┛")
    }

    @Test func cornerRadiusClipsAPaintedBackground() {
        #expect(render(text("Hi").padding().background(.blue).cornerRadius(8)) == " ████\n██Hi██\n ████")
    }

    @Test func roundedBorderFromARoundedRectangleStroke() {
        #expect(render(BorderDrawable(text("Hi"), color: .blue, width: 1, cornerRadius: 12)) == "╭──╮\n│Hi│\n╰──╯")
    }

    @Test func foregroundColorIsInheritedButInnerColorsWin() {
        let tree = vstack(text("a"), text("b").foregroundColor(.red)).foregroundColor(.green)
        #expect(render(tree) == "a\nb")
        #expect(renderInColor(tree) == "\u{1B}[32ma\u{1B}[0m\n\u{1B}[31mb\u{1B}[0m")
        #expect(renderInColor(text("x").border(.blue).foregroundColor(.green)) == """
            \u{1B}[34m┌─┐\u{1B}[0m
            \u{1B}[34m│\u{1B}[0m\u{1B}[32mx\u{1B}[0m\u{1B}[34m│\u{1B}[0m
            \u{1B}[34m└─┘\u{1B}[0m
            """)
    }

    @Test func boldOnAContainer() {
        #expect(renderInColor(hstack(text("a"), ImageDrawable(systemName: "star")).bold()) == "\u{1B}[1ma\u{1B}[0m \u{1B}[1m☆\u{1B}[0m")
    }
}
