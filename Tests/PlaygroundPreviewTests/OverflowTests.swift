import Testing
import PlaygroundPreview

/// A frame smaller than its content does not clip it: SwiftUI draws the content hanging out
/// of the frame, over its neighbours.
@Suite struct OverflowTests {
    @Test func textOfferedNoHeightStillTakesItsLine() {
        #expect(text("hello").sizeThatFits(ProposedSize(width: 10, height: 0)) == Size(width: 5, height: 1))
    }

    @Test func contentTallerThanItsFrameHangsAboveAndBelow() {
        let tall = vstack(spacing: 0, text("one"), text("two"), text("three")).frame(height: 16)
        #expect(render(tall) == """
             one
             two
            three
            """)
        #expect(tall.sizeThatFits(ProposedSize(width: 30, height: nil)).height == 1)
    }

    @Test func overflowDrawsOverTheNeighbours() {
        let squeezed = vstack(spacing: 0, text("top"), text("bottom")).frame(height: 0)
        // The frame is 0 rows high between "above" and "below": its two lines land on them,
        // drawn in order (`top` over `above`, then `below` over `bottom`).
        #expect(render(vstack(spacing: 0, text("above"), squeezed, text("below"))) == """
            atope
            belowm
            """)
    }

    @Test func overflowAboveTheFirstViewIsDrawnToo() {
        let first = vstack(spacing: 0, text("x"), text("y"), text("z")).frame(height: 0)
        // Centred on a frame 0 rows high, `x` hangs above the preview's first row and `y` is under `end`.
        #expect(render(first, text("end")) == """
             x
            end
             z
            """)
    }
}
