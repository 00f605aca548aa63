import Testing
@testable import PlaygroundPreview
import PlaygroundChecker

/// The fallback for primitives without a drawing of their own, and the registry that finds drawings.
@Suite struct LabelledBoxTests {
    @Test func titleSitsInTheTopEdgeAroundTheChildren() {
        let box = LabelledBoxDrawable(title: "ScrollView", children: [text("Hello"), text("World")])
        #expect(render(box) == """
            ╭ ScrollView ╮
            │Hello       │
            │World       │
            ╰────────────╯
            """)
    }

    @Test func anEmptyBoxIsAsWideAsItsTitle() {
        #expect(render(LabelledBoxDrawable(title: "ProgressView", children: [])) == """
            ╭ ProgressView ╮
            ╰──────────────╯
            """)
    }

    @Test func wideCharactersInTheTitleAndChildren() {
        let box = LabelledBoxDrawable(title: "表示", children: [text("日本語"), text("🎉!")])
        #expect(render(box) == """
            ╭ 表示 ╮
            │日本語│
            │🎉!   │
            ╰──────╯
            """)
    }

    @Test func aNarrowWidthClipsTheTitleInsideTheCorners() {
        let box = LabelledBoxDrawable(title: "NavigationSplitView", children: [text("a")])
        #expect(render(box, width: 10) == """
            ╭ Navigat╮
            │a       │
            ╰────────╯
            """)
    }

    @Test func everyRegisteredKindNamesADeclarationOfTheSwiftUIProfile() {
        let source = Profile.named("swiftui")!.source
        for name in Array(DrawingRegistry.views.keys) + Array(DrawingRegistry.modifiers.keys) {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            let declared = ["struct \(simple)", "enum \(simple)", "extension Optional: View"].contains { source.contains($0) }
            #expect(declared, "the registry draws \(name), which the profile does not declare")
        }
    }
}
