import Testing
import PlaygroundPreview

@Suite struct StackTests {
    @Test func vstackAlignsChildrenAcross() {
        #expect(render(vstack(text("a"), text("bbb"), text("cc"))) == " a\nbbb\ncc")
        #expect(render(vstack(alignment: .leading, text("a"), text("bbb"), text("cc"))) == "a\nbbb\ncc")
        #expect(render(vstack(alignment: .trailing, text("a"), text("bbb"), text("cc"))) == "  a\nbbb\n cc")
    }

    @Test func hstackAlignsChildrenAcross() {
        let tall = text("a\nb\nc")
        #expect(render(hstack(alignment: .top, tall, text("x"))) == "a x\nb\nc")
        #expect(render(hstack(tall, text("x"))) == "a\nb x\nc")
        #expect(render(hstack(alignment: .bottom, tall, text("x"))) == "a\nb\nc x")
    }

    @Test func defaultSpacingIsAColumnAcrossAndNoRowDown() {
        #expect(render(hstack(text("a"), text("b"))) == "a b")
        #expect(render(vstack(text("a"), text("b"))) == "a\nb")
    }

    @Test func explicitSpacingConvertsPoints() {
        #expect(render(hstack(spacing: 0, text("a"), text("b"))) == "ab")
        #expect(render(hstack(spacing: 24, text("a"), text("b"))) == "a   b")
        #expect(render(vstack(spacing: 16, text("a"), text("b"))) == "a\n\nb")
        #expect(render(vstack(spacing: 40, text("a"), text("b"))) == "a\n\n\nb")
    }

    @Test func spacersTakeTheSpaceLeft() {
        #expect(render(hstack(text("L"), SpacerDrawable(), text("R")).frame(width: 80)) == "L        R")
        #expect(render(vstack(text("T"), SpacerDrawable(), text("B")).frame(height: 80)) == "T\n\n\n\nB")
    }

    @Test func aSpacerFillsTheRootWidth() {
        let row = hstack(spacing: 0, text("a"), SpacerDrawable(), text("b"))
        #expect(render(row, width: 12) == "a          b")
    }

    @Test func spacerMinimumLength() {
        let spaced = hstack(spacing: 0, text("a"), SpacerDrawable(minLength: 40), text("b"))
        #expect(spaced.sizeThatFits(.unspecified) == Size(width: 7, height: 1))
        #expect(SpacerDrawable(minLength: 40, axis: .horizontal).sizeThatFits(ProposedSize(width: 2, height: nil)).width == 5)
    }

    @Test func spaceIsSharedLeastFlexibleFirst() {
        let row = hstack(spacing: 0, text("aaaa bbbb cccc"), text("dd")).frame(width: 64)
        #expect(render(row) == " aaaa\n bbbbdd\n cccc")
    }

    @Test func flexibleChildrenShareEqually() {
        let colors = hstack(spacing: 0, ColorDrawable(.red), ColorDrawable(.blue)).frame(width: 80, height: 16)
        #expect(render(colors) == "▓▓▓▓▓█████")
        let textAndColor = hstack(spacing: 0, text("Hello"), ColorDrawable(.blue)).frame(width: 80, height: 16)
        #expect(render(textAndColor) == "Hello█████")
        let three = hstack(ColorDrawable(.red), ColorDrawable(.yellow), ColorDrawable(.white)).frame(height: 32)
        #expect(render(three, width: 12) == "▓▓▓▓ ▒▒▒ ░░░\n▓▓▓▓ ▒▒▒ ░░░")
    }

    @Test func dividerIsHorizontalInAVStackAndVerticalInAnHStack() {
        #expect(render(vstack(text("A"), DividerDrawable(), text("B")), width: 5) == "  A\n─────\n  B")
        #expect(render(hstack(text("A"), DividerDrawable(), text("B"))) == "A │ B")
    }

    @Test func aVerticalDividerSpansItsStack() {
        #expect(render(hstack(text("A\nA\nA"), DividerDrawable(), text("B"))) == "A │\nA │ B\nA │")
    }

    @Test func dividersInsideModifiersStillFollowTheirStack() {
        let row = hstack(text("A"), DividerDrawable().padding(.horizontal, 16), text("B"))
        #expect(render(row) == "A   │   B")
    }

    @Test func emptyChildrenTakeNoSpacing() {
        #expect(render(vstack(spacing: 16, text("a"), EmptyDrawable(), text("b"))) == "a\n\nb")
        #expect(render(hstack(EmptyDrawable(), text("a"), EmptyDrawable())) == "a")
        #expect(vstack(EmptyDrawable()).isEmpty)
    }

    @Test func nestedStacksWithDividersJoinInsideABorder() {
        let tree = vstack(
            text("Top"), DividerDrawable(),
            hstack(text("A"), DividerDrawable(), text("B")),
            DividerDrawable(), text("Bottom")
        ).border()
        #expect(render(tree, width: 20) == """
            ┌──────────────────┐
            │       Top        │
            ├────────┬─────────┤
            │      A │ B       │
            ├────────┴─────────┤
            │      Bottom      │
            └──────────────────┘
            """)
    }

    @Test func nestedBordersEachJoinTheirOwnDividers() {
        let inner = vstack(text("A"), DividerDrawable(), text("B")).border()
        let tree = vstack(text("Title"), DividerDrawable(), inner).border()
        #expect(render(tree, width: 12) == """
            ┌──────────┐
            │  Title   │
            ├──────────┤
            │┌────────┐│
            ││   A    ││
            │├────────┤│
            ││   B    ││
            │└────────┘│
            └──────────┘
            """)
    }

    @Test func aColorSpansItsHStack() {
        #expect(render(hstack(text("a\nb\nc"), ColorDrawable(.red)), width: 5) == "a ▓▓▓\nb ▓▓▓\nc ▓▓▓")
    }

    @Test func rootChildrenAreCenteredOnTheWidestAtTheLeadingEdge() {
        #expect(Preview.render([text("a"), text("bbbbb")], width: 20) == "  a\nbbbbb")
        let titled = Preview.render([text("Title"), ListDrawable(rows: [text("row")])], width: 11)
        #expect(titled == "   Title\n╭─────────╮\n│ row     │\n╰─────────╯")
    }

    @Test func zstackLayersByAlignment() {
        let square = ColorDrawable(.blue).frame(width: 48, height: 48)
        #expect(render(ZStackDrawable(layers: [square, text("Hi")])) == "██████\n██Hi██\n██████")
        #expect(render(ZStackDrawable(alignment: .topLeading, layers: [square, text("Hi")])) == "Hi████\n██████\n██████")
        #expect(ZStackDrawable(layers: [text("a\nb"), text("ccc")]).sizeThatFits(.unspecified) == Size(width: 3, height: 2))
    }
}
