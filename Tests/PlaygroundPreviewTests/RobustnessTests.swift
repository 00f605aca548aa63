import Testing
import PlaygroundPreview

@Suite struct RobustnessTests {
    /// A tree using every kind.
    private var everything: [any Drawable] {
        [
            text("喜羊羊与灰太狼 and a long English sentence").padding().border(.blue, width: 2),
            vstack(text("First"), DividerDrawable(), hstack(text("A"), DividerDrawable(), text("B")), DividerDrawable()).border(),
            ListDrawable(items: [
                .row(text("Row")),
                .section(ListSection("Header", rows: [ToggleDrawable("Switch", isOn: true), ButtonDrawable("Go")], footer: "Footer")),
            ]),
            hstack(LabelDrawable("Label", systemImage: "star"), SpacerDrawable(), ImageDrawable(systemName: "gear")),
            ZStackDrawable(layers: [ColorDrawable(.red), text("over")]).frame(maxWidth: .infinity, maxHeight: 48),
            text("framed").frame(width: 200, height: 32, alignment: .trailing).background(.yellow).cornerRadius(4),
            text("fixed").frame(minWidth: 10, idealWidth: 400, maxWidth: 1_000, minHeight: 0, maxHeight: .infinity),
            text("faded").opacity(0.3).overlay(text("!"), alignment: .trailing),
        ]
    }

    @Test(arguments: [1, 2, 3, 5, 10, 13, 40])
    func narrowWidthsStayInsideTheCanvas(width: Int) {
        for colored in [false, true] {
            let output = Preview.render(everything, width: width, color: colored)
            #expect(!output.isEmpty)
            if !colored {
                for line in output.split(separator: "\n") {
                    #expect(DisplayWidth.of(line) <= width, "\(line)")
                }
            }
        }
    }

    @Test func tenColumnsStillDrawsSanely() {
        #expect(render(ListDrawable(rows: [text("A long row of text"), text("喜羊羊喜羊羊")]), text("Hello world").border(), width: 10) == """
            ╭────────╮
            │ A long │
            │ row of │
            │ text   │
            ├────────┤
            │ 喜羊羊 │
            │ 喜羊羊 │
            ╰────────╯
             ┌─────┐
             │Hello│
             │world│
             └─────┘
            """)
    }

    @Test func oddWidthsAreClamped() {
        #expect(Preview.render(text("ab"), width: 0) == "a\nb")
        #expect(Preview.render(text("ab"), width: -5) == "a\nb")
        #expect(Preview.render(text("ab"), width: Int.max) == "ab")
        #expect(Preview.render([], width: 20) == "")
    }

    @Test func deepNestingIsCutInsteadOfCrashing() {
        var tree: any Drawable = text("core")
        for level in 0..<5_000 {
            switch level % 4 {
            case 0: tree = tree.padding(.leading, 0)
            case 1: tree = StackDrawable.vertical([tree])
            case 2: tree = StackDrawable.horizontal([tree, EmptyDrawable()])
            default: tree = tree.border()
            }
        }
        #expect(tree.nestingDepth <= Metrics.maxNestingDepth + 1)
        let output = Preview.render(tree, width: 20)
        #expect(output.contains("…") || output.contains("┌"))
    }

    @Test func nestedStacksWithSiblingsStayFast() {
        var tree: any Drawable = text("leaf")
        for level in 0..<60 {
            tree = level.isMultiple(of: 2)
                ? StackDrawable.horizontal([text("h\(level)"), tree, SpacerDrawable()])
                : StackDrawable.vertical([tree, text("v\(level)"), DividerDrawable()])
        }
        let output = Preview.render(tree, width: 80)
        #expect(output.contains("v59"))
    }

    @Test func unboundedFramesAndSpacersAtTheRootStayFinite() {
        let output = render(
            SpacerDrawable(), ColorDrawable(.blue).frame(maxHeight: .infinity),
            text("x").frame(width: .infinity, height: .infinity), text("y").frame(width: 1e300),
            width: 6
        )
        #expect(output.split(separator: "\n").count < 10)
        let tall = Preview.draw([text("x").frame(height: .infinity)], width: 4)
        #expect(tall.height == Preview.maxHeight)
    }

    @Test func hugeTextWrapsLinearly() {
        let words = Array(repeating: "word", count: 20_000).joined(separator: " ")
        let output = render(text(words), width: 80)
        #expect(output.split(separator: "\n").count == 1_250)
    }
}
