@testable import PlaygroundRuntime
import Testing

/// `Text`'s inline Markdown, on examples from the CommonMark specification's emphasis, code
/// span, link and escape sections (and GFM's strikethrough).
struct InlineMarkdownTests {
    /// The runs, written `text` or `text:style` (e for emphasized, s strong, c code, x struck,
    /// then `@url` for a link).
    private func runs(_ markdown: String) -> [String] {
        InlineMarkdown(markdown).runs.map { run in
            var styles = ""
            if run.style.contains(.emphasized) { styles += "e" }
            if run.style.contains(.strong) { styles += "s" }
            if run.style.contains(.code) { styles += "c" }
            if run.style.contains(.strikethrough) { styles += "x" }
            return run.text + (styles.isEmpty ? "" : ":" + styles) + (run.link.map { "@" + $0 } ?? "")
        }
    }

    @Test func emphasisAndStrongEmphasis() {
        #expect(runs("*foo bar*") == ["foo bar:e"])
        #expect(runs("_foo bar_") == ["foo bar:e"])
        #expect(runs("**foo bar**") == ["foo bar:s"])
        #expect(runs("__foo bar__") == ["foo bar:s"])
        #expect(runs("***both***") == ["both:es"])
        #expect(runs("Hello **world**!") == ["Hello ", "world:s", "!"])
    }

    @Test func flankingRulesLeaveLiteralDelimiters() {
        #expect(runs("a * foo bar*") == ["a * foo bar*"])
        #expect(runs("foo*bar*") == ["foo", "bar:e"])
        #expect(runs("foo_bar_") == ["foo_bar_"])
        #expect(runs("snake_case_name") == ["snake_case_name"])
        #expect(runs("**unclosed") == ["**unclosed"])
        #expect(runs("2 * 3 * 4") == ["2 * 3 * 4"])
    }

    @Test func nestingAndTheRuleOfThree() {
        #expect(runs("*foo **bar** baz*") == ["foo :e", "bar:es", " baz:e"])
        #expect(runs("*foo**bar*") == ["foo**bar:e"])
        #expect(runs("**foo*") == ["*", "foo:e"])
    }

    @Test func codeSpansAreLiteral() {
        #expect(runs("`a*b*`") == ["a*b*:c"])
        #expect(runs("`` a`b ``") == ["a`b:c"])
        #expect(runs("``code") == ["``code"])
        #expect(runs("use `let` here") == ["use ", "let:c", " here"])
    }

    @Test func escapesLinksAndStrikethrough() {
        #expect(runs("\\*not emphasized\\*") == ["*not emphasized*"])
        #expect(runs("[a *b*](https://x.org)") == ["a @https://x.org", "b:e@https://x.org"])
        #expect(runs("see [docs](https://swift.org).") == ["see ", "docs@https://swift.org", "."])
        #expect(runs("[not a link]") == ["[not a link]"])
        #expect(runs("~~gone~~ and ~one~") == ["gone:x", " and ~one~"])
    }

    @Test func escapingAValueKeepsItAsWritten() {
        let value = "*a* [b](c) `d` \\e"
        #expect(runs(InlineMarkdown.escaped(value)) == [value])
        #expect(!InlineMarkdown.mayHaveMarkup("plain text, 42!"))
    }
}
