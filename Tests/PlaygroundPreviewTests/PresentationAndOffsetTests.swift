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

    @Test func anOffsetMovesTheDrawingNotTheLayout() {
        #expect(render(vstack(spacing: 0, OffsetDrawable(text("ab"), x: 24, y: 16), text("cd"))) == "\ncd ab")
        #expect(render(hstack(spacing: 0, text("x"), OffsetDrawable(text("日"), x: -8, y: 0))) == "日")
    }
}
