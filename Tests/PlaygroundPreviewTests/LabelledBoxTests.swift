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
        func isDeclared(_ name: String) -> Bool {
            let simple = name.split(separator: ".").last.map(String.init) ?? name
            if name == "Optional" { return source.contains("extension Optional: View") }
            return ["struct \(simple)<", "struct \(simple):", "struct \(simple) ", "enum \(simple):", "enum \(simple) "].contains { source.contains($0) }
        }
        let registered = Array(DrawingRegistry.views.keys) + Array(DrawingRegistry.modifiers.keys)
        let undeclared = registered.filter { !isDeclared($0) }.sorted()
        #expect(undeclared.isEmpty, "the registry draws names the profile does not declare: \(undeclared.joined(separator: ", "))")
    }
}
