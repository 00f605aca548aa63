import Testing
@testable import PlaygroundPreview

/// `Canvas` runs no renderer in the preview: a titled box that takes the size it is offered.
@Suite struct CanvasDrawingTests {
    @Test func aFramedCanvasFillsItsFrame() {
        let framed = FrameDrawable(CanvasDrawable(), columns: 12, rows: 4)
        #expect(render(vstack(text("湖 🗻 top"), framed, text("bottom")), width: 16) == """
             湖 🗻 top
            ╭ Canvas ──╮
            │          │
            │          │
            ╰──────────╯
               bottom
            """)
    }

    @Test func besideTextItTakesTheRestOfTheRow() {
        #expect(render(hstack(CanvasDrawable(), text("side")), width: 20) == """
            ╭ Canvas ─────╮ side
            ╰─────────────╯
            """)
    }
}
