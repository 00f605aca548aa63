import Testing
import PlaygroundPreview

/// Presented sheets and alerts, and offsets.
@Suite struct PresentationAndOffsetTests {
    @Test func aPresentedSheetIsATitledBoxBelowTheView() {
        let view = PresentationDrawable(text("Main"), title: "Sheet", presented: [text("詳細 🎉")])
        #expect(render(view) == """
            Main
            ╭ Sheet ╮
            │詳細 🎉│
            ╰───────╯
            """)
    }

    @Test func aBadgeSitsAtTheTrailingEdge() {
        #expect(render(BadgeDrawable(text("受信箱"), badge: "3"), width: 12) == "受信箱     3")
        #expect(render(ListDrawable(rows: [BadgeDrawable(text("Inbox 📥"), badge: "12")]), width: 16) == """
            ╭──────────────╮
            │ Inbox 📥  12 │
            ╰──────────────╯
            """)
    }

    @Test func anOffsetMovesTheDrawingNotTheLayout() {
        #expect(render(vstack(spacing: 0, OffsetDrawable(text("ab"), x: 24, y: 16), text("cd"))) == "\ncd ab")
        #expect(render(hstack(spacing: 0, text("x"), OffsetDrawable(text("日"), x: -8, y: 0))) == "日")
    }
}

/// The plain list style.
@Suite struct PlainListTests {
    @Test func aPlainListHasSeparatorsAndNoBoxes() {
        let list = PlainListDrawable(sections: [ListSection("果物", rows: [text("🍎 Apple"), text("梨")]), ListSection(rows: [text("Other")])])
        #expect(render(list, width: 12) == """
              果物
              🍎 Apple
              ──────────
              梨
              ──────────
              Other
              ──────────
            """)
    }
}
