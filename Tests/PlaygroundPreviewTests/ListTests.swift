import Testing
import PlaygroundPreview

@Suite struct ListTests {
    @Test func eachRowIsItsOwnCellWithSeparatorsBetween() {
        #expect(render(ListDrawable(rows: [text("One"), text("Two")]), width: 12) == """
            ╭──────────╮
            │ One      │
            ├──────────┤
            │ Two      │
            ╰──────────╯
            """)
    }

    @Test func rowsWrapInsideTheBox() {
        #expect(render(ListDrawable(rows: [text("A long row that wraps")]), width: 14) == """
            ╭────────────╮
            │ A long row │
            │ that wraps │
            ╰────────────╯
            """)
    }

    @Test func sectionsHaveHeadersFootersAndGaps() {
        let list = ListDrawable(items: [
            .section(ListSection("Fruits", rows: [text("Apple"), text("Banana")], footer: "2 fruits")),
            .section(ListSection("Vegetables", rows: [text("Carrot")])),
        ])
        #expect(render(list, width: 16) == """
             Fruits
            ╭──────────────╮
            │ Apple        │
            ├──────────────┤
            │ Banana       │
            ╰──────────────╯
             2 fruits

             Vegetables
            ╭──────────────╮
            │ Carrot       │
            ╰──────────────╯
            """)
    }

    @Test func looseRowsAroundSectionsFormTheirOwnGroups() {
        let list = ListDrawable(items: [.row(text("a")), .row(text("b")), .section(ListSection("S", rows: [text("c")])), .row(text("d"))])
        #expect(list.sections.count == 3)
        #expect(render(list, width: 8) == """
            ╭──────╮
            │ a    │
            ├──────┤
            │ b    │
            ╰──────╯

             S
            ╭──────╮
            │ c    │
            ╰──────╯

            ╭──────╮
            │ d    │
            ╰──────╯
            """)
    }

    @Test func emptyRowsAndSectionsAreSkipped() {
        let list = ListDrawable(items: [.row(text("a")), .row(EmptyDrawable()), .section(ListSection(rows: []))])
        #expect(render(list, width: 6) == "╭────╮\n│ a  │\n╰────╯")
        #expect(render(ListDrawable(rows: []), width: 6) == "")
    }

    @Test func rowsCanBeAnyView() {
        let list = ListDrawable(rows: [
            hstack(text("Name"), SpacerDrawable(), text("Value")),
            LabelDrawable("Starred", systemImage: "star.fill"),
            ToggleDrawable("Wi-Fi", isOn: true),
        ])
        #expect(render(list, width: 20) == """
            ╭──────────────────╮
            │ Name       Value │
            ├──────────────────┤
            │ ★ Starred        │
            ├──────────────────┤
            │ Wi-Fi       (─●) │
            ╰──────────────────╯
            """)
    }

    @Test func aListFillsTheWidthButIdeallyFitsItsRows() {
        let list = ListDrawable(rows: [text("abc"), text("de")])
        #expect(list.sizeThatFits(ProposedSize(width: 40, height: nil)) == Size(width: 40, height: 5))
        #expect(list.sizeThatFits(.unspecified) == Size(width: 7, height: 5))
    }

    @Test func aShortFrameClipsRowsLikeScrolling() {
        let list = ListDrawable(rows: [text("a"), text("b"), text("c")]).frame(height: 64)
        #expect(render(list, width: 7) == "╭─────╮\n│ a   │\n├─────┤\n│ b   │")
    }

    @Test func separatorsAndBoxAreSecondaryInColor() {
        let colored = renderInColor(ListDrawable(rows: [text("a")]), width: 5)
        #expect(colored == """
            \u{1B}[90m╭───╮\u{1B}[0m
            \u{1B}[90m│\u{1B}[0m a \u{1B}[90m│\u{1B}[0m
            \u{1B}[90m╰───╯\u{1B}[0m
            """)
    }
}
