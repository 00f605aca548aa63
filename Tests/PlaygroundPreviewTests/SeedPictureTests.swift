import Testing
import PlaygroundPreview

/// The pictures of seed 002 ("深入理解 SwiftUI 的可变容器 View"), drawn from the trees the
/// adapter builds after splitting multi-views (TupleView, Group) into their parent.
@Suite struct SeedPictureTests {
    private let children = [text("First"), text("Second"), text("Third")]

    @Test func aBorderOnATupleViewDrawsOneBoxPerText() {
        #expect(Preview.render(children.map { $0.border(.blue) }, width: 30) == """
            ┌─────┐
            │First│
            └─────┘
            ┌──────┐
            │Second│
            └──────┘
            ┌─────┐
            │Third│
            └─────┘
            """)
    }

    @Test func aBorderOnAVStackDrawsOneBox() {
        #expect(render(StackDrawable.vertical(children).border(.blue)) == """
            ┌──────┐
            │First │
            │Second│
            │Third │
            └──────┘
            """)
    }

    @Test func aListMakesEachTextItsOwnRow() {
        #expect(render(ListDrawable(rows: children), width: 20) == """
            ╭──────────────────╮
            │ First            │
            ├──────────────────┤
            │ Second           │
            ├──────────────────┤
            │ Third            │
            ╰──────────────────╯
            """)
    }

    @Test func aListOfAVStackIsOneRow() {
        #expect(render(ListDrawable(rows: [StackDrawable.vertical(children)]), width: 12) == """
            ╭──────────╮
            │ First    │
            │ Second   │
            │ Third    │
            ╰──────────╯
            """)
    }

    @Test func dividedVStackWithABorderJoinsItsDividers() {
        let divided = vstack(text("First"), DividerDrawable(), text("Second"), DividerDrawable(), text("Third"))
        #expect(render(divided.border(.blue), width: 20) == """
            ┌──────────────────┐
            │      First       │
            ├──────────────────┤
            │      Second      │
            ├──────────────────┤
            │      Third       │
            └──────────────────┘
            """)
    }

    @Test func dividedMultiViewInAnHStackBordersEveryChild() {
        let parts: [any Drawable] = [text("First"), DividerDrawable(), text("Second"), DividerDrawable(), text("Third")]
        #expect(render(StackDrawable.horizontal(parts.map { $0.border(.blue) }), width: 40) == """
            ┌─────┐ ┌┬┐ ┌──────┐ ┌┬┐ ┌─────┐
            │First│ │││ │Second│ │││ │Third│
            └─────┘ └┴┘ └──────┘ └┴┘ └─────┘
            """)
    }
}
