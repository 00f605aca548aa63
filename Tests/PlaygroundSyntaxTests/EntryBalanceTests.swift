import Testing
@testable import PlaygroundSyntax

@Suite struct EntryBalanceTests {
    @Test(arguments: [
        "Text(\"a\")",
        "VStack {\n  Text(\"a\")\n}",
        "let xs = [1, 2, (3)]",
        "",
        ":help",
        "Text(\"(\")",
        "Text(\"{[\")",
        "Text(\"\\(count)\")",
        "Text(\"\\(f(\"}\"))\")",
        "Text(\"a\\\"(\")",
        "Text(\"\\\\\")",
        "Text(#\"\\(\"#)",
        "Text(#\"\"(\"#)",
        "Text(##\"a\"#(\"##)",
        "Text(#\"\\#(x)\"#)",
        "let s = \"\"\"\n  ( {\n  \"\"\"",
        "let s = \"\"\"\n  \"quoted\" \"\"\n  \"\"\"",
        "let s = #\"\"\"\n  \"\"\" still open\n  \"\"\"#",
        "Text(\"a\") // (",
        "/* ( */ Text(\"a\")",
        "/* outer /* inner */ ( */ x",
        "#if DEBUG\nText(\"a\")\n#endif",
        "Text(\"\\(\"(\")\")",
    ])
    func complete(_ text: String) {
        #expect(EntryBalance.isComplete(text), "\(text.debugDescription)")
    }

    @Test(arguments: [
        "VStack {",
        "VStack {\n  Text(\"a\")",
        "Text(\"a\"",
        "[1, 2",
        "foo(bar[",
        "let s = \"\"\"",
        "let s = \"\"\"\n  text",
        "let s = #\"\"\"\n  \"\"\"\n",
        "/* comment",
        "/* outer /* inner */ still",
        "VStack { // }",
        "Text(\"}\") {",
        "Text(\"\\(x)\") {",
        "let s = \"\"\"\n  \\(f(\n",
    ])
    func incomplete(_ text: String) {
        #expect(!EntryBalance.isComplete(text), "\(text.debugDescription)")
    }

    @Test func reportsWhatIsOpen() {
        let balance = EntryBalance(of: "VStack { HStack ( [")
        #expect(balance.openBrackets == ["{", "(", "["])
        #expect(!balance.inMultilineString)
        #expect(balance.commentDepth == 0)
    }

    @Test func interpolationParenIsReportedAsParen() {
        let balance = EntryBalance(of: "let s = \"\"\"\n\\(f(")
        #expect(balance.openBrackets == ["(", "("])
        #expect(balance.inMultilineString)
    }

    @Test func strayCloserCompletesTheEntry() {
        let balance = EntryBalance(of: "Text(\"a\"))\nVStack {")
        #expect(balance.hasStrayCloser)
        #expect(balance.isComplete)
    }

    @Test func unterminatedSingleLineStringCompletesTheEntry() {
        #expect(EntryBalance(of: "Text(\"abc").hasUnterminatedString)
        #expect(EntryBalance(of: "VStack {\nText(\"abc\n").isComplete)
        #expect(EntryBalance(of: "Text(\"\\(x").isComplete)
    }

    @Test func nestedBlockCommentDepth() {
        #expect(EntryBalance(of: "/* a /* b */").commentDepth == 1)
        #expect(EntryBalance(of: "/* a /* b */ */").commentDepth == 0)
    }

    @Test func divisionIsNotAComment() {
        #expect(!EntryBalance.isComplete("let x = (a / b"))
        #expect(EntryBalance.isComplete("let x = (a / b)"))
    }
}
