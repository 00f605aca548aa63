import Testing
import PlaygroundPreview

@Suite struct BoxDrawingTests {
    private func box(_ style: BoxStyle) -> String {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.drawBox(Rect(x: 0, y: 0, width: 4, height: 3), style: style)
        return buffer.render(color: false)
    }

    @Test func boxStyles() {
        #expect(box(.light) == "┌──┐\n│  │\n└──┘")
        #expect(box(.rounded) == "╭──╮\n│  │\n╰──╯")
        #expect(box(.heavy) == "┏━━┓\n┃  ┃\n┗━━┛")
        #expect(box(.double) == "╔══╗\n║  ║\n╚══╝")
    }

    @Test func strokeWidthChoosesTheWeight() {
        #expect(BoxStyle(strokeWidth: 1) == .light)
        #expect(BoxStyle(strokeWidth: 2) == .heavy)
        #expect(BoxStyle(strokeWidth: 1, cornerRadius: 8) == .rounded)
    }

    @Test func glyphsResolveFromArms() {
        #expect(LineArms(down: .light, right: .light).glyph == "┌")
        #expect(LineArms(up: .light, down: .light, right: .light).glyph == "├")
        #expect(LineArms(up: .light, down: .light, left: .light, right: .light).glyph == "┼")
        #expect(LineArms(up: .heavy, down: .heavy, right: .light).glyph == "┠")
        #expect(LineArms(up: .double, down: .double, right: .light).glyph == "╟")
        #expect(LineArms(left: .light).glyph == "╴")
        #expect(LineArms(down: .light, right: .light, rounded: true).glyph == "╭")
        #expect(LineArms(up: .light, down: .light, right: .light, rounded: true).glyph == "├")
        #expect(LineArms(up: .double, down: .heavy).glyph == "╽")
    }

    @Test func linesTouchingABoxJoinIt() {
        var buffer = CellBuffer(width: 7, height: 5)
        buffer.drawBox(Rect(x: 0, y: 0, width: 7, height: 5), style: .light)
        buffer.drawLine(x: 1, y: 2, length: 5, along: .horizontal)
        buffer.drawLine(x: 3, y: 1, length: 3, along: .vertical)
        #expect(buffer.render(color: false) == """
            ┌──┬──┐
            │  │  │
            ├──┼──┤
            │  │  │
            └──┴──┘
            """)
    }

    @Test func heavyBoxJoinsKeepEachArmsWeight() {
        var buffer = CellBuffer(width: 5, height: 3)
        buffer.drawBox(Rect(x: 0, y: 0, width: 5, height: 3), style: .heavy)
        buffer.drawLine(x: 1, y: 1, length: 3, along: .horizontal)
        #expect(buffer.render(color: false) == "┏━━━┓\n┠───┨\n┗━━━┛")
    }

    @Test func boxesSideBySideOrStackedDoNotJoin() {
        var buffer = CellBuffer(width: 6, height: 6)
        buffer.drawBox(Rect(x: 0, y: 0, width: 3, height: 3), style: .light)
        buffer.drawBox(Rect(x: 3, y: 0, width: 3, height: 3), style: .light)
        buffer.drawBox(Rect(x: 0, y: 3, width: 3, height: 3), style: .light)
        #expect(buffer.render(color: false) == """
            ┌─┐┌─┐
            │ ││ │
            └─┘└─┘
            ┌─┐
            │ │
            └─┘
            """)
    }

    @Test func overlappingBoxesMergeTheirArms() {
        var buffer = CellBuffer(width: 5, height: 4)
        buffer.drawBox(Rect(x: 0, y: 0, width: 3, height: 3), style: .light)
        buffer.drawBox(Rect(x: 2, y: 1, width: 3, height: 3), style: .light)
        #expect(buffer.render(color: false) == """
            ┌─┐
            │ ├─┐
            └─┤ │
              └─┘
            """)
    }

    @Test func roundingCornersTurnsThemIntoArcs() {
        var buffer = CellBuffer(width: 4, height: 3)
        let rect = Rect(x: 0, y: 0, width: 4, height: 3)
        buffer.drawBox(rect, style: .light)
        buffer.roundCorners(of: rect)
        #expect(buffer.render(color: false) == "╭──╮\n│  │\n╰──╯")
    }
}
