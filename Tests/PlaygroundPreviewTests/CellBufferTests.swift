import Testing
import PlaygroundPreview

@Suite struct CellBufferTests {
    @Test func wideGlyphTakesACellAndAContinuation() {
        var buffer = CellBuffer(width: 6, height: 1)
        let advance = buffer.put("喜", x: 1, y: 0)
        #expect(advance == 2)
        #expect(buffer[1, 0].content == .glyph("喜"))
        #expect(buffer[2, 0].content == .continuation)
        #expect(buffer.render(color: false) == " 喜")
    }

    @Test func overwritingHalfAWideGlyphBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("喜羊", x: 0, y: 0)
        buffer.put("x", x: 1, y: 0)
        #expect(buffer.render(color: false) == " x羊")
        buffer.put("y", x: 2, y: 0)
        #expect(buffer.render(color: false) == " xy")
    }

    @Test func wideGlyphCutByTheEdgeLeavesABlank() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.write("a喜羊", x: 0, y: 0)
        #expect(buffer.render(color: false) == "a喜")
        var clipped = CellBuffer(width: 4, height: 1)
        clipped.withClip(Rect(x: 0, y: 0, width: 2, height: 1)) { buffer in
            buffer.write("a喜", x: 0, y: 0)
        }
        #expect(clipped.render(color: false) == "a")
        #expect(clipped[1, 0].content == .glyph(" "))
    }

    @Test func writesOutsideTheGridOrClipAreDropped() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.write("abcdef", x: -2, y: 0)
        buffer.write("zz", x: 3, y: 5)
        buffer.withClip(Rect(x: 1, y: 1, width: 2, height: 1)) { buffer in
            buffer.write("wxyz", x: 0, y: 1)
        }
        #expect(buffer.render(color: false) == "cdef\n xy")
    }

    @Test func renderingTrimsTrailingBlanksAndBlankLines() {
        var buffer = CellBuffer(width: 8, height: 5)
        buffer.write("ab  ", x: 1, y: 1)
        buffer.write("c", x: 0, y: 2)
        #expect(buffer.render(color: false) == "\n ab\nc")
        #expect(buffer.lines() == ["", " ab", "c"])
        #expect(CellBuffer(width: 3, height: 3).render(color: false) == "")
    }

    @Test func plainRenderingIgnoresStyles() {
        var styled = CellBuffer(width: 5, height: 1)
        styled.write("hi", x: 0, y: 0, style: CellStyle(foreground: .red, bold: true))
        var plain = CellBuffer(width: 5, height: 1)
        plain.write("hi", x: 0, y: 0)
        #expect(styled.render(color: false) == plain.render(color: false))
        #expect(styled.render(color: false) == "hi")
    }

    @Test func colorRenderingWrapsStyledRunsInSGR() {
        var buffer = CellBuffer(width: 10, height: 1)
        buffer.write("ab", x: 0, y: 0, style: CellStyle(foreground: .red, bold: true))
        buffer.write("c", x: 2, y: 0)
        buffer.write("d", x: 3, y: 0, style: CellStyle(foreground: .indexed(208), italic: true, dim: true))
        #expect(buffer.render(color: true) == "\u{1B}[1;31mab\u{1B}[0mc\u{1B}[2;3;38;5;208md\u{1B}[0m")
    }

    @Test func colorRenderingShowsPaintAsBackground() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.paint(Rect(x: 1, y: 0, width: 2, height: 1), color: .blue)
        #expect(buffer.render(color: false) == " ██")
        #expect(buffer.render(color: true) == " \u{1B}[44m  \u{1B}[0m")
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.render(color: true) == " \u{1B}[44mx \u{1B}[0m")
    }

    @Test func inheritedStyleFillsWhatAWriteLeavesUnset() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.withInheritedStyle(CellStyle(foreground: .green, dim: true)) { buffer in
            buffer.write("a", x: 0, y: 0)
            buffer.write("b", x: 1, y: 0, style: CellStyle(foreground: .red))
        }
        #expect(buffer[0, 0].style == CellStyle(foreground: .green, dim: true))
        #expect(buffer[1, 0].style == CellStyle(foreground: .red, dim: true))
    }

    @Test func hugeOrNegativeSizesAreClamped() {
        let negative = CellBuffer(width: -5, height: -5)
        #expect(negative.width == 0)
        #expect(negative.render(color: false) == "")
        let huge = CellBuffer(width: 10, height: Int.max)
        #expect(huge.height <= CellBuffer.maxCells / 10)
    }
}
